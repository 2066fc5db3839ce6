/// Recognizes a drag: between `minimumNumberOfTouches` (1) and `maximumNumberOfTouches` fingers moving
/// more than 10 pt from where they went down. Continuous: `.began` once past that distance,
/// `.changed` with each move, `.ended` when the fingers lift (`.cancelled` if the touches are
/// cancelled). It fails if the fingers lift before it begins, or if more fingers than the maximum touch.
///
/// `translation(in:)` is the movement of the touches' centroid since touch-down (including the first
/// 10 pt), minus what `setTranslation(_:in:)` took away; `velocity(in:)` is in points per second, and
/// zero once the fingers lift after resting for more than a tenth of a second.
///
/// Source: Apple, UIPanGestureRecognizer.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan. 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan. `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before the pan begins (points).
    static let hysteresis: CGFloat = 10

    /// The centroid at touch-down, moved by `setTranslation`, in the window's coordinates.
    private var origin: CGPoint?
    /// The centroid's velocity, in the window's coordinates.
    private var sampler = VelocitySampler<CGPoint>()
    /// When the fingers last moved; a pause longer than `restingInterval` before lifting cancels the velocity.
    private var lastMoveTime: TimeInterval?
    static let restingInterval: TimeInterval = 0.1

    private var fingersDown: Int { touchesDown.count }

    /// The movement since touch-down in `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return Self.vector(from: origin, to: location(in: nil), in: view)
    }

    /// Makes the current translation `translation` (setting `.zero` makes the next reading the movement
    /// since now). Also sets the velocity to zero, as UIKit does.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        let inWindow = Self.vector(from: .zero, to: translation, in: view, toWindow: true)
        origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
        sampler.clearVelocity()
    }

    /// The velocity of the pan in `view`'s coordinate system, in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        Self.vector(from: .zero, to: sampler.velocity, in: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingersDown > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        // A finger more or less moves the centroid: keep the translation.
        let translation = origin.map { Self.vector(from: $0, to: centroid(excluding: touches), in: nil) } ?? .zero
        let now = location(in: nil)
        origin = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        sampler.restart(at: now, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastMoveTime = event.timestamp
        let now = location(in: nil)
        sampler.sample(now, at: event.timestamp)
        fingersMoved {
            guard let origin, fingersDown >= minimumNumberOfTouches, fingersDown <= maximumNumberOfTouches else { return false }
            return hypot(now.x - origin.x, now.y - origin.y) > Self.hysteresis
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // UIKit: a finger that rested before lifting throws nothing (no velocity from old moves).
        if let last = lastMoveTime, event.timestamp - last > Self.restingInterval { sampler.clearVelocity() }
        fingersLifted(remaining: fingersDown, minimum: minimumNumberOfTouches)
    }

    open override func reset() {
        super.reset()
        origin = nil
        lastMoveTime = nil
        sampler.reset()
    }

    private func centroid(excluding touches: Set<UITouch>) -> CGPoint {
        let others = trackedTouches.filter { !touches.contains($0) }
        guard !others.isEmpty else { return location(in: nil) }
        let points = others.map { $0.location(in: nil) }
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / CGFloat(points.count), y: points.reduce(0) { $0 + $1.y } / CGFloat(points.count))
    }

    /// The vector `from` → `to` (window coordinates) in `view`'s coordinate system, or, with `toWindow`,
    /// a vector of `view`'s converted to the window's.
    private static func vector(from a: CGPoint, to b: CGPoint, in view: UIView?, toWindow: Bool = false) -> CGPoint {
        guard let view, view.window != nil else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        if toWindow {
            let p = view.convert(a, to: nil), q = view.convert(b, to: nil)
            return CGPoint(x: q.x - p.x, y: q.y - p.y)
        }
        let p = view.convert(a, from: nil), q = view.convert(b, from: nil)
        return CGPoint(x: q.x - p.x, y: q.y - p.y)
    }
}
