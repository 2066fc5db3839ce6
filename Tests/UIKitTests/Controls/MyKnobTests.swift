// Seed 000's MyKnob (§14, Figure 12-17), the Catalog's user-written UIControl subclass, driven through
// UIKitTesting: every MyKnob acceptance test of spec 000 (#197-#202), the event sequences, incremental
// rotation through a rotated view's own coordinates, and goldens at scale 2 (looked at; see the commit).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("MyKnob")
struct MyKnobTests {
    init() { TestFonts.pin() }

    static let centre = CGPoint(x: 160, y: 200)
    static let names: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("drag inside", .touchDragInside), ("drag outside", .touchDragOutside),
        ("exit", .touchDragExit), ("enter", .touchDragEnter), ("up inside", .touchUpInside),
        ("up outside", .touchUpOutside), ("cancel", .touchCancel), ("value", .valueChanged),
    ]

    /// A 100×100 knob centred at (160, 200) in a 320×480 window, and the names of the events it sends,
    /// in order.
    @MainActor
    final class Fixture {
        let h = UIKitTestHarness()
        let knob = MyKnob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var events: [String] = []

        init() {
            knob.center = MyKnobTests.centre
            h.window.addSubview(knob)
            for (name, event) in MyKnobTests.names {
                knob.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
            }
            h.runTurn()
        }

        var valueChanges: Int { events.filter { $0 == "value" }.count }

        /// The window point at `angle` (radians clockwise from +x) and `radius` from the knob's centre.
        func point(_ angle: CGFloat, radius: CGFloat = 40) -> CGPoint {
            CGPoint(x: MyKnobTests.centre.x + radius * cos(angle), y: MyKnobTests.centre.y + radius * sin(angle))
        }

        /// A finger goes down at `start` around the centre and turns by `delta` in `steps` moves; it lifts
        /// unless `lift` is false.
        func turn(from start: CGFloat, by delta: CGFloat, steps: Int, radius: CGFloat = 40, lift: Bool = true) {
            h.touchDown(at: point(start, radius: radius))
            for step in 1...steps {
                h.touchMove(to: point(start + delta * CGFloat(step) / CGFloat(steps), radius: radius))
            }
            if lift { h.touchUp() }
        }
    }

    func expectRotation(_ transform: CGAffineTransform, _ angle: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = CGAffineTransform(rotationAngle: angle)
        for (a, b) in [(transform.a, expected.a), (transform.b, expected.b), (transform.c, expected.c), (transform.d, expected.d)] {
            #expect(abs(a - b) < 1e-6, "transform \(transform) is not a rotation by \(angle)", sourceLocation: sourceLocation)
        }
        #expect(abs(transform.tx) < 1e-9 && abs(transform.ty) < 1e-9, sourceLocation: sourceLocation)
    }

    // MARK: angle

    @Test("A new knob is at its minimum: angle 0, identity transform, not continuous (spec 000 #197, #202)")
    func initialState() {
        let knob = MyKnob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(knob.angle == 0)
        #expect(knob.transform == .identity)
        #expect(!knob.isContinuous)
    }

    @Test("Setting angle clamps into 0…5, rotates the view to it and sends no event (spec 000 #198)")
    func settingAngle() {
        let f = Fixture()
        f.knob.angle = -1
        #expect(f.knob.angle == 0)
        #expect(f.knob.transform == .identity)
        f.knob.angle = 7
        #expect(f.knob.angle == 5)
        expectRotation(f.knob.transform, 5)
        f.knob.angle = 2
        #expect(f.knob.angle == 2)
        expectRotation(f.knob.transform, 2)
        f.knob.angle = .infinity
        #expect(f.knob.angle == 5)
        f.knob.angle = .nan
        #expect(f.knob.angle == 5, "NaN leaves the angle where it was")
        f.h.runTurn()
        #expect(f.events.isEmpty)
    }

    // MARK: Tracking

    @Test("Turning the finger by 0.5 rad turns the knob by 0.5: angle and view rotation (spec 000 #199)")
    func turnByHalf() {
        let f = Fixture()
        f.turn(from: -.pi / 2, by: 0.5, steps: 1)
        #expect(abs(f.knob.angle - 0.5) < 1e-6)
        expectRotation(f.knob.transform, f.knob.angle)
    }

    @Test("Rotation is incremental: each move is measured in the knob's rotated space, so many small moves add up")
    func incrementalRotation() {
        let f = Fixture()
        // Twelve moves of 0.125 rad. Were the touch read without the view's own rotation, every move would
        // add the whole angle turned so far, and the knob would peg long before 1.5.
        f.turn(from: 0, by: 1.5, steps: 12)
        #expect(abs(f.knob.angle - 1.5) < 1e-6)
        expectRotation(f.knob.transform, f.knob.angle)
        // A second turn, begun left of the centre: the finger crosses atan2's seam at ±π at once.
        f.turn(from: .pi - 0.05, by: 1.0, steps: 8)
        #expect(abs(f.knob.angle - 2.5) < 1e-6)
        expectRotation(f.knob.transform, f.knob.angle)
        // Turning back (anticlockwise) lowers the angle.
        f.turn(from: .pi / 2, by: -2, steps: 8)
        #expect(abs(f.knob.angle - 0.5) < 1e-6)
    }

    @Test("A finger far from the knob still turns it: the angle is measured about the centre, wherever the finger is")
    func turnFromOutside() {
        let f = Fixture()
        f.h.touchDown(at: f.point(0))
        for step in 1...8 { f.h.touchMove(to: f.point(CGFloat(step) / 8, radius: 140)) }
        f.h.touchUp()
        #expect(abs(f.knob.angle - 1) < 1e-6)
        // Outside the 70 pt slop the control says so, and the lift is outside.
        #expect(f.events.contains("exit") && f.events.contains("drag outside"))
        #expect(Array(f.events.suffix(2)) == ["value", "up outside"])
    }

    @Test("Turning past 5 pegs the knob at 5 and stops tracking: one valueChanged, no endTracking (spec 000 #200)")
    func pegAtMaximum() {
        let f = Fixture()
        f.turn(from: 0, by: 5.5, steps: 22, lift: false)
        #expect(f.knob.angle == 5)
        expectRotation(f.knob.transform, 5)
        #expect(!f.knob.isTracking && !f.knob.isHighlighted)
        #expect(f.valueChanges == 1)
        // Moves that come before the peg were dragged inside; none after it; the lift sends nothing.
        #expect(f.events.first == "down" && f.events.last == "value")
        #expect(Set(f.events.dropFirst().dropLast()) == ["drag inside"])
        f.h.touchMove(to: f.point(0.2))
        f.h.touchUp()
        #expect(f.valueChanges == 1)
        #expect(f.events.last == "value")
        #expect(f.knob.angle == 5)
    }

    @Test("Turning below 0 pegs the knob at 0 with the identity transform: one valueChanged, tracking stops (spec 000 #201)")
    func pegAtMinimum() {
        let f = Fixture()
        f.knob.angle = 1
        f.turn(from: .pi / 2, by: -1.5, steps: 6, lift: false)
        #expect(f.knob.angle == 0)
        #expect(f.knob.transform == .identity)
        #expect(!f.knob.isTracking)
        #expect(f.valueChanges == 1)
        f.h.touchUp()
        #expect(f.valueChanges == 1)
    }

    @Test("isContinuous false: valueChanged only when the finger lifts; true: on every move too (spec 000 #202)")
    func continuous() {
        let f = Fixture()
        f.turn(from: 0, by: 1, steps: 4)
        #expect(f.events == ["down", "drag inside", "drag inside", "drag inside", "drag inside", "value", "up inside"])
        f.events = []
        f.knob.isContinuous = true
        f.turn(from: 0, by: 1, steps: 4)
        #expect(
            f.events == [
                "down", "value", "drag inside", "value", "drag inside", "value", "drag inside",
                "value", "drag inside", "value", "up inside",
            ])
        #expect(abs(f.knob.angle - 2) < 1e-6)
        #expect(f.knob.accessibilityValue == "40%", "a turn updates the accessibility value too")
    }

    @Test("A tap sends touchDown, then valueChanged (endTracking) and touchUpInside; the angle stays")
    func tap() {
        let f = Fixture()
        f.h.tap(at: f.point(0))
        #expect(f.events == ["down", "value", "up inside"])
        #expect(f.knob.angle == 0)
    }

    @Test("A cancelled turn keeps the angle it reached and sends touchCancel, no valueChanged")
    func cancel() {
        let f = Fixture()
        f.turn(from: 0, by: 0.5, steps: 2, lift: false)
        f.h.touchCancel()
        #expect(f.events == ["down", "drag inside", "drag inside", "cancel"])
        #expect(abs(f.knob.angle - 0.5) < 1e-6)
    }

    @Test("A disabled knob does not turn and sends nothing")
    func disabled() {
        let f = Fixture()
        f.knob.isEnabled = false
        f.turn(from: 0, by: 1, steps: 4)
        #expect(f.knob.angle == 0)
        #expect(f.events.isEmpty)
    }

    @Test("Accessibility: an adjustable \"Knob\" whose value is its travel in percent; a step is a tenth, with valueChanged")
    func accessibility() {
        let f = Fixture()
        #expect(f.knob.isAccessibilityElement)
        #expect(f.knob.accessibilityLabel == "Knob")
        #expect(f.knob.accessibilityTraits == .adjustable)
        #expect(f.knob.accessibilityValue == "0%")
        f.knob.accessibilityIncrement()
        #expect(abs(f.knob.angle - 0.5) < 1e-9 && f.knob.accessibilityValue == "10%")
        #expect(f.events == ["value"])
        f.knob.angle = 5
        f.knob.accessibilityIncrement()
        #expect(f.knob.angle == 5 && f.events == ["value"], "at the maximum a step changes nothing and sends nothing")
        f.knob.accessibilityDecrement()
        #expect(abs(f.knob.angle - 4.5) < 1e-9 && f.knob.accessibilityValue == "90%")
    }

    // MARK: Goldens

    @Test("Goldens: the knob at angle 0, 2.5 and 5 between its Min and Max labels, at scale 2")
    func goldens() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 200), scale: 2)
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 180))
        sheet.backgroundColor = .white
        for (index, angle) in [0, 2.5, 5].enumerated() {
            let centre = CGPoint(x: 80 + CGFloat(index) * 160, y: 75)
            let knob = MyKnob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            knob.center = centre
            knob.angle = CGFloat(angle)
            sheet.addSubview(knob)
            for (text, dx) in [("Min", -52 as CGFloat), ("Max", 52)] {
                let label = UILabel(frame: CGRect(x: centre.x + dx - 20, y: centre.y + 56, width: 40, height: 20))
                label.text = text
                label.font = .systemFont(ofSize: 15)
                label.textAlignment = .center
                sheet.addSubview(label)
            }
        }
        h.window.addSubview(sheet)
        h.runTurn()
        assertSnapshot(of: sheet, as: .image, named: "angles")
    }
}
