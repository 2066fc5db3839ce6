/// The kinds of data a text view (or web view) turns into tappable links.
///
/// The raw values are Apple's (`UIDataDetectorTypes` in UIKit's headers), so values stored or
/// combined by ported code mean the same here.
///
/// OpenUIKit detects phone numbers and links (URLs, web addresses without a scheme, bare domains with a
/// known top-level domain, e-mail addresses); see `DataDetector`.
/// Unsupported: addresses, calendar events, shipment tracking numbers, flight numbers, lookup
/// suggestions, money and physical values are accepted and combined but find nothing: Linux has no
/// NSDataDetector, and those need locale data this project does not carry.
///
/// Source: Apple's UIDataDetectorTypes documentation.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Strings formatted as phone numbers ("555-123-4567", "+44 20 7946 0958"); they open `tel:` URLs.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Strings formatted as URLs, and e-mail addresses (which open `mailto:` URLs).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses. Unsupported: nothing is detected.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events. Unsupported: nothing is detected.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (iOS 10). Unsupported: nothing is detected.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Airline flight numbers (iOS 10). Unsupported: nothing is detected.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words worth looking up (iOS 10). Unsupported: nothing is detected.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (iOS 16). Unsupported: nothing is detected.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values such as lengths or temperatures (iOS 16). Unsupported: nothing is detected.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)

    /// No detection (UIKit's `UIDataDetectorTypeNone`, 0): the default of a text view.
    public static let none: UIDataDetectorTypes = []
    /// Every kind, present and future (`NSUIntegerMax`).
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
