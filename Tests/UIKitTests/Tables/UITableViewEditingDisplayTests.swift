// What an editing table shows: delete and insert controls as the data source and delegate say, reorder
// controls for movable rows, the insert and delete taps that commit, selection while editing, and seed
// 000's spinner in a selected cell through a real table. The editing and reorder controls are UIKit's
// private views, found here through OpenUIKit's internals.
import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Rows that are editable except `locked`, whose editing style is `.insert` for `inserting` rows, whose
/// cells show reorder controls for `reordering` rows, and which report the commits. (The conformances are
/// its subclasses', so that one can add `tableView(_:canMoveRowAt:)` and the other not.)
@MainActor
class EditingSourceBase: NSObject {
    var rows = (0..<6).map { "Row \($0)" }
    var locked: Set<Int> = []
    var reordering: Set<Int> = []
    var inserting: Set<Int> = []
    var commits: [String] = []
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = rows[indexPath.row]
        cell.showsReorderControl = reordering.contains(indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !locked.contains(indexPath.row) }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        inserting.contains(indexPath.row) ? .insert : .delete
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commits.append("\(editingStyle == .insert ? "insert" : editingStyle == .delete ? "delete" : "none") \(indexPath.row)")
        if editingStyle == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

@MainActor
final class EditingSource: EditingSourceBase, UITableViewDataSource, UITableViewDelegate {}

/// The same, and rows can move.
@MainActor
final class MovableSource: EditingSourceBase, UITableViewDataSource, UITableViewDelegate {
    var fixed: Set<Int> = []
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { !fixed.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// Seed 000's E1.1 cell: selected, it shows a large spinner on a dark rounded square centred in its
/// content view, tagged 1001; deselected, it removes it.
@MainActor
final class SpinnerCell: UITableViewCell {
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        if selected {
            let spinner = UIActivityIndicatorView(style: .whiteLarge)
            spinner.color = .yellow
            spinner.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
            spinner.layer.cornerRadius = 10
            spinner.frame = spinner.frame.insetBy(dx: -10, dy: -10)
            let cellFrame = contentView.convert(frame, from: self)
            spinner.center = CGPoint(x: cellFrame.midX, y: cellFrame.midY)
            spinner.tag = 1001
            contentView.addSubview(spinner)
            spinner.startAnimating()
        } else {
            contentView.viewWithTag(1001)?.removeFromSuperview()
        }
    }
}

@MainActor
@Suite("UITableView editing display")
struct UITableViewEditingDisplayTests {
    init() { TestFonts.pin() }

    func editingTable(_ h: UIKitTestHarness, _ source: UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: h.window.bounds)
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        return table
    }

