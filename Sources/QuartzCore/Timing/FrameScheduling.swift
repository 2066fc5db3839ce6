import Foundation

/// Where Core Animation's time and frames come from: the running UIKit application's run loop and
/// clock (the real clock in a window, the test harness's virtual clock in tests). The application host
/// installs itself while it runs; without one, `CACurrentMediaTime()` reads the machine's monotonic clock
/// and display links do not fire. Not Apple API.
package protocol FrameScheduling: AnyObject {
    /// The clock, in seconds.
    var mediaTime: TimeInterval { get }
    /// Calls `frame` once per frame, every `interval` seconds, during the run loop's turn (before its
    /// commit), until `cancelFrames(_:)`; returns a token for that.
    func scheduleFrames(every interval: TimeInterval, _ frame: @escaping () -> Void) -> Int
    func cancelFrames(_ token: Int)
}

/// The frame scheduler of the running application (set and cleared by UIKit's application host, on the
/// main thread).
package enum FrameScheduler {
    package nonisolated(unsafe) static weak var current: FrameScheduling?
}

/// The current absolute time, in seconds: the clock UIKit's animations, timers and display links run on.
public func CACurrentMediaTime() -> CFTimeInterval {
    if let scheduler = FrameScheduler.current { return scheduler.mediaTime }
    return Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
