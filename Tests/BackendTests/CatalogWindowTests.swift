import Foundation
import Testing

/// The `uikit-catalog` program (built beside the test binary) with a display: its window on a private
/// Xvfb, read with xwd and clicked with xdotool. Positions are in points; the window is at scale 1.
@Suite(
    "The Catalog's window under Xvfb",
    .enabled(if: X11Session.toolsAvailable, "needs Xvfb, xdotool and xwd (make test installs them)"),
    .timeLimit(.minutes(1)))
struct CatalogWindowTests {
    static let sidebarBackground = RGB(red: 242, green: 242, blue: 242)  // white 0.95
    static let tint = RGB(red: 0, green: 122, blue: 255)
    static let orange = RGB(red: 255, green: 149, blue: 0)  // the Layers page's first card

    /// The catalog's executable: `uikit-catalog` in the directory of the running test binary.
    static var executable: String {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("uikit-catalog").path
    }

    @Test(
        "It opens a 1024x768 window showing the sidebar and the drawing gallery; a click on Layers shows the Layers page; closing it exits 0",
        .enabled(if: X11Session.canCloseWindows, "needs python3-xlib (make test installs it)"))
    func windowSidebarAndClose() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            Issue.record("\(Self.executable) is missing: build it with `swift build --build-tests`")
            return
        }
        let session = try X11Session()
        defer { session.stop() }
        let catalog = try session.launch(Self.executable, [])
        defer { catalog.kill() }

        let id = try session.window(titled: "OpenUIKit Catalog: Drawing gallery", timeout: 10)
        let frame = try session.frame(ofWindow: id)
        #expect(frame.size == CGSize(width: 1024, height: 768))
        func pixel(_ screen: XWDImage, _ x: CGFloat, _ y: CGFloat) -> RGB {
            screen.rgb(x: Int(frame.minX + x), y: Int(frame.minY + y))
        }

        // The first frame: the sidebar's background below its rows, the first row in the tint colour.
        var screen = try waitForScreen(session) { pixel($0, 120, 740).isClose(to: Self.sidebarBackground) }
        #expect(pixel(screen, 120, 740).isClose(to: Self.sidebarBackground), "\(pixel(screen, 120, 740))")
        #expect(pixel(screen, 200, 70).isClose(to: Self.tint), "the selected row: \(pixel(screen, 200, 70))")
        let before = pixel(screen, 380, 150)
        #expect(!before.isClose(to: Self.orange, tolerance: 20), "the gallery page: \(before)")

        // A click on the second row ("Layers") shows its page, highlights its row and titles the window.
        try session.xdotool("mousemove", "--window", id, "120", "112", "click", "1")
        screen = try waitForScreen(session) { pixel($0, 380, 150).isClose(to: Self.orange) }
        #expect(pixel(screen, 380, 150).isClose(to: Self.orange), "the Layers page's first card: \(pixel(screen, 380, 150))")
        #expect(pixel(screen, 200, 105).isClose(to: Self.tint), "the Layers row: \(pixel(screen, 200, 105))")
        #expect(!pixel(screen, 200, 70).isClose(to: Self.tint, tolerance: 20), "the gallery row: \(pixel(screen, 200, 70))")
        #expect((try? session.window(titled: "OpenUIKit Catalog: Layers", timeout: 5)) == id)

        // Closing the window ends the program with status 0, after applicationWillTerminate.
        try session.close(window: id)
        #expect(catalog.waitForExit(timeout: 30))  // generous: the full suite runs in parallel on two cores
        #expect(catalog.terminationStatus == 0 && !catalog.exitedBySignal, "\(catalog.lines) \(catalog.errorText)")
        #expect(catalog.lines.contains("uikit-catalog: the window was closed"), "\(catalog.lines)")
    }

    /// Screenshots until `done` holds for one (at most 5 s), and returns the last.
    private func waitForScreen(_ session: X11Session, until done: (XWDImage) -> Bool) throws -> XWDImage {
        let deadline = Date().addingTimeInterval(5)
        var screen = try session.screenshot()
        while !done(screen), Date() < deadline {
            usleep(100_000)
            screen = try session.screenshot()
        }
        return screen
    }
}
