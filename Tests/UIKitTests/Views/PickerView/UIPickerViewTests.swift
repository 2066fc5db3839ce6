// UIPickerView: components and rows from the data source, content and sizes from the delegate, the
// drums' reuse of row views, selection by code (silent) and by the user (one didSelectRow once a drum
// comes to rest), touches on rows outside the band, the selection indicator, heights, and bad input.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// A data source and delegate over fixed rows: titles "R:row, C:component" unless `views` (labels the
/// delegate makes, reusing what it is offered); logs what it is asked and told.
@MainActor
final class PickerModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var width: CGFloat?
    var widths: [CGFloat]?
    var rowHeight: CGFloat?
    var views = false
    var titles: ((Int, Int) -> String)?
    private(set) var selections: [(row: Int, component: Int)] = []
    private(set) var reusing: [UIView?] = []

    init(rows: [Int]) { self.rows = rows }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? width ?? pickerView.bounds.width / CGFloat(rows.count) - 5
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight ?? 32 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles?(row, component) ?? "R:\(row), C:\(component)"
    }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        // Without views, what a delegate that does not implement this method gets: the picker's titles.
        guard views else { return DefaultRows().pickerView(pickerView, viewForRow: row, forComponent: component, reusing: view) }
        reusing.append(view)
        let label = view as? UILabel ?? UILabel()
        label.text = titles?(row, component) ?? "R:\(row), C:\(component)"
        label.backgroundColor = .clear
        label.sizeToFit()
        return label
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }

    /// A delegate that leaves everything to the defaults.
    private final class DefaultRows: UIPickerViewDelegate {}
}

@MainActor
@Suite("UIPickerView")
struct UIPickerViewTests {
    init() { TestFonts.pin() }

