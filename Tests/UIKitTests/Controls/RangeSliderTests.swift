// Seed 001's RangeSlider (the tutorial's CERangeSlider), the Catalog's user-written control: its values,
// layers, tracking, events and setters through UIKitTesting, with every behavioural acceptance test of
// spec 001-003 (#1-#34, #48, #49); the drawing tests (#35-#47) and goldens are in RangeSliderDrawingTests.
// Unless a test says otherwise the slider has the tutorial's frame (20, 20, 280, 30): knobs 30 wide,
// a usable length of 250, pos(v) = 25v + 15.
@testable import Catalog
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("RangeSlider")
struct RangeSliderTests {
    static let names: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("drag inside", .touchDragInside), ("drag outside", .touchDragOutside),
        ("exit", .touchDragExit), ("enter", .touchDragEnter), ("up inside", .touchUpInside),
        ("up outside", .touchUpOutside), ("cancel", .touchCancel), ("value", .valueChanged),
    ]

    /// The tutorial's slider in a 320×480 window, and the names of the events it sends, in order.
    @MainActor
    final class Fixture {
        let h: UIKitTestHarness
        let slider: RangeSlider
        var events: [String] = []

        init(frame: CGRect = CGRect(x: 20, y: 20, width: 280, height: 30), scale: CGFloat = 2) {
            h = UIKitTestHarness(scale: scale)
            slider = RangeSlider(frame: frame)
            h.window.addSubview(slider)
            for (name, event) in RangeSliderTests.names {
                slider.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
            }
            h.runTurn()
        }

        var valueChanges: Int { events.filter { $0 == "value" }.count }

        /// `point`, in the slider's coordinates, in the window's.
        func window(_ x: CGFloat, _ y: CGFloat = 15) -> CGPoint { slider.convert(CGPoint(x: x, y: y), to: nil) }

        /// Touch down at `x` (slider coordinates), move by `dx` (and `dy`) in `steps` moves, lift.
        func drag(from x: CGFloat, by dx: CGFloat, dy: CGFloat = 0, steps: Int = 1, lift: Bool = true) {
            h.touchDown(at: window(x))
            for step in 1...steps {
                let t = CGFloat(step) / CGFloat(steps)
                h.touchMove(to: window(x + dx * t, 15 + dy * t))
            }
            if lift { h.touchUp() }
        }
    }

    // MARK: Values and layers

    @Test("Defaults: values 0, 10, 2, 8; colours grey 0.9, blue (0, 0.45, 0.94), white; curvaceousness 1 (spec 001-003 #1, #2)")
    func defaults() {
        let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        #expect(slider.minimumValue == 0 && slider.maximumValue == 10)
        #expect(slider.lowerValue == 2 && slider.upperValue == 8)
        #expect(slider.trackHighlightColour == UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1))
        #expect(slider.trackColour == UIColor(white: 0.9, alpha: 1))
        #expect(slider.knobColour == .white)
        #expect(slider.curvaceousness == 1)
    }

    @Test("It is a UIControl and takes targets for valueChanged (spec 001-003 #3, #22: every target hears every move)")
    func isControl() {
        final class Target: NSObject {
            var count = 0
            func changed(_ sender: RangeSlider) { count += 1 }
        }
        let f = Fixture()
        #expect((f.slider as Any) is UIControl)
        let first = Target(), second = Target()
        f.slider.addTarget(first, action: Target.changed, for: .valueChanged)
        f.slider.addTarget(second, action: Target.changed, for: .valueChanged)
        f.drag(from: 65, by: 20, steps: 3)
        #expect(first.count == 3 && second.count == 3)
    }

    @Test("Layers: track, upper knob, lower knob, back to front, each pointing at the slider (spec 001-003 #4)")
    func layerTree() {
        let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        let sublayers = slider.layer.sublayers ?? []
        #expect(sublayers.count == 3)
        #expect(
            sublayers.first === slider.trackLayer && sublayers.dropFirst().first === slider.upperKnobLayer
                && sublayers.last === slider.lowerKnobLayer)
        #expect(sublayers[0] is RangeSliderTrackLayer && sublayers[1] is RangeSliderKnobLayer && sublayers[2] is RangeSliderKnobLayer)
        #expect(slider.trackLayer.slider === slider && slider.upperKnobLayer.slider === slider && slider.lowerKnobLayer.slider === slider)
    }

    @Test("The layers hold the slider weakly: releasing the slider frees it (spec 001-003 #5)")
    func weakBackReference() {
        let knob: RangeSliderKnobLayer
        weak var released: RangeSlider?
        do {
            let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
            knob = slider.lowerKnobLayer
            released = slider
            #expect(knob.slider != nil)
        }
        #expect(released == nil)
        #expect(knob.slider == nil)
    }

    @Test("Frames: the track (0, 8.571, 280, 12.857); knobs (50, 0, 30, 30) and (200, 0, 30, 30) (spec 001-003 #6, #7)")
    func frames() {
        let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        let track = slider.trackLayer.frame
        #expect(track.minX == 0 && track.width == 280)
        #expect(abs(track.minY - 30 / 3.5) < 1e-9 && abs(track.height - 30 * 3 / 7) < 1e-9)
        #expect(slider.lowerKnobLayer.frame == CGRect(x: 50, y: 0, width: 30, height: 30))
        #expect(slider.upperKnobLayer.frame == CGRect(x: 200, y: 0, width: 30, height: 30))
    }

    @Test("positionForValue maps 0…10 linearly onto 15…265 (spec 001-003 #8)")
    func positionForValue() {
        let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        #expect(slider.positionForValue(0) == 15)
        #expect(slider.positionForValue(10) == 265)
        #expect(slider.positionForValue(5) == 140)
        #expect(slider.positionForValue(2.5) == 77.5)
    }

    @Test("Knobs are as wide as the slider is tall: 40 × 40 in a 200 × 40 slider, centres from 20 to 180 (spec 001-003 #9)")
    func knobWidthFollowsHeight() {
        let slider = RangeSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(slider.lowerKnobLayer.frame.size == CGSize(width: 40, height: 40))
        #expect(slider.upperKnobLayer.frame.size == CGSize(width: 40, height: 40))
        #expect(slider.positionForValue(slider.minimumValue) == 20)
        #expect(slider.positionForValue(slider.maximumValue) == 180)
    }

    @Test("Resizing the slider lays its layers out again (the tutorial's setters alone would not)")
    func relayoutOnResize() {
        let f = Fixture()
        f.slider.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
        f.h.runTurn()
        #expect(f.slider.lowerKnobLayer.frame == CGRect(x: 20 + 160 * 0.2 - 20, y: 0, width: 40, height: 40))
        #expect(f.slider.trackLayer.frame.width == 200)
    }

    // MARK: Tracking

    @Test("A touch on the lower knob tracks it: highlighted and marked for redisplay before touchDown is sent (spec 001-003 #10)")
    func beginOnLowerKnob() {
        let f = Fixture()
        var seen: (Bool, Bool, Bool)?
        f.slider.addAction(
            UIAction { _ in
                seen = (f.slider.lowerKnobLayer.highlighted, f.slider.upperKnobLayer.highlighted, f.slider.lowerKnobLayer.needsDisplay())
            }, for: .touchDown)
        f.h.touchDown(at: f.window(65))
        #expect(f.slider.isTracking)
        #expect(seen?.0 == true && seen?.1 == false && seen?.2 == true)
        f.h.touchUp()
    }

    @Test("A touch on the upper knob tracks it (spec 001-003 #11)")
    func beginOnUpperKnob() {
        let f = Fixture()
        f.h.touchDown(at: f.window(215))
        #expect(f.slider.isTracking)
        #expect(f.slider.upperKnobLayer.highlighted && !f.slider.lowerKnobLayer.highlighted)
        f.h.touchUp()
    }

    @Test("A touch between the knobs is not tracked: no highlight, no value change, no event (spec 001-003 #12)")
    func beginElsewhere() {
        let f = Fixture()
        f.drag(from: 140, by: 50, steps: 3)
        #expect(!f.slider.isTracking)
        #expect(!f.slider.lowerKnobLayer.highlighted && !f.slider.upperKnobLayer.highlighted)
        #expect(f.slider.lowerValue == 2 && f.slider.upperValue == 8)
        #expect(f.events.isEmpty)
    }

    @Test("Where the knobs overlap, the lower knob is taken (spec 001-003 #13)")
    func overlapPriority() {
        let f = Fixture()
        f.slider.lowerValue = 5
        f.slider.upperValue = 5
        f.h.touchDown(at: f.window(140))
        #expect(f.slider.lowerKnobLayer.highlighted && !f.slider.upperKnobLayer.highlighted)
        f.h.touchUp()
    }

    @Test("Dragging the lower knob 25 pt right: lowerValue 3, knob x 75, one valueChanged (spec 001-003 #14)")
    func dragLowerKnob() {
        let f = Fixture()
        f.drag(from: 65, by: 25)
        #expect(f.slider.lowerValue == 3)
        #expect(f.slider.lowerKnobLayer.frame.minX == 75)
        #expect(f.valueChanges == 1)
        #expect(f.events == ["down", "value", "drag inside", "up inside"])
    }

    @Test("Clamping: lower between minimum and upper, upper between lower and maximum (spec 001-003 #15-#18)")
    func clamping() {
        var f = Fixture()
        f.drag(from: 65, by: 1000, steps: 4)
        #expect(f.slider.lowerValue == 8 && f.slider.upperValue == 8)  // #15
        f = Fixture()
        f.drag(from: 65, by: -1000, steps: 4)
        #expect(f.slider.lowerValue == 0)  // #16
        f = Fixture()
        f.drag(from: 215, by: 1000, steps: 4)
        #expect(f.slider.upperValue == 10)  // #17
        f = Fixture()
        f.drag(from: 215, by: -1000, steps: 4)
        #expect(f.slider.upperValue == 2 && f.slider.lowerValue == 2)  // #18
    }

    @Test("Only horizontal movement counts, yet each move sends valueChanged (spec 001-003 #19)")
    func horizontalOnly() {
        let f = Fixture()
        f.drag(from: 65, by: 0, dy: 85, steps: 3)
        #expect(f.slider.lowerValue == 2 && f.slider.upperValue == 8)
        #expect(f.valueChanges == 3)
    }

    @Test("Tracking is by deltas: after overshooting to 8, moving back 25 pt gives 7 (spec 001-003 #20)")
    func deltaAfterOvershoot() {
        let f = Fixture()
        f.h.touchDown(at: f.window(65))
        f.h.touchMove(to: f.window(1065))
        #expect(f.slider.lowerValue == 8)
        f.h.touchMove(to: f.window(1040))
        #expect(f.slider.lowerValue == 7)
        f.h.touchUp()
    }

    @Test("Five moves send five valueChanged; touch-down and lift send none (spec 001-003 #21)")
    func eventPerMove() {
        let f = Fixture()
        f.h.touchDown(at: f.window(65))
        #expect(f.valueChanges == 0)
        for step in 1...5 { f.h.touchMove(to: f.window(65 + CGFloat(step) * 5)) }
        #expect(f.valueChanges == 5)
        f.h.touchUp()
        #expect(f.valueChanges == 5)
        #expect(f.events.first == "down" && f.events.last == "up inside")
        #expect(abs(f.slider.lowerValue - 3) < 1e-9)
    }

    @Test("A tap on a knob: touchDown and touchUpInside, no valueChanged; the values stay")
    func tapOnKnob() {
        let f = Fixture()
        f.h.tap(at: f.window(65))
        #expect(f.events == ["down", "up inside"])
        #expect(f.slider.lowerValue == 2 && f.slider.upperValue == 8)
        #expect(!f.slider.lowerKnobLayer.highlighted)
    }

    @Test("Dragging out past the slop and back: exit, outside, enter; the knob keeps following; release outside")
    func dragOutAndBack() {
        let f = Fixture()
        f.h.touchDown(at: f.window(65))
        f.h.touchMove(to: f.window(90, 130))  // 100 pt below the slider: outside its 70 pt slop
        f.h.touchMove(to: f.window(115))
        f.h.touchMove(to: f.window(115, 130))
        f.h.touchUp()
        #expect(
            f.events == [
                "down", "value", "exit", "drag outside", "value", "enter", "drag inside",
                "value", "exit", "drag outside", "up outside",
            ])
        #expect(f.slider.lowerValue == 4)
        #expect(!f.slider.lowerKnobLayer.highlighted)
    }

    @Test("While dragging, knob frames change without implicit animations (spec 001-003 #24)")
    func noAnimationWhileTracking() {
        let f = Fixture()
        f.h.touchDown(at: f.window(65))
        f.h.touchMove(to: f.window(115))
        #expect(f.slider.lowerKnobLayer.animationKeys() == nil)
        #expect(f.slider.lowerKnobLayer.presentation()?.frame == f.slider.lowerKnobLayer.frame)
        f.h.touchUp()
    }

    @Test("Setting a value in code on screen animates the knob there, as the tutorial's setters do (no disabled actions)")
    func setterAnimates() {
        let f = Fixture()
        f.slider.lowerValue = 4
        #expect(f.slider.lowerKnobLayer.frame.minX == 100)
        #expect(f.slider.lowerKnobLayer.animationKeys() != nil)
        f.h.advance(by: 1)
        #expect(f.slider.lowerKnobLayer.animationKeys() == nil)
    }

    @Test("Lifting un-highlights both knobs and marks them for redisplay before touchUpInside (spec 001-003 #25)")
    func endUnhighlights() {
        let f = Fixture()
        var seen: [Bool]?
        f.slider.addAction(
            UIAction { _ in
                let (lower, upper) = (f.slider.lowerKnobLayer, f.slider.upperKnobLayer)
                seen = [lower.highlighted, upper.highlighted, lower.needsDisplay(), upper.needsDisplay()]
            }, for: .touchUpInside)
        f.drag(from: 215, by: 10)
        #expect(seen == [false, false, true, true])
    }

    @Test("A cancelled drag un-highlights the knob and keeps the value it reached (spec 001-003 #26, policy)")
    func cancelUnhighlights() {
        let f = Fixture()
        f.drag(from: 65, by: 25, lift: false)
        #expect(f.slider.lowerKnobLayer.highlighted)
        f.h.touchCancel()
        #expect(!f.slider.lowerKnobLayer.highlighted && !f.slider.upperKnobLayer.highlighted)
        #expect(f.slider.lowerValue == 3)
        #expect(f.events == ["down", "value", "drag inside", "cancel"])
    }

    @Test("A disabled slider does not track")
    func disabled() {
        let f = Fixture()
        f.slider.isEnabled = false
        f.drag(from: 65, by: 25)
        #expect(f.slider.lowerValue == 2)
        #expect(f.events.isEmpty)
    }

    // MARK: Setters

    @Test("Appearance setters redraw all three layers and move nothing (spec 001-003 #27)")
    func appearanceSetterRedraws() {
        let f = Fixture()
        let frames = [f.slider.trackLayer.frame, f.slider.upperKnobLayer.frame, f.slider.lowerKnobLayer.frame]
        f.slider.knobColour = .red
        #expect(f.slider.trackLayer.needsDisplay() && f.slider.upperKnobLayer.needsDisplay() && f.slider.lowerKnobLayer.needsDisplay())
        #expect([f.slider.trackLayer.frame, f.slider.upperKnobLayer.frame, f.slider.lowerKnobLayer.frame] == frames)
        for set in [{ f.slider.trackColour = .yellow }, { f.slider.trackHighlightColour = .green }, { f.slider.curvaceousness = 0.5 }] {
            f.h.runTurn()
            set()
            #expect(f.slider.trackLayer.needsDisplay() && f.slider.upperKnobLayer.needsDisplay() && f.slider.lowerKnobLayer.needsDisplay())
        }
    }

    @Test("Value setters lay the knobs out: lowerValue 4 puts the knob at x 100 and redraws the track (spec 001-003 #28)")
    func valueSetterRelayouts() {
        let f = Fixture()
        f.slider.lowerValue = 4
        #expect(f.slider.lowerKnobLayer.frame.minX == 100)
        #expect(f.slider.trackLayer.needsDisplay())
    }

    @Test("maximumValue 20 moves the upper knob's centre to 115 (spec 001-003 #29)")
    func rangeSetterRelayouts() {
        let f = Fixture()
        f.slider.maximumValue = 20
        #expect(f.slider.upperKnobLayer.frame.midX == 115)
        #expect(f.slider.positionForValue(f.slider.upperValue) == 115)
    }

    @Test("Setting a property to the value it has redraws nothing (spec 001-003 #30)")
    func equalValueIsNoOp() {
        let f = Fixture()
        f.slider.curvaceousness = 1
        f.slider.lowerValue = 2
        f.slider.maximumValue = 10
        f.slider.knobColour = UIColor(white: 1, alpha: 1)
        #expect(!f.slider.trackLayer.needsDisplay() && !f.slider.upperKnobLayer.needsDisplay() && !f.slider.lowerKnobLayer.needsDisplay())
    }

    @Test("Setters send no valueChanged (spec 001-003 #31)")
    func settersSendNothing() {
        let f = Fixture()
        f.slider.lowerValue = 3
        f.slider.upperValue = 9
        f.slider.minimumValue = 1
        f.slider.maximumValue = 12
        f.h.runTurn()
        #expect(f.events.isEmpty)
    }

    @Test("Robustness: minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue whatever is set; NaN ignored (spec 001-003 #48, policy)")
    func robustness() {
        let slider = RangeSlider(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        slider.upperValue = 15
        #expect(slider.upperValue == 10)
        slider.lowerValue = 9
        #expect(slider.lowerValue == 9)
        slider.upperValue = 5
        #expect(slider.upperValue == 9, "the upper value stops at the lower one")
        slider.lowerValue = -3
        #expect(slider.lowerValue == 0)
        slider.minimumValue = 20
        #expect(slider.minimumValue == 20 && slider.maximumValue == 20)
        #expect(slider.lowerValue == 20 && slider.upperValue == 20)
        #expect(slider.positionForValue(20) == 15, "an empty range puts the knobs at the left end, not at NaN")
        slider.maximumValue = 0
        #expect(slider.minimumValue == 0 && slider.maximumValue == 0 && slider.lowerValue == 0 && slider.upperValue == 0)
        slider.maximumValue = 10
        slider.upperValue = .infinity
        #expect(slider.upperValue == 10)
        slider.lowerValue = .nan
        slider.curvaceousness = .nan
        slider.minimumValue = -.infinity
        #expect(slider.lowerValue == 0 && slider.curvaceousness == 1 && slider.minimumValue == 0)
        slider.curvaceousness = 3
        #expect(slider.curvaceousness == 1)
        slider.curvaceousness = -1
        #expect(slider.curvaceousness == 0)
        #expect(slider.lowerKnobLayer.frame.minX.isFinite && slider.upperKnobLayer.frame.minX.isFinite)
    }

    @Test("The stuck-knob quirk is kept: with both values at 0, a drag right moves neither (spec 001-003 #49, verbatim port)")
    func stuckKnobs() {
        let f = Fixture()
        f.slider.lowerValue = 0
        f.slider.upperValue = 0
        f.drag(from: 15, by: 100, steps: 4)
        #expect(f.slider.lowerValue == 0 && f.slider.upperValue == 0)
        #expect(f.valueChanges == 4)
    }

    // MARK: The tutorial's view controller

    @Test("The demo controller: frame (20, 20, 280, 30) in a 320-pt view; logs each change (spec 001-003 #23, #33)")
    func demoController() {
        let h = UIKitTestHarness()
        let controller = RangeSliderViewController()
        h.window.rootViewController = controller
        h.runTurn()
        let slider = controller.rangeSlider!
        #expect(slider.frame == CGRect(x: 20, y: 20, width: 280, height: 30))
        h.touchDown(at: CGPoint(x: 85, y: 35))
        h.touchMove(to: CGPoint(x: 110, y: 35))
        h.touchUp()
        #expect(controller.log == ["Slider value changed: (3.00,8.00)"])
    }

    @Test("The demo controller's updateState runs after 1 s: red range, curvaceousness 0 (spec 001-003 #32)")
    func delayedUpdate() {
        let h = UIKitTestHarness()
        let controller = RangeSliderViewController()
        h.window.rootViewController = controller
        h.runTurn()
        h.advance(by: 0.9)
        #expect(controller.rangeSlider.trackHighlightColour == UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1))
        #expect(controller.rangeSlider.curvaceousness == 1)
        h.advance(by: 0.1)
        #expect(controller.rangeSlider.trackHighlightColour == .red)
        #expect(controller.rangeSlider.curvaceousness == 0)
    }
}
