// The Catalog's "Switches and sliders" page: its golden (1024x768 at scale 1, looked at: see the commit
// message), its layout, and its interactions through the harness.
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: switches and sliders")
struct SwitchesAndSlidersPageTests {
    init() { TestFonts.pin() }

    func page() -> (UIKitTestHarness, SwitchesAndSlidersPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "switches-and-sliders", as: SwitchesAndSlidersPageView.self)
        return (h, page)
    }

    func point(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> CGPoint { view.convert(CGPoint(x: x, y: y), to: nil) }

    @Test("The page's golden")
    func golden() {
        let (h, page) = page()
        let image = h.render()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "switches-and-sliders")
        let customized = page.example("tint, onTint, thumbTintColor")!
        let outline = Pixels(image)[Int(point(customized, 25, 0).x), Int(point(customized, 25, 0).y)]
        #expect(outline[2] > 200 && outline[0] < 120, "the blue outline: \(outline)")
    }

    @Test("Every example lies inside the page and overlaps no other")
    func layout() {
        let (_, page) = page()
        let frames = page.examples.map(\.view.frame)
        #expect(frames.count == 19)
        for (index, frame) in frames.enumerated() {
            #expect(page.bounds.contains(frame), "\(page.examples[index].caption)")
            for (other, otherFrame) in frames.enumerated() where other != index {
                #expect(!frame.intersects(otherFrame), "\(page.examples[index].caption) / \(page.examples[other].caption)")
            }
        }
    }

    @Test(
        "Tapping the reporting switch toggles it and counts one valueChanged; the setOn button animates it back and sends one itself (E7.1)"
    )
    func switches() {
        let (h, page) = page()
        let sw = page.drivenSwitch
        h.tap(at: point(sw, 25, 15))
        #expect(sw.isOn)
        #expect(page.switchStatus.text == "isOn: true, valueChanged × 1")
        h.advance(by: 0.5)
        h.tap(at: point(page.setOnButton, 150, 20))
        #expect(!sw.isOn)
        #expect(page.switchStatus.text == "isOn: false, valueChanged × 2")
        let disabled = page.example("isEnabled = false") as! UISwitch
        h.tap(at: point(disabled, 25, 15))
        #expect(!disabled.isOn)
    }

    @Test("Dragging the default slider reports as it goes, the non-continuous one once; a tap on a plain track does nothing")
    func sliders() {
        let (h, page) = page()
        let slider = page.continuousSlider
        let centre = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5).midX
        h.drag(from: point(slider, centre, 15), to: point(slider, centre + 100, 15), steps: 5)
        #expect(slider.value > 0.8)
        #expect(page.sliderStatus.text?.contains("(× 5)") == true, "\(page.sliderStatus.text ?? "")")
        let discrete = page.discreteSlider
        h.drag(from: point(discrete, centre, 15), to: point(discrete, centre - 100, 15), steps: 5)
        #expect(discrete.value < 0.2)
        #expect(page.sliderStatus.text?.hasSuffix("(× 1)") == true, "\(page.sliderStatus.text ?? "")")
        h.tap(at: point(slider, 20, 15))
        #expect(slider.value > 0.8)
    }

    @Test("E11.1 on the page: a tap on the tap-to-set slider's track sets the value where it landed")
    func tapToSet() {
        let (h, page) = page()
        let slider = page.tapToSetSlider
        h.tap(at: point(slider, 210, 15))
        h.advance(by: 0.5)
        #expect(abs(slider.value - 0.75) < 0.001)
    }
}
