// A scrolling table is drawn by moving the pixels already on screen and drawing only what the move
// cannot supply: what the screen shows must be exactly what drawing the window from scratch shows, while
// cells come and go, headers stick, the scroll indicator moves and a translucent bar lies above.
import QuartzCore
import Testing
@testable import UIKit
@testable import UIKitTesting

@MainActor
@Suite("UITableView scroll redraw")
struct UITableViewScrollRedrawTests {
    /// Whether the screen now is the screen drawn again from scratch (the opaque surface's colour bytes).
    private func matchesRedrawFromScratch(_ h: UIKitTestHarness) throws -> Bool {
        let shown = try #require(h.render().cgImage?.dataProvider?.data) as Data
        h.host.compositor.invalidateAll()
        let redrawn = try #require(h.render().cgImage?.dataProvider?.data) as Data
        return shown == redrawn
    }

    @Test("A drag and the deceleration after it move the table's pixels, and show what a full redraw shows")
    func dragAndDeceleration() throws {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 2)
        let source = TestTableSource(rows: 20, sections: 3)
        source.headerTitles = ["First", "Second", "Third"]
        let table = makeTable(h, source)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        h.window.addSubview(toolbar)
        h.runTurn()
        #expect(try matchesRedrawFromScratch(h))
        var moves = 0
        h.touchDown(at: CGPoint(x: 160, y: 400))
        for step in 1...12 {
            h.advance(by: 0.016)
            h.touchMove(to: CGPoint(x: 160, y: 400 - CGFloat(step) * 23))
            if h.host.compositor.lastScrollCopies.first?.layer === table.layer { moves += 1 }
            #expect(try matchesRedrawFromScratch(h), "drag step \(step), offset \(table.contentOffset.y)")
        }
        h.touchUp(at: CGPoint(x: 160, y: 124))
        for frame in 1...20 {
            h.advance(by: 0.016)
            if h.host.compositor.lastScrollCopies.first?.layer === table.layer { moves += 1 }
            #expect(try matchesRedrawFromScratch(h), "deceleration frame \(frame), offset \(table.contentOffset.y)")
        }
        #expect(table.contentOffset.y > 250, "the table scrolled past the first section")
        #expect(moves >= 20, "frames drawn by moving pixels: \(moves)")
    }
}
