// UITableView selection: by touch (the delegate's calls, in order; vetoes; multiple selection) and by
// code (no delegate calls).
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView selection")
struct UITableViewSelectionTests {
    init() { TestFonts.pin() }

    /// The middle of row `row` of section 0 in a table at the window's origin, without headers.
    func point(row: Int) -> CGPoint { CGPoint(x: 160, y: CGFloat(row) * 44 + 22) }

    @Test("A tap highlights, then selects: didHighlight, didUnhighlight, willSelect, didSelect; the cell is selected")
    func tapSelects() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20)
        let table = makeTable(h, source)
        source.calls = []
        h.tap(at: point(row: 2))
        #expect(source.calls == ["didHighlight 0/2", "didUnhighlight 0/2", "willSelect 0/2", "didSelect 0/2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
    }

    @Test("Tapping another row: willSelect the new, willDeselect and didDeselect the old, didSelect the new")
    func tapAnotherRow() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20)
        let table = makeTable(h, source)
        h.tap(at: point(row: 2))
        source.calls = []
        h.tap(at: point(row: 5))
        #expect(
            source.calls == [
                "didHighlight 0/5", "didUnhighlight 0/5", "willSelect 0/5", "willDeselect 0/2", "didDeselect 0/2",
                "didSelect 0/5",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt returning nil vetoes the selection")
    func veto() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20)
        source.vetoSelection = [IndexPath(row: 1, section: 0)]
        let table = makeTable(h, source)
        h.tap(at: point(row: 1))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.calls.contains("didSelect 0/1"))
    }

    @Test("With multiple selection a tap toggles the row: a second tap deselects it")
    func multipleSelection() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20)
        let table = makeTable(h, source)
        table.allowsMultipleSelection = true
        h.tap(at: point(row: 1))
        h.tap(at: point(row: 3))
        #expect(table.indexPathsForSelectedRows?.map(\.text) == ["0/1", "0/3"])
        source.calls = []
        h.tap(at: point(row: 1))
        #expect(source.calls == ["didHighlight 0/1", "didUnhighlight 0/1", "willDeselect 0/1", "didDeselect 0/1"])
        #expect(table.indexPathsForSelectedRows?.map(\.text) == ["0/3"])
    }

    @Test("allowsSelection false: a tap neither highlights nor selects")
    func selectionDisallowed() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20)
        let table = makeTable(h, source)
        table.allowsSelection = false
        source.calls = []
        h.tap(at: point(row: 1))
        #expect(source.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("selectRow and deselectRow by code call no delegate method; selection survives scrolling the row away and back")
    func selectionByCode() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 100)
        let table = makeTable(h, source)
        source.calls = []
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 50, section: 0)])
        #expect(table.contentOffset.y == 2200)
        h.runTurn()
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
        table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.calls.contains { $0.contains("elect") })
    }

    @Test("A drag that scrolls the table selects nothing")
    func dragDoesNotSelect() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 100)
        let table = makeTable(h, source)
        h.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
        h.advance(by: 3)
        #expect(table.contentOffset.y > 100)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.calls.contains { $0.hasPrefix("didSelect") })
    }
}
