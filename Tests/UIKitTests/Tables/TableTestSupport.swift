// A data source and delegate for table view tests: sections of titled rows, recording what the table
// asks and tells, in order.
import Foundation
import UIKit
import UIKitTesting

@MainActor
final class TestTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The rows' titles, by section.
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Everything the table asked or told, as "method row/section" strings.
    var calls: [String] = []
    /// The number of cells made (not reused).
    var cellsMade = 0
    var cellsAsked = 0
    var vetoSelection: Set<IndexPath> = []

    init(sections: [[String]]) { self.sections = sections }

    /// `count` rows titled "Row 0", "Row 1"… in each of `sectionCount` sections.
    convenience init(rows count: Int, sections sectionCount: Int = 1) {
        self.init(sections: (0..<sectionCount).map { s in (0..<count).map { "Row \(s).\($0)" } })
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "Cell") {
            cell = reused
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
            cellsMade += 1
        }
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.section)/\(indexPath.row)")
        return vetoSelection.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.section)/\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.section)/\(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.section)/\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.section)/\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.section)/\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.section)/\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.section)/\(indexPath.row)")
    }
}

/// A table of `style` filling a 320 × 480 window, showing `source`, laid out.
@MainActor
func makeTable(
    _ h: UIKitTestHarness, _ source: TestTableSource, style: UITableView.Style = .plain,
    frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
) -> UITableView {
    let table = UITableView(frame: frame, style: style)
    table.dataSource = source
    table.delegate = source
    h.window.addSubview(table)
    h.runTurn()
    return table
}

extension IndexPath {
    /// "section/row", for comparing lists of rows in expectations.
    var text: String { "\(section)/\(row)" }
}
