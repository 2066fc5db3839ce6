/// Recognizes a pinch: two fingers moving toward or away from each other. Continuous: `.began` once
/// the distance between the fingers has changed by more than a few points since they both went down,
/// `.changed` with each move, `.ended` when a finger lifts (fewer than two remain), `.cancelled` if the
/// touches are cancelled. It fails if the fingers lift before it begins. A third finger is ignored.
///
/// `scale` is the current distance between the fingers divided by their distance when the second
/// finger went down (including the first few points that began the pinch), times whatever `scale` was
/// last set to; `velocity` is the rate of change of `scale`, per second. `location(in:)` is the centroid
/// of the two touches.
///
/// Source: Apple, UIPinchGestureRecognizer.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers must change before the pinch begins (points).
    // UIKit: an approximation; iOS begins a pinch after a few points of spread, not at the first move.
    static let hysteresis: CGFloat = 8

    /// The scale factor relative to the two touches' distance when the pinch started: 1 at the start.
    ///
    /// Setting it (commonly to 1, after applying it to a view's transform) makes later readings relative
    /// to the fingers' distance now, times the value set: a pinch that spreads the fingers twice as far
    /// from there reads twice the value set. A NaN, infinite or negative value is ignored.
    open var scale: CGFloat {
        get {
            guard let reference = referenceDistance, reference > 0, let distance = currentDistance else { return scaleBase }
            return scaleBase * distance / reference
        }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            scaleBase = newValue
            referenceDistance = currentDistance ?? referenceDistance
            sampler.rebase(to: newValue)
        }
    }

    /// How fast `scale` changes, in scale factor per second (positive while the fingers spread, negative
    /// while they close). 0 until the fingers have moved.
    open var velocity: CGFloat { sampler.velocity }

    private var scaleBase: CGFloat = 1
    /// The distance between the two fingers when the second went down (or when `scale` was last set).
    private var referenceDistance: CGFloat?
    /// The distance when the two fingers went down, for the hysteresis.
    private var startDistance: CGFloat?
    /// The samples of `scale`, for `velocity`.
    private var sampler = VelocitySampler<CGFloat>()

    /// The two fingers of the pinch that are still down.
    private var fingers: [UITouch] { touchesDown }

    /// The distance between the first two touches of the pinch, wherever they are (lifted or not).
    private var currentDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Before the pinch begins, fingers that lifted no longer count: the next two down pinch.
        if state == .possible, trackedTouches.count > fingers.count {
            trackedTouches = fingers
            referenceDistance = nil
        }
        // UIKit: a pinch follows two fingers; more are ignored (they do not move the centroid either).
        ignoreTouches(touches, beyond: 2, for: event)
        guard fingers.count == 2, trackedTouches.count == 2, referenceDistance == nil else { return }
        referenceDistance = currentDistance
        startDistance = currentDistance
        sampler.restart(at: scaleBase, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.count == 2, referenceDistance != nil else { return }
        sampler.sample(scale, at: event.timestamp)
        fingersMoved {
            guard let start = startDistance, let distance = currentDistance else { return false }
            return abs(distance - start) > Self.hysteresis
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(remaining: fingers.count, minimum: 2)
    }

    open override func reset() {
        super.reset()
        scaleBase = 1
        referenceDistance = nil
        startDistance = nil
        sampler.reset()
    }
}
