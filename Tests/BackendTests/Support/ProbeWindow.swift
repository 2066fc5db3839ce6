import Foundation

/// The `sdl-backend-probe` program (built beside the test binary) running in an `X11Session`: its
/// window's id and frame on the screen, and the lines it prints.
struct ProbeWindow {
    let session: X11Session
    let process: ChildProcess
    let id: String
    let scale: CGFloat
    let title: String

    /// The probe's executable: `sdl-backend-probe` in the directory of the running test binary.
    static var executable: String {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("sdl-backend-probe").path
    }

    /// Starts the probe with a 320x240-point window at `scale` and waits until its frames are on screen.
    init(in session: X11Session, scale: CGFloat, textInput: Bool = false, checkWaits: Bool = false) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            throw X11Session.Failure("\(Self.executable) is missing: build it with `swift build --build-tests`")
        }
        self.session = session
        self.scale = scale
        title = "probe-\(UUID().uuidString.prefix(8))"
        var arguments = ["--scale", "\(Double(scale))", "--size", "320x240", "--title", title, "--timeout", "20"]
        if textInput { arguments.append("--text-input") }
        if checkWaits { arguments.append("--check-waits") }
        process = try session.launch(Self.executable, arguments)
        guard process.waitForLine(timeout: 10, where: { $0.hasPrefix("ready") }) != nil else {
            throw X11Session.Failure("the probe did not get ready: \(process.lines) \(process.errorText)")
        }
        id = try session.window(titled: title)
    }

    /// Waits (bounded) for the probe to print `line` exactly. The bound is generous: the full suite runs
    /// in parallel on two cores, and a close goes through a Python Xlib client first (seen taking over
    /// 5 s there once); a passing run returns as soon as the line arrives.
    func expectLine(_ line: String, timeout: TimeInterval = 20) -> Bool {
        process.waitForLine(timeout: timeout, where: { $0 == line }) != nil
    }

    /// The lines printed after "ready" that describe events.
    var events: [String] {
        Array(process.lines.drop(while: { !$0.hasPrefix("ready") }).dropFirst())
    }

    /// Moves the pointer to `point` (points, in the window) and clicks the left button there.
    func click(at point: CGPoint) throws {
        let (x, y) = pixels(point)
        try session.xdotool("mousemove", "--window", id, x, y, "click", "1")
    }

    /// The window pixel at `point` (points), as xdotool's arguments.
    func pixels(_ point: CGPoint) -> (String, String) {
        ("\(Int((point.x * scale).rounded(.down)))", "\(Int((point.y * scale).rounded(.down)))")
    }
}
