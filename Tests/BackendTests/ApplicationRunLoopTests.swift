import Foundation
import Testing

/// The application's run loop in a real window (the probe's `--app` mode, on a private Xvfb): what iOS
/// code sends to Foundation's main run loop arrives, as in an iOS app.
@Suite(
    "The application's run loop under Xvfb",
    .enabled(if: X11Session.toolsAvailable, "needs Xvfb, xdotool and xwd (make test installs them)"),
    .timeLimit(.minutes(1)))
struct ApplicationRunLoopTests {
    @Test("Main-queue blocks from other threads, main-actor tasks, Foundation timers and typed unscheduled timers all run")
    func foundationWorkRuns() throws {
        let session = try X11Session()
        defer { session.stop() }
        guard FileManager.default.isExecutableFile(atPath: ProbeWindow.executable) else {
            throw X11Session.Failure("\(ProbeWindow.executable) is missing: build it with `swift build --build-tests`")
        }
        let process = try session.launch(ProbeWindow.executable, ["--app"])
        #expect(process.waitForLine(timeout: 20, where: { $0 == "quit" }) != nil, "\(process.lines) \(process.errorText)")
        // The probe reports its threads first, whatever its mode.
        let lines = process.lines.filter { !$0.hasPrefix("threads ") }
        #expect(
            Set(lines) == [
                "app launched", "main queue ran", "main actor task ran", "foundation timer fired", "typed timer fired", "quit",
            ])
        #expect(lines.first == "app launched")
    }
}
