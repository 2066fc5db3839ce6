// UITableView: defaults, what is loaded and shown, geometry queries, reuse while scrolling, headers and
// footers, scrolling to rows.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView")
struct UITableViewTests {
    init() { TestFonts.pin() }

    @Test("Defaults are UIKit's: 44-point rows, automatic header and footer heights, no estimates, single-line separators inset 15")
    func defaults() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.style == .plain)
        #expect(table.rowHeight == 44)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.sectionFooterHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.estimatedRowHeight == 0)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.isEditing)
        #expect(table.dataSource == nil)
        #expect(table.numberOfSections == 0)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.isEmpty)
        #expect(table.alwaysBounceVertical)
        #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
        #expect(UITableView(frame: .zero, style: .plain).backgroundColor == .systemBackground)
        let grouped = UITableView(frame: .zero, style: .grouped).backgroundColor
        #expect(grouped?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .groupTableViewBackground)
        #expect(grouped?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }

    @Test("IndexPath(row:section:) has the row and section UIKit adds; item is the row")
    func indexPathAdditions() {
        var path = IndexPath(row: 3, section: 2)
        #expect(path.row == 3)
        #expect(path.section == 2)
        #expect(path.item == 3)
        #expect(path == IndexPath(indexes: [2, 3]))
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 2))
    }

    @Test("Only the visible rows have cells: 11 of 1,000 rows in 480 points of 44-point rows")
    func onlyVisibleRowsHaveCells() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 1000)
        let table = makeTable(h, source)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 1000)
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        #expect(table.visibleCells.count == 11)
        #expect(source.cellsMade == 11)
        #expect(table.indexPathsForVisibleRows?.map(\.text) == (0..<11).map { "0/\($0)" })
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.textLabel?.text == "Row 0.10")
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 5)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test("Scrolling reuses the cells that left: prepareForReuse, the same objects, no new cells after the first screenful")
    func scrollingReusesCells() {
        final class CountingCell: UITableViewCell {
            var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                prepared += 1
            }
        }
        final class Source: NSObject, UITableViewDataSource {
            var made = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Counting", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let h = UIKitTestHarness()
        let source = Source()
        let table = UITableView(frame: h.window.bounds)
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(table.visibleCells.allSatisfy { $0 is CountingCell })
        for step in 1...100 {
            table.contentOffset.y = CGFloat(step) * 20
            h.runTurn()
        }
        let all = Set(table.subviews.compactMap { $0 as? CountingCell }.map(ObjectIdentifier.init))
        #expect(all.count <= 13)
        #expect(!first.isDisjoint(with: Set(table.visibleCells.map(ObjectIdentifier.init))))
        #expect(table.visibleCells.compactMap { $0 as? CountingCell }.allSatisfy { $0.prepared > 0 })
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 45, section: 0))
        #expect(table.visibleCells.first?.textLabel?.text == "45")
    }

    @Test("Cells that leave are reported once (didEndDisplaying) and cells that come are reported before they show (willDisplay)")
    func displayCallbacks() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 50)
        let table = makeTable(h, source)
        #expect(source.calls == (0..<11).map { "willDisplay 0/\($0)" })
        source.calls = []
        table.contentOffset.y = 44
        h.runTurn()
        #expect(source.calls == ["didEndDisplaying 0/0", "willDisplay 0/11"])
    }

    @Test("rectForRow, rect(forSection:), header and footer rects, indexPathForRow(at:) and indexPathsForRows(in:)")
    func geometryQueries() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 3, sections: 2)
        source.headerTitles = ["A", "B"]
        let table = makeTable(h, source)
        let header = table.rectForHeader(inSection: 0).height
        #expect(header > 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: header, width: 320, height: 44))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: header + 132))
        #expect(table.rectForHeader(inSection: 1).minY == header + 132)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)).maxY == 2 * header + 264)
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 1)) == .zero)
        #expect(table.rect(forSection: 7) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: header + 50)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        let paths = table.indexPathsForRows(in: CGRect(x: 0, y: header + 100, width: 10, height: header + 50))
        #expect(paths?.map(\.text) == ["0/2", "1/0"])
        #expect(table.contentSize.height == 2 * header + 264)
    }

    @Test("A plain table's section header sticks to the top while its section scrolls by, pushed up at the section's end")
    func stickyHeaders() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20, sections: 3)
        source.headerTitles = ["First", "Second", "Third"]
        let table = makeTable(h, source)
        let section1 = table.rect(forSection: 1)
        table.contentOffset.y = section1.minY + 200
        h.runTurn()
        let header = table.headerView(forSection: 1)
        #expect(header?.textLabel?.text == "Second")
        #expect(header?.frame.minY == table.contentOffset.y)
        #expect(table.headerView(forSection: 0) == nil)
        // Near the section's end the next header pushes it up.
        table.contentOffset.y = section1.maxY - 10
        h.runTurn()
        let height = table.rectForHeader(inSection: 1).height
        #expect(table.headerView(forSection: 1)?.frame.maxY == section1.maxY)
        #expect(table.headerView(forSection: 1)?.frame.height == height)
    }

    @Test("A grouped table's headers scroll with their rows")
    func groupedHeadersScroll() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 20, sections: 3)
        source.headerTitles = ["First", "Second", "Third"]
        let table = makeTable(h, source, style: .grouped)
        let section1 = table.rect(forSection: 1)
        table.contentOffset.y = section1.minY + 10
        h.runTurn()
        #expect(table.headerView(forSection: 1)?.frame.minY == section1.minY)
    }

    @Test("scrollToRow brings the row to the top, middle or bottom, or the least distance for .none, within the content")
    func scrollToRow() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 100)
        let table = makeTable(h, source)
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 1982)  // the row's middle at the middle
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1764)  // its bottom at the bottom
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 2204)
        table.scrollToRow(at: IndexPath(row: 55, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 2204)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3920)  // clamped to the end
        h.runTurn()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    }

    @Test("scrollToRow to a row that does not exist fails as UIKit raises, naming the call")
    func scrollToMissingRow() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let source = TestTableSource(rows: 3)
                table.dataSource = source
                table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
            }
        }
    }

    @Test("dequeueReusableCell(withIdentifier:for:) without a registered class fails as UIKit raises")
    func dequeueUnregistered() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test("dequeueReusableCell(withIdentifier:) returns nil with nothing registered or queued")
    func legacyDequeue() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell")?.reuseIdentifier == "Cell")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
    }

    @Test("reloadData asks again at the next layout and shows the new content")
    func reloadData() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 5)
        let table = makeTable(h, source)
        source.sections = [["New"]]
        #expect(table.numberOfRows(inSection: 0) == 5)
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 1)
        h.runTurn()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["New"])
    }

    @Test("A table header view sits above the first section and a footer view below the last")
    func tableHeaderAndFooterViews() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 3)
        let table = makeTable(h, source)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.reloadData()
        h.runTurn()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(footer.frame == CGRect(x: 0, y: 192, width: 320, height: 30))
        #expect(table.contentSize.height == 222)
    }

    @Test("Bad counts and heights: a negative row count is 0 and a NaN or negative height is 0, each with a message naming the method")
    func badCountsAndHeights() {
        final class Bad: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? -3 : 2 }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? .nan : -5
            }
        }
        let h = UIKitTestHarness()
        let bad = Bad()
        let table = UITableView(frame: h.window.bounds)
        var messages: [String] = []
        messages = capturingConsoleLog {
            table.dataSource = bad
            table.delegate = bad
            h.window.addSubview(table)
            h.runTurn()
        }
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).height == 0)
        #expect(messages.contains { $0.contains("tableView(_:numberOfRowsInSection:)") })
        #expect(messages.contains { $0.contains("tableView(_:heightForRowAt:)") && $0.contains("nan") })
    }

    @Test("Changing rowHeight or the width lays the rows out again with the same cells: no cell is asked for again")
    func remeasureKeepsCells() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 100)
        let table = makeTable(h, source)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        source.cellsAsked = 0
        table.rowHeight = 60
        h.runTurn()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell?.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(table.contentSize.height == 6000)
        #expect(source.cellsAsked == 0)
        table.frame.size.width = 480
        h.runTurn()
        #expect(cell?.frame == CGRect(x: 0, y: 120, width: 480, height: 60))
        #expect(source.cellsAsked == 0)
    }

    @Test("Dragging down into rows whose estimates were too small: the row under the finger follows the finger exactly")
    func dragIntoEstimatedRowsFollowsFinger() {
        final class Tall: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "Cell")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
        }
        let h = UIKitTestHarness()
        let source = Tall()
        let table = UITableView(frame: h.window.bounds)
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        table.contentOffset.y = 500 * 44
        h.runTurn()
        let row = IndexPath(row: 500, section: 0)
        let before = table.convert(table.rectForRow(at: row), to: h.window).minY
        h.touchDown(at: CGPoint(x: 160, y: 100))
        for step in 1...10 {
            h.touchMove(to: CGPoint(x: 160, y: 100 + CGFloat(step) * 20))
            h.advance(by: 1 / 60)
        }
        let after = table.convert(table.rectForRow(at: row), to: h.window).minY
        let moved = after - before
        h.touchUp()
        // The drag moved the content by the finger's travel less the pan's start slop; the newly measured
        // rows above did not push it further.
        #expect(moved > 150 && moved <= 200, "\(moved)")
    }
}
