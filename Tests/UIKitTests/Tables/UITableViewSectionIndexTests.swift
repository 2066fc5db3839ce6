// UITableView's section index: shown from the data source's titles at the right edge, narrowing the
// cells; a finger on it jumps to the section the data source names.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView section index")
struct UITableViewSectionIndexTests {
    init() { TestFonts.pin() }

    final class Letters: NSObject, UITableViewDataSource {
        let letters = (65...90).map { String(UnicodeScalar($0)!) }
        var asked: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { letters.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Cell")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
            cell.textLabel?.text = "\(letters[indexPath.section]) \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            asked.append(title)
            return index
        }
    }

    @Test("Titles from the data source show a strip at the right edge; cells stop short of it")
    func stripShown() {
        let h = UIKitTestHarness()
        let source = Letters()
        let table = UITableView(frame: h.window.bounds)
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        let cell = table.visibleCells.first
        #expect((cell?.frame.width ?? 320) < 320)
        #expect((cell?.frame.width ?? 0) > 290)
    }

    @Test("Dragging down the strip jumps to each section the data source names, its header at the top")
    func dragAlongStrip() {
        let h = UIKitTestHarness()
        let source = Letters()
        let table = UITableView(frame: h.window.bounds)
        table.dataSource = source
        h.window.addSubview(table)
        h.runTurn()
        let x = 320 - (320 - (table.visibleCells.first?.frame.width ?? 300)) / 2
        h.touchDown(at: CGPoint(x: x, y: 60))
        h.advance(by: 0.2)
        h.touchMove(to: CGPoint(x: x, y: 240))
        h.advance(by: 0.05)
        h.touchMove(to: CGPoint(x: x, y: 470))
        h.advance(by: 0.05)
        h.touchUp()
        h.runTurn()
        #expect(source.asked.first != nil)
        #expect(source.asked.last == "Z")
        #expect(source.asked.count >= 3)
        // The last section cannot reach the top: the table stops at the end of its content.
        #expect(table.contentOffset.y == table.contentSize.height - 480)
        let middle = source.asked[source.asked.count / 2]
        #expect(middle > "A" && middle < "Z")
    }
}
