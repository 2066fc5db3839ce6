import Foundation
import BackendInterface
import CoreGraphics

/// The real clock of a window: `CLOCK_MONOTONIC` in seconds (since boot, stopped while suspended; never
/// jumps with the wall clock). Readable from any thread.
package final class MonotonicClock: PlatformClock, Sendable {
    package init() {}

    package var now: TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
    }
}