    func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    @Test(
        "setEditing shows a delete control on every editable row, an insert control where the delegate says .insert, none where canEditRowAt is false"
    )
    func editingControls() throws {
        let h = UIKitTestHarness()
        let source = EditingSource()
        source.locked = [2]
        source.inserting = [5]
        let table = editingTable(h, source)
        #expect(table.visibleCells.allSatisfy { $0.editingControl == nil })
        table.setEditing(true, animated: true)
        h.advance(by: 0.5)
        for row in [0, 1, 3, 4] {
            let cell = try #require(self.cell(table, row))
            #expect(cell.isEditing)
            #expect(cell.editingStyle == .delete)
            #expect(cell.editingControl?.style == .delete)
            #expect(cell.editingControl?.frame.minX == 0)
            #expect(cell.contentView.frame.minX == 38)  // indented past the control
        }
        let locked = try #require(self.cell(table, 2))
        #expect(!locked.isEditing)
        #expect(locked.editingControl == nil)
        #expect(locked.contentView.frame.minX == 0)
        let inserting = try #require(self.cell(table, 5))
        #expect(inserting.editingStyle == .insert)
        #expect(inserting.editingControl?.style == .insert)
        // No reorder controls: the data source cannot move rows.
        #expect(table.visibleCells.allSatisfy { $0.reorderControl == nil })
        table.setEditing(false, animated: true)
        h.advance(by: 0.5)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingControl == nil && $0.contentView.frame.minX == 0 })
    }

    @Test("Reorder controls show on movable rows when the data source answers canMoveRowAt, not on rows it fixes")
    func reorderControlsFromDataSource() throws {
        let h = UIKitTestHarness()
        let source = MovableSource()
        source.fixed = [1]
        let table = editingTable(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        let movable = try #require(self.cell(table, 0))
        #expect(movable.reorderControl != nil)
        #expect(movable.reorderControl?.frame.maxX == 320)
        #expect(movable.contentView.frame.maxX <= 320 - 48)
        #expect(self.cell(table, 1)?.reorderControl == nil)
        #expect(self.cell(table, 3)?.reorderControl != nil)
    }

    @Test("Without canMoveRowAt, a cell that showsReorderControl shows one and the others do not")
    func reorderControlFromCell() throws {
        let h = UIKitTestHarness()
        let source = EditingSource()
        source.reordering = [1]
        let table = editingTable(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        #expect(self.cell(table, 1)?.reorderControl != nil)
        #expect(self.cell(table, 0)?.reorderControl == nil)
    }

    @Test("A tap on an insert control commits .insert for its row")
    func tapInsertControl() throws {
        let h = UIKitTestHarness()
        let source = EditingSource()
        source.inserting = [3]
        let table = editingTable(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        let frame = table.rectForRow(at: IndexPath(row: 3, section: 0))
        h.tap(at: CGPoint(x: 26, y: frame.midY))
        h.runTurn()
        #expect(source.commits == ["insert 3"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A tap on a delete control shows the red Delete button; a tap on it commits .delete and the row goes")
    func tapDeleteControl() throws {
        let h = UIKitTestHarness()
        let source = EditingSource()
        let table = editingTable(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        let row1 = try #require(self.cell(table, 1))
        let frame = table.rectForRow(at: IndexPath(row: 1, section: 0))
        h.tap(at: CGPoint(x: 26, y: frame.midY))
        h.advance(by: 0.5)
        #expect(row1.showingDeleteConfirmation)
        #expect(source.commits.isEmpty)
        // The button sits at the row's right end.
        h.tap(at: CGPoint(x: 300, y: frame.midY))
        h.advance(by: 0.5)
        #expect(source.commits == ["delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(self.cell(table, 1)?.textLabel?.text == "Row 2")
        #expect(table.isEditing)
    }

    @Test("allowsSelectionDuringEditing: while editing, a tap on a row selects it only when allowed")
    func selectionDuringEditing() {
        let h = UIKitTestHarness()
        let source = EditingSource()
        let table = editingTable(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        let frame = table.rectForRow(at: IndexPath(row: 2, section: 0))
        h.tap(at: CGPoint(x: 160, y: frame.midY))
        h.runTurn()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.selected.isEmpty)
        table.allowsSelectionDuringEditing = true
        h.tap(at: CGPoint(x: 160, y: frame.midY))
        h.runTurn()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(source.selected == [2])
    }

    @Test("Entering editing clears the selection unless allowsSelectionDuringEditing")
    func editingClearsSelection() {
        let h = UIKitTestHarness()
        let table = editingTable(h, EditingSource())
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        table.setEditing(false, animated: false)
        table.allowsSelectionDuringEditing = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test(
        "spec 000 E1.1, #9: tapping a row of spinner cells adds the tag-1001 spinner centred in the cell's content view; selecting another row removes it"
    )
    func spinnerInSelectedCell() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Spinner", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let h = UIKitTestHarness()
        let source = Source()
        let table = UITableView(frame: h.window.bounds)
        table.register(SpinnerCell.self, forCellReuseIdentifier: "Spinner")
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        h.tap(at: CGPoint(x: 160, y: 22))
        h.runTurn()
        let cell = try #require(self.cell(table, 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        let spinner = try #require(cell.contentView.viewWithTag(1001) as? UIActivityIndicatorView)
        #expect(spinner.superview === cell.contentView)
        #expect(spinner.isAnimating)
        #expect(spinner.color == .yellow)
        #expect(spinner.layer.cornerRadius == 10)
        #expect(spinner.bounds.size == CGSize(width: 57, height: 57))  // the large style's 37, 10 more each side
        // The seed centres it on the cell's frame taken in the content view: for the first row, the cell's centre.
        let cellCentre = cell.contentView.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), from: cell)
        #expect(spinner.center == cellCentre)
        #expect(spinner.frame == CGRect(x: cellCentre.x - 28.5, y: cellCentre.y - 28.5, width: 57, height: 57))
        let other = table.rectForRow(at: IndexPath(row: 4, section: 0))
        h.tap(at: CGPoint(x: 160, y: other.midY))
        h.runTurn()
        #expect(cell.contentView.viewWithTag(1001) == nil)
        #expect(self.cell(table, 4)?.contentView.viewWithTag(1001) != nil)
    }
}
