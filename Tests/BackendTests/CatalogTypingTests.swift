@testable import Catalog
import Foundation
import Testing

/// Typing into the real Catalog window (issue 6): xdotool clicks seed 004 E7's field on the Text fields
/// page, types through the X server and SDL's text input, presses Return; the page's
/// `textFieldShouldReturn(_:)` prints the field's text, which the test reads from the program's output.
@Suite(
    "Typing into the Catalog's window under Xvfb",
    .enabled(if: X11Session.toolsAvailable, "needs Xvfb, xdotool and xwd (make test installs them)"),
    // A real window on a loaded 2-core machine can take over a minute to start; a hang still ends.
    .timeLimit(.minutes(3)))
struct CatalogTypingTests {
    static let sidebarBackground = RGB(red: 242, green: 242, blue: 242)  // white 0.95

    @Test(
        "Clicking E7's field on the Text fields page and typing \"Hello Linux\" then Return reaches textFieldShouldReturn with that text; the on-screen keyboard is up while editing"
    )
    func typeIntoTextField() async throws {
        let executable = CatalogWindowTests.executable
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            Issue.record("\(executable) is missing: build it with `swift build --build-tests`")
            return
        }
        let session = try X11Session()
        defer { session.stop() }
        let catalog = try session.launch(executable, [])
        defer { catalog.kill() }
        let id = try session.window(titled: "OpenUIKit Catalog: Drawing gallery", timeout: 10)
        let frame = try session.frame(ofWindow: id)
        func pixel(_ screen: XWDImage, _ point: CGPoint) -> RGB {
            screen.rgb(x: Int(frame.minX + point.x), y: Int(frame.minY + point.y))
        }
        let belowRows = CGPoint(x: 120, y: 740)  // the sidebar below its rows: covered by the keyboard
        _ = try waitForScreen(session) { pixel($0, belowRows).isClose(to: Self.sidebarBackground) }

        let (row, field) = try #require(await Self.targets())
        try click(session, id, CGPoint(x: row.midX, y: row.midY))
        #expect((try? session.window(titled: "OpenUIKit Catalog: Text fields", timeout: 5)) == id)
        try click(session, id, CGPoint(x: field.midX, y: field.midY))
        let screen = try waitForScreen(session) { !pixel($0, belowRows).isClose(to: Self.sidebarBackground, tolerance: 10) }
        #expect(
            !pixel(screen, belowRows).isClose(to: Self.sidebarBackground, tolerance: 10),
            "the on-screen keyboard over the sidebar's bottom: \(pixel(screen, belowRows))")

        try session.xdotool("type", "--delay", "30", "Hello Linux")
        try session.xdotool("key", "Return")
        let expected = "uikit-catalog: text field returned \"Hello Linux\""
        let line = catalog.waitForLine(timeout: 20) { $0.hasPrefix("uikit-catalog: text field returned") }
        #expect(line == expected, "\(catalog.lines) \(catalog.errorText)")
    }

    /// In window coordinates: the sidebar's "Text fields" row (the sidebar is at the window's origin),
    /// and seed 004 E7's field, the right column's first row (see TextFieldsPageView.add) of the page,
    /// which starts at the sidebar's right edge.
    @MainActor
    static func targets() -> (row: CGRect, field: CGRect)? {
        guard let index = CatalogPage.all.firstIndex(where: { $0.name == "text-fields" }) else { return nil }
        let field = CGRect(
            x: CatalogRootView.sidebarWidth + TextFieldsPageView.rightColumnX,
            y: TextFieldsPageView.top + 20, width: TextFieldsPageView.fieldWidth, height: 30)
        return (CatalogSidebarView.rowFrame(index), field)
    }

    private func click(_ session: X11Session, _ id: String, _ point: CGPoint) throws {
        try session.xdotool("mousemove", "--window", id, "\(Int(point.x))", "\(Int(point.y))", "click", "1")
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
