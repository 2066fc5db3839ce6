import Foundation
import Testing

/// The SDL backend in a real X server: the probe program opens a window on a private Xvfb, xdotool
/// gives it real input, xwd reads the screen. Points are window pixels divided by the scale.
@Suite(
    "SDL window under Xvfb", .enabled(if: X11Session.toolsAvailable, "needs Xvfb, xdotool and xwd (make test installs them)"),
    .timeLimit(.minutes(1)))
struct SDLWindowTests {
    @Test(
        "The window is its size in points times the scale and shows the frame pixel for pixel, updated only where damaged",
        arguments: [1.0, 2.0])
    func framesOnScreen(scale: Double) throws {
        try withProbe(scale: scale) { probe in
            let frame = try probe.session.frame(ofWindow: probe.id)
            #expect(frame.size == CGSize(width: 320 * scale, height: 240 * scale))
            let screen = try probe.session.screenshot()
            // The second frame turned the top-left quadrant cyan too, but only the bottom-right was damaged.
            let inset: CGFloat = 1
            let samples: [(CGPoint, RGB)] = [
                (CGPoint(x: frame.minX + inset, y: frame.minY + inset), .red),
                (CGPoint(x: frame.midX - 1, y: frame.midY - 1), .red),
                (CGPoint(x: frame.midX, y: frame.minY + inset), .green),
                (CGPoint(x: frame.maxX - 1 - inset, y: frame.midY - 1), .green),
                (CGPoint(x: frame.midX - 1, y: frame.midY), .blue),
                (CGPoint(x: frame.minX + inset, y: frame.maxY - 1 - inset), .blue),
                (CGPoint(x: frame.midX, y: frame.midY), .magenta),
                (CGPoint(x: frame.maxX - 1 - inset, y: frame.maxY - 1 - inset), .magenta),
            ]
            for (point, color) in samples {
                let pixel = screen.rgb(x: Int(point.x), y: Int(point.y))
                #expect(pixel.isClose(to: color), "screen pixel \(point) in window \(frame): \(pixel), want \(color)")
            }
        }
    }

