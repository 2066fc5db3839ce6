extension UIControl {
    /// The events a control reports to its targets, with UIKit's raw values: touches (bits 0–8), a value
    /// change (bit 12), the primary action (bit 13), the menu action (bit 14), text editing (bits 16–19),
    /// and ranges reserved for the application and the system.
    ///
    /// Source: Apple, UIControl.Event.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down in the control again quickly (`UITouch.tapCount` above 1); sent with
        /// `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved and is within the control's bounds, widened by UIKit's touch slop.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved and is outside the control's bounds and its slop.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (never sent for changes made in code).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap; the event of `init(frame:primaryAction:)`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action of the control was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A range for the application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
