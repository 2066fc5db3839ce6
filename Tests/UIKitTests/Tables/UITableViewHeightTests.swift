// UITableView heights: estimated rows measured as they come into view, the delegate's heights without
// estimates, self-sizing cells (Auto Layout and the built-in subtitle style), section header and footer
// heights, and a huge table that loads without measuring every row.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A data source and delegate whose rows are `height` points tall (by the delegate), recording which rows
/// the table asked the height of.
@MainActor
final class HeightRecordingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCount: Int
    var height: CGFloat
    var askedRows: [Int] = []

    init(rows: Int, height: CGFloat) {
        rowCount = rows
        self.height = height
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        askedRows.append(indexPath.row)
        return height
    }
}

/// A cell whose multi-line label is pinned to the content view's margins with Auto Layout.
@MainActor
final class WrappingCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A source of texts shown by cells that size themselves: `WrappingCell`s, or subtitle cells whose title
/// wraps.
@MainActor
final class SelfSizingSource: NSObject, UITableViewDataSource {
    var texts: [String]
    var subtitle = false

    init(texts: [String]) { self.texts = texts }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if subtitle {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Subtitle")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Subtitle")
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = texts[indexPath.row]
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Wrapping", for: indexPath) as! WrappingCell
        cell.label.text = texts[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("UITableView heights")
struct UITableViewHeightTests {
    init() { TestFonts.pin() }

    static let longText = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)

    func estimatedTable(_ h: UIKitTestHarness, _ source: HeightRecordingSource) -> UITableView {
        let table = UITableView(frame: h.window.bounds)
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        return table
    }

    @Test("With estimatedRowHeight 44, only the rows that fill the screen are asked their height; the rest count 44 each")
    func estimatesAskOnlyVisibleRows() {
        let h = UIKitTestHarness()
        let source = HeightRecordingSource(rows: 1000, height: 60)
        let table = estimatedTable(h, source)
        #expect(Set(source.askedRows) == Set(0..<8))  // 8 rows of 60 fill 480 points
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<8))
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 420, width: 320, height: 60))
        #expect(table.contentSize.height == 44_128)  // 8 × 60 + 992 × 44
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).minY == 22_128)  // 8 × 60 + 492 × 44
    }

    @Test("Scrolling down measures the rows that come into view, and only those")
    func scrollingMeasuresNewRows() {
        let h = UIKitTestHarness()
        let source = HeightRecordingSource(rows: 1000, height: 60)
        let table = estimatedTable(h, source)
        source.askedRows = []
        table.contentOffset.y = 120
        h.runTurn()
        #expect(Set(source.askedRows) == Set(8..<10))
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(2..<10))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)).height == 60)
        #expect(table.contentSize.height == 44_160)  // 10 × 60 + 990 × 44
    }

    @Test("Scrolling up into rows still estimated measures them and keeps what is on screen still")
    func scrollingUpKeepsContentStill() throws {
        let h = UIKitTestHarness()
        let source = HeightRecordingSource(rows: 1000, height: 60)
        let table = estimatedTable(h, source)
        table.contentOffset.y = table.rectForRow(at: IndexPath(row: 500, section: 0)).minY
        h.runTurn()
        let row500 = try #require(table.cellForRow(at: IndexPath(row: 500, section: 0)))
        #expect(row500.convert(row500.bounds, to: nil).minY == 0)
        source.askedRows = []
        table.contentOffset.y -= 100
        h.runTurn()
        // The rows above came into view and were measured (60, not 44) ...
        #expect(source.askedRows.contains(499))
        #expect(table.rectForRow(at: IndexPath(row: 499, section: 0)).height == 60)
        // ... and the content the user sees moved by the 100 points scrolled, no more.
        #expect(table.cellForRow(at: IndexPath(row: 500, section: 0)) === row500)
        #expect(row500.convert(row500.bounds, to: nil).minY == 100)
        #expect(table.rectForRow(at: IndexPath(row: 499, section: 0)).maxY == row500.frame.minY)
    }

    @Test("Without estimates, the delegate is asked every row's height once when the table loads")
    func delegateHeightsWithoutEstimates() {
        let h = UIKitTestHarness()
        let source = HeightRecordingSource(rows: 100, height: 30)
        let table = UITableView(frame: h.window.bounds)
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        #expect(source.askedRows.sorted() == Array(0..<100))
        #expect(table.contentSize.height == 3000)
        #expect(table.visibleCells.count == 16)
        source.askedRows = []
        table.contentOffset.y = 600
        h.runTurn()
        #expect(source.askedRows.isEmpty)
    }

    @Test("Self-sizing with Auto Layout: a wrapping label pinned to the content view's margins makes the row as tall as its text")
    func autoLayoutSelfSizing() throws {
        let h = UIKitTestHarness()
        let source = SelfSizingSource(texts: ["Short", Self.longText])
        let table = UITableView(frame: h.window.bounds)
        table.register(WrappingCell.self, forCellReuseIdentifier: "Wrapping")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(long.minY == short.maxY)
        #expect(long.height > 3 * short.height)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? WrappingCell)
        let margins = cell.contentView.layoutMargins
        #expect(cell.frame == long)
        // The row is the label, its margins and the separator's pixel.
        #expect(abs(long.height - (cell.label.frame.height + margins.top + margins.bottom + 0.5)) < 0.51)
        #expect(cell.label.frame.minY == margins.top)
        // More text, taller row.
        source.texts[0] = Self.longText + Self.longText
        table.reloadData()
        h.runTurn()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > long.height)
        #expect(table.contentSize.height == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
    }

    @Test("Self-sizing a subtitle cell whose title has numberOfLines 0: 44 points for a line, taller with wrapped text")
    func subtitleSelfSizing() throws {
        let h = UIKitTestHarness()
        let source = SelfSizingSource(texts: ["Short", Self.longText])
        source.subtitle = true
        let table = UITableView(frame: h.window.bounds)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(short.height >= 44 && short.height < 70)
        #expect(long.height > short.height + 40)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let title = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(title.frame.height > 3 * title.font.lineHeight)
        #expect(detail.frame.minY >= title.frame.maxY)
        #expect(detail.convert(detail.bounds, to: cell).maxY <= cell.bounds.height)
    }

    @Test("Plain headers and footers with titles are 22 points; without a title, none")
    func plainTitleHeights() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 2, sections: 3)
        source.headerTitles = ["One", nil, "Three"]
        source.footerTitles = [nil, "Footer", nil]
        let table = makeTable(h, source)
        #expect(table.rectForHeader(inSection: 0).height == 22)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForFooter(inSection: 1).height == 22)
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 22 + 88, width: 320, height: 88 + 22))
        #expect(table.contentSize.height == 330)  // 3 × 88 of rows, 3 × 22 of titles
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "One")
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "Footer")
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 22))
    }

    @Test(
        "Grouped headers and footers use the standard metrics: titled headers 55.5 points first and 38 after, untitled 35 and 17.5, footers 34 titled and 17.5 untitled"
    )
    func groupedTitleHeights() {
        let h = UIKitTestHarness()
        let source = TestTableSource(rows: 2, sections: 3)
        source.headerTitles = ["One", "Two", nil]
        source.footerTitles = ["A footer", nil, nil]
        let table = makeTable(h, source, style: .grouped)
        #expect(table.rectForHeader(inSection: 0).height == 55.5)
        #expect(table.rectForHeader(inSection: 1).height == 38)
        #expect(table.rectForHeader(inSection: 2).height == 17.5)
        #expect(table.rectForFooter(inSection: 0).height == 34)
        #expect(table.rectForFooter(inSection: 1).height == 17.5)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "ONE")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "A footer")
        let untitled = makeTable(UIKitTestHarness(), TestTableSource(rows: 1, sections: 2), style: .grouped)
        #expect(untitled.rectForHeader(inSection: 0).height == 35)
        #expect(untitled.rectForHeader(inSection: 1).height == 17.5)
    }

    @Test("The delegate's header and footer heights and views: its views shown at its heights, willDisplayHeaderView told")
    func delegateHeadersAndViews() throws {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var headers: [UIView] = []
            var displayed: [(UIView, Int)] = []
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Title" }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                CGFloat(30 + 10 * section)
            }
            func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                section == 1 ? 12 : 0
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                guard section != 2 else { return nil }
                let view = UIView()
                view.backgroundColor = .orange
                headers.append(view)
                return view
            }
            func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                displayed.append((view, section))
            }
        }
        let h = UIKitTestHarness()
        let source = Source()
        let table = UITableView(frame: h.window.bounds)
        table.dataSource = source
        table.delegate = source
        h.window.addSubview(table)
        h.runTurn()
        #expect(table.rectForHeader(inSection: 0).height == 30)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 30 + 88, width: 320, height: 40))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 246, width: 320, height: 12))
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.contentSize.height == 396)  // headers 30, 40, 50; rows 3 × 88; one footer 12
        #expect(source.displayed.map(\.1) == [0, 1, 2])
        let shown0 = try #require(source.displayed.first?.0)
        #expect(source.headers.contains { $0 === shown0 })
        #expect(shown0.superview === table)
        #expect(shown0.frame == table.rectForHeader(inSection: 0))
        #expect(source.displayed[1].0.frame == table.rectForHeader(inSection: 1))
        // Without a view from the delegate, the title's standard view, at the delegate's height.
        let standard = try #require(table.headerView(forSection: 2))
        #expect(standard === source.displayed[2].0)
        #expect(standard.textLabel?.text == "Title")
        #expect(standard.frame.height == 50)
    }

    @Test("100,000 rows with estimatedRowHeight: reloadData asks only the visible rows' heights, and counts every row")
    func hugeTable() {
        let h = UIKitTestHarness()
        let source = HeightRecordingSource(rows: 100_000, height: 44)
        let table = estimatedTable(h, source)
        #expect(table.numberOfRows(inSection: 0) == 100_000)
        #expect(Set(source.askedRows) == Set(0..<11))
        source.askedRows = []
        source.rowCount = 99_999
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 99_999)
        h.runTurn()
        #expect(Set(source.askedRows) == Set(0..<11))
        #expect(table.contentSize.height == 4_399_956)  // 99,999 × 44
        table.scrollToRow(at: IndexPath(row: 99_998, section: 0), at: .bottom, animated: false)
        h.runTurn()
        #expect(table.indexPathsForVisibleRows?.last?.row == 99_998)
        #expect(source.askedRows.count < 30)
    }
}
