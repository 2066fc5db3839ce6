/// How an animation's time relates to its layer's: when it begins, how long a cycle lasts, how fast it
/// runs, how often it repeats or reverses, and what it shows before and after it is active.
public protocol CAMediaTiming: AnyObject {
    /// When the animation begins, in its parent's time (for a layer's animations, `CACurrentMediaTime()`).
    var beginTime: CFTimeInterval { get set }
    /// An offset added to the animation's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles the animation runs (fractions allowed; `.infinity` forever; 0 means once).
    var repeatCount: Float { get set }
    /// How long the animation repeats, in seconds (0: use `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// The length of one pass, in seconds (0 means 0.25 for animations).
    var duration: CFTimeInterval { get set }
    /// How fast the animation's time runs relative to its parent's (0 stops it; negative runs it backwards).
    var speed: Float { get set }
    /// Whether each cycle plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What the animation shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial value before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's timing model, as pure arithmetic: from a parent time to the fraction of one pass an
/// animation shows (before its timing function), or nil when it shows nothing.
package enum MediaTimingModel {
    /// The length of one pass when `duration` is 0.
    package static let defaultDuration: CFTimeInterval = 0.25

    /// The fraction of the pass (0...1) that `timing` shows at `parentTime`, nil when it is not active and
    /// does not fill there. Local time is `(parentTime - beginTime) × speed + timeOffset`; a cycle is one
    /// pass, or a pass forwards and one backwards when autoreversing; the active time is `repeatDuration`,
    /// else `repeatCount` cycles (at least one).
    package static func fraction(of timing: CAMediaTiming, at parentTime: CFTimeInterval) -> Double? {
        let duration = timing.duration > 0 && timing.duration.isFinite ? timing.duration : defaultDuration
        let local = (parentTime - timing.beginTime) * Double(timing.speed) + timing.timeOffset
        guard local.isFinite else { return nil }
        let cycle = timing.autoreverses ? 2 * duration : duration
        let active: Double
        if timing.repeatDuration > 0 {
            active = timing.repeatDuration
        } else if timing.repeatCount > 0 {
            active = cycle * Double(timing.repeatCount)
        } else {
            active = cycle
        }
        let fill = timing.fillMode
        if local < 0 {
            guard fill == .backwards || fill == .both else { return nil }
            return 0
        }
        if local >= active {
            guard fill == .forwards || fill == .both else { return nil }
            return position(inCycleAt: active, duration: duration, cycle: cycle, autoreverses: timing.autoreverses, atEnd: true)
        }
        return position(inCycleAt: local, duration: duration, cycle: cycle, autoreverses: timing.autoreverses, atEnd: false)
    }

    /// The parent time at which `timing`'s active time ends (infinity when it repeats forever, or when
    /// its speed is 0 or negative).
    package static func activeEnd(of timing: CAMediaTiming) -> CFTimeInterval {
        let duration = timing.duration > 0 && timing.duration.isFinite ? timing.duration : defaultDuration
        let cycle = timing.autoreverses ? 2 * duration : duration
        let active =
            timing.repeatDuration > 0
            ? timing.repeatDuration
            : timing.repeatCount > 0 ? cycle * Double(timing.repeatCount) : cycle
        guard timing.speed > 0, active.isFinite else { return .infinity }
        return timing.beginTime + (active - timing.timeOffset) / Double(timing.speed)
    }

    /// Where time `t` (from the start) falls in its pass. At the very end of a whole number of cycles the
    /// pass is complete (1, or 0 after reversing), not restarted.
    private static func position(inCycleAt t: Double, duration: Double, cycle: Double, autoreverses: Bool, atEnd: Bool) -> Double {
        guard cycle > 0, t.isFinite else { return 0 }
        var inCycle = t.truncatingRemainder(dividingBy: cycle)
        if atEnd && inCycle == 0 && t > 0 { inCycle = cycle }
        if autoreverses && inCycle > duration { return (cycle - inCycle) / duration }
        return min(inCycle / duration, 1)
    }
}
