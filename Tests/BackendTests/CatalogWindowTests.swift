import Foundation
import Testing

/// The `uikit-catalog` program (built beside the test binary) with a display: its window on a private
/// Xvfb, read with xwd and clicked with xdotool. Positions are in points; the window is at scale 1.
@Suite(
    "The Catalog's window under Xvfb",
    .enabled(if: X11Session.toolsAvailable, "needs Xvfb, xdotool and xwd (make test installs them)"),
    .timeLimit(.minutes(1)))
struct CatalogWindowTests {
    static let white = RGB(red: 255, green: 255, blue: 255)
    static let selectedRow = RGB(red: 217, green: 217, blue: 217)  // iOS 7's grey selection
    static let dimmedWhite = RGB(red: 217, green: 217, blue: 217)  // white under a popover's 15% black
    static let orange = RGB(red: 255, green: 149, blue: 0)  // the Layers page's first card

    /// The catalog's executable: `uikit-catalog` in the directory of the running test binary.
    static var executable: String {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("uikit-catalog").path
    }

    @Test(
        "It opens a 1024x768 window showing the list of pages and the drawing gallery side by side; a click on Layers in the list shows the Layers page; closing it exits 0",
        .enabled(if: X11Session.canCloseWindows, "needs python3-xlib (make test installs it)"))
    func windowListAndClose() throws {
        try withCatalogWindow { session, catalog, id, pixel in
            // The first frame: the list's first row ("Drawing gallery", y 64-108) selected, the second white.
            var screen = try waitForScreen(session) { pixel($0, 120, 86).isClose(to: Self.selectedRow) }
            #expect(pixel(screen, 120, 86).isClose(to: Self.selectedRow), "the selected row: \(pixel(screen, 120, 86))")
            #expect(pixel(screen, 120, 130).isClose(to: Self.white), "the Layers row: \(pixel(screen, 120, 130))")
            // The Layers page's first card, at (140, 150) in the page, which starts at (240, 0).
            let card = (x: CGFloat(380), y: CGFloat(150))
            let before = pixel(screen, card.x, card.y)
            #expect(!before.isClose(to: Self.orange, tolerance: 20), "the gallery page: \(before)")

            // A click on the second row ("Layers") shows its page, selects its row and titles the window.
            try session.xdotool("mousemove", "--window", id, "120", "130", "click", "1")
            screen = try waitForScreen(session) { pixel($0, card.x, card.y).isClose(to: Self.orange) }
            #expect(
                pixel(screen, card.x, card.y).isClose(to: Self.orange), "the Layers page's first card: \(pixel(screen, card.x, card.y))")
            #expect(pixel(screen, 120, 130).isClose(to: Self.selectedRow), "the Layers row: \(pixel(screen, 120, 130))")
            #expect(pixel(screen, 120, 86).isClose(to: Self.white), "the gallery row: \(pixel(screen, 120, 86))")
            #expect((try? session.window(titled: "OpenUIKit Catalog: Layers", timeout: 5)) == id)

            // Closing the window ends the program with status 0, after applicationWillTerminate.
            try session.close(window: id)
            #expect(catalog.waitForExit(timeout: 30))  // generous: the full suite runs in parallel on two cores
            #expect(catalog.terminationStatus == 0 && !catalog.exitedBySignal, "\(catalog.lines) \(catalog.errorText)")
            #expect(catalog.lines.contains("uikit-catalog: the window was closed"), "\(catalog.lines)")
        }
    }

    @Test(
        "Scrolling the list to Popovers and clicking it shows the page; Arrow up opens a popover over the dimmed window; a click outside dismisses it"
    )
    func popoverInTheWindow() throws {
        try withCatalogWindow { session, _, id, pixel in
            _ = try waitForScreen(session) { pixel($0, 120, 86).isClose(to: Self.selectedRow) }

            // Drag the list up past its end (27 rows of 44 points, 704 points shown): it rests 484 points
            // down, Popovers at 680-724 above the last row, Alerts. The finger pauses before lifting, so it
            // does not fling.
            try session.xdotool("mousemove", "--window", id, "120", "700", "mousedown", "1")
            for y in stride(from: 650, through: 100, by: -50) {
                try session.xdotool("mousemove", "--window", id, "120", "\(y)")
                usleep(20_000)
            }
            usleep(300_000)
            try session.xdotool("mouseup", "1")
            usleep(1_500_000)  // the list bounces back from past its end
            try session.xdotool("mousemove", "--window", id, "120", "702", "click", "1")
            #expect((try? session.window(titled: "OpenUIKit Catalog: Popovers", timeout: 5)) == id)

            // Arrow up, at (220, 220) in the page (which starts at x 240): a popover below it; the window
            // around it dimmed (white under 15% black).
            let outside = (x: CGFloat(900), y: CGFloat(300))
            let inside = (x: CGFloat(460), y: CGFloat(330))
            try session.xdotool("mousemove", "--window", id, "460", "220", "click", "1")
            // (after the 0.2-second fade in: the dimming and the panel both at their end)
            var screen = try waitForScreen(session) {
                pixel($0, outside.x, outside.y).isClose(to: Self.dimmedWhite, tolerance: 6)
                    && pixel($0, inside.x, inside.y).isClose(to: Self.white)
            }
            #expect(
                pixel(screen, outside.x, outside.y).isClose(to: Self.dimmedWhite, tolerance: 6),
                "dimmed: \(pixel(screen, outside.x, outside.y))")
            #expect(pixel(screen, inside.x, inside.y).isClose(to: Self.white), "the popover's panel: \(pixel(screen, inside.x, inside.y))")

            // A click outside dismisses it: the dimming goes.
            try session.xdotool("mousemove", "--window", id, "\(Int(outside.x))", "\(Int(outside.y))", "click", "1")
            screen = try waitForScreen(session) { pixel($0, outside.x, outside.y).isClose(to: Self.white) }
            #expect(pixel(screen, outside.x, outside.y).isClose(to: Self.white), "undimmed: \(pixel(screen, outside.x, outside.y))")
        }
    }

    /// Runs `body` with the Catalog's window open on a private Xvfb (1024 x 768): the session, the
    /// program, the window's id, and a reader of a screenshot's pixel at a point of the window. Records an
    /// issue instead when the program is not built.
    private func withCatalogWindow(
        _ body: (X11Session, ChildProcess, String, _ pixel: (XWDImage, CGFloat, CGFloat) -> RGB) throws -> Void
    ) throws {
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
        try body(session, catalog, id) { screen, x, y in screen.rgb(x: Int(frame.minX + x), y: Int(frame.minY + y)) }
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
