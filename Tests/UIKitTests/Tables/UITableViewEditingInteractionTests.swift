// UITableView editing by touch: swipe to delete, swipe actions (leading, trailing, full swipe), the
// delete confirmation, and reordering by dragging a row's reorder control.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView editing interactions")
struct UITableViewEditingInteractionTests {
    init() { TestFonts.pin() }

    /// A list whose rows can be deleted and moved, recording the commits and moves.
    final class EditableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = (0..<8).map { "Item \($0)" }
        var log: [String] = []
        var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
        let movable: Bool

        init(movable: Bool = true) { self.movable = movable }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Cell")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { trailing?(indexPath) }
        func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { leading?(indexPath) }
    }

    func table(_ h: UIKitTestHarness, _ source: EditableSource) -> UITableView {
        let table = UITableView(frame: h.window.bounds)
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        return table
    }

    /// The buttons shown on screen in `cell` titled `title`.
    func button(_ title: String, in cell: UITableViewCell?) -> UIButton? {
        var stack: [UIView] = cell.map { [$0] } ?? []
        while let view = stack.popLast() {
            if let button = view as? UIButton, button.currentTitle == title, !button.isHidden,
                button.bounds.width > 0
            {
                return button
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    func swipe(_ h: UIKitTestHarness, row: Int, from x0: CGFloat, to x1: CGFloat) {
        let y = CGFloat(row) * 44 + 22
        h.drag(from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y), steps: 12, duration: 0.4)
        h.advance(by: 0.5)
    }

    @Test("Swiping a deletable row left reveals a red Delete button; tapping it commits the deletion and the row goes")
    func swipeToDelete() {
        let h = UIKitTestHarness()
        let source = EditableSource()
        let table = table(h, source)
        swipe(h, row: 1, from: 300, to: 180)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let delete = button("Delete", in: cell)
        #expect(delete != nil)
        #expect(delete?.backgroundColor == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect((delete.map { $0.convert($0.bounds, to: table).maxX } ?? 0) == 320)
        let center = delete.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: h.window) } ?? .zero
        h.tap(at: center)
        h.advance(by: 0.5)
        #expect(source.log == ["commit delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 2")
    }

    @Test("A short swipe springs back closed; a tap elsewhere closes an open row without selecting")
    func swipeClosing() {
        let h = UIKitTestHarness()
        let source = EditableSource()
        let table = table(h, source)
        swipe(h, row: 2, from: 300, to: 285)
        #expect(button("Delete", in: table.cellForRow(at: IndexPath(row: 2, section: 0))) == nil)
        swipe(h, row: 2, from: 300, to: 180)
        #expect(button("Delete", in: table.cellForRow(at: IndexPath(row: 2, section: 0))) != nil)
        h.tap(at: CGPoint(x: 100, y: 300))
        h.advance(by: 0.5)
        #expect(button("Delete", in: table.cellForRow(at: IndexPath(row: 2, section: 0))) == nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("Trailing and leading swipe actions: buttons in order from the edge, handlers with completion")
    func swipeActions() {
        let h = UIKitTestHarness()
        let source = EditableSource()
        var ran: [String] = []
        source.trailing = { path in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                ran.append("flag \(path.row) \(view is UIButton)")
                done(true)
            }
            flag.backgroundColor = .orange
            let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(false) }
            return UISwipeActionsConfiguration(actions: [remove, flag])
        }
        source.leading = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    ran.append("pin")
                    done(true)
                }
            ])
        }
        let table = table(h, source)
        swipe(h, row: 0, from: 300, to: 120)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let remove = button("Remove", in: cell), flag = button("Flag", in: cell)
        #expect(remove?.backgroundColor == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(flag?.backgroundColor == .orange)
        // The first action is at the edge.
        #expect((remove.map { $0.convert($0.bounds, to: table).maxX } ?? 0) == 320)
        #expect((flag.map { $0.convert($0.bounds, to: table).maxX } ?? 0) == (remove.map { $0.convert($0.bounds, to: table).minX } ?? -1))
        let center = flag.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: h.window) } ?? .zero
        h.tap(at: center)
        h.advance(by: 0.5)
        #expect(ran == ["flag 0 true"])
        #expect(button("Flag", in: cell) == nil)
        // Leading: swiping right.
        swipe(h, row: 3, from: 20, to: 160)
        #expect(button("Pin", in: table.cellForRow(at: IndexPath(row: 3, section: 0))) != nil)
        #expect(source.log.isEmpty)
    }

    @Test("A full swipe performs the first action")
    func fullSwipe() {
        let h = UIKitTestHarness()
        let source = EditableSource()
        let table = table(h, source)
        swipe(h, row: 4, from: 310, to: 20)
        #expect(source.log == ["commit delete 4"])
        #expect(table.numberOfRows(inSection: 0) == 7)
    }

    @Test("A row whose data source does not answer canEditRowAt does not swipe (Swift cannot see tableView(_:commit:forRowAt:))")
    func noSwipeWithoutEditing() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 10)
        let table = makeTable(h, source)
        h.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), steps: 12, duration: 0.4)
        h.advance(by: 0.5)
        #expect(button("Delete", in: table.cellForRow(at: IndexPath(row: 1, section: 0))) == nil)
    }

    @Test("Tapping a row's delete control while editing shows its Delete button; tapping that commits")
    func deleteControl() {
        let h = UIKitTestHarness()
        let source = EditableSource()
        let table = table(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        h.tap(at: CGPoint(x: 26, y: 44 * 2 + 22))
        h.advance(by: 0.5)
        let delete = button("Delete", in: table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(delete != nil)
        let center = delete.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: h.window) } ?? .zero
        h.tap(at: center)
        h.advance(by: 0.5)
        #expect(source.log == ["commit delete 2"])
    }

    @Test("Dragging a row by its reorder control moves it: the rows between make room, moveRowAt is called once")
    func reorder() {
        let h = UIKitTestHarness()
        let source = EditableSource()
        let table = table(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))
        h.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 300, y: 66 + 44 * 3), steps: 20, duration: 0.6)
        h.advance(by: 0.5)
        #expect(source.log == ["move 1 to 4"])
        #expect(source.rows[4] == "Item 1")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === moved)
        #expect(moved?.frame.minY == 176)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 2")
        #expect(table.contentOffset.y == 0)
    }

    @Test("Without canMoveRowAt there is no reorder control: the same drag scrolls instead")
    func noReorderWithoutMoving() {
        let h = UIKitTestHarness()
        let source = EditableSource(movable: false)
        let table = table(h, source)
        table.setEditing(true, animated: false)
        h.runTurn()
        h.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 300, y: 66 + 44 * 3), steps: 20, duration: 0.6)
        h.advance(by: 0.5)
        #expect(source.log.isEmpty)
    }
}
