extension UIButton {
    /// The kinds of button `init(type:)` makes, with UIKit's raw values.
    ///
    /// - `.custom` (0): no tinting; the title is white unless you set a colour, images keep their colours
    ///   and darken while highlighted.
    /// - `.system` (1): iOS 7's flat button; the title and images are drawn in `tintColor` and fade while
    ///   highlighted. `.roundedRect` is the old name of the same value.
    /// - `.detailDisclosure` (2), `.infoLight` (3), `.infoDark` (4): a system button showing iOS 7's
    ///   circled "i", 22 × 22; the two info types also glow when touched (`showsTouchWhenHighlighted`).
    /// - `.contactAdd` (5): a system button showing a circled "+", 22 × 22.
    ///
    /// Source: Apple, UIButton.ButtonType; iOS 7's button types.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5

        /// The pre-iOS 7 name of `.system`, equal to it numerically.
        public static var roundedRect: ButtonType { .system }

        /// Whether buttons of this type tint their title and images (every type but `.custom`).
        var isSystemFamily: Bool { self != .custom }

        /// Whether the type comes with a standard glyph image (22 × 22 in iOS 7).
        var hasStandardGlyph: Bool { self == .detailDisclosure || self == .infoLight || self == .infoDark || self == .contactAdd }
    }
}
