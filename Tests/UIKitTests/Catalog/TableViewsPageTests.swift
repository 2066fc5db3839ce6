// The Catalog's "Table views" page: goldens of the page (the page area, 1024x768 points at scale 1,
// headless) at the top in light and dark and scrolled down to the other demos, and each demo driven
// through the harness as a user would. The goldens were looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Table views page")
struct TableViewsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, TableViewsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "table-views", as: TableViewsPageView.self)
        return (h, page)
    }

    /// Scrolls the page so that `view` is on screen, then runs a turn.
    func reveal(_ view: UIView, in page: TableViewsPageView, _ h: UIKitTestHarness) {
        let frame = view.convert(view.bounds, to: page.scrollView)
        let maxY = page.scrollView.contentSize.height - page.scrollView.bounds.height
        page.scrollView.contentOffset = CGPoint(x: 0, y: min(maxY, max(0, frame.minY - 60)))
        h.runTurn()
    }

    func button(in view: UIView, _ title: String) -> UIButton? {
        view.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title && $0.isShownInWindow }
    }

    func titles(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    }

    @Test("Golden: the cell styles with their index, the grouped settings and the E1.1 table")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "table-views")
    }

    @Test("Golden in the dark appearance: the tables, their cells and headers turn dark")
    func darkGolden() {
        let (h, root, page) = CatalogTestSupport.catalog(showing: "table-views", as: TableViewsPageView.self)
        CatalogTestSupport.tap(root.darkSwitch, in: h)
        h.runTurn()
        #expect(page.cellStyles.tableView.traitCollection.userInterfaceStyle == .dark)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "table-views-dark")
    }

    @Test("Golden scrolled down: editing, self-sizing rows, 100,000 rows, pull to refresh, the diffable list")
    func scrolledGoldens() {
        let (h, page) = catalog()
        page.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        h.runTurn()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "table-views-middle")
        page.scrollView.contentOffset = CGPoint(x: 0, y: page.scrollView.contentSize.height - page.scrollView.bounds.height)
        h.runTurn()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "table-views-bottom")
    }

    @Test("Golden while editing: delete controls, reorder controls and the insert row, after a tap on Edit")
    func editingGolden() throws {
        let (h, page) = catalog()
        page.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        h.runTurn()
        CatalogTestSupport.tap(try #require(button(in: page.editingBar, "Edit")), in: h)
        h.advance(by: 1)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "table-views-editing")
    }

    @Test("The demos' controllers are children of the window's root controller; their tables loaded their rows")
    func children() {
        let (h, page) = catalog()
        for controller in page.controllers {
            #expect(controller.parent === h.window.rootViewController)
            #expect(!controller.tableView.visibleCells.isEmpty, "\(type(of: controller))")
        }
        #expect(page.cellStyles.tableView.numberOfSections == 4)
        #expect(page.cellStyles.sectionIndexTitles(for: page.cellStyles.tableView) == ["D", "1", "2", "S"])
    }

    @Test("E1.1 live: tapping a row selects it and adds the 1001 spinner, centred, 20 points larger; another row moves it")
    func spinnerCell() throws {
        let (h, page) = catalog()
        let table = page.spinners.tableView!
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.contentView.viewWithTag(1001) == nil)
        CatalogTestSupport.tap(first, in: h)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        let spinner = try #require(first.contentView.viewWithTag(1001) as? UIActivityIndicatorView)
        let standard = UIActivityIndicatorView(style: .whiteLarge).frame.size
        #expect(spinner.frame.size == CGSize(width: standard.width + 20, height: standard.height + 20))
        #expect(spinner.center == CGPoint(x: first.contentView.bounds.midX, y: first.contentView.bounds.midY))
        #expect(spinner.layer.cornerRadius == 10 && spinner.isAnimating && spinner.color == .yellow)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        CatalogTestSupport.tap(second, in: h)
        #expect(first.contentView.viewWithTag(1001) == nil)
        #expect(second.contentView.viewWithTag(1001) != nil)
    }

    @Test("100,000 rows: the table reports them all but makes about a screenful of cells, also far down")
    func manyRows() {
        let (h, page) = catalog()
        let table = page.manyRows.tableView!
        reveal(table, in: page, h)
        #expect(table.numberOfRows(inSection: 0) == 100_000)
        #expect(table.visibleCells.count <= 8)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 1")
        let start = table.convert(CGPoint(x: 170, y: 220), to: nil)
        h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 160))
        h.advance(by: 3)
        #expect(table.contentOffset.y > 100)
        table.scrollToRow(at: IndexPath(row: 49_999, section: 0), at: .top, animated: false)
        h.runTurn()
        #expect(table.visibleCells.count <= 8)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 49_999, section: 0))
        #expect(table.visibleCells.first?.textLabel?.text == "Row 50000")
    }

    @Test("Editing live: Edit shows delete controls and an insert row; insert and delete change the model; Done ends it")
    func editing() throws {
        let (h, page) = catalog()
        let controller = page.editing
        let table = controller.tableView!
        reveal(page.editingBar, in: page, h)
        CatalogTestSupport.tap(try #require(button(in: page.editingBar, "Edit")), in: h)
        h.advance(by: 0.5)
        #expect(controller.isEditing && table.isEditing)
        #expect(button(in: page.editingBar, "Done") != nil)
        #expect(table.numberOfRows(inSection: 0) == 8)
        for cell in table.visibleCells { #expect(cell.isEditing) }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == .delete)
        // The data source answers canMoveRowAt and implements moveRowAt: each fruit shows a reorder control.
        do {
            let fruitCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            #expect(fruitCell?.allSubviews.contains { "\(type(of: $0))".contains("Reorder") && !$0.isHidden } == true)
        }
        // The insert control of "Add a fruit": scroll it into view, tap the control at its leading edge.
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .bottom, animated: false)
        h.runTurn()
        let addCell = try #require(table.cellForRow(at: IndexPath(row: 7, section: 0)))
        #expect(addCell.editingStyle == .insert && addCell.textLabel?.text == "Add a fruit")
        let insert = try #require(addCell.allSubviews.compactMap { $0 as? UIControl }.min { $0.frame.minX < $1.frame.minX })
        CatalogTestSupport.tap(insert, in: h)
        h.advance(by: 0.5)
        #expect(controller.fruits.last == "Kiwi" && table.numberOfRows(inSection: 0) == 9)
        // The delete control of the first row, then the Delete confirmation.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        h.runTurn()
        let appleCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let minus = try #require(appleCell.allSubviews.compactMap { $0 as? UIControl }.min { $0.frame.minX < $1.frame.minX })
        CatalogTestSupport.tap(minus, in: h)
        h.advance(by: 0.5)
        CatalogTestSupport.tap(try #require(button(in: appleCell, "Delete")), in: h)
        h.advance(by: 0.5)
        #expect(controller.fruits.first == "Banana" && table.numberOfRows(inSection: 0) == 8)
        // The model follows a move (the table calls moveRowAt after a drag of the reorder control).
        controller.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(Array(controller.fruits.prefix(3)) == ["Cherry", "Damson", "Banana"])
        CatalogTestSupport.tap(try #require(button(in: page.editingBar, "Done")), in: h)
        h.advance(by: 0.5)
        #expect(!table.isEditing && table.numberOfRows(inSection: 0) == controller.fruits.count)
    }

    @Test("Swipe a row left: Flag and Delete appear; Flag marks the row, Delete removes it")
    func swipeActions() throws {
        let (h, page) = catalog()
        let controller = page.editing
        let table = controller.tableView!
        reveal(page.editingBar, in: page, h)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let start = cell.convert(CGPoint(x: cell.bounds.maxX - 30, y: cell.bounds.midY), to: nil)
        swipe(h, from: start, by: -160)
        do {
            #expect(cell.showingDeleteConfirmation)
            CatalogTestSupport.tap(try #require(button(in: cell, "Flag")), in: h)
            h.advance(by: 0.5)
            #expect(controller.flagged == ["Banana"])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text == "Flagged")
            let again = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            swipe(h, from: start, by: -160)
            CatalogTestSupport.tap(try #require(button(in: again, "Delete")), in: h)
            h.advance(by: 0.5)
            #expect(!controller.fruits.contains("Banana") && table.numberOfRows(inSection: 0) == 6)
        }
    }

    /// A finger moves slowly `dx` points sideways from `start`, then lifts.
    func swipe(_ h: UIKitTestHarness, from start: CGPoint, by dx: CGFloat) {
        h.touchDown(at: start)
        for step in 1...20 {
            h.advance(by: 0.02)
            h.touchMove(to: CGPoint(x: start.x + dx * CGFloat(step) / 20, y: start.y))
        }
        h.touchUp()
        h.advance(by: 0.5)
    }

    @Test("Self-sizing rows: each row is as tall as its wrapped text")
    func selfSizing() {
        let (h, page) = catalog()
        let table = page.selfSizing.tableView!
        reveal(table, in: page, h)
        let heights = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        do {
            #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
        }
        #expect(abs(heights[0] - heights[3]) < 1, "\(heights)")
    }

    @Test("Pull to refresh: pulling down refreshes; a second and a half later a row is appended and refreshing ends")
    func pullToRefresh() throws {
        let (h, page) = catalog()
        let table = page.refreshing.tableView!
        reveal(table, in: page, h)
        let control = try #require(table.refreshControl)
        // A slow pull, 250 points down, then the finger rests and lifts.
        let start = table.convert(CGPoint(x: 170, y: 20), to: nil)
        h.touchDown(at: start)
        for step in 1...20 {
            h.advance(by: 0.03)
            h.touchMove(to: CGPoint(x: start.x, y: start.y + 250 * CGFloat(step) / 20))
        }
        h.advance(by: 0.3)
        #expect(control.isRefreshing)
        h.touchUp()
        h.advance(by: 2)
        #expect(!control.isRefreshing)
        #expect(page.refreshing.items.count == 3 && table.numberOfRows(inSection: 0) == 3)
        #expect(page.refreshing.items.last == "Refreshed 1 time")
    }

    @Test("The diffable list: Shuffle applies a shuffled snapshot; the rows are the same colours, in a new order")
    func shuffle() throws {
        let (h, page) = catalog()
        let table = page.shuffleList.tableView
        reveal(page.shuffleBar, in: page, h)
        let before = page.shuffleList.dataSource.snapshot().itemIdentifiers
        #expect(before.count == 8 && table.numberOfRows(inSection: 0) == 8)
        CatalogTestSupport.tap(try #require(button(in: page.shuffleBar, "Shuffle")), in: h)
        h.advance(by: 0.5)
        let after = page.shuffleList.dataSource.snapshot().itemIdentifiers
        #expect(after != before && Set(after) == Set(before))
        #expect(table.numberOfRows(inSection: 0) == 8)
        let shown = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
        #expect(shown == Array(after.prefix(shown.count)))
    }
}
