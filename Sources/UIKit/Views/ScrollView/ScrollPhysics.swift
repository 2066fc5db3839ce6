import Foundation

/// The numbers behind a scroll view's feel, with no views: rubber-banding past an edge, deceleration
/// after a flick, the spring back to an edge and the settle on a page. One axis at a time; positions in
/// points, velocities in points per second, times in seconds. Tested with numbers
/// (ScrollPhysicsTests); UIScrollView+Deceleration drives its frames with them.
///
/// Source: Apple, UIScrollView.DecelerationRate (the velocity multiplier per millisecond); UIKit's feel
/// as the brief for issue 4 describes it (rubber band f(x) = (1 - 1 / (x * 0.55 / d + 1)) * d).
package enum ScrollPhysics {
    /// How much of a drag past an edge moves the content: 0.55 of the first points, less and less
    /// after, never more than `dimension`.
    package static let rubberBandCoefficient: CGFloat = 0.55
    /// Below this speed (points per second) a deceleration stops.
    package static let stopSpeed: CGFloat = 10
    /// A release slower than this (points per second) does not decelerate.
    package static let minimumFlickSpeed: CGFloat = 10
    /// The spring's natural frequency (per second): a bounce back settles in about half a second.
    package static let springFrequency: CGFloat = 15
    /// A spring is done when it is within this distance (points) of its target and slower than
    /// `stopSpeed`.
    package static let springRestDistance: CGFloat = 0.25
    /// A paging release faster than this (points per second) moves to the next page in its direction.
    package static let pagingFlickSpeed: CGFloat = 250

    // MARK: Rubber band

    /// The distance the content moves for a drag `overshoot` points past an edge (of either sign), in a
    /// view `dimension` points long: resistance grows with distance, the result stays under `dimension`.
    package static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot.isFinite else { return 0 }
        let x = abs(overshoot)
        let result = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -result : result
    }

    /// The overshoot that rubber-bands to `distance` (the inverse of `rubberBand`; `distance` below
    /// `dimension`).
    package static func rubberBandInverse(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, distance.isFinite else { return 0 }
        let y = min(abs(distance), dimension * 0.999)
        let x = y * dimension / (rubberBandCoefficient * (dimension - y))
        return distance < 0 ? -x : x
    }

    /// `position` limited to `range`, rubber-banded past its ends when `bounces` (else clamped).
    package static func constrain(_ position: CGFloat, to range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if position < range.lowerBound {
            return bounces ? range.lowerBound + rubberBand(position - range.lowerBound, dimension: dimension) : range.lowerBound
        }
        if position > range.upperBound {
            return bounces ? range.upperBound + rubberBand(position - range.upperBound, dimension: dimension) : range.upperBound
        }
        return position
    }

    // MARK: Deceleration

    /// The natural log of the per-millisecond rate, per second (the velocity is v₀ · rate^(1000 t)).
    private static func decay(_ rate: CGFloat) -> CGFloat { 1000 * log(min(max(rate, 0.5), 0.999_999)) }

    /// The velocity `time` seconds into a deceleration from `velocity` at `rate` per millisecond.
    package static func decelerationVelocity(from velocity: CGFloat, rate: CGFloat, after time: CGFloat) -> CGFloat {
        velocity * exp(decay(rate) * time)
    }

    /// The distance travelled `time` seconds into a deceleration from `velocity` (the integral of the
    /// velocity: v₀ (rate^(1000 t) − 1) / (1000 ln rate)).
    package static func decelerationDistance(from velocity: CGFloat, rate: CGFloat, after time: CGFloat) -> CGFloat {
        let k = decay(rate)
        return velocity * (exp(k * time) - 1) / k
    }

    /// How long a deceleration from `velocity` lasts until its speed falls to `stopSpeed` (0 when it is
    /// already slower).
    package static func decelerationDuration(from velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let speed = abs(velocity)
        guard speed > stopSpeed else { return 0 }
        return log(stopSpeed / speed) / decay(rate)
    }

    /// Where a deceleration from `position` with `velocity` comes to rest (no edges).
    package static func decelerationTarget(from position: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        position + decelerationDistance(from: velocity, rate: rate, after: decelerationDuration(from: velocity, rate: rate))
    }

    /// When a deceleration from `position` with `velocity` reaches `edge`, if it does before it stops.
    package static func decelerationTime(from position: CGFloat, velocity: CGFloat, rate: CGFloat, reaching edge: CGFloat) -> CGFloat? {
        let distance = edge - position
        guard velocity != 0, distance * velocity > 0 else { return distance == 0 ? 0 : nil }
        let total = decelerationDistance(from: velocity, rate: rate, after: decelerationDuration(from: velocity, rate: rate))
        guard abs(distance) <= abs(total) else { return nil }
        // v₀ (e^{kt} − 1) / k = d  ⇒  t = ln(1 + d k / v₀) / k
        let k = decay(rate)
        return log(1 + distance * k / velocity) / k
    }

    // MARK: Spring

    /// A critically damped spring toward `target`: the position and velocity `time` seconds after it
    /// started at `position` with `velocity`. It does not oscillate; a start moving away from the
    /// target (a flick past an edge) overshoots once and returns.
    package static func spring(
        from position: CGFloat, velocity: CGFloat, target: CGFloat, after time: CGFloat,
        frequency: CGFloat = springFrequency
    ) -> (position: CGFloat, velocity: CGFloat) {
        let x0 = position - target, w = frequency
        let b = velocity + w * x0
        let e = exp(-w * time)
        return (target + (x0 + b * time) * e, (b - w * (x0 + b * time)) * e)
    }

    /// Whether a spring state is at rest.
    package static func springIsAtRest(position: CGFloat, velocity: CGFloat, target: CGFloat) -> Bool {
        abs(position - target) < springRestDistance && abs(velocity) < stopSpeed
    }

    // MARK: Paging

    /// The page offset a paging scroll view settles on after a release at `position` with `velocity`
    /// (content points per second), pages `pageSize` long, within `range`: a quick release moves to the
    /// next page in its direction from where the drag began (`startPage`), a slow one to the nearest.
    package static func pagingTarget(
        position: CGFloat, velocity: CGFloat, pageSize: CGFloat, startPage: CGFloat,
        range: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard pageSize > 0 else { return min(max(position, range.lowerBound), range.upperBound) }
        var page = (position / pageSize).rounded()
        if abs(velocity) > pagingFlickSpeed {
            page = velocity > 0 ? max(page, startPage + 1) : min(page, startPage - 1)
            page = min(max(page, startPage - 1), startPage + 1)
        }
        // A last page shorter than the bounds settles at the end of the content.
        let lastPage = (range.upperBound / pageSize).rounded(.up)
        let firstPage = (range.lowerBound / pageSize).rounded(.down)
        page = min(max(page, firstPage), max(firstPage, lastPage))
        let target = page * pageSize
        return min(max(target, range.lowerBound), range.upperBound)
    }
}
