extension UIControl {
    /// A control's state as a bitmask of independent flags. `.normal` is the empty mask: enabled, not
    /// highlighted, not selected. Per-state values (a button's titles, images, colours) are looked up
    /// by these masks.
    ///
    /// Source: Apple, UIControl.State.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag: enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A finger is down on the control (inside it).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (focus-based interfaces; never set on a touch screen).
        public static let focused = State(rawValue: 1 << 3)
        /// Flags for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content (a button's title and image) across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How a control places its content down its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
