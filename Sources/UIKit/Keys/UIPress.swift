/// A press of a physical button or key, delivered to the first responder by `pressesBegan`/`Ended`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause }

    open internal(set) var phase: Phase = .began
    open internal(set) var timestamp: TimeInterval = 0
    /// The key pressed, for presses from a keyboard.
    open internal(set) var key: UIKey?
    open internal(set) var type: PressType = .select

    override init() { super.init() }
}

/// An event carrying presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressSet: Set<UIPress> = []
    /// Every press of the event.
    open var allPresses: Set<UIPress> { pressSet }

    override init() {
        super.init()
        type = .presses
    }
}
