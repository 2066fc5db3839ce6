// UIStepper through its public API and the harness: values, limits, wrapping, events in order,
// autorepeat on the virtual clock, sliding between buttons, bad input, accessibility, appearance.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIStepper")
struct UIStepperTests {
    final class Log {
        var events: [String] = []
        var values: [Double] = []
    }

    /// A stepper at (20, 20) in a window, with every event it sends logged by name.
    func scene(_ configure: (UIStepper) -> Void = { _ in }) -> (UIKitTestHarness, UIStepper, Log) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        configure(stepper)
        h.window.addSubview(stepper)
        let log = Log()
        let names: [(String, UIControl.Event)] = [
            ("valueChanged", .valueChanged), ("touchDown", .touchDown), ("dragInside", .touchDragInside),
            ("dragOutside", .touchDragOutside), ("dragExit", .touchDragExit), ("dragEnter", .touchDragEnter),
            ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ]
        for (name, event) in names {
            stepper.addAction(
                UIAction { action in
                    log.events.append(name)
                    if name == "valueChanged" { log.values.append((action.sender as! UIStepper).value) }
                }, for: event)
        }
        h.runTurn()
        return (h, stepper, log)
    }

    let minus = CGPoint(x: 20 + 23, y: 20 + 14)
    let plus = CGPoint(x: 20 + 70, y: 20 + 14)

    @Test("Defaults: value 0, range 0…100, step 1, no wrapping, autorepeat and continuous (spec 004 T082, spec 000 #99)")
    func defaults() {
        let s = UIStepper()
        #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
        #expect(!s.wraps && s.autorepeat && s.isContinuous)
    }

    @Test("Always 94 × 29, whatever the frame (spec 000 #93)")
    func fixedSize() {
        let s = UIStepper(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(s.frame == CGRect(x: 5, y: 6, width: 94, height: 29))
        s.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
        #expect(s.frame == CGRect(x: 1, y: 2, width: 94, height: 29))
        s.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(s.bounds.size == CGSize(width: 94, height: 29))
        #expect(s.intrinsicContentSize == CGSize(width: 94, height: 29))
        #expect(s.sizeThatFits(.zero) == CGSize(width: 94, height: 29))
    }

    @Test("A tap on + adds stepValue: Value Changed, then the touch events (spec 000 #94, spec 004 T083)")
    func tapPlus() {
        let (h, s, log) = scene {
            $0.stepValue = 5; $0.value = 10
        }
        h.tap(at: plus)
        #expect(s.value == 15)
        #expect(log.events == ["valueChanged", "touchDown", "upInside"])
    }

    @Test("A tap on − subtracts stepValue (spec 000 #94, spec 001-003 #119)")
    func tapMinus() {
        let (h, s, log) = scene { $0.value = 3 }
        h.tap(at: minus)
        #expect(s.value == 2)
        #expect(log.values == [2])
    }

    @Test("At a limit without wrapping, that button takes no touch: no change, no event (spec 000 #95, spec 004 T084)")
    func limits() {
        let (h, s, log) = scene()
        h.tap(at: minus)
        #expect(s.value == 0 && log.events.isEmpty)
        s.value = 100
        h.advance(by: 1)
        h.tap(at: plus)
        #expect(s.value == 100 && log.events.isEmpty)
        h.tap(at: minus)
        #expect(s.value == 99 && log.values == [99])
    }

    @Test("Wrapping: + at the maximum gives the minimum, − at the minimum the maximum (spec 000 #96, spec 004 T085)")
    func wrapping() {
        let (h, s, log) = scene {
            $0.maximumValue = 10; $0.wraps = true; $0.value = 10
        }
        h.tap(at: plus)
        #expect(s.value == 0)
        h.advance(by: 1)
        h.tap(at: minus)
        #expect(s.value == 10)
        #expect(log.values == [0, 10])
    }

    @Test("A step that would pass a limit stops there first, then wraps (spec 000 A17)")
    func wrapStopsAtLimitFirst() {
        let (h, s, _) = scene {
            $0.maximumValue = 10; $0.wraps = true; $0.value = 9.5
        }
        h.tap(at: plus)
        #expect(s.value == 10)
        h.advance(by: 1)
        h.tap(at: plus)
        #expect(s.value == 0)
    }

    @Test("Table 10-1: 1…6 by 0.5 gives 11 values; a further + stays at 6 (spec 001-003 #118, #121)")
    func table10_1() {
        let (h, s, log) = scene {
            $0.minimumValue = 1; $0.maximumValue = 6; $0.stepValue = 0.5; $0.value = 1
        }
        for _ in 0..<11 {
            h.tap(at: plus)
            h.advance(by: 1)
        }
        #expect(s.value == 6)
        #expect(log.values == [1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6])
    }

    @Test("Holding + repeats: first at 0.5 s, then every 0.2 s four times, then every 0.1 s (spec 000 #97, spec 004 T086)")
    func autorepeatTimings() {
        let (h, s, log) = scene()
        h.touchDown(at: plus)
        #expect(s.value == 1)
        h.advance(by: 0.49)
        #expect(s.value == 1)
        h.advance(by: 0.02)
        #expect(s.value == 2)
        h.advance(by: 0.8)  // 0.7, 0.9, 1.1, 1.3 (now 1.31)
        #expect(s.value == 6)
        h.advance(by: 0.75)  // 1.4 ... 2.0, every 0.1 s (now 2.06)
        #expect(s.value == 13)
        h.touchUp()
        h.advance(by: 1)
        #expect(s.value == 13)
        #expect(log.values == Array(1...13).map(Double.init))
        #expect(log.events.last == "upInside")
    }

    @Test("Without autorepeat, holding steps once (spec 004 T086, spec 001-003 #122)")
    func noAutorepeat() {
        let (h, s, _) = scene { $0.autorepeat = false }
        h.longPress(at: plus, duration: 2)
        #expect(s.value == 1)
    }

    @Test("Not continuous: one Value Changed, when the hold ends, with the final value (spec 000 #98, spec 004 T087)")
    func notContinuous() {
        let (h, s, log) = scene { $0.isContinuous = false }
        h.touchDown(at: plus)
        h.advance(by: 2.05)
        #expect(log.values.isEmpty)
        h.touchUp()
        #expect(s.value == 13)
        #expect(log.values == [13])
        #expect(log.events == ["touchDown", "valueChanged", "upInside"])
    }

    @Test("Repeats stop at a limit; the button then draws disabled")
    func repeatStopsAtLimit() {
        let (h, s, log) = scene { $0.maximumValue = 3 }
        h.touchDown(at: plus)
        h.advance(by: 3)
        h.touchUp()
        #expect(s.value == 3)
        #expect(log.values == [1, 2, 3])
    }

    @Test("Sliding from − onto + presses + within the same interaction (spec 000 #100)")
    func slideBetweenButtons() {
        let (h, s, log) = scene { $0.value = 5 }
        h.touchDown(at: minus)
        #expect(s.value == 4)
        h.touchMove(to: plus)
        #expect(s.value == 5)
        h.touchUp()
        #expect(log.values == [4, 5])
        #expect(log.events == ["valueChanged", "touchDown", "valueChanged", "dragInside", "upInside"])
    }

    @Test("Drag out and back: repeats stop outside; the touch events follow UIControl's 70-point slop")
    func dragOutAndBack() {
        let (h, s, log) = scene()
        h.touchDown(at: plus)
        h.touchMove(to: CGPoint(x: 300, y: 300))
        h.advance(by: 1)
        #expect(s.value == 1)
        h.touchMove(to: plus)
        #expect(s.value == 2)
        h.touchUp(at: CGPoint(x: 300, y: 400))
        #expect(
            log.events == [
                "valueChanged", "touchDown", "dragExit", "dragOutside", "valueChanged", "dragEnter", "dragInside",
                "dragExit", "dragOutside", "upOutside",
            ])
    }

    @Test("A cancelled touch stops the repeats and sends Touch Cancel (and a pending Value Changed when not continuous)")
    func cancel() {
        let (h, s, log) = scene { $0.isContinuous = false }
        h.touchDown(at: plus)
        h.advance(by: 0.5)
        h.touchCancel()
        h.advance(by: 1)
        #expect(s.value == 2)
        #expect(log.events == ["touchDown", "valueChanged", "cancel"])
    }

    @Test("Changes in code send nothing; the value is clamped into the range, NaN ignored (spec 004 T234)")
    func programmaticChanges() {
        let (_, s, log) = scene()
        s.value = 200
        #expect(s.value == 100)
        s.value = -5
        #expect(s.value == 0)
        s.value = .infinity
        #expect(s.value == 100)
        s.value = .nan
        #expect(s.value == 100)
        s.maximumValue = 50
        #expect(s.value == 50)
        s.minimumValue = 20
        s.value = 10
        #expect(s.value == 20)
        s.wraps = true
        s.stepValue = 3
        #expect(log.events.isEmpty)
    }

    @Test("stepValue 0 fails with a message naming the call (UIKit raises)")
    func badStep() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIStepper().stepValue = 0 }
        }
    }

    @Test("A minimum at or above the maximum fails (UIKit raises)")
    func badRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIStepper().minimumValue = 100 }
        }
    }

    @Test("E8.1: a 0…10 stepper at 5 drives a progress of 0.5 (spec 000 #105)")
    func e8_1() {
        var progress: Float = 0
        let (h, s, _) = scene {
            $0.maximumValue = 10; $0.value = 4
        }
        s.addAction(
            UIAction { action in
                let step = action.sender as! UIStepper
                progress = Float(step.value / (step.maximumValue - step.minimumValue))
            }, for: .valueChanged)
        h.tap(at: plus)
        #expect(progress == 0.5)
    }

    @Test("Per-state images fall back to .normal; dividers to normal/normal")
    func images() {
        let s = UIStepper()
        let a = UIImage(), b = UIImage(), c = UIImage()
        s.setBackgroundImage(a, for: .normal)
        s.setIncrementImage(b, for: .normal)
        s.setDividerImage(c, forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(s.backgroundImage(for: .highlighted) === a && s.backgroundImage(for: .disabled) === a)
        #expect(s.incrementImage(for: .highlighted) === b && s.decrementImage(for: .normal) == nil)
        #expect(s.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) === c)
    }

    @Test("Accessibility: one adjustable element whose value is the stepper's; increment sends Value Changed")
    func accessibility() {
        let (_, s, log) = scene { $0.value = 1.5 }
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityTraits == .adjustable)
        #expect(s.accessibilityValue == "1.5")
        s.accessibilityIncrement()
        #expect(s.value == 2.5 && log.values == [2.5])
        s.accessibilityDecrement()
        #expect(s.value == 1.5)
        s.value = 42
        #expect(s.accessibilityValue == "42")
        s.isEnabled = false
        #expect(s.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test("Appearance: proxy images reach steppers as they enter a window; the stepper's own wins")
    func appearance() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let proxyImage = UIImage(), own = UIImage()
        UIStepper.appearance().setIncrementImage(proxyImage, for: .normal)
        #expect(UIStepper.appearance().incrementImage(for: .normal) === proxyImage)
        let a = UIStepper(), b = UIStepper()
        b.setIncrementImage(own, for: .normal)
        h.window.addSubview(a)
        h.window.addSubview(b)
        #expect(a.incrementImage(for: .normal) === proxyImage)
        #expect(b.incrementImage(for: .normal) === own)
    }

    @Test("A tap on the stepper is the stepper's, not its superview's tap recognizer's (UIKit, iOS 6+)")
    func preemptsSuperviewTap() {
        final class Counter { var count = 0; func fired(_ r: UITapGestureRecognizer) { count += 1 } }
        let (h, s, _) = scene()
        let counter = Counter()
        h.window.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Counter.fired))
        h.tap(at: plus)
        #expect(s.value == 1 && counter.count == 0)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 200, y: 300))
        #expect(counter.count == 1)
    }
}
