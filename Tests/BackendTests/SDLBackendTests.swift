import Foundation
@testable import SDLBackend
import Testing
import UIKit

@Suite("SDLBackend")
struct SDLBackendTests {
    @Test("Damage rectangles grow to whole pixels and are clipped to the frame; non-finite ones are dropped")
    func pixelRects() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(SDLBackend.pixelRect(CGRect(x: 10.5, y: 4.2, width: 5, height: 5), in: bounds) == CGRect(x: 10, y: 4, width: 6, height: 6))
        #expect(
            SDLBackend.pixelRect(CGRect(x: 90, y: 40, width: 30, height: 30), in: bounds) == CGRect(x: 90, y: 40, width: 10, height: 10))
        #expect(
            SDLBackend.pixelRect(CGRect(x: 20, y: 20, width: -10, height: -10), in: bounds) == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(SDLBackend.pixelRect(CGRect(x: 200, y: 0, width: 10, height: 10), in: bounds).isEmpty)
        #expect(SDLBackend.pixelRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), in: bounds).isEmpty)
        #expect(SDLBackend.pixelRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), in: bounds).isEmpty)
    }

    @Test("The clock is CLOCK_MONOTONIC in seconds and advances with real time")
    func monotonicClock() {
        let clock = MonotonicClock()
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        let first = clock.now
        #expect(abs(first - (TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)) < 0.5)
        usleep(20_000)
        #expect(clock.now - first >= 0.02)
    }

    @Test("isDisplayAvailable is false without DISPLAY and WAYLAND_DISPLAY, and when DISPLAY names no server")
    func noDisplay() throws {
        for display in [nil, ":59999"] {
            var environment = ["SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin"]
            environment["DISPLAY"] = display
            let probe = try ChildProcess(ProbeWindow.executable, ["--timeout", "1"], environment: environment)
            defer { probe.kill() }
            #expect(probe.waitForExit(timeout: 10))
            #expect(
                probe.terminationStatus == 2 && probe.lines.last == "no display",
                "DISPLAY \(display ?? "unset"): \(probe.lines) \(probe.errorText)")
        }
    }
}
