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
    static let white = RGB(red: 255, green: 255, blue: 255)

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
        let listRow = CGPoint(x: 120, y: 600)  // a white row of the list, low enough for the keyboard to cover
        _ = try waitForScreen(session) { pixel($0, listRow).isClose(to: Self.white) }

        let (row, field) = try #require(await Self.targets())
        try click(session, id, CGPoint(x: row.midX, y: row.midY))
        #expect((try? session.window(titled: "OpenUIKit Catalog: Text fields", timeout: 5)) == id)
        try click(session, id, CGPoint(x: field.midX, y: field.midY))
        let screen = try waitForScreen(session) { !pixel($0, listRow).isClose(to: Self.white, tolerance: 10) }
        #expect(
            !pixel(screen, listRow).isClose(to: Self.white, tolerance: 10),
            "the on-screen keyboard over the list's rows: \(pixel(screen, listRow))")

        try session.xdotool("type", "--delay", "30", "Hello Linux")
        try session.xdotool("key", "Return")
        let expected = "uikit-catalog: text field returned \"Hello Linux\""
        let line = catalog.waitForLine(timeout: 20) { $0.hasPrefix("uikit-catalog: text field returned") }
        #expect(line == expected, "\(catalog.lines) \(catalog.errorText)")
    }

    /// In window coordinates: the list's "Text fields" row (44-point rows below the list's 64-point
    /// bar, the list at the window's origin), and seed 004 E7's field, the right column's first row (see
    /// TextFieldsPageView.add) of the page, which starts past the list's column and the divider, at the
    /// window's top (the page's bar hides in landscape).
    @MainActor
    static func targets() -> (row: CGRect, field: CGRect)? {
        guard let index = CatalogPage.all.firstIndex(where: { $0.name == "text-fields" }) else { return nil }
        let page = CGPoint(x: CatalogViewController.listWidth + 1, y: 0)
        let field = CGRect(
            x: page.x + TextFieldsPageView.rightColumnX, y: page.y + TextFieldsPageView.top + 20, width: TextFieldsPageView.fieldWidth,
            height: 30)
        let row = CGRect(x: 0, y: 64 + CGFloat(index) * 44, width: CatalogViewController.listWidth, height: 44)
        return (row, field)
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
