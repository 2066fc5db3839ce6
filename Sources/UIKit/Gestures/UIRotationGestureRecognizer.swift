/// Recognizes a rotation: two fingers turning about each other. Continuous: `.began` once the line
/// between the fingers has turned by more than a few degrees since they both went down, `.changed`
/// with each move, `.ended` when a finger lifts (fewer than two remain), `.cancelled` if the touches are
/// cancelled. It fails if the fingers lift before it begins. A third finger is ignored.
///
/// `rotation` is the angle the fingers have turned since they went down (including the few degrees
/// that began the gesture), in radians, positive clockwise on screen, plus whatever `rotation` was last
/// set to; it keeps counting past a full turn. `velocity` is in radians per second. `location(in:)` is
/// the centroid of the two touches.
///
/// Source: Apple, UIRotationGestureRecognizer.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins (radians, about 4°).
    // UIKit: an approximation; iOS begins a rotation after a few degrees of turn, not at the first move.
    static let hysteresis: CGFloat = 0.07

    /// The rotation in radians since the fingers went down, clockwise positive: 0 at the start.
    ///
    /// Setting it (commonly to 0, after applying it to a view's transform) makes later readings the turn
    /// since now, plus the value set. A NaN or infinite value is ignored.
    open var rotation: CGFloat {
        get { rotationBase + turned }
        set {
            guard newValue.isFinite else { return }
            rotationBase = newValue - turned
            sampler.rebase(to: newValue)
        }
    }

    /// How fast `rotation` changes, in radians per second (positive clockwise). 0 until the fingers
    /// have moved.
    open var velocity: CGFloat { sampler.velocity }

    private var rotationBase: CGFloat = 0
    /// The turn since the fingers went down, unwrapped across ±π.
    private var turned: CGFloat = 0
    /// The angle of the line from the first finger to the second at the last move.
    private var lastAngle: CGFloat?
    /// The samples of `rotation`, for `velocity`.
    private var sampler = VelocitySampler<CGFloat>()

    /// The two fingers of the rotation that are still down.
    private var fingers: [UITouch] { touchesDown }

    /// The angle of the line from the first touch to the second, in the window (y down: clockwise).
    private var currentAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Before the rotation begins, fingers that lifted no longer count: the next two down rotate.
        if state == .possible, trackedTouches.count > fingers.count {
            trackedTouches = fingers
            lastAngle = nil
            turned = 0
        }
        // UIKit: a rotation follows two fingers; more are ignored.
        ignoreTouches(touches, beyond: 2, for: event)
        guard fingers.count == 2, trackedTouches.count == 2, lastAngle == nil else { return }
        lastAngle = currentAngle
        sampler.restart(at: rotation, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.count == 2, trackedTouches.count == 2, let angle = currentAngle else { return }
        guard let last = lastAngle else {
            lastAngle = angle  // the fingers went down on the same point: the line starts now
            return
        }
        // The smallest turn from the last angle: the fingers cannot turn half a circle between events.
        var delta = angle - last
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        sampler.sample(rotation, at: event.timestamp)
        fingersMoved { abs(turned) > Self.hysteresis }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(remaining: fingers.count, minimum: 2)
    }

    open override func reset() {
        super.reset()
        rotationBase = 0
        turned = 0
        lastAngle = nil
        sampler.reset()
    }
}
