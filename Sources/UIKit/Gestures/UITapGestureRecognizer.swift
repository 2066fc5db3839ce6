/// Recognizes taps: `numberOfTapsRequired` taps (1 by default) of `numberOfTouchesRequired` fingers
/// (1), each lifting near where it went down. Discrete: it goes `.possible` → `.ended` (its action is
/// called once) or `.failed`.
///
/// It fails when a finger moves more than 10 pt from where it went down, when more fingers than
/// required touch, when a tap lifts with fewer, when the next tap does not begin within 0.35 s of the
/// last lift (UIKit's multi-tap interval, the same as `UITouch.tapCount`'s) or 45 pt of the first tap,
/// and when its touches are cancelled.
///
/// Source: Apple, UITapGestureRecognizer.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes. 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap, and how near later taps must begin (points).
    static let allowableMovement: CGFloat = 10
    static let multiTapDistance: CGFloat = 45
    /// How long the next tap may take to begin after a lift.
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsDone = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var betweenTaps: MainScheduler.Token?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer(betweenTaps)
        betweenTaps = nil
        for touch in touches {
            let location = touch.location(in: nil)
            if let first = firstTapLocation, hypot(location.x - first.x, location.y - first.y) > Self.multiTapDistance {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = location
        }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let location = touch.location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        // The tap is complete when every finger of it has lifted.
        guard trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsDone += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        fingersInTap = 0
        startLocations = [:]
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            betweenTaps = schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersInTap = 0
        startLocations = [:]
        firstTapLocation = nil
        betweenTaps = nil
    }
}
