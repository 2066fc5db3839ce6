import Foundation

/// The process's main thread: the first thread, the one that ran `main`. SDL2 requires its video and
/// event functions to run there (on X11 they share one Xlib connection that is not locked; on other
/// platforms the window system demands it).
///
/// Not the main actor: on Linux the main actor can run elsewhere. Swift Testing runs `@MainActor` tests
/// on a pool thread, and after `dispatchMain()` libdispatch ends the first thread and drains the main
/// queue on another one.
///
/// The check is `Thread.isMainThread`. Verified here (Swift 6.3.1, Debian 12): swift-corelibs-foundation
/// records `pthread_self()` in CoreFoundation's load-time initializer, which runs on the first thread, and
/// compares with it; it agrees with the kernel's answer (`/proc/thread-self` names a task whose id equals
/// the process id only on the first thread) on the first thread, on a `Thread`, on a dispatch queue, on
/// a Swift Testing test (`@MainActor` or not) and on a main-actor task after `dispatchMain()`.
/// `BackendTests` checks both facts in the test process and in the probe's child process.
package enum MainThread {
    /// Whether the caller runs on the process's first thread.
    package static var isCurrent: Bool { Thread.isMainThread }

    /// The kernel's answer, for tests: the calling thread's id equals the process id.
    package static var isCurrentPerKernel: Bool {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"),
            let tid = target.split(separator: "/").last.flatMap({ Int32($0) })
        else { return false }
        return tid == getpid()
    }

    /// Stops the process with a message naming `call` unless the caller runs on the main thread.
    package static func precondition(_ call: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        guard !isCurrent else { return }
        fatalError(
            "\(call()): SDL may only be called from the process's main thread (the one that ran "
                + "main), not from another thread or a main-actor task that runs elsewhere. Create and drive "
                + "SDLBackend from the app's entry point.", file: file, line: line)
    }
}
