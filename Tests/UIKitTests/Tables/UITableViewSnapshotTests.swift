// Goldens of whole tables in a 320 × 480 phone window at scale 2, status bar hidden: the four cell styles
// with accessories under plain headers, a grouped table with header and footer titles, editing controls, a
// sticky header mid-scroll, the section index, a row deletion caught midway, and the inset grouped style.
// Each PNG was looked at (see the commit message).
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// A table's content for goldens: sections of rows in any cell style, header and footer titles, index
/// titles, editing styles.
@MainActor
final class GoldenTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    struct Row {
        var style = UITableViewCell.CellStyle.default
        var text: String
        var detail: String? = nil
        var accessory = UITableViewCell.AccessoryType.none
        var editingStyle = UITableViewCell.EditingStyle.delete
    }

    var sections: [[Row]]
    var headers: [String?] = []
    var footers: [String?] = []
    var indexTitles: [String]?

    init(_ sections: [[Row]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section][indexPath.row]
        let identifier = "\(row.style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.detail
        cell.accessoryType = row.accessory
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        sections[indexPath.section][indexPath.row].editingStyle
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

@MainActor
@Suite("UITableView goldens")
struct UITableViewSnapshotTests {
    init() { TestFonts.pin() }

    typealias Row = GoldenTableSource.Row

    /// A 320 × 480 window without a status bar, showing a table of `style` for `source`, laid out.
    func scene(_ source: GoldenTableSource, style: UITableView.Style = .plain) -> (UIKitTestHarness, UITableView) {
        let h = UIKitTestHarness()
        UIApplication.shared.isStatusBarHidden = true
        let table = UITableView(frame: h.window.bounds, style: style)
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        return (h, table)
    }

    static let fruits = [
        "Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango", "Nectarine",
    ]

    @Test("Plain: default, value1, value2 and subtitle cells with the four accessories under section headers")
    func plainStyles() {
        let source = GoldenTableSource([
            [
                Row(text: "Default", accessory: .disclosureIndicator),
                Row(style: .value1, text: "Value 1", detail: "Detail", accessory: .disclosureIndicator),
                Row(style: .value2, text: "Value 2", detail: "Detail text", accessory: .checkmark),
                Row(style: .subtitle, text: "Subtitle", detail: "The subtitle below", accessory: .detailButton),
            ],
            [
                Row(text: "Detail disclosure", accessory: .detailDisclosureButton),
                Row(style: .value1, text: "Wi-Fi", detail: "Home"),
                Row(style: .subtitle, text: "Title", detail: "Subtitle"),
                Row(text: "Checked", accessory: .checkmark),
            ],
        ])
        source.headers = ["Styles", "More"]
        let (h, _) = scene(source)
        assertSnapshot(of: h.render(), as: .image, named: "plain")
    }

    @Test("Grouped: titled headers (uppercased) and footers, untitled sections, value1 rows with disclosure")
    func grouped() {
        let source = GoldenTableSource([
            [
                Row(style: .value1, text: "Airplane Mode"),
                Row(style: .value1, text: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
                Row(style: .value1, text: "Bluetooth", detail: "On", accessory: .disclosureIndicator),
            ],
            [Row(text: "Notifications", accessory: .disclosureIndicator), Row(text: "Control Center", accessory: .disclosureIndicator)],
            [Row(text: "General", accessory: .disclosureIndicator)],
        ])
        source.headers = ["Connections", nil, "Device"]
        source.footers = ["Turn Airplane Mode on to stop all wireless connections.", nil, nil]
        let (h, _) = scene(source, style: .grouped)
        assertSnapshot(of: h.render(), as: .image, named: "grouped")
    }

    @Test("Editing: delete controls, an insert control, reorder controls on every row, content indented")
    func editing() {
        var rows = Self.fruits.prefix(6).map { Row(text: $0, accessory: .disclosureIndicator) }
        rows.append(Row(text: "Add a fruit", editingStyle: .insert))
        let source = GoldenTableSource([rows])
        source.headers = ["Fruit"]
        let (h, table) = scene(source)
        table.setEditing(true, animated: true)
        h.advance(by: 0.5)
        assertSnapshot(of: h.render(), as: .image, named: "editing")
    }

    @Test("A sticky header mid-scroll: section 1's header pinned at the top over its rows")
    func stickyHeader() {
        let source = GoldenTableSource((0..<3).map { s in Self.fruits.map { Row(text: "\($0) \(s)") } })
        source.headers = ["Section 0", "Section 1", "Section 2"]
        let (h, table) = scene(source)
        let section1 = table.rect(forSection: 1)
        table.contentOffset.y = section1.minY + 150
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "sticky")
    }

    @Test("The section index: A to Z at the right edge, the cells narrowed for it")
    func sectionIndex() {
        let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }
        let source = GoldenTableSource(letters.map { l in [Row(text: "\(l)pple"), Row(text: "\(l)vocado")] })
        source.headers = letters
        source.indexTitles = letters
        let (h, _) = scene(source)
        assertSnapshot(of: h.render(), as: .image, named: "index")
    }

    @Test(
        "A row deletion with .left at 0.15 s: the row half slid out to the left (its detail mid-screen), the rows below half way up over it"
    )
    func deletionMidway() {
        let source = GoldenTableSource([Self.fruits.prefix(8).map { Row(style: .value1, text: $0, detail: "Detail") }])
        let (h, table) = scene(source)
        source.sections[0].remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
        h.advance(by: 0.15)
        assertSnapshot(of: h.render(), as: .image, named: "midway")
    }

    @Test("Inset grouped: rounded sections inset 16 points, titled header and footer")
    func insetGrouped() {
        let source = GoldenTableSource([
            [
                Row(style: .value1, text: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
                Row(style: .value1, text: "Bluetooth", detail: "On", accessory: .disclosureIndicator),
                Row(text: "Cellular", accessory: .disclosureIndicator),
            ],
            [Row(text: "Only row", accessory: .checkmark)],
        ])
        source.headers = ["Network", nil]
        source.footers = [nil, "A footer under the single row."]
        let (h, _) = scene(source, style: .insetGrouped)
        assertSnapshot(of: h.render(), as: .image, named: "insetGrouped")
    }
}
