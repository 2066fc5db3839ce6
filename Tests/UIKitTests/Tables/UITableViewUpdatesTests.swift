// UITableView updates: insertions, deletions, moves and reloads of rows and sections, alone and in
// groups, the cells and selection following their rows, the animations on the clock, and UIKit's
// failure when the counts do not add up.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView updates")
struct UITableViewUpdatesTests {
    init() { TestFonts.pin() }

    func titles(_ table: UITableView) -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

    @Test("Inserting a row: the rows below move down, a cell is asked for the new row, the selection follows its row")
    func insertRow() {
        let h = UIKitTestHarness()
        let source = TestTableSource(sections: [["A", "B", "C"]])
        let table = makeTable(h, source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections[0].insert("New", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === b)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        h.advance(by: 0.5)
        #expect(titles(table) == ["A", "New", "B", "C"])
        #expect(b?.frame.minY == 88)
    }

    @Test("Deleting rows: the cells go, the rows below close the gap after the animation")
    func deleteRows() {
        let h = UIKitTestHarness()
        let source = TestTableSource(sections: [["A", "B", "C", "D"]])
        let table = makeTable(h, source)
        let d = table.cellForRow(at: IndexPath(row: 3, section: 0))
        source.sections[0].removeSubrange(0...1)
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .left)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === d)
        h.advance(by: 0.15)
        let midway = d?.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 44 && midway < 132)
        h.advance(by: 0.5)
        #expect(titles(table) == ["C", "D"])
        #expect(d?.frame.minY == 44)
        #expect(table.contentSize.height == 88)
    }

    @Test("Moving a row and reloading one in a group; beginUpdates and endUpdates nest")
    func moveAndReload() {
        let h = UIKitTestHarness()
        let source = TestTableSource(sections: [["A", "B", "C"]])
        let table = makeTable(h, source)
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections[0] = ["B", "C2", "A"]
        source.cellsAsked = 0
        table.beginUpdates()
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        table.beginUpdates()
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.endUpdates()
        #expect(source.cellsAsked == 0)
        table.endUpdates()
        #expect(source.cellsAsked == 1)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === a)
        h.advance(by: 0.5)
        #expect(titles(table) == ["B", "C2", "A"])
    }

    @Test("Inserting and deleting sections")
    func sections() {
        let h = UIKitTestHarness()
        let source = TestTableSource(sections: [["A"], ["B"]])
        let table = makeTable(h, source)
        source.sections = [["X", "Y"], ["B"]]
        table.performBatchUpdates {
            table.deleteSections([0], with: .fade)
            table.insertSections([0], with: .top)
        }
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        h.advance(by: 0.5)
        #expect(titles(table) == ["X", "Y", "B"])
    }

    @Test("performBatchUpdates' completion runs after the animations, with true")
    func batchCompletion() {
        let h = UIKitTestHarness()
        let source = TestTableSource(sections: [["A", "B"]])
        let table = makeTable(h, source)
        var finished: Bool?
        source.sections[0].append("C")
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .bottom) }) {
            finished = $0
        }
        #expect(finished == nil)
        h.advance(by: 0.5)
        #expect(finished == true)
    }

    @Test("Counts that do not add up after an update fail as UIKit raises, with its message")
    func invalidUpdate() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = TestTableSource(sections: [["A", "B"]])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.dataSource = source
                _ = table.numberOfSections
                source.sections[0].append("C")
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
    }

    @Test("Updates before the table has loaded its content become a load, as UIKit does")
    func updatesBeforeLoad() {
        let source = TestTableSource(sections: [["A", "B", "C"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = source
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("Each row animation moves or fades a departing cell its own way, on the clock")
    func rowAnimations() {
        let expectations: [(UITableView.RowAnimation, CGFloat?, CGFloat?)] = [
            (.left, -320, nil), (.right, 320, nil), (.fade, nil, 0),
        ]
        for (animation, x, alpha) in expectations {
            let h = UIKitTestHarness()
            let source = TestTableSource(sections: [["A", "B", "C"]])
            let table = makeTable(h, source)
            let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            h.advance(by: 0.1)
            let frame = b?.layer.presentation()?.frame ?? .zero
            if let x { #expect(frame.minX * x > 0 && abs(frame.minX) < 320, "\(animation)") }
            if let alpha { #expect((b?.layer.presentation()?.opacity ?? 1) < 1 && b?.alpha == alpha, "\(animation)") }
            h.advance(by: 0.5)
            #expect(b?.isHidden == true, "\(animation): queued for reuse")
        }
    }

    @Test(
        "Departing rows slide up (.top), down (.bottom), shrink to their middle (.middle) or vanish at once (.none); arriving rows come the same ways"
    )
    func verticalRowAnimations() {
        for animation in [UITableView.RowAnimation.top, .bottom, .middle, .none] {
            let h = UIKitTestHarness()
            let source = TestTableSource(sections: [["A", "B", "C"]])
            let table = makeTable(h, source)
            let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            h.advance(by: 0.1)
            let frame = b?.layer.presentation()?.frame ?? .zero
            switch animation {
            case .top: #expect(frame.minY < 44 && frame.minY > 0, "top: \(frame)")
            case .bottom: #expect(frame.minY > 44 && frame.minY < 88, "bottom: \(frame)")
            case .middle: #expect(frame.height < 44 && frame.height > 0 && abs(frame.midY - 66) < 1, "middle: \(frame)")
            default: #expect(b?.isHidden == true, "none: gone at once")
            }
            h.advance(by: 0.5)
            #expect(b?.isHidden == true, "\(animation): queued for reuse")
            // The same animation brings a row in.
            source.sections[0].insert("New", at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            let new = table.cellForRow(at: IndexPath(row: 1, section: 0))
            h.advance(by: 0.1)
            let arriving = new?.layer.presentation()?.frame ?? .zero
            switch animation {
            case .top: #expect(arriving.minY < 44, "top in: \(arriving)")
            case .bottom: #expect(arriving.minY > 44, "bottom in: \(arriving)")
            case .middle: #expect(arriving.height < 44, "middle in: \(arriving)")
            default: #expect(arriving == CGRect(x: 0, y: 44, width: 320, height: 44), "none in")
            }
            h.advance(by: 0.5)
            #expect(new?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
            #expect(new?.textLabel?.text == "New")
        }
    }
}
