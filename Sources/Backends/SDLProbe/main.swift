import Foundation
import SDLBackend
import UIKit

// A window for BackendTests: SDL must run on the process's main thread, which Swift Testing does not
// give a test, so the tests run this in a child process under Xvfb and read what it prints, one line
// per fact:
//   threads first|other main=<Thread.isMainThread> kernel=<thread id == process id>
//   clipboard <text>                                   SDL's clipboard, set and read back
//   ready points=WxH pixels=WxH scale=S renderer=R     after the probe's frames are presented
//   presented WxH                                      after a resize, once the frames of the new size are
//   woken after T / deadline after T                   with --check-waits: how long waitForEvents slept
//   pointer began id=0 x=X y=Y clicks=N                and the other events, as they arrive
//   quit                                               then exits 0; "timeout" exits 3
// With --app it runs an application instead (RunLoopProbe.swift says what it prints).
// Top-level code runs on the first thread (no await anywhere), which is what SDL needs.

let options = ProbeOptions(arguments: CommandLine.arguments)
Probe.reportThread(named: "first")
let other = Thread { Probe.reportThread(named: "other") }
other.start()
while !other.isFinished { usleep(1000) }

if options.offMainThread {
    // SDLBackend must refuse this with a message naming the call (the test reads standard error).
    let thread = Thread { _ = try? SDLBackend(size: CGSize(width: 100, height: 100)) }
    thread.start()
    sleep(5)
    Probe.say("not stopped")
    exit(0)
}
if options.app {
    guard SDLBackend.isDisplayAvailable else {
        Probe.say("no display")
        exit(2)
    }
    MainActor.assumeIsolated { RunLoopProbeDelegate.run() }
}
Probe(options: options).run()

@MainActor struct Probe {
    let options: ProbeOptions
    let backend: SDLBackend

    init(options: ProbeOptions) {
        self.options = options
        guard SDLBackend.isDisplayAvailable else {
            Probe.say("no display")
            exit(2)
        }
        do {
            backend = try SDLBackend(size: options.size, scale: options.scale, title: options.title)
        } catch {
            Probe.say("error \(error)")
            exit(1)
        }
    }

    func run() -> Never {
        backend.setTextInputActive(options.textInput)
        present(size: backend.screenSize)
        backend.clipboardText = "probe clipboard ✓"
        Probe.say("clipboard \(backend.clipboardText ?? "nil")")
        let points = backend.screenSize, scale = backend.scale
        let pixels = CGSize(width: points.width * scale, height: points.height * scale)
        Probe.say(
            "ready points=\(Probe.format(points)) pixels=\(Probe.format(pixels)) scale=\(Double(scale)) "
                + "renderer=\(backend.rendererName)")

        if options.checkWaits { checkWaits() }

        let deadline = backend.clock.now + options.timeout
        while backend.clock.now < deadline {
            backend.waitForEvents(until: deadline)
            for event in backend.pollEvents() {
                Probe.say(Probe.describe(event))
                switch event {
                case .quit: exit(0)
                case .resize(let size):
                    present(size: size)
                    Probe.say("presented \(Probe.format(size))")
                default: break
                }
            }
        }
        Probe.say("timeout")
        exit(3)
    }

    /// Times `waitForEvents(until:)`: woken from another thread after 0.3 s with a 5 s deadline, then
    /// with nothing to wake it and a 0.2 s deadline. Events that arrive meanwhile are printed as usual.
    func checkWaits() {
        let waker = backend.waker
        Thread {
            usleep(300_000); waker.wake()
        }.start()
        var start = backend.clock.now
        repeat {
            backend.waitForEvents(until: start + 5)
            backend.pollEvents().forEach { Probe.say(Probe.describe($0)) }
        } while backend.clock.now - start < 0.3
        Probe.say("woken after \(backend.clock.now - start)")
        start = backend.clock.now
        backend.waitForEvents(until: start + 0.2)
        Probe.say("deadline after \(backend.clock.now - start)")
    }

    /// Presents the first frame whole, then the second with only its bottom-right quadrant damaged.
    func present(size: CGSize) {
        backend.present(ProbeFrame.image(size: size, scale: options.scale, colors: ProbeFrame.first), damage: [])
        let bottomRight = ProbeFrame.quadrants(of: CGRect(origin: .zero, size: size))[3]
        let damage = bottomRight.applying(CGAffineTransform(scaleX: options.scale, y: options.scale))
        backend.present(ProbeFrame.image(size: size, scale: options.scale, colors: ProbeFrame.second), damage: [damage])
    }

    nonisolated static func reportThread(named name: String) {
        say("threads \(name) main=\(MainThread.isCurrent) kernel=\(MainThread.isCurrentPerKernel)")
    }

    /// Writes a line to standard output at once (a pipe would buffer `print`).
    nonisolated static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    nonisolated static func format(_ size: CGSize) -> String { "\(Double(size.width))x\(Double(size.height))" }

    nonisolated static func describe(_ event: PlatformEvent) -> String {
        switch event {
        case let .pointer(phase, id, location, clickCount, _):
            return "pointer \(phase) id=\(id) x=\(Double(location.x)) y=\(Double(location.y)) clicks=\(clickCount)"
        case let .scroll(delta, location, _):
            return "scroll dx=\(Double(delta.dx)) dy=\(Double(delta.dy)) x=\(Double(location.x)) y=\(Double(location.y))"
        case let .key(down, key, modifiers, _):
            return "key \(down ? "down" : "up") \(key) modifiers=\(modifiers.rawValue)"
        case let .text(text, _):
            return "text \(text)"
        case let .composition(text, selectedRange, _):
            return "composition \(text) selected=\(selectedRange.location),\(selectedRange.length)"
        case let .resize(size):
            return "resize \(format(size))"
        case .quit:
            return "quit"
        }
    }
}
