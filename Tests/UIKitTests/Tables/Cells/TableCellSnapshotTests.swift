// Goldens of table cells at scale 2, 320 points wide, in iOS 7's look: the four styles, every accessory,
// the selected state, editing, a swipe, headers and footers, inset grouped corners. Each PNG was looked at.
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("Table cell goldens")
struct TableCellSnapshotTests {
    init() { TestFonts.pin() }

    /// The grouped background grey, RGB(239, 239, 244).
    static let groupedBackground = UIColor(red: 239 / 255, green: 239 / 255, blue: 244 / 255, alpha: 1)

    /// A page of `height` in the window, with the cells stacked from `top`, each told it sits in a plain
    /// table (or as `placement` says), laid out.
    func page(
        _ h: UIKitTestHarness, height: CGFloat, background: UIColor = .white, cells: [UITableViewCell], top: CGFloat = 0,
        placement: (Int) -> TableCellPlacement = { _ in TableCellPlacement() }
    ) -> UIView {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        page.backgroundColor = background
        h.window.addSubview(page)
        var y = top
        for (index, cell) in cells.enumerated() {
            cell.frame = CGRect(x: 0, y: y, width: 320, height: 44)
            cell.placement = placement(index)
            page.addSubview(cell)
            y += 44
        }
        h.runTurn()
        return page
    }

