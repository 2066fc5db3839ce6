/// Constants that tell an assistive app how an accessibility element behaves or how to treat it,
/// combined as a set (a view's `accessibilityTraits`).
///
/// The raw values are Apple's (on iOS they are exported constants; these are the values iOS returns), so
/// traits stored or compared as integers by ported code keep their meaning. When a custom view adds
/// traits, it should combine them with its superclass's: `super.accessibilityTraits.union(.button)`.
///
/// Source: Apple, UIAccessibilityTraits reference and UIAccessibilityConstants.h; raw values as iOS
/// returns them (checked against Xamarin.iOS's binding, which tests them on iOS).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image (can be combined with `.button` or `.link`).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected table row, a selected segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change. UILabel's default.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user (a disabled label or control).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often (a clock, a progress readout).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated (assistive speech stops).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted continuously through a range: it answers
    /// `accessibilityIncrement()` and `accessibilityDecrement()` (sliders, steppers, pickers).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element lets a VoiceOver user touch it directly (a piano keyboard, a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Reading the element to its end turns the page (a book's page).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header of a content section (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
