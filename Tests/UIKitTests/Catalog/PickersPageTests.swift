// The Catalog's "Pickers" page: its golden (the page area, 1024x768 points at scale 1, headless, scrolled
// to the top and to the date pickers) and its live pickers through the harness. The goldens were looked
// at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("Catalog: Pickers page", .serialized)
struct PickersPageTests {
    init() { TestFonts.pin() }

    /// The Catalog showing the page, its date pickers made at 10:38 PM on November 29, 2026 in Los Angeles.
    func catalog() -> (UIKitTestHarness, PickersPageView) {
        let zone = TimeZone(identifier: "America/Los_Angeles")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 22, minute: 38))!
        UIDatePicker.currentDate = { now }
        PickersPageView.timeZone = zone
        let (h, _, page) = CatalogTestSupport.catalog(showing: "pickers", as: PickersPageView.self)
        return (h, page)
    }

    /// The window point at `point` in `view`.
    func at(_ view: UIView, _ point: CGPoint) -> CGPoint { view.convert(point, to: nil) }

    /// Turns the drum under `point` (in `view`) by `rows` rows and lets it settle.
    func turn(_ view: UIView, at point: CGPoint, by rows: Int, in h: UIKitTestHarness) {
        h.turnDrum(at: at(view, point), byRows: rows)
    }

    @Test("Golden: the picker views and the date pickers, scrolled to each")
    func golden() {
        let (h, page) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "pickers-top")
        page.scrollView.contentOffset = CGPoint(x: 0, y: page.scrollView.contentSize.height - page.scrollView.bounds.height)
        h.runTurn()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "pickers-bottom")
    }

    @Test("E4.1: the states drum shows California, row 4 (seed 000 #27)")
    func states() {
        let (_, page) = catalog()
        #expect(page.statesPicker.selectedRow(inComponent: 0) == 4)
        #expect(page.statesPicker.numberOfRows(inComponent: 0) == 50)
        let title = page.statesPicker.delegate?.pickerView(page.statesPicker, titleForRow: 4, forComponent: 0)
        #expect(title == "California")
    }

    @Test("E4.2: settling the state drum on another state reloads the cities (seed 000 #34)")
    func dependentDrums() {
        let (h, page) = catalog()
        let picker = page.citiesPicker
        #expect(picker.numberOfRows(inComponent: 1) == 5, "California's")
        let stateX = (picker.bounds.width - 224) / 2 + 50
        turn(picker, at: CGPoint(x: stateX, y: picker.bounds.midY), by: 3, in: h)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 1) == 6, "Texas's")
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test("The locale control turns the four mode pickers to de_DE and ja_JP")
    func locales() {
        let (h, page) = catalog()
        #expect(page.modePickers.map(\.datePickerMode) == [.time, .date, .dateAndTime, .countDownTimer])
        #expect(page.modePickers.allSatisfy { $0.locale == Locale(identifier: "en_US") })
        page.scrollView.contentOffset = CGPoint(x: 0, y: page.localeControl.frame.minY - 100)
        h.runTurn()
        let control = page.localeControl
        h.tap(at: at(control, CGPoint(x: control.bounds.width * 5 / 6, y: control.bounds.midY)))
        #expect(page.modePickers.allSatisfy { $0.locale == Locale(identifier: "ja_JP") })
    }

    @Test("E10.1, E10.3: the 1954 picker starts on January 1, 1954; the timer reads 1 hr, 30 min and follows a turn")
    func seedExamples() {
        let (h, page) = catalog()
        #expect(page.fiftyFourPicker.date == page.fiftyFourPicker.minimumDate)
        #expect(page.fiftyFourLabel.text?.hasPrefix("Friday, January 1, 1954") == true)
        #expect(page.timerLabel.text == "1 hr, 30 min")
        page.scrollView.contentOffset = CGPoint(x: 0, y: page.timerPicker.frame.minY - 100)
        h.runTurn()
        let timer = page.timerPicker
        turn(timer, at: CGPoint(x: timer.bounds.width * 3 / 4, y: timer.bounds.midY), by: 5, in: h)
        #expect(page.timerLabel.text == "1 hr, 35 min")
    }
}
