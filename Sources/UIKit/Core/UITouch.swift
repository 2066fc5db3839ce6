/// One finger (or the mouse) on the screen, from touch-down to lift-off. The same object is updated
/// through the touch's life; it belongs to the view it first touched.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The touch's phase in its life.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    /// The kind of touch; OpenUIKit's are direct (fingers) or indirect pointers (the mouse).
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    open internal(set) var phase: Phase = .began
    /// When the touch last changed, on the application's clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// The number of taps in quick succession at the same place (1 for a single tap).
    open internal(set) var tapCount = 1
    open internal(set) var type: TouchType = .direct
    /// The view the touch first hit; it keeps the touch until the touch ends.
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    /// The radius of the contact, in points.
    open internal(set) var majorRadius: CGFloat = 20
    open internal(set) var force: CGFloat = 0
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// Location and previous location in the window's coordinates.
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero
    /// The platform's pointer id.
    let identifier: Int

    /// The recognizers that receive the touch (the hit view's and its ancestors'), fixed at touch-down.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizersAttached ? gestureRecognizerList : nil }
    var gestureRecognizerList: [UIGestureRecognizer] = []
    var recognizersAttached = false
    /// Delivery to the view: began reached it; ended reached it; a recognizer cancelled it there.
    var hasBegunInView = false
    var hasEndedInView = false
    var isCancelledInView = false
    /// A further finger on a view that is not multiple-touch enabled: the view never gets it, the
    /// view's recognizers do (Apple, `UIView.isMultipleTouchEnabled`).
    var isWithheldFromView = false
    /// The touch-down is held back from the view (`delaysTouchesBegan`); where it went down.
    var isBeganHeld = false
    var beganLocationInWindow: CGPoint = .zero

    init(identifier: Int) {
        self.identifier = identifier
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location at the previous event of this touch, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}
