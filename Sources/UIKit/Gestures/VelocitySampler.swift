import CoreGraphics
import Foundation

/// How fast a gesture's value changes, from timed samples: the change since the last sample taken at an
/// earlier time, per second (several fingers move in separate events at the same instant, so a sample at
/// the same time as the last one refines the velocity instead of dividing by zero). The pan samples its
/// centroid, the pinch its scale, the rotation its angle.
struct VelocitySampler<Value: SampledValue> {
    /// The latest velocity, in value per second; zero until the value has moved.
    private(set) var velocity = Value.zero
    private var last: (value: Value, time: TimeInterval)?
    private var previous: (value: Value, time: TimeInterval)?

    /// Starts measuring from `value` at `time` (fingers went down): the next sample measures from here.
    mutating func restart(at value: Value, time: TimeInterval) {
        last = (value, time)
        previous = nil
    }

    /// Records `value` at `time` and updates the velocity.
    mutating func sample(_ value: Value, at time: TimeInterval) {
        if let last, time > last.time { previous = last }
        last = (value, time)
        if let previous, time > previous.time {
            velocity = value.minus(previous.value).scaled(by: 1 / CGFloat(time - previous.time))
        }
    }

    /// The app set the value: later samples measure from `value`, as if it had been sampled last.
    mutating func rebase(to value: Value) {
        if let time = last?.time { last = (value, time) }
        previous = nil
    }

    /// Forgets the velocity (a finger that rested before lifting, or the app reset the value).
    mutating func clearVelocity() { velocity = .zero }

    /// Forgets everything (the recognizer reset).
    mutating func reset() { self = VelocitySampler() }
}

/// A value a gesture samples for its velocity: a difference of two, scaled by a rate.
protocol SampledValue {
    static var zero: Self { get }
    func minus(_ other: Self) -> Self
    func scaled(by factor: CGFloat) -> Self
}

extension CGFloat: SampledValue {
    func minus(_ other: CGFloat) -> CGFloat { self - other }
    func scaled(by factor: CGFloat) -> CGFloat { self * factor }
}

extension CGPoint: SampledValue {
    func minus(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    func scaled(by factor: CGFloat) -> CGPoint { CGPoint(x: x * factor, y: y * factor) }
}
