// UITableViewController: the table it makes and serves, the selection cleared as it appears, editing and
// the Edit button, the refresh control, and the table making room for the keyboard.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A table view controller as apps write one: it overrides the data-source methods it needs.
@MainActor
final class FruitTableController: UITableViewController {
    var fruits = (0..<20).map { "Fruit \($0)" }
    /// The row holding a text field, if any.
    var fieldRow: Int?
    let field = UITextField()
    var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        if indexPath.row == fieldRow {
            field.frame = CGRect(x: 100, y: 7, width: 200, height: 30)
            field.borderStyle = .roundedRect
            cell.contentView.addSubview(field)
        } else if field.superview === cell.contentView {
            field.removeFromSuperview()
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruits" }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commits.append((editingStyle, indexPath))
    }
}

@MainActor
@Suite("UITableViewController")
struct UITableViewControllerTests {
    init() { TestFonts.pin() }

    @Test("loadView makes a table of the controller's style, with the controller as its data source and delegate")
    func loadView() {
        let plain = FruitTableController(style: .plain)
        #expect(!plain.isViewLoaded)
        let table = plain.tableView!
        #expect(plain.isViewLoaded)
        #expect(plain.view === table)
        #expect(table.style == .plain)
        #expect(table.dataSource === plain)
        #expect(table.delegate === plain)
        #expect(FruitTableController(style: .grouped).tableView.style == .grouped)
        #expect(FruitTableController(style: .insetGrouped).tableView.style == .insetGrouped)
        #expect(plain.clearsSelectionOnViewWillAppear)
        #expect(plain.refreshControl == nil)
    }

    @Test("In a window, the table fills it and shows the rows the overrides give")
    func showsRows() {
        let h = UIKitTestHarness()
        let controller = FruitTableController(style: .plain)
        h.window.rootViewController = controller
        h.runTurn()
        let table = controller.tableView!
        #expect(table.frame == h.window.bounds)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(table.visibleCells.first?.textLabel?.text == "Fruit 0")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fruits")
    }

    @Test("clearsSelectionOnViewWillAppear: the selection is cleared when the table appears again, and kept when false")
    func clearsSelectionOnAppear() {
        for clears in [true, false] {
            let h = UIKitTestHarness()
            let controller = FruitTableController(style: .plain)
            controller.clearsSelectionOnViewWillAppear = clears
            h.window.rootViewController = controller
            h.runTurn()
            let table = controller.tableView!
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            let modal = UIViewController()
            controller.present(modal, animated: false)
            h.advance(by: 0.5)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            modal.dismiss(animated: false)
            h.advance(by: 0.5)
            #expect(table.indexPathForSelectedRow == (clears ? nil : IndexPath(row: 2, section: 0)))
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == !clears)
        }
    }

    @Test("setEditing puts the table in editing, and out of it")
    func setEditing() {
        let h = UIKitTestHarness()
        let controller = FruitTableController(style: .plain)
        h.window.rootViewController = controller
        h.runTurn()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(controller.tableView.visibleCells.allSatisfy { $0.isEditing })
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
        #expect(!controller.tableView.visibleCells.contains { $0.isEditing })
    }

    @Test("editButtonItem reads Edit, and a tap on it edits the table and makes it Done; another tap ends editing")
    func editButtonItem() throws {
        let h = UIKitTestHarness()
        let controller = FruitTableController(style: .plain)
        h.window.rootViewController = controller
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        let item = controller.editButtonItem
        toolbar.items = [item]
        h.window.addSubview(toolbar)
        h.runTurn()
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        #expect(controller.editButtonItem === item)
        let button = try #require(
            toolbar.subviews.flatMap { [$0] + $0.subviews }.first { $0 is UIControl && $0.frame.width > 20 })
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        h.tap(at: center)
        h.advance(by: 0.5)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        h.tap(at: center)
        h.advance(by: 0.5)
        #expect(!controller.tableView.isEditing)
        #expect(item.title == "Edit")
    }

    @Test("refreshControl is the table's")
    func refreshControl() {
        let h = UIKitTestHarness()
        let controller = FruitTableController(style: .plain)
        h.window.rootViewController = controller
        h.runTurn()
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(controller.refreshControl === refresh)
        #expect(refresh.superview === controller.tableView)
        controller.refreshControl = nil
        #expect(controller.tableView.refreshControl == nil)
        #expect(refresh.superview == nil)
    }

    @Test(
        "A text field in a row low in the table becomes first responder: the bottom inset grows by the keyboard, the row scrolls above it; it all goes when the keyboard does"
    )
    func keyboardAvoidance() throws {
        let h = UIKitTestHarness()
        let controller = FruitTableController(style: .plain)
        controller.fieldRow = 8
        h.window.rootViewController = controller
        h.runTurn()
        let table = controller.tableView!
        let insetBefore = table.adjustedContentInset.bottom
        let offsetBefore = table.contentOffset
        let cell = try #require(table.cellForRow(at: IndexPath(row: 8, section: 0)))
        #expect(cell.convert(cell.bounds, to: nil).maxY > 264)  // under where the keyboard comes
        #expect(controller.field.becomeFirstResponder())
        h.advance(by: 0.5)
        let keyboard = try #require(h.keyboardFrame)
        #expect(keyboard.minY == 264)
        #expect(table.adjustedContentInset.bottom == insetBefore + 216)
        let onScreen = cell.convert(cell.bounds, to: nil)
        #expect(table.cellForRow(at: IndexPath(row: 8, section: 0)) === cell)
        #expect(onScreen.maxY <= keyboard.minY)
        #expect(onScreen.minY >= 20)
        // The content can scroll to its end above the keyboard.
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        h.runTurn()
        let last = try #require(table.cellForRow(at: IndexPath(row: 19, section: 0)))
        #expect(last.convert(last.bounds, to: nil).maxY == keyboard.minY)
        controller.field.resignFirstResponder()
        h.advance(by: 0.5)
        #expect(table.adjustedContentInset.bottom == insetBefore)
        table.setContentOffset(offsetBefore, animated: false)
        #expect(table.contentOffset == offsetBefore)
    }
}
