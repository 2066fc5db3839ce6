extension UIMenuElement {
    /// How a menu item looks and behaves: disabled, destructive (drawn in red), hidden, or keeping its menu
    /// open when chosen. Stored for menus; a control sends its actions whatever their attributes.
    ///
    /// Source: Apple, `UIMenuElement.Attributes` (raw values as in the SDK).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
