// The Catalog's "Steppers and segmented controls" page: its golden (the page area, 1024x768 points at
// scale 1, headless) and its live controls through the harness. The golden was looked at (see the
// commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Steppers and segmented controls page")
struct SteppersPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, SteppersPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "steppers-and-segmented-controls", as: SteppersPageView.self)
        return (h, page)
    }

    /// The window point at `point` in `view`.
    func at(_ view: UIView, _ point: CGPoint) -> CGPoint { view.convert(point, to: nil) }

    @Test("Golden: every stepper and segmented control state, then the seed examples")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "steppers-and-segmented-controls")
    }

    @Test("The grids hold the states set in code")
    func grids() {
        let (_, page) = catalog()
        #expect(page.stepperGrid.map(\.value) == [50, 0, 100, 100, 50, 50])
        #expect(page.stepperGrid.map(\.isEnabled) == [true, true, true, true, false, true])
        #expect(page.segmentGrid.map(\.selectedSegmentIndex) == [-1, 1, 0, 2, 0, -1])
        #expect(page.linenControl.frame.size == CGSize(width: 242, height: 60))
    }

    @Test("Tapping + on the Table 10-1 stepper shows 1.5 in its label; holding it reaches 6.0 and stops (seed 004 T089)")
    func tableStepper() {
        let (h, page) = catalog()
        h.tap(at: at(page.tableStepper, CGPoint(x: 70, y: 14)))
        #expect(page.tableLabel.text == "Value: 1.5")
        h.advance(by: 1)
        h.touchDown(at: at(page.tableStepper, CGPoint(x: 70, y: 14)))
        h.advance(by: 3)
        h.touchUp()
        #expect(page.tableStepper.value == 6 && page.tableLabel.text == "Value: 6.0")
    }

    @Test("E8.1: + on the 0…10 stepper at 5 fills the bar to 60 %")
    func progress() {
        let (h, page) = catalog()
        #expect(page.progressFill.frame.width == 60)
        h.tap(at: at(page.progressStepper, CGPoint(x: 70, y: 14)))
        #expect(page.progressFill.frame.width == 72)
    }

    @Test("E6: tapping the third then the second segment squares them; the live control reports its selection")
    func segments() {
        let (h, page) = catalog()
        let width = page.squaringControl.bounds.width
        h.tap(at: at(page.squaringControl, CGPoint(x: width * 5 / 6, y: 14)))
        h.advance(by: 1)
        h.tap(at: at(page.squaringControl, CGPoint(x: width / 2, y: 14)))
        #expect((0..<3).map { page.squaringControl.titleForSegment(at: $0) } == ["1", "4", "9"])
        h.advance(by: 1)
        h.tap(at: at(page.liveControl, CGPoint(x: page.liveControl.bounds.width * 5 / 6, y: 14)))
        #expect(page.liveLabel.text == "Selected: 2 (Satellite)")
    }
}