    /// A 29 × 29 rounded orange square, like a settings icon.
    func icon() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { _ in
            UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 6).fill()
        }
    }

    func cell(_ style: UITableViewCell.CellStyle, _ text: String, _ detail: String? = nil, configure: (UITableViewCell) -> Void = { _ in })
        -> UITableViewCell
    {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        if let detail { cell.detailTextLabel?.text = detail }
        configure(cell)
        return cell
    }

    @Test("The four styles, with and without an image")
    func styles() {
        let h = UIKitTestHarness()
        let cells = [
            cell(.default, "Default"),
            cell(.default, "Default with image") { $0.imageView?.image = self.icon() },
            cell(.value1, "Value 1", "Detail"),
            cell(.value1, "Value 1 with image", "On") { $0.imageView?.image = self.icon() },
            cell(.value2, "value 2", "Detail text"),
            cell(.subtitle, "Subtitle", "The detail under it"),
            cell(.subtitle, "Subtitle with image", "Detail") { $0.imageView?.image = self.icon() },
        ]
        let page = page(h, height: 44 * 7, cells: cells)
        assertSnapshot(of: page, as: .image, named: "styles")
    }

    @Test("Every accessory type, and a switch as the accessory view")
    func accessories() {
        let h = UIKitTestHarness()
        let types: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
        var cells = types.map { type in cell(.value1, "\(type)", "Value") { $0.accessoryType = type } }
        cells.append(cell(.default, "Switch") { $0.accessoryView = UISwitch() })
        let page = page(h, height: 44 * 6, cells: cells)
        assertSnapshot(of: page, as: .image, named: "accessories")
    }

    @Test("A selected cell between two plain ones, and seed 000's spinner cell selected in a 100-point row")
    func selected() {
        let h = UIKitTestHarness()
        let spinner = UITableViewCellTests.SpinnerCell(style: .default, reuseIdentifier: nil)
        spinner.textLabel?.text = "Spinner when selected"
        let cells = [
            cell(.default, "Above"),
            cell(.subtitle, "Selected", "Detail") {
                $0.accessoryType = .disclosureIndicator
                $0.isSelected = true
            },
            cell(.default, "Below"),
            spinner,
        ]
        let page = page(h, height: 44 * 3 + 100, cells: cells)
        // The spinner's box is taller than a 44-point row: the seed's row is 100 points high.
        spinner.frame.size.height = 100
        h.runTurn()
        spinner.setSelected(true, animated: false)
        h.runTurn()
        assertSnapshot(of: page, as: .image, named: "selected")
    }

    @Test("Editing: delete and insert controls, the reorder control, an editing accessory")
    func editing() {
        let h = UIKitTestHarness()
        let cells = [
            cell(.default, "Delete me") { $0.showsReorderControl = true },
            cell(.subtitle, "Insert here", "Detail") { $0.showsReorderControl = true },
            cell(.value1, "Delete, no reorder", "Value") {
                $0.accessoryType = .disclosureIndicator
                $0.editingAccessoryType = .detailButton
            },
        ]
        let page = page(h, height: 44 * 3, cells: cells) { index in
            TableCellPlacement(editingStyle: index == 1 ? .insert : .delete, allowsReorder: index < 2)
        }
        for cell in cells { cell.setEditing(true, animated: false) }
        h.runTurn()
        assertSnapshot(of: page, as: .image, named: "editing")
    }

    @Test("A cell swiped open on two buttons (More and Delete), between two closed ones")
    func swipe() {
        let h = UIKitTestHarness()
        let swiped = cell(.subtitle, "Swiped to the left", "Revealing two buttons") { $0.accessoryType = .disclosureIndicator }
        let cells = [cell(.default, "Above"), swiped, cell(.default, "Below")]
        let page = page(h, height: 44 * 3, cells: cells)
        swiped.setSwipeButtons(
            leading: [],
            trailing: [
                CellSwipeButton(
                    title: "Delete", image: nil, backgroundColor: UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1),
                    handler: { _ in }),
                CellSwipeButton(
                    title: "More", image: nil, backgroundColor: UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1),
                    handler: { _ in }),
            ])
        swiped.setSwipeOffset(-swiped.trailingSwipeButtonsWidth, animated: false)
        h.runTurn()
        assertSnapshot(of: page, as: .image, named: "swipe")
    }

    @Test("Plain header and footer bars; a grouped section with its header, rows and wrapping footer")
    func headersAndFooters() {
        let h = UIKitTestHarness()
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 330))
        page.backgroundColor = Self.groupedBackground
        h.window.addSubview(page)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 110))
        plain.backgroundColor = .white
        page.addSubview(plain)
        var y: CGFloat = 0
        func add(_ view: UIView, _ height: CGFloat, to parent: UIView) {
            view.frame = CGRect(x: 0, y: y, width: 320, height: height)
            parent.addSubview(view)
            y += height
        }
        let plainHeader = UITableViewHeaderFooterView(reuseIdentifier: nil)
        plainHeader.configureStandard(title: "Plain header", isFooter: false, style: .plain)
        add(
            plainHeader,
            UITableViewHeaderFooterView.standardHeight(
                title: "Plain header", isFooter: false, style: .plain, isFirstSection: true, width: 320), to: plain)
        let row = cell(.default, "Row")
        add(row, 44, to: plain)
        let plainFooter = UITableViewHeaderFooterView(reuseIdentifier: nil)
        plainFooter.configureStandard(title: "Plain footer", isFooter: true, style: .plain)
        add(plainFooter, 22, to: plain)

        y = 110
        let headerHeight = UITableViewHeaderFooterView.standardHeight(
            title: "Section", isFooter: false, style: .grouped, isFirstSection: true, width: 320)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.configureStandard(title: "Section", isFooter: false, style: .grouped)
        add(header, headerHeight, to: page)
        for (index, text) in ["First", "Second"].enumerated() {
            let row = cell(.value1, text, "Value")
            row.placement = TableCellPlacement(style: .grouped, isFirstInSection: index == 0, isLastInSection: index == 1)
            add(row, 44, to: page)
        }
        let footerText = "A grouped footer explains the section above it, and wraps onto a second line."
        let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
        footer.configureStandard(title: footerText, isFooter: true, style: .grouped)
        add(
            footer,
            UITableViewHeaderFooterView.standardHeight(
                title: footerText, isFooter: true, style: .grouped, isFirstSection: true, width: 320), to: page)
        h.runTurn()
        assertSnapshot(of: page, as: .image, named: "headers-footers")
    }

    @Test("Inset grouped: rows inset 16 points with the outer corners rounded and separators only between rows")
    func insetGrouped() {
        let h = UIKitTestHarness()
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        page.backgroundColor = Self.groupedBackground
        h.window.addSubview(page)
        let rows = [cell(.default, "First"), cell(.value1, "Second", "Value"), cell(.default, "Third") { $0.accessoryType = .checkmark }]
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: 35 + CGFloat(index) * 44, width: 288, height: 44)
            row.placement = TableCellPlacement(style: .insetGrouped, isFirstInSection: index == 0, isLastInSection: index == 2)
            page.addSubview(row)
        }
        rows[1].isSelected = true
        h.runTurn()
        assertSnapshot(of: page, as: .image, named: "inset-grouped")
    }
}
