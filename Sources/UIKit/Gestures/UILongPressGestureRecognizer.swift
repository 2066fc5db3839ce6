/// Recognizes a press held in place: after `numberOfTapsRequired` quick taps (0 by default),
/// `numberOfTouchesRequired` fingers (1) held for `minimumPressDuration` seconds (0.5) without moving
/// more than `allowableMovement` points (10). Continuous: `.began` when the time is up, `.changed` as
/// the fingers move, `.ended` when they lift (`.cancelled` if the touches are cancelled); it fails if
/// the fingers move too far or lift before the time is up.
///
/// The wait runs on UIKit's clock (the harness's virtual clock in tests) and stops when the recognizer
/// resets or its view leaves the window.
///
/// Source: Apple, UILongPressGestureRecognizer.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds. 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points. 10.
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press. 0.
    open var numberOfTapsRequired = 0
    /// How many fingers press. 1.
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var fingersDown = 0
    private var start: CGPoint?
    private var pressTimer: MainScheduler.Token?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            cancelTimer(pressTimer)
            state = .failed
            return
        }
        cancelTimers()
        start = location(in: nil)
        guard fingersDown == numberOfTouchesRequired, tapsDone == numberOfTapsRequired else { return }
        pressTimer = schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let location = location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement {
                cancelTimers()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown -= touches.count
        switch state {
        case .possible:
            cancelTimers()
            guard tapsDone < numberOfTapsRequired, fingersDown == 0 else {
                state = .failed
                return
            }
            // One of the taps before the press; the next must come soon.
            tapsDone += 1
            schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        case .began, .changed:
            if fingersDown <= 0 { state = .ended }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersDown = 0
        start = nil
        pressTimer = nil
    }
}