    @Test(
        "A click is a pointer that begins and ends at its window pixel divided by the scale, with id 0 and one click",
        arguments: [1.0, 2.0])
    func clickInPoints(scale: Double) throws {
        try withProbe(scale: scale) { probe in
            try probe.session.xdotool("mousemove", "--window", probe.id, "101", "61", "click", "1")
            let x = 101 / scale, y = 61 / scale
            #expect(probe.expectLine("pointer ended id=0 x=\(x) y=\(y) clicks=1"), "\(probe.events)")
            #expect(
                probe.events.filter { $0.hasPrefix("pointer") } == [
                    "pointer began id=0 x=\(x) y=\(y) clicks=1",
                    "pointer ended id=0 x=\(x) y=\(y) clicks=1",
                ])
        }
    }

    @Test("Motion without a button is no pointer event; a drag begins, moves and ends in points; a second click counts 2")
    func dragAndDoubleClick() throws {
        try withProbe(scale: 2) { probe in
            try probe.session.xdotool("mousemove", "--window", probe.id, "20", "20")
            try probe.session.xdotool(
                "mousemove", "--window", probe.id, "40", "40", "mousedown", "1",
                "mousemove", "--window", probe.id, "200", "100", "mouseup", "1")
            #expect(probe.expectLine("pointer ended id=0 x=100.0 y=50.0 clicks=1"), "\(probe.events)")
            try probe.session.xdotool("click", "--repeat", "2", "--delay", "50", "1")
            #expect(probe.expectLine("pointer ended id=0 x=100.0 y=50.0 clicks=2"), "\(probe.events)")
            #expect(
                probe.events.filter { $0.hasPrefix("pointer") } == [
                    "pointer began id=0 x=20.0 y=20.0 clicks=1",
                    "pointer moved id=0 x=100.0 y=50.0 clicks=1",
                    "pointer ended id=0 x=100.0 y=50.0 clicks=1",
                    "pointer began id=0 x=100.0 y=50.0 clicks=1",
                    "pointer ended id=0 x=100.0 y=50.0 clicks=1",
                    "pointer began id=0 x=100.0 y=50.0 clicks=2",
                    "pointer ended id=0 x=100.0 y=50.0 clicks=2",
                ])
        }
    }

    @Test("A wheel step scrolls 10 points at the pointer's position in points: towards the user is positive dy")
    func wheel() throws {
        try withProbe(scale: 2) { probe in
            try probe.session.xdotool("mousemove", "--window", probe.id, "100", "60", "click", "5")
            #expect(probe.expectLine("scroll dx=0.0 dy=10.0 x=50.0 y=30.0"), "\(probe.events)")
            try probe.session.xdotool("click", "4")
            #expect(probe.expectLine("scroll dx=0.0 dy=-10.0 x=50.0 y=30.0"), "\(probe.events)")
        }
    }

    @Test("With text input on, a typed letter is a key down, the text, and a key up; Shift gives the capital as text")
    func typing() throws {
        try withProbe(scale: 1, textInput: true) { probe in
            try probe.session.xdotool("windowfocus", "--sync", probe.id)
            try probe.session.xdotool("type", "a")
            #expect(probe.expectLine(#"key up character("a") modifiers=0"#), "\(probe.events)")
            try probe.session.xdotool("key", "shift+b")
            #expect(probe.expectLine(#"key up character("b") modifiers=0"#), "\(probe.events)")  // Shift goes up first
            let keys = probe.events.filter { $0.hasPrefix("text") || $0.contains("character") }
            #expect(
                keys == [
                    #"key down character("a") modifiers=0"#, "text a", #"key up character("a") modifiers=0"#,
                    #"key down character("b") modifiers=1"#, "text B", #"key up character("b") modifiers=0"#,
                ])
        }
    }

    @Test("With text input off, keys still arrive, named, but no text; special keys map to PlatformKey")
    func keysWithoutText() throws {
        try withProbe(scale: 1) { probe in
            try probe.session.xdotool("windowfocus", "--sync", probe.id)
            try probe.session.xdotool(
                "key", "a", "Return", "Escape", "BackSpace", "Delete", "Tab", "space", "Left",
                "Home", "Next", "F5", "7", "ctrl+c")
            #expect(probe.expectLine(#"key up character("c") modifiers=0"#), "\(probe.events)")  // xdotool lets go of Control first
            let downs = probe.events.filter { $0.hasPrefix("key down") && !$0.contains("other(") }
            #expect(
                downs == [
                    #"key down character("a") modifiers=0"#, "key down returnKey modifiers=0", "key down escape modifiers=0",
                    "key down backspace modifiers=0", "key down deleteForward modifiers=0", "key down tab modifiers=0",
                    "key down space modifiers=0", "key down left modifiers=0", "key down home modifiers=0",
                    "key down pageDown modifiers=0", "key down function(5) modifiers=0",
                    #"key down character("7") modifiers=0"#, #"key down character("c") modifiers=2"#,
                ])
            #expect(!probe.events.contains { $0.hasPrefix("text") })
        }
    }

    @Test("Resizing the window is a resize in points, and the next frame fills the new size")
    func resize() throws {
        try withProbe(scale: 2) { probe in
            try probe.session.xdotool("windowsize", probe.id, "800", "600")
            #expect(probe.expectLine("resize 400.0x300.0"), "\(probe.events)")
            #expect(probe.expectLine("presented 400.0x300.0"), "\(probe.events)")
            let frame = try probe.session.frame(ofWindow: probe.id)
            #expect(frame.size == CGSize(width: 800, height: 600))
            let pixel = try probe.session.screenshot().rgb(x: Int(frame.maxX) - 3, y: Int(frame.maxY) - 3)
            #expect(pixel.isClose(to: .magenta), "bottom-right corner after the resize: \(pixel)")
        }
    }

    @Test(
        "Closing the window (WM_DELETE_WINDOW, as a window manager sends) is .quit",
        .enabled(if: X11Session.canCloseWindows, "needs python3-xlib (make test installs it)"))
    func closeIsQuit() throws {
        try withProbe(scale: 1) { probe in
            try probe.session.close(window: probe.id)
            #expect(probe.expectLine("quit"), "\(probe.events)")
            #expect(probe.process.waitForExit(timeout: 20))
            #expect(probe.process.terminationStatus == 0)
            #expect(probe.events == ["quit"])
        }
    }

    @Test("SIGTERM (a session ending, `kill`) is .quit too, through SDL_QUIT")
    func terminateIsQuit() throws {
        try withProbe(scale: 1) { probe in
            probe.process.send(SIGTERM)
            #expect(probe.expectLine("quit"), "\(probe.events)")
            #expect(probe.process.waitForExit())
            #expect(probe.process.terminationStatus == 0 && !probe.process.exitedBySignal)
        }
    }

    @Test("SDL's clipboard keeps the text the backend sets")
    func clipboard() throws {
        try withProbe(scale: 1) { probe in
            #expect(probe.process.lines.contains("clipboard probe clipboard ✓"))
        }
    }

    @Test("waitForEvents(until:) sleeps until the waker wakes it from another thread, or until the deadline")
    func waits() throws {
        try withProbe(scale: 1, checkWaits: true) { probe in
            let woken = probe.process.waitForLine { $0.hasPrefix("woken after ") }.flatMap { Double($0.dropFirst(12)) }
            let deadline = probe.process.waitForLine { $0.hasPrefix("deadline after ") }.flatMap { Double($0.dropFirst(15)) }
            // Generous upper bounds: CI machines are loaded (two cores, the suite running in parallel); what
            // matters is waking well before the 5 s deadline, and not returning before 0.2 s.
            #expect(woken.map { $0 >= 0.3 && $0 < 4.5 } == true, "woken after \(String(describing: woken)) s, waker at 0.3 s, deadline 5 s")
            #expect(deadline.map { $0 >= 0.19 && $0 < 4 } == true, "deadline after \(String(describing: deadline)) s, want 0.2 s")
        }
    }

    /// Runs `body` with a probe window on a fresh Xvfb, and stops both whatever happens.
    private func withProbe(
        scale: Double, textInput: Bool = false, checkWaits: Bool = false,
        _ body: (ProbeWindow) throws -> Void
    ) throws {
        let session = try X11Session()
        defer { session.stop() }
        try body(ProbeWindow(in: session, scale: CGFloat(scale), textInput: textInput, checkWaits: checkWaits))
    }
}
