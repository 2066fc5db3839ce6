// The section index strip: rows and folding (SectionIndexLayout), the width, and a finger tracking along
// the strip (each title reported once, in order; clamped above and below).
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("TableSectionIndexView")
struct TableSectionIndexViewTests {
    init() { TestFonts.pin() }

    static let alphabet = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }

    /// A strip of `titles`, 20 pt wide and `height` high at the window's right edge, `y` down, recording the
    /// titles it reports.
    func strip(_ h: UIKitTestHarness, _ titles: [String], y: CGFloat = 0, height: CGFloat = 480) -> (TableSectionIndexView, Box) {
        let strip = TableSectionIndexView(frame: CGRect(x: 300, y: y, width: 20, height: height))
        strip.titles = titles
        let box = Box()
        strip.onSelectTitle = { box.picked.append($0) }
        h.window.addSubview(strip)
        h.runTurn()
        return (strip, box)
    }

    @MainActor
    final class Box { var picked: [Int] = [] }

    @Test("UITableView.indexSearch is Apple's \"{search}\"")
    func indexSearch() {
        #expect(UITableView.indexSearch == "{search}")
    }

    @Test("A to Z in 480 pt: 26 rows of 14 pt centred vertically, none folded")
    func rows() {
        let layout = SectionIndexLayout(titleCount: 26, height: 480)
        #expect(layout.entries == (0..<26).map(SectionIndexLayout.Entry.title))
        #expect(!layout.isFolded)
        #expect(layout.top == 58)
        #expect(layout.rowCenter(0) == 65)
        #expect(layout.rowCenter(25) == 415)
    }

    @Test("Too many titles for the height: an odd number of rows alternating titles and bullets, first and last shown")
    func folding() {
        // 26 titles in 160 pt: (160 - 12) / 14 = 10 rows fit, 9 are used.
        let layout = SectionIndexLayout(titleCount: 26, height: 160)
        #expect(layout.isFolded)
        #expect(
            layout.entries == [.title(0), .bullet, .title(6), .bullet, .title(13), .bullet, .title(19), .bullet, .title(25)])
        #expect(layout.top == 17)
        // A title's row picks that title; a bullet's row one it stands for.
        #expect(layout.titleIndex(atY: layout.rowCenter(2)) == 6)
        #expect(layout.titleIndex(atY: layout.rowCenter(4)) == 13)
        #expect(layout.titleIndex(atY: layout.rowCenter(3)) == 9)
        #expect(layout.titleIndex(atY: layout.rowCenter(8)) == 25)
    }

    @Test("A strip too short for two rows shows the first title only; no titles, no rows")
    func degenerate() {
        let tiny = SectionIndexLayout(titleCount: 5, height: 20)
        #expect(tiny.entries == [.title(0)])
        #expect(tiny.titleIndex(atY: 100) == 0)
        let empty = SectionIndexLayout(titleCount: 0, height: 480)
        #expect(empty.entries.isEmpty && empty.titleIndex(atY: 10) == nil)
    }

    @Test("The finger's height picks the nearest title, clamped above and below the rows")
    func nearestAndClamped() {
        let layout = SectionIndexLayout(titleCount: 26, height: 480)
        #expect(layout.titleIndex(atY: 65) == 0)
        #expect(layout.titleIndex(atY: 71.9) == 0)
        #expect(layout.titleIndex(atY: 72.1) == 1)
        #expect(layout.titleIndex(atY: 233) == 12)
        #expect(layout.titleIndex(atY: 240) == 13)
        #expect(layout.titleIndex(atY: -100) == 0)
        #expect(layout.titleIndex(atY: 0) == 0)
        #expect(layout.titleIndex(atY: 479) == 25)
        #expect(layout.titleIndex(atY: 10_000) == 25)
    }

    @Test("Width: the widest title in 11 pt bold plus 2 pt either side, at least 15; 0 without titles")
    func width() {
        let h = UIKitTestHarness()
        let (strip, _) = strip(h, ["I", "J"])
        #expect(strip.preferredWidth() == 15)
        strip.titles = Self.alphabet
        // W, the widest letter, is a little over 11 pt wide.
        #expect(strip.preferredWidth() == 16)
        strip.titles = ["A", "Long"]
        let long = ("Long" as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 11)]).width
        #expect(strip.preferredWidth() == (long + 4).rounded(.up))
        strip.titles = [UITableView.indexSearch]
        #expect(strip.preferredWidth() == 15)
        strip.titles = []
        #expect(strip.preferredWidth() == 0)
    }

    @Test("A drag down the strip reports each title once, in order, from touch-down")
    func dragReportsEachTitle() {
        let h = UIKitTestHarness()
        let (_, box) = strip(h, Self.alphabet)
        h.touchDown(at: CGPoint(x: 310, y: 65))
        #expect(box.picked == [0])
        for y in stride(from: 66, through: 416, by: 2) { h.touchMove(to: CGPoint(x: 310, y: CGFloat(y))) }
        h.touchUp()
        #expect(box.picked == Array(0..<26))
    }

    @Test("Past the ends the finger keeps picking the first or last title, without repeats; back inside it moves on")
    func clampsBeyondEnds() {
        let h = UIKitTestHarness()
        let (_, box) = strip(h, Self.alphabet)
        h.touchDown(at: CGPoint(x: 310, y: 100))
        h.touchMove(to: CGPoint(x: 310, y: 30))
        h.touchMove(to: CGPoint(x: 310, y: -40))
        h.touchMove(to: CGPoint(x: 200, y: -200))
        h.touchMove(to: CGPoint(x: 310, y: 79))
        h.touchMove(to: CGPoint(x: 310, y: 600))
        h.touchMove(to: CGPoint(x: 310, y: 900))
        h.touchUp()
        #expect(box.picked == [3, 0, 1, 25])
    }

    @Test("A new touch reports its title again, even the one the last touch ended on")
    func newTouchReportsAgain() {
        let h = UIKitTestHarness()
        let (_, box) = strip(h, Self.alphabet)
        h.tap(at: CGPoint(x: 310, y: 233))
        h.tap(at: CGPoint(x: 310, y: 233))
        #expect(box.picked == [12, 12])
    }

    @Test("A folded strip still reaches every title as the finger slides down it")
    func foldedTracking() {
        let h = UIKitTestHarness()
        let (_, box) = strip(h, Self.alphabet, y: 100, height: 160)
        h.touchDown(at: CGPoint(x: 310, y: 100))
        for y in stride(from: 100, through: 260, by: 1) { h.touchMove(to: CGPoint(x: 310, y: CGFloat(y))) }
        h.touchUp()
        #expect(box.picked == Array(0..<26))
    }

    // MARK: Goldens

    /// A 320x480 white table-sized sheet with a strip of `titles` at its right edge, as wide as it prefers.
    func sheet(_ h: UIKitTestHarness, _ titles: [String], height: CGFloat = 480, configure: (TableSectionIndexView) -> Void = { _ in })
        -> UIView
    {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        sheet.backgroundColor = .white
        let strip = TableSectionIndexView(frame: .zero)
        strip.titles = titles
        configure(strip)
        let width = strip.preferredWidth()
        strip.frame = CGRect(x: 320 - width, y: 0, width: width, height: height)
        sheet.addSubview(strip)
        h.window.addSubview(sheet)
        h.runTurn()
        return sheet
    }

    @Test("A to Z at the right edge of a 320x480 table, in the tint colour")
    func alphabetGolden() {
        let h = UIKitTestHarness()
        assertSnapshot(of: sheet(h, Self.alphabet), as: .image, named: "alphabet")
    }

    @Test("The search glyph first, then A to Z and #, in a custom colour while touched (tracking background)")
    func searchGolden() {
        let h = UIKitTestHarness()
        let view = sheet(h, [UITableView.indexSearch] + Self.alphabet + ["#"]) { $0.indexColor = .darkGray }
        h.touchDown(at: CGPoint(x: 312, y: 240))
        assertSnapshot(of: view, as: .image, named: "search")
        h.touchUp()
    }

    @Test("A to Z folded into a 200 pt strip: titles and bullets alternate")
    func foldedGolden() {
        let h = UIKitTestHarness()
        assertSnapshot(of: sheet(h, Self.alphabet, height: 200), as: .image, named: "folded")
    }
}
