import Foundation

/// Times the phases of a commit one after another (wall clock): each `lap()` gives the seconds since the
/// previous lap, or since the clock was made.
package struct PhaseClock {
    private var mark = DispatchTime.now().uptimeNanoseconds

    package init() {}

    package mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { mark = now }
        return Double(now - mark) / 1e9
    }
}
