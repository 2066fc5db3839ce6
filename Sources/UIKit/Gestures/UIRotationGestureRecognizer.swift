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
            if let last = lastSample { lastSample = (newValue, last.time) }
            previousSample = nil
        }
    }

    /// How fast `rotation` changes, in radians per second (positive clockwise). 0 until the fingers
    /// have moved.
    open private(set) var velocity: CGFloat = 0

    private var rotationBase: CGFloat = 0
    /// The turn since the fingers went down, unwrapped across ±π.
    private var turned: CGFloat = 0
    /// The angle of the line from the first finger to the second at the last move.
    private var lastAngle: CGFloat?
    /// The latest sample of `rotation` and the one before it at an earlier time, for `velocity`.
    private var lastSample: (rotation: CGFloat, time: TimeInterval)?
    private var previousSample: (rotation: CGFloat, time: TimeInterval)?

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
        lastSample = (rotation, event.timestamp)
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
        sample(at: event.timestamp)
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
        lastSample = nil
        previousSample = nil
        velocity = 0
    }

    /// Records `rotation` at `time` and updates `velocity` from the last sample taken at an earlier time.
    private func sample(at time: TimeInterval) {
        let now = rotation
        if let last = lastSample, time > last.time { previousSample = last }
        lastSample = (now, time)
        if let previous = previousSample, time > previous.time {
            velocity = (now - previous.rotation) / CGFloat(time - previous.time)
        }
    }
}
