/// An event: the touches of one moment, a press, a motion or a remote-control command.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }

    open internal(set) var type: EventType = .touches
    open internal(set) var subtype: EventSubtype = .none
    /// When the event happened, on the application's clock.
    open internal(set) var timestamp: TimeInterval = 0
    var touchSet: Set<UITouch> = []

    override init() { super.init() }

    /// Every touch of the event (nil for events without touches).
    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }
    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }
    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }
}
