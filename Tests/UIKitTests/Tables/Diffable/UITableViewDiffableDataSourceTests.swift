// UITableViewDiffableDataSource driving a real table: snapshots applied with and without animation, the
// rows inserted, deleted and moved as the difference says, cells kept for the items that stay, the
// completion after the animation, reloads, lookups, and UIKit's defaults and failures.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableViewDiffableDataSource")
struct UITableViewDiffableDataSourceTests {
    init() { TestFonts.pin() }

    typealias DataSource = UITableViewDiffableDataSource<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A table in the window with a diffable data source whose cells show their item; `asked` counts the
    /// provider's calls, by item.
    @MainActor
    final class Fixture {
        let h = UIKitTestHarness()
        let table: UITableView
        var asked: [String] = []
        var dataSource: DataSource!

        init() {
            table = UITableView(frame: h.window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
            dataSource = DataSource(tableView: table) { [unowned self] table, indexPath, item in
                self.asked.append(item)
                let cell = table.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            h.window.addSubview(table)
        }

        var titles: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

        func cell(_ item: String) -> UITableViewCell? { table.visibleCells.first { $0.textLabel?.text == item } }
    }

    func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("The data source becomes the table's; applying a snapshot shows its sections and items, with cells from the provider")
    func applyFirstSnapshot() {
        let f = Fixture()
        #expect(f.table.dataSource === f.dataSource)
        f.dataSource.apply(snapshot([("Fruit", ["Apple", "Banana"]), ("Veg", ["Carrot"])]), animatingDifferences: false)
        f.h.runTurn()
        #expect(f.table.numberOfSections == 2)
        #expect(f.table.numberOfRows(inSection: 0) == 2)
        #expect(f.table.numberOfRows(inSection: 1) == 1)
        #expect(f.titles == ["Apple", "Banana", "Carrot"])
        #expect(f.asked == ["Apple", "Banana", "Carrot"])
        #expect(f.dataSource.snapshot().itemIdentifiers == ["Apple", "Banana", "Carrot"])
        #expect(f.dataSource.snapshot().numberOfSections == 2)
    }

    @Test(
        "Applying a changed snapshot animated: deleted rows go, new rows come from the provider, moved rows keep their cells; the completion runs after the animation"
    )
    func applyAnimated() throws {
        let f = Fixture()
        f.dataSource.apply(snapshot([("S", ["A", "B", "C", "D"])]), animatingDifferences: false)
        f.h.runTurn()
        let a = try #require(f.cell("A")), c = try #require(f.cell("C")), d = try #require(f.cell("D"))
        f.asked = []
        var completed = false
        f.dataSource.apply(snapshot([("S", ["D", "A", "C", "E"])]), animatingDifferences: true) { completed = true }
        #expect(f.asked == ["E"])
        #expect(f.table.numberOfRows(inSection: 0) == 4)
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) === d)
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) === a)
        #expect(f.table.cellForRow(at: IndexPath(row: 2, section: 0)) === c)
        #expect(!completed)
        f.h.advance(by: 0.15)
        let midway = try #require(a.layer.presentation()).frame.minY
        #expect(midway > 0 && midway < 44)
        #expect(!completed)
        f.h.advance(by: 0.5)
        #expect(completed)
        #expect(f.titles == ["D", "A", "C", "E"])
        #expect(a.frame.minY == 44)
        #expect(d.frame.minY == 0)
        #expect(f.table.indexPathsForVisibleRows?.count == 4)
    }

    @Test("Applying without animation: the table shows the new snapshot at once, and the completion runs")
    func applyWithoutAnimation() throws {
        let f = Fixture()
        f.dataSource.apply(snapshot([("S", ["A", "B", "C"])]), animatingDifferences: false)
        f.h.runTurn()
        let c = try #require(f.cell("C"))
        var completed = false
        f.dataSource.apply(snapshot([("S", ["C", "X"])]), animatingDifferences: false) { completed = true }
        f.h.runTurn()
        #expect(completed)
        #expect(f.titles == ["C", "X"])
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
        #expect(c.frame.minY == 0)
        #expect(c.layer.animationKeys()?.isEmpty ?? true)
        #expect(f.table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }.count == 2)
    }

    @Test("applySnapshotUsingReloadData reloads the table: every visible cell is asked for again")
    func applyUsingReloadData() {
        let f = Fixture()
        f.dataSource.apply(snapshot([("S", ["A", "B"])]), animatingDifferences: false)
        f.h.runTurn()
        f.asked = []
        var completed = false
        f.dataSource.applySnapshotUsingReloadData(snapshot([("S", ["B", "A", "N"])])) { completed = true }
        f.h.runTurn()
        #expect(completed)
        #expect(f.asked == ["B", "A", "N"])
        #expect(f.titles == ["B", "A", "N"])
        #expect(f.dataSource.snapshot().itemIdentifiers == ["B", "A", "N"])
    }

    @Test("itemIdentifier(for:) and indexPath(for:) follow the applied snapshot")
    func lookups() {
        let f = Fixture()
        f.dataSource.apply(snapshot([("Fruit", ["Apple", "Banana"]), ("Veg", ["Carrot"])]), animatingDifferences: false)
        #expect(f.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Carrot")
        #expect(f.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
        #expect(f.dataSource.indexPath(for: "Banana") == IndexPath(row: 1, section: 0))
        #expect(f.dataSource.indexPath(for: "Durian") == nil)
        #expect(f.dataSource.sectionIdentifier(for: 1) == "Veg")
        #expect(f.dataSource.index(for: "Fruit") == 0)
        f.dataSource.apply(snapshot([("Veg", ["Carrot"]), ("Fruit", ["Banana"])]), animatingDifferences: true)
        #expect(f.dataSource.indexPath(for: "Banana") == IndexPath(row: 0, section: 1))
        #expect(f.dataSource.indexPath(for: "Apple") == nil)
        #expect(f.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Carrot")
    }

    @Test("Rows cannot be edited by default: canEditRowAt is false, and an editing table shows no editing controls")
    func notEditableByDefault() {
        let f = Fixture()
        f.dataSource.apply(snapshot([("S", ["A", "B"])]), animatingDifferences: false)
        f.h.runTurn()
        #expect(!f.dataSource.tableView(f.table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!f.dataSource.tableView(f.table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        f.table.setEditing(true, animated: false)
        f.h.runTurn()
        #expect(f.table.isEditing)
        #expect(!f.table.visibleCells.contains { $0.isEditing })
    }

    @Test("A subclass that allows editing gets editing rows")
    func subclassAllowsEditing() {
        final class Editable: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        let h = UIKitTestHarness()
        let table = UITableView(frame: h.window.bounds)
        let source = Editable(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        h.window.addSubview(table)
        source.apply(snapshot([("S", ["A", "B"])]), animatingDifferences: false)
        h.runTurn()
        table.setEditing(true, animated: false)
        #expect(table.visibleCells.count == 2)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
    }

    @Test("A cell provider that returns nil fails, as UIKit raises")
    func nilCellFails() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let h = UIKitTestHarness()
                let table = UITableView(frame: h.window.bounds)
                let source = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in nil }
                h.window.addSubview(table)
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["S"])
                snapshot.appendItems(["A"])
                source.apply(snapshot, animatingDifferences: false)
                h.runTurn()
            }
        }
    }
}
