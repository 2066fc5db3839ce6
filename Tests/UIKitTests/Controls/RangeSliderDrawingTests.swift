// Seed 001's RangeSlider as pixels: the drawing acceptance tests of spec 001-003 (#34-#47), read at
// scale 1 in points as the spec gives them (tolerance ±0.05 per channel unless a test says otherwise),
// and goldens at scale 2: normal, a knob highlighted while dragged, custom colours, curvaceousness 0,
// 0.5 and 1, and the tutorial's stage S3-S6 draft. Each golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("RangeSlider drawing")
struct RangeSliderDrawingTests {
    init() { TestFonts.pin() }

    /// A pixel as fractions 0…1: red, green, blue (not premultiplied) and alpha.
    struct Colour {
        let r, g, b, a: Double
        init(_ p: [UInt8]) { (r, g, b, a) = (Double(p[0]) / 255, Double(p[1]) / 255, Double(p[2]) / 255, Double(p[3]) / 255) }
        var luminance: Double { 0.299 * r + 0.587 * g + 0.114 * b }
    }

    /// The tutorial's slider (20, 20, 280, 30) in a 320×480 window at scale 1, drawn.
    func slider(_ configure: (RangeSlider) -> Void = { _ in }) -> (UIKitTestHarness, RangeSlider) {
        let h = UIKitTestHarness(scale: 1)
        let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        configure(slider)
        h.window.addSubview(slider)
        h.runTurn()
        return (h, slider)
    }

    /// `layer` alone (its own bounds, transparent around it), at scale 1; the pixel at a point in its space.
    func colour(of layer: CALayer, at point: CGPoint) -> Colour {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { layer.render(in: $0.cgContext) }
        return Colour(Pixels(image)[Int(point.x), Int(point.y)])
    }

    // MARK: Stage pictures

