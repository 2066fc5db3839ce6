// The Catalog's "Custom controls" page: its golden as the window shows it (1024x768 points at scale 1,
// headless; the page alone), and its interactions through the harness. The golden was looked at (see
// the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Custom controls page")
struct CustomControlsPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, CustomControlsPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "custom-controls", as: CustomControlsPageView.self)
        return (h, page)
    }

    /// `point`, in `view`'s coordinates, in the window's.
    func window(_ view: UIView, _ point: CGPoint) -> CGPoint { view.convert(point, to: nil) }

    @Test("It is listed after the steppers, titled \"Custom controls\"")
    func listed() {
        let index = CatalogPage.all.firstIndex { $0.name == "custom-controls" }
        #expect(index.map { CatalogPage.all[$0 - 1].name } == "steppers-and-segmented-controls")
        #expect(index.map { CatalogPage.all[$0].title } == "Custom controls")
    }

    @Test("Golden: the knob between Min and Max with its readout; the range slider, its variants and the draft")
    func golden() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "custom-controls")
    }

    @Test("The page shows the seeds' set-ups: knob at 0, slider at 2…8, variants as captioned")
    func setUp() {
        let (_, page) = catalog()
        #expect(page.knob.angle == 0 && !page.knob.isContinuous)
        #expect(page.minLabel.text == "Min" && page.maxLabel.text == "Max")
        #expect(page.slider.lowerValue == 2 && page.slider.upperValue == 8)
        #expect(page.variants.count == 4)
        #expect(page.variants[2].curvaceousness == 0 && page.variants[2].trackHighlightColour == .red)
        #expect(page.variants[3].lowerKnobLayer.frame.height == 40)
        #expect(page.knobReadout.text == "angle 0.00 rad (0%)\nvalue changes reported: 0")
    }

    @Test("Turning the knob updates the readout when the finger lifts; with Continuous on, on every move")
    func turnKnob() {
        let (h, page) = catalog()
        let centre = window(page, CustomControlsPageView.knobCentre)
        func at(_ angle: CGFloat) -> CGPoint { CGPoint(x: centre.x + 45 * cos(angle), y: centre.y + 45 * sin(angle)) }
        h.touchDown(at: at(0))
        for step in 1...4 { h.touchMove(to: at(CGFloat(step) * 0.25)) }
        #expect(page.knobValueChanges == 0)
        h.touchUp()
        #expect(page.knobValueChanges == 1)
        #expect(abs(page.knob.angle - 1) < 1e-6)
        #expect(page.knobReadout.text == "angle 1.00 rad (20%)\nvalue changes reported: 1")

        CatalogTestSupport.tap(page.continuousButton, in: h)
        #expect(page.knob.isContinuous)
        #expect(page.continuousButton.title(for: .normal) == "Continuous: on")
        h.touchDown(at: at(0))
        for step in 1...4 { h.touchMove(to: at(CGFloat(step) * 0.25)) }
        #expect(page.knobValueChanges == 5)
        h.touchUp()
        #expect(page.knobValueChanges == 6)
        #expect(abs(page.knob.angle - 2) < 1e-6)
    }

    @Test("\"angle = 2.5 in code\" turns the knob without a value change")
    func setAngleInCode() {
        let (h, page) = catalog()
        CatalogTestSupport.tap(page.setAngleButton, in: h)
        #expect(page.knob.angle == 2.5)
        #expect(page.knobValueChanges == 0)
        #expect(page.knobReadout.text == "angle 2.50 rad (50%)\nvalue changes reported: 0")
    }

    @Test("Dragging the slider's upper knob updates the readout on every move")
    func dragSlider() {
        let (h, page) = catalog()
        let slider = page.slider
        let start = window(slider, CGPoint(x: slider.positionForValue(8), y: 15))
        let step = (slider.bounds.width - 30) / 10  // one unit of value
        h.touchDown(at: start)
        h.touchMove(to: CGPoint(x: start.x + step, y: start.y))
        h.touchMove(to: CGPoint(x: start.x + 5 * step, y: start.y))
        h.touchUp()
        #expect(slider.upperValue == 10)
        #expect(page.sliderValueChanges == 2)
        #expect(page.sliderReadout.text == "lowerValue 2.00, upperValue 10.00 of 0…10\nvalue changes reported: 2")
    }
}
