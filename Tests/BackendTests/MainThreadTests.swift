import Foundation
@testable import SDLBackend
import Testing

/// What "the main thread" means for SDL, checked in this process (where Swift Testing runs tests off
/// the first thread) and in the probe's (where top-level code runs on it).
@Suite("MainThread")
struct MainThreadTests {
    @Test("In a test, Thread.isMainThread agrees with the kernel's thread id")
    func agreesInATest() {
        #expect(MainThread.isCurrent == MainThread.isCurrentPerKernel)
    }

    @Test("In a @MainActor test, Thread.isMainThread still answers for the thread, as the kernel does")
    @MainActor func agreesOnTheMainActor() {
        #expect(MainThread.isCurrent == MainThread.isCurrentPerKernel)
    }

    @Test("On a thread of its own, neither says main")
    func secondaryThread() {
        let answers = LockedAnswers()
        let thread = Thread { answers.set((MainThread.isCurrent, MainThread.isCurrentPerKernel)) }
        thread.start()
        let deadline = Date().addingTimeInterval(5)
        while answers.get() == nil, Date() < deadline { usleep(1000) }
        #expect(answers.get().map { [$0.0, $0.1] } == [false, false])
    }

    @Test("In a program's top-level code both say main, and on another thread both say not")
    func inTheProbe() throws {
        let probe = try ChildProcess(ProbeWindow.executable, ["--off-main-thread"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { probe.kill() }
        #expect(probe.waitForLine { $0.hasPrefix("threads other") } != nil)
        #expect(probe.lines.prefix(2) == ["threads first main=true kernel=true", "threads other main=false kernel=false"])
    }

    @Test("SDLBackend made off the main thread stops the program with a message naming the call")
    func offMainThreadStops() throws {
        let probe = try ChildProcess(ProbeWindow.executable, ["--off-main-thread"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { probe.kill() }
        #expect(probe.waitForExit(timeout: 10))
        #expect(probe.exitedBySignal, "exit status \(probe.terminationStatus), output \(probe.lines)")
        #expect(
            probe.errorText.contains("SDLBackend.init(size:scale:title:): SDL may only be called from the process's main thread"),
            "standard error: \(probe.errorText)")
        #expect(!probe.lines.contains("not stopped"))
    }

    private final class LockedAnswers: @unchecked Sendable {
        private let lock = NSLock()
        private var value: (Bool, Bool)?
        func set(_ newValue: (Bool, Bool)) { lock.withLock { value = newValue } }
        func get() -> (Bool, Bool)? { lock.withLock { value } }
    }
}
