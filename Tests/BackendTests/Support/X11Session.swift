import Foundation

/// A private X server (Xvfb) for one test, with the tools that drive it: `xdotool` for input, `xwd`
/// for screenshots, and Debian's python3-xlib to close a window as a window manager does. Every wait is
/// bounded, and `stop()` kills the server whatever happened.
final class X11Session: @unchecked Sendable {
    let display: String
    private let server: ChildProcess
    private let watcher: ChildProcess
    private var children: [ChildProcess] = []

    /// Whether Xvfb, xdotool and xwd are installed (`make test` installs them).
    static let toolsAvailable = ["Xvfb", "xdotool", "xwd"].allSatisfy { executable(named: $0) != nil }
    /// Whether a window can be closed as a window manager does (python3-xlib is installed).
    static let canCloseWindows: Bool =
        toolsAvailable
        && (try? ChildProcess.run(python, ["-c", "import Xlib.display, Xlib.protocol"], timeout: 10)) != nil
    private static let python = "/usr/bin/python3"

    /// Starts Xvfb on a display number it picks itself (`-displayfd`: the first free one, so tests run in
    /// parallel), and returns once the server accepts connections (it prints the number then).
    ///
    /// A watcher shell kills Xvfb when a line or the end arrives on its standard input, a pipe only this
    /// process holds: `stop()` sends the line, and a test process that dies without stopping (a crash)
    /// closes the pipe, so no server outlives the tests.
    init(screen: String = "1280x1024x24") throws {
        guard let xvfb = Self.executable(named: "Xvfb") else { throw Failure("Xvfb is not installed") }
        server = try ChildProcess(xvfb, ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"])
        do {
            watcher = try ChildProcess(
                "/bin/sh", ["-c", #"read -r _; kill -9 "$0" 2>/dev/null"#, "\(server.processIdentifier)"],
                keepInput: true)
        } catch {
            server.kill()
            throw error
        }
        guard let number = server.waitForLine(timeout: 10, where: { Int($0) != nil }) else {
            Self.end(server, watcher)
            throw Failure("Xvfb reported no display within 10 s: \(server.errorText)")
        }
        display = ":" + number
    }

    deinit { stop() }

    /// Kills every process the session started, the server last.
    func stop() {
        for child in children { child.kill() }
        Self.end(server, watcher)
    }

    /// Has the watcher kill Xvfb (still this process's unreaped child, so its id cannot have been reused),
    /// then reaps it; kills both directly if that takes over 3 s.
    private static func end(_ server: ChildProcess, _ watcher: ChildProcess) {
        watcher.send(line: "stop")
        watcher.closeInput()
        if !server.waitForExit(timeout: 3, readingOutput: false) { server.kill() }
        if !watcher.waitForExit(timeout: 1, readingOutput: false) { watcher.kill() }
    }

    /// The environment for a program on this display (X11, never a Wayland session of the machine's).
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return environment
    }

    /// Starts a program on this display; `stop()` kills it.
    func launch(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
        let child = try ChildProcess(executable, arguments, environment: environment)
        children.append(child)
        return child
    }

    /// Runs `xdotool` with `arguments` and returns what it printed.
    @discardableResult
    func xdotool(_ arguments: String...) throws -> [String] {
        try ChildProcess.run(Self.executable(named: "xdotool")!, arguments, environment: environment)
    }

    /// The id of the window titled exactly `title`, waiting up to `timeout` seconds for it to appear.
    func window(titled title: String, timeout: TimeInterval = 5) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let id = (try? xdotool("search", "--name", "^\(title)$"))?.first { return id }
            usleep(50_000)
        } while Date() < deadline
        throw Failure("no window titled \(title) within \(timeout) s")
    }

    /// The window's position on the screen and its size, in pixels.
    func frame(ofWindow id: String) throws -> CGRect {
        var values: [String: Int] = [:]
        for line in try xdotool("getwindowgeometry", "--shell", id) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw Failure("xdotool getwindowgeometry gave no geometry for window \(id)")
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A capture of the whole screen.
    func screenshot() throws -> XWDImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("backendtests-\(UUID().uuidString).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        try ChildProcess.run(
            Self.executable(named: "xwd")!, ["-root", "-silent", "-out", file.path],
            environment: environment)
        return try XWDImage(Data(contentsOf: file))
    }

    /// Asks the window to close as a window manager's close button does: a `WM_DELETE_WINDOW` message.
    /// (`xdotool windowclose` destroys the window under its owner instead, which no user can do.)
    /// The script waits for the server's reply to a round trip (`sync`) before it exits: with only a
    /// `flush`, a loaded server sometimes dropped the message of a client that had already gone
    /// (5 closes in 30 lost under load, none in 60 with the round trip).
    func close(window id: String) throws {
        let script = """
            import sys
            from Xlib import X, display, protocol
            d = display.Display()
            window = d.create_resource_object('window', int(sys.argv[1]))
            message = protocol.event.ClientMessage(window=window, client_type=d.intern_atom('WM_PROTOCOLS'),
                data=(32, [d.intern_atom('WM_DELETE_WINDOW'), X.CurrentTime, 0, 0, 0]))
            window.send_event(message, event_mask=X.NoEventMask)
            d.sync()
            """
        try ChildProcess.run(Self.python, ["-c", script, id], environment: environment)
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":") + ["/usr/bin"]).map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
