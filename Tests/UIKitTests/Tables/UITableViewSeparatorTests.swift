// UITableView's separators beyond the cells: the plain style's empty rows below the content, ended by a
// table footer view; the separator properties through the appearance proxy.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView separators")
struct UITableViewSeparatorTests {
    init() { TestFonts.pin() }

    @Test("A plain table continues its separators below the last row, one every rowHeight, inset like the cells'")
    func fillerSeparators() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 3)
        let table = makeTable(h, source)
        assertSnapshot(of: table, as: .image, named: "plain-three-rows")
        let image = Pixels(h.render())
        // Row 5's separator (an empty row) at y = 5 × 44 - 0.5, from x = 15.
        let grey = image[40, 5 * 88 - 1]
        #expect(grey[0] < 230 && grey[0] > 180)
        #expect(image[10, 5 * 88 - 1][0] > 250)
        #expect(image[40, 5 * 88 - 6][0] > 250)
    }

    @Test("A table footer view ends the separators; the grouped style has none; separatorStyle none has none")
    func noFillers() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 3)
        let table = makeTable(h, source)
        table.tableFooterView = UIView(frame: .zero)
        h.runTurn()
        #expect(Pixels(h.render())[40, 5 * 88 - 1][0] > 250)
        table.tableFooterView = nil
        table.separatorStyle = .none
        h.runTurn()
        #expect(Pixels(h.render())[40, 5 * 88 - 1][0] > 250)
    }

    @Test("The appearance proxy sets separatorColor and the section index colours; a value set on the table wins")
    func appearance() {
        let h = UIKitTestHarness()
        UITableView.appearance().separatorColor = .red
        UITableView.appearance().sectionIndexColor = .green
        let source = TestTableSource(rows: 3)
        let own = UITableView(frame: h.window.bounds)
        own.separatorColor = .blue
        h.window.addSubview(own)
        let table = makeTable(h, source)
        #expect(table.separatorColor == .red)
        #expect(table.sectionIndexColor == .green)
        #expect(own.separatorColor == .blue)
    }
}