    @Test("Stage S3-S6: red control, blue track, green knobs (spec 001-003 #34)")
    func stageOne() {
        let h = UIKitTestHarness(scale: 1)
        let draft = RangeSliderDraft(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        h.window.addSubview(draft)
        let pixels = Pixels(h.render())
        func at(_ x: Int, _ y: Int) -> [UInt8] { pixels[20 + x, 20 + y] }
        #expect(at(5, 2) == [255, 0, 0, 255])
        #expect(at(140, 15) == [0, 0, 255, 255])
        #expect(at(65, 15) == [0, 255, 0, 255])
        // The draft drags as the final control does.
        h.drag(from: CGPoint(x: 85, y: 35), to: CGPoint(x: 110, y: 35), steps: 1)
        #expect(draft.lowerValue == 3)
    }

    // MARK: Track

    @Test("Track: the range is the highlight colour, outside it the track colour (spec 001-003 #35, #36)")
    func trackColours() {
        let (_, slider) = slider()
        let y = 0.3 * slider.trackLayer.bounds.height
        let inside = colour(of: slider.trackLayer, at: CGPoint(x: 140, y: y))
        #expect(inside.b - inside.r > 0.5)
        #expect(abs(inside.g - 0.45) < 0.08 && abs(inside.b - 0.94) < 0.08)
        let outside = colour(of: slider.trackLayer, at: CGPoint(x: 30, y: y))
        #expect(abs(outside.r - outside.g) < 0.05 && abs(outside.g - outside.b) < 0.05)
        #expect(outside.r > 0.75 && outside.r < 0.95)
    }

    @Test("Track: the range spans the knobs' centres, 65 to 215 (spec 001-003 #37)")
    func rangeSpansKnobCentres() {
        let (_, slider) = slider()
        // Row 4: above the gloss, which starts at mid-height (6.43).
        for (x, blue) in [(63, false), (66, true), (213, true), (216, false)] {
            let pixel = colour(of: slider.trackLayer, at: CGPoint(x: x, y: 4))
            #expect((pixel.b - pixel.r > 0.5) == blue, "x = \(x): \(pixel)")
        }
    }

    @Test("Track: the gloss whitens the lower half: red ≈ 0.40 at 0.75·h, ≈ 0 at 0.3·h (spec 001-003 #38)")
    func gloss() {
        let (_, slider) = slider()
        let h = slider.trackLayer.bounds.height
        let lower = colour(of: slider.trackLayer, at: CGPoint(x: 140, y: 0.75 * h))
        let upper = colour(of: slider.trackLayer, at: CGPoint(x: 140, y: 0.3 * h))
        #expect(abs(lower.r - 0.40) < 0.05)
        #expect(upper.r < 0.1)
    }

    @Test("Track: rounded corners at curvaceousness 1, square at 0 (spec 001-003 #39)")
    func trackCorners() {
        let (_, round) = slider()
        #expect(colour(of: round.trackLayer, at: CGPoint(x: 0.5, y: 0.5)).a < 0.1)
        let (_, square) = slider { $0.curvaceousness = 0 }
        #expect(colour(of: square.trackLayer, at: CGPoint(x: 0.5, y: 0.5)).a > 0.9)
    }

    @Test("Track: the outline darkens the bottom edge (spec 001-003 #40)")
    func trackOutline() {
        let (_, slider) = slider()
        let bottom = slider.trackLayer.bounds.height - 0.5
        let edge = colour(of: slider.trackLayer, at: CGPoint(x: 140, y: bottom))
        let inside = colour(of: slider.trackLayer, at: CGPoint(x: 140, y: bottom - 3))
        #expect(edge.luminance < inside.luminance)
    }

    @Test("Track: a new trackColour shows at the next render (spec 001-003 #41)")
    func trackColourChange() {
        let (h, slider) = slider()
        slider.trackColour = .yellow
        h.runTurn()
        let pixel = colour(of: slider.trackLayer, at: CGPoint(x: 30, y: 0.3 * slider.trackLayer.bounds.height))
        #expect(pixel.r > 0.75 && pixel.g > 0.75 && pixel.b < 0.2)
    }

    // MARK: Knobs

    @Test("Knob: round at curvaceousness 1, transparent corner, opaque centre (spec 001-003 #42)")
    func roundKnob() {
        let (_, slider) = slider()
        #expect(colour(of: slider.lowerKnobLayer, at: CGPoint(x: 3, y: 3)).a < 0.15)
        #expect(colour(of: slider.lowerKnobLayer, at: CGPoint(x: 15, y: 15)).a == 1)
    }

    @Test("Knob: square at curvaceousness 0, its corner the knob colour (spec 001-003 #43)")
    func squareKnob() {
        let (_, slider) = slider { $0.curvaceousness = 0 }
        let corner = colour(of: slider.lowerKnobLayer, at: CGPoint(x: 3, y: 3))
        // Opaque and neutral; 0.925 rather than white, because row 3 is where the top outline's shadow
        // falls (offset 1 pt down; §1.3 [Q]: the outline is stroked with the fill's shadow still set).
        #expect(corner.a > 0.95)
        #expect(abs(corner.r - corner.g) < 0.02 && abs(corner.g - corner.b) < 0.02 && corner.r > 0.9)
    }

    @Test("Knob: drawn 2 pt inside its layer; the left edge carries no fill (spec 001-003 #44)")
    func knobInset() {
        let (_, slider) = slider()
        #expect(colour(of: slider.lowerKnobLayer, at: CGPoint(x: 0.5, y: 15)).a < 0.3)
    }

    @Test("Knob: the inner gradient is darker at the top (spec 001-003 #45; its 0.08 ignores the shadow left set)")
    func knobGradient() {
        let (_, slider) = slider()
        let top = colour(of: slider.lowerKnobLayer, at: CGPoint(x: 15, y: 5)).luminance
        let bottom = colour(of: slider.lowerKnobLayer, at: CGPoint(x: 15, y: 25)).luminance
        // The spec's 0.08 ± 0.04 ignores the shadow that step 1 leaves set (§1.3 [Q]): as in Core Graphics,
        // every later drawing casts it, the gradient included, which darkens the top more (the gradient's
        // shadow falls 1 pt lower, where it is darker than the gradient itself). Measured: 0.800 and 0.925;
        // with the shadow cleared before the gradient, 0.835 and 0.945 (0.11, within the spec's bound).
        #expect(top < bottom)
        #expect(abs(bottom - top - 0.125) < 0.02)
    }

    @Test("Knob: dragged, the 10% black overlay darkens it (spec 001-003 #46, and #10 redisplay; shadow left set)")
    func highlightedKnob() {
        let (h, slider) = slider()
        let normal = colour(of: slider.lowerKnobLayer, at: CGPoint(x: 15, y: 15)).luminance
        h.touchDown(at: CGPoint(x: 85, y: 35))
        let pressed = Colour(Pixels(h.render())[85, 35]).luminance
        // The spec's 0.9 ± 0.03 ignores the step-1 shadow still set (§1.3 [Q]): the 10% black overlay
        // casts it too, under itself. Measured: 0.741 / 0.855 = 0.867 (0.902 and 0.9 without the shadow).
        #expect(abs(pressed / normal - 0.867) < 0.02)
        h.touchUp()
        #expect(abs(Colour(Pixels(h.render())[85, 35]).luminance - normal) < 0.01)
    }

    @Test("Knob: knobColour red makes the knob red (spec 001-003 #47)")
    func knobColour() {
        let (_, slider) = slider { $0.knobColour = .red }
        let centre = colour(of: slider.lowerKnobLayer, at: CGPoint(x: 15, y: 15))
        #expect(centre.r > 0.7 && centre.g < 0.2 && centre.b < 0.2)
    }

    // MARK: Goldens (scale 2)

    /// A white 320×50 sheet with the tutorial's 280×30 slider at (20, 10), in a window at scale 2.
    func sheet(_ configure: (RangeSlider) -> Void = { _ in }) -> (UIKitTestHarness, UIView, RangeSlider) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100), scale: 2)
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        sheet.backgroundColor = .white
        let slider = RangeSlider(frame: CGRect(x: 20, y: 10, width: 280, height: 30))
        configure(slider)
        sheet.addSubview(slider)
        h.window.addSubview(sheet)
        h.runTurn()
        return (h, sheet, slider)
    }

    @Test("Golden: the tutorial's slider, values 2 and 8 (Figure of stage S10)")
    func goldenNormal() {
        let (_, view, _) = sheet()
        assertSnapshot(of: view, as: .image, named: "normal")
    }

    @Test("Golden: the lower knob dragged 50 pt right, darkened while the finger is down")
    func goldenDragging() {
        let (h, view, slider) = sheet()
        h.touchDown(at: CGPoint(x: 85, y: 25))
        h.touchMove(to: CGPoint(x: 135, y: 25))
        #expect(slider.lowerValue == 4)
        assertSnapshot(of: view, as: .image, named: "dragging")
        h.touchUp()
    }

    @Test("Golden: custom colours (dark track, orange range, cream knobs)")
    func goldenCustomColours() {
        let (_, view, _) = sheet {
            $0.trackColour = UIColor(white: 0.35, alpha: 1)
            $0.trackHighlightColour = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
            $0.knobColour = UIColor(red: 1, green: 0.93, blue: 0.75, alpha: 1)
        }
        assertSnapshot(of: view, as: .image, named: "custom-colours")
    }

    @Test("Goldens: curvaceousness 0 (the tutorial's updateState, red range) and 0.5")
    func goldenCurvaceousness() {
        let (_, square, _) = sheet {
            $0.curvaceousness = 0
            $0.trackHighlightColour = .red
        }
        assertSnapshot(of: square, as: .image, named: "curvaceousness-0")
        let (_, half, _) = sheet { $0.curvaceousness = 0.5 }
        assertSnapshot(of: half, as: .image, named: "curvaceousness-0.5")
    }

    @Test("Golden: the tutorial's stage S3-S6 draft, red control, blue track, green knobs")
    func goldenDraft() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100), scale: 2)
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        sheet.backgroundColor = .white
        sheet.addSubview(RangeSliderDraft(frame: CGRect(x: 20, y: 10, width: 280, height: 30)))
        h.window.addSubview(sheet)
        h.runTurn()
        assertSnapshot(of: sheet, as: .image, named: "draft")
    }
}
