/// Recognizes a gesture from the touches of a view and its subviews, and calls its actions as the
/// gesture's state changes. The base of UIKit's tap, long-press, pan, swipe, pinch and rotation
/// recognizers, and of custom ones.
///
/// UIKit's contract, which OpenUIKit keeps:
/// - A touch's recognizers are those of the view it hits and of that view's ancestors (enabled, whose
///   delegate lets them receive it), fixed when the touch goes down. The window delivers each touch to
///   them first, then to its view.
/// - States: a recognizer starts `.possible`; a discrete one goes to `.ended` (`.recognized`) or
///   `.failed`; a continuous one goes `.began`, `.changed`..., then `.ended` or `.cancelled` (or
///   `.failed` before it begins). Other transitions are ignored. Once its touches have lifted, a
///   recognizer that ended, failed or was cancelled is `reset()` to `.possible`.
/// - Actions are called when the state becomes `.began`, `.changed`, `.ended` or `.cancelled`.
/// - Leaving `.possible` asks the delegate's `gestureRecognizerShouldBegin(_:)` and the view's; a no
///   makes the recognizer fail. A recognizer that must wait for others to fail (`require(toFail:)`, the
///   delegate's failure requirements) stays `.possible` until they fail, and fails if they recognize.
/// - A recognizer that begins or recognizes prevents the others that share its touches (they fail, or
///   are cancelled if they had begun) unless a delegate allows simultaneous recognition; with
///   `cancelsTouchesInView` (the default) its touches' views get `touchesCancelled(_:with:)`.
/// - With `delaysTouchesEnded` (the default), a view gets `touchesEnded` only once the recognizers
///   still deciding on the touch have failed (a double-tap recognizer delays a single tap's end); with
///   `delaysTouchesBegan`, likewise `touchesBegan`.
///
/// Target-action without Objective-C: pass a method of the target (`ViewController.handleTap`) taking
/// the recognizer or nothing; targets are held weakly.
///
/// Not yet: the per-device touch limits (5 on a phone, 11 on a pad); `allowedTouchTypes`.
///
/// Source: Apple, UIGestureRecognizer, UIGestureRecognizerSubclass.h.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    struct ActionEvent: OptionSet {
        let rawValue: UInt8
        static let stateChange = ActionEvent(rawValue: 1)
    }

    let actions = TargetActionTable<UIGestureRecognizer, ActionEvent>()
    var stateStorage: State = .possible
    /// A transition out of `.possible` that waits for failure requirements.
    var pendingState: State?
    /// The touches since the last reset, for location and `numberOfTouches` (a new touch sequence
    /// starts the list again).
    var trackedTouches: [UITouch] = []
    /// Every touch delivered since the last reset: for arbitration.
    var touchesSinceReset: [UITouch] = []
    var failureRequirements: [WeakRecognizer] = []
    var timers: [MainScheduler.Token] = []

    struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }
    private final class TokenBox { var token: MainScheduler.Token? }

    /// A recognizer without target or action.
    public override init() { super.init() }

    /// A recognizer that sends `action` (a `Selector`, nil: none) to `target` (nil: the responder chain).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { actions.add(target.map { $0 as AnyObject }, action: action, for: .stateChange) }
    }

    /// A recognizer that calls `action`, a method of `target` taking no argument.
    public init<T: AnyObject>(
        target: T, action: @escaping (T) -> () -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        super.init()
        actions.add(target, action: action, for: .stateChange, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    /// A recognizer that calls `action`, a method of `target` taking the recognizer (any type the
    /// recognizer is: `UITapGestureRecognizer`, `UIGestureRecognizer`, `Any`).
    public init<T: AnyObject, S>(
        target: T, action: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        super.init()
        actions.add(target, action: action, for: .stateChange, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    // MARK: Target-action

    /// Adds `action` (a `Selector`) sent to `target`.
    open func addTarget(_ target: Any, action: Selector) {
        actions.add(target as AnyObject, action: action, for: .stateChange)
    }

    /// Adds `action`, a method of `target` taking no argument. Adding the same target from the same
    /// place again adds nothing.
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> () -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        actions.add(target, action: action, for: .stateChange, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    /// Adds `action`, a method of `target` taking the recognizer.
    public func addTarget<T: AnyObject, S>(
        _ target: T, action: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        actions.add(target, action: action, for: .stateChange, callSite: ActionCallSite(fileID: fileID, line: line, column: column))
    }

    /// Removes `target`'s actions (nil target: every target; nil action: every action of the target).
    /// Typed method actions cannot be named, so only a nil action removes them.
    open func removeTarget(_ target: Any?, action: Selector?) {
        actions.remove(target.map { $0 as AnyObject }, action: action, for: .stateChange)
    }

    func sendActions() { actions.invoke(for: .stateChange, sender: self, event: nil) }

    // MARK: State and configuration

    /// The current state. Subclasses set it as the gesture progresses (the setter of
    /// UIGestureRecognizerSubclass); a transition UIKit does not allow is ignored.
    open var state: State {
        get { stateStorage }
        set { GestureArbiter.shared.request(self, newValue) }
    }

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?

    /// Whether the recognizer takes touches. Disabling it during a gesture cancels it (or fails it).
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { GestureArbiter.shared.abandon(self) } }
    }

    /// The delegate, held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether a recognized gesture cancels its touches in the view (`touchesCancelled`). True.
    open var cancelsTouchesInView = true
    /// Whether touch-down reaches the view only once the recognizer has failed (then with a move to
    /// where the touch is); if it recognizes, the view never hears of the touch. False.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until the recognizer has failed. True.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// Makes the receiver wait for `otherGestureRecognizer` to fail before it leaves `.possible`; it
    /// fails if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Location

    /// The number of touches in the gesture.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The gesture's location in `view`'s coordinates (nil: the window's): the centroid of its touches.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// The location of touch `touchIndex` (0 ..< `numberOfTouches`) in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            trackedTouches.indices.contains(touchIndex),
            "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) is beyond the \(trackedTouches.count) touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    /// One or more fingers went down among the recognizer's touches.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The system cancelled touches. The default cancels a gesture in progress, or fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Called when the recognizer returns to `.possible` after a gesture ended, failed or was
    /// cancelled: clear per-gesture state here (and call super).
    open func reset() {}

    /// Stops delivering `touch` to the recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        touch.gestureRecognizerList.removeAll { $0 === self }
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether recognizing prevents `preventedGestureRecognizer`. True.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents the receiver. True.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether the receiver waits for `otherGestureRecognizer` to fail. False.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for the receiver to fail. False.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Shared rules of UIKit's continuous recognizers

    /// The tracked touches still on the screen (not ended or cancelled).
    var touchesDown: [UITouch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// Fingers moved: a continuous gesture (pan, pinch, rotation) begins once `pastThreshold` holds,
    /// and every later move is a change.
    func fingersMoved(pastThreshold: () -> Bool) {
        switch state {
        case .possible:
            if pastThreshold() { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Stops delivering the newest of `touches` while more than `limit` fingers are down (a pinch or a
    /// rotation follows two fingers and ignores the others).
    func ignoreTouches(_ touches: Set<UITouch>, beyond limit: Int, for event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where touchesDown.count > limit {
            ignore(touch, for: event)
        }
    }

    /// Fingers lifted: a continuous gesture (pan, pinch, rotation) that had not begun fails once every
    /// finger is up; one in progress ends when fewer than `minimum` fingers remain down.
    func fingersLifted(remaining: Int, minimum: Int) {
        switch state {
        case .possible:
            if remaining == 0 { state = .failed }
        case .began, .changed:
            if remaining < minimum { state = .ended }
        default:
            break
        }
    }

    // MARK: Timers (UIKit's scheduler: the harness's virtual clock in tests)

    /// Runs `body` after `delay` on UIKit's clock, unless the recognizer resets first.
    // `final`: out of the vtable. Swift 6.3 mangles this @preconcurrency member's closure type with or
    // without `@Sendable @MainActor` depending on the compilation batch, and a subclass's vtable then
    // named a symbol that did not exist (a link error, first seen with UIPinchGestureRecognizer).
    @discardableResult
    final func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> MainScheduler.Token? {
        guard let host = ApplicationHost.current else { return nil }
        let box = TokenBox()
        let token = host.scheduler.schedule(at: host.now + delay) { [weak self] in
            guard let self else { return }
            self.timers.removeAll { $0 == box.token }
            body()
            GestureArbiter.shared.finishTurn()
        }
        box.token = token
        timers.append(token)
        return token
    }

    func cancelTimer(_ token: MainScheduler.Token?) {
        guard let token else { return }
        ApplicationHost.current?.scheduler.cancel(token)
        timers.removeAll { $0 == token }
    }

    func cancelTimers() {
        for token in timers { ApplicationHost.current?.scheduler.cancel(token) }
        timers = []
    }
}

/// The delegate of a gesture recognizer: it can stop it from beginning or receiving a touch, and
/// arrange simultaneous recognition and failure requirements. Every method is optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (no: it fails). Yes by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer gets `touch` (asked at touch-down). Yes by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether both may recognize at once (either delegate saying yes is enough). No by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail. No by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail. No by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