    /// A picker 320 × 216 at y 100 in a harness window, showing `model`.
    func show(_ model: PickerModel, in h: UIKitTestHarness, frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 216)) -> UIPickerView {
        let picker = UIPickerView(frame: frame)
        picker.dataSource = model
        picker.delegate = model
        h.window.addSubview(picker)
        h.runTurn()
        return picker
    }

    /// The window point at the middle of `component`'s selection band, moved `dy` points.
    func band(_ picker: UIPickerView, _ component: Int, dy: CGFloat = 0) -> CGPoint {
        var x = picker.bounds.midX
        if picker.numberOfComponents > 1 {
            let widths = (0..<picker.numberOfComponents).map { picker.rowSize(forComponent: $0).width }
            let total = widths.reduce(0, +) + 5 * CGFloat(widths.count - 1)
            x = (picker.bounds.width - total) / 2 + widths[0..<component].reduce(0, +) + 5 * CGFloat(component) + widths[component] / 2
        }
        return picker.convert(CGPoint(x: x, y: picker.bounds.midY + dy), to: nil)
    }

    @Test("E11 (T131, #23): three components of three rows, each row 100 × 30")
    func structure() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [3, 3, 3])
        model.width = 100
        model.rowHeight = 30
        let picker = show(model, in: h)
        #expect(picker.numberOfComponents == 3)
        #expect((0..<3).map { picker.numberOfRows(inComponent: $0) } == [3, 3, 3])
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 100, height: 30))
    }

    @Test("The counts change only on reload (#32); dependent drums reload from a selection (#34)")
    func reloading() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [4, 2])
        let picker = show(model, in: h)
        model.rows = [4, 7]
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        picker.reloadComponent(1)
        #expect(picker.numberOfRows(inComponent: 1) == 7)
        model.rows = [4, 7, 1]
        #expect(picker.numberOfComponents == 2)
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3)
        // E4.2: the second drum follows the first.
        model.rows = [4, 3, 1]
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.reloadComponent(1)
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 2)
    }

    @Test("Rows show the delegate's views, centred in the row (#24, #27, #33, T137)")
    func rowViews() throws {
        let h = UIKitTestHarness()
        let states = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut"]
        let model = PickerModel(rows: [states.count])
        model.views = true
        model.titles = { row, _ in states[row] }
        let picker = show(model, in: h)
        picker.selectRow(4, inComponent: 0, animated: false)
        h.runTurn()
        let california = try #require(picker.view(forRow: 4, forComponent: 0) as? UILabel)
        #expect(california.text == "California")
        #expect(california.window === h.window)
        let centre = california.superview!.convert(california.center, to: picker)
        #expect(abs(centre.x - picker.bounds.midX) <= 0.5, "the component lies on whole points")
        #expect(abs(centre.y - picker.bounds.midY) < 0.5, "in the selection band")
        #expect(picker.view(forRow: 6000, forComponent: 0) == nil)
        #expect(picker.view(forRow: 0, forComponent: 3) == nil)
    }

    @Test("Titles show as labels of the picker's own, which view(forRow:forComponent:) does not return")
    func titlesAreNotSuppliedViews() {
        let h = UIKitTestHarness()
        let picker = show(PickerModel(rows: [3]), in: h)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    @Test("A view for a row is first asked with nothing to reuse; rows that went out of sight are offered again (#25, #26, T137)")
    func reuse() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [200])
        model.views = true
        let picker = show(model, in: h)
        #expect(!model.reusing.isEmpty)
        #expect(model.reusing.allSatisfy { $0 == nil }, "nothing has gone out of sight yet")
        picker.selectRow(100, inComponent: 0, animated: false)
        h.runTurn()
        #expect(model.reusing.contains { $0 != nil })
    }

    @Test("With a row height of 30 the centres of adjacent rows are 30 points apart (T138, #29)")
    func rowHeight() throws {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [10])
        model.views = true
        model.rowHeight = 30
        let picker = show(model, in: h)
        picker.selectRow(4, inComponent: 0, animated: false)
        h.runTurn()
        let a = try #require(picker.view(forRow: 4, forComponent: 0)), b = try #require(picker.view(forRow: 5, forComponent: 0))
        let gap = b.center.y - a.center.y
        #expect(gap == 30)
        // On the screen the row below the band is foreshortened and nearer it: the drum's curve.
        let shownGap = b.frame.midY - a.frame.midY
        #expect(shownGap < 30 && shownGap > 20)
        #expect(b.frame.height < a.frame.height)
    }

    @Test("Code selects silently (#31, T139); selectedRow is -1 for an empty or missing component (T134)")
    func programmaticSelection() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [10, 0])
        let picker = show(model, in: h)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        picker.selectRow(7, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        h.advance(by: 1)
        #expect(model.selections.isEmpty)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    @Test("A slow drag that lands two rows on tells the delegate once, when the drum rests (T133, T134, #30)")
    func dragSettles() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [3, 3, 3])
        let picker = show(model, in: h)
        let start = band(picker, 1)
        // Two rows up (64 points), slowly: no momentum; the drum settles on row 2.
        h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 66), steps: 20, duration: 1)
        #expect(model.selections.isEmpty, "not while it moves")
        h.advance(by: 1)
        #expect(model.selections.count == 1)
        #expect(model.selections.first?.row == 2 && model.selections.first?.component == 1)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("A flick spins the drum on with momentum; it rests on a row, telling the delegate once")
    func flickSettles() throws {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [1000])
        model.views = true
        let picker = show(model, in: h)
        let start = band(picker, 0, dy: 60)
        h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5, duration: 0.08)
        h.advance(by: 0.05)
        #expect(model.selections.isEmpty, "still spinning")
        h.advance(by: 5)
        #expect(model.selections.count == 1)
        let row = try #require(model.selections.first?.row)
        #expect(row > 5, "momentum carried it past where the finger left it: \(row)")
        #expect(picker.selectedRow(inComponent: 0) == row)
        let view = try #require(picker.view(forRow: row, forComponent: 0))
        let centre = view.superview!.convert(CGPoint(x: view.frame.midX, y: view.frame.midY), to: picker)
        #expect(abs(centre.y - picker.bounds.midY) < 0.5, "the row rests in the band")
    }

    @Test("Touching a row above or below the band turns it into the band and tells the delegate")
    func tapTurns() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [20])
        let picker = show(model, in: h)
        picker.selectRow(10, inComponent: 0, animated: false)
        h.runTurn()
        h.tap(at: band(picker, 0, dy: 64))  // About two rows below (the curve draws them closer).
        h.advance(by: 1)
        #expect(model.selections.count == 1)
        let row = model.selections.first?.row ?? 0
        #expect(row == 12 || row == 13, "a row below: \(row)")
        h.tap(at: band(picker, 0, dy: -33))
        h.advance(by: 1)
        #expect(model.selections.count == 2)
        #expect(model.selections.last?.row == row - 1)
        h.tap(at: band(picker, 0))
        h.advance(by: 1)
        #expect(model.selections.count == 2, "the row in the band: nothing to turn")
    }

    @Test("Four components of 100 points in a 320-point picker keep their widths (T136)")
    func widthsAreNotFitted() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [3, 3, 3, 3])
        model.width = 100
        let picker = show(model, in: h)
        #expect((0..<4).allSatisfy { picker.rowSize(forComponent: $0).width == 100 })
        #expect(picker.clipsToBounds)
    }

    @Test("Heights: none gives 216; under 162 is raised to 162; more is kept (#28 as DIRECTION overrides it)")
    func heights() {
        #expect(UIPickerView().frame.height == 216)
        #expect(UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)).frame.height == 162)
        #expect(UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 300)).frame.height == 300)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(picker.frame.size == CGSize(width: 200, height: 162))
        #expect(picker.intrinsicContentSize.height == 216)
    }

    @Test("The selection indicator: two lines round the band when shown, none by default (T135)")
    func selectionIndicator() throws {
        let h = UIKitTestHarness()
        h.window.backgroundColor = .white
        let model = PickerModel(rows: [5])
        model.titles = { _, _ in "" }
        let picker = show(model, in: h)
        #expect(!picker.showsSelectionIndicator)
        func lineGray() throws -> CGFloat {
            let image = try #require(h.render().cgImage)
            // The band's top edge, at scale 2: (216 - 32) / 2 = 92 points into the picker, the line just above.
            let (r, _, _, _) = image.rgbaPixel(x: 40, y: Int((100 + 92) * 2 - 1))
            return CGFloat(r) / 255
        }
        #expect(try lineGray() > 0.99)
        picker.showsSelectionIndicator = true
        h.runTurn()
        #expect(try abs(lineGray() - 0.8) < 0.02)
    }

    @Test("Bad input: missing components, negative counts and rows out of range clamp or do nothing")
    func badInput() {
        let h = UIKitTestHarness()
        let model = PickerModel(rows: [-4, 5])
        let picker = show(model, in: h)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(99, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 4)
        picker.selectRow(-9, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(1, inComponent: 7, animated: false)
        picker.reloadComponent(-1)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.rowSize(forComponent: -1) == .zero)
        h.advance(by: 1)
        #expect(model.selections.isEmpty)
    }

    @Test("A spinning drum repaints its component only")
    func spinDamage() {
        let h = UIKitTestHarness()
        h.window.backgroundColor = .white
        let model = PickerModel(rows: [1000, 10])
        let picker = show(model, in: h)
        let start = band(picker, 0, dy: 60)
        h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5, duration: 0.08)
        h.advance(by: 1.0 / 60)
        let damage = h.lastDamage.reduce(CGRect.null) { $0.union($1) }
        let component = picker.convert(CGRect(x: 0, y: 0, width: 160, height: 216), to: nil)
        let pixels = CGRect(x: component.minX * 2, y: component.minY * 2, width: component.width * 2, height: component.height * 2)
        #expect(!damage.isNull)
        #expect(pixels.insetBy(dx: -2, dy: -2).contains(damage), "damage \(damage) within \(pixels)")
    }

    @Test("Golden: three drums at rest, and one of them mid-spin")
    func goldens() {
        let h = UIKitTestHarness()
        h.window.backgroundColor = .white
        let model = PickerModel(rows: [50, 24, 60])
        model.titles = { row, component in
            switch component {
            case 0: return ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware"][row % 8]
            case 1: return String(row)
            default: return String(format: "%02d", row)
            }
        }
        model.widths = [160, 60, 60]
        let picker = show(model, in: h)
        picker.showsSelectionIndicator = true
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(9, inComponent: 1, animated: false)
        picker.selectRow(30, inComponent: 2, animated: false)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: "settled")
        let start = band(picker, 2, dy: 50)
        h.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5, duration: 0.08)
        h.advance(by: 0.1)
        assertSnapshot(of: h.render(), as: .image, named: "spinning")
    }
}
