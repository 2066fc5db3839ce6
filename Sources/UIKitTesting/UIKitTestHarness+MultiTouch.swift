import UIKit

/// Two-finger gestures: fingers 0 and 1 go down together, move symmetrically about a centre, then lift
/// (finger 1 first, then finger 0, in the same instant). Points are in the window's coordinates.
extension UIKitTestHarness {
    /// A pinch centred on `center`: two fingers go down on a horizontal line, `startDistance` points
    /// apart, and spread (or close) to `endDistance` apart in `steps` moves spread over `duration`
    /// seconds, then lift. A `UIPinchGestureRecognizer` under them ends with `scale` equal to
    /// `endDistance / startDistance`.
    ///
    /// Each step moves finger 0, then finger 1 (separate events at the same instant). Distances are
    /// clamped to at least 0, `steps` to at least 1; a NaN or infinite value is a precondition failure.
    public func pinch(
        at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        steps: Int = 10, duration: TimeInterval = 0.3
    ) {
        precondition(
            [center.x, center.y, startDistance, endDistance].allSatisfy(\.isFinite),
            "UIKitTestHarness.pinch(at:from:to:steps:duration:): the centre and distances must be finite")
        let start = max(0, startDistance), end = max(0, endDistance)
        twoFingerGesture(steps: steps, duration: duration) { t in
            let half = (start + (end - start) * t) / 2
            return (CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y))
        }
    }

    /// Two fingers turning about `center`: they go down `radius` points either side of it, on a line at
    /// `startAngle` radians from the horizontal, and turn by `angle` radians (positive: clockwise on
    /// screen, as `UIRotationGestureRecognizer.rotation` counts) in `steps` moves over `duration`
    /// seconds, then lift. A rotation recognizer under them ends with `rotation` equal to `angle`.
    ///
    /// (Not `rotate(to:)`, which turns the device.) Keep each step under half a turn (π radians), or
    /// the direction of the turn is ambiguous to a recognizer. `radius` is clamped to at least 0, `steps`
    /// to at least 1; a NaN or infinite value is a precondition failure.
    public func rotateFingers(
        at center: CGPoint, radius: CGFloat, by angle: CGFloat, startAngle: CGFloat = 0,
        steps: Int = 10, duration: TimeInterval = 0.3
    ) {
        precondition(
            [center.x, center.y, radius, angle, startAngle].allSatisfy(\.isFinite),
            "UIKitTestHarness.rotateFingers(at:radius:by:startAngle:steps:duration:): the centre, radius and angles must be finite")
        let r = max(0, radius)
        twoFingerGesture(steps: steps, duration: duration) { t in
            let theta = startAngle + angle * t
            let offset = CGPoint(x: r * cos(theta), y: r * sin(theta))
            return (
                CGPoint(x: center.x - offset.x, y: center.y - offset.y),
                CGPoint(x: center.x + offset.x, y: center.y + offset.y)
            )
        }
    }

    /// Fingers 0 and 1 go down at `positions(0)`, move through `positions(t)` for t = 1/steps ... 1 (one
    /// step every `duration / steps` seconds), then lift.
    private func twoFingerGesture(
        steps: Int, duration: TimeInterval,
        positions: (CGFloat) -> (CGPoint, CGPoint)
    ) {
        let count = max(1, steps)
        let interval = duration.isFinite && duration > 0 ? duration / Double(count) : 0
        let (first, second) = positions(0)
        touchDown(at: first, finger: 0)
        touchDown(at: second, finger: 1)
        for step in 1...count {
            advance(by: interval)
            let (a, b) = positions(CGFloat(step) / CGFloat(count))
            touchMove(to: a, finger: 0)
            touchMove(to: b, finger: 1)
        }
        touchUp(finger: 1)
        touchUp(finger: 0)
    }
}
