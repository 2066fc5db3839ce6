// UITapGestureRecognizer, UILongPressGestureRecognizer and UIPanGestureRecognizer driven by the harness.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Tap, long-press and pan recognizers")
struct ConcreteRecognizerTests {
    private func setUp<R: UIGestureRecognizer>(_ make: (GestureLog) -> R) -> (UIKitTestHarness, TouchRecorder, R, GestureLog) {
        let h = UIKitTestHarness()
        let view = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 280, height: 280))
        view.isMultipleTouchEnabled = true
        h.window.addSubview(view)
        let log = GestureLog()
        let recognizer = make(log)
        view.addGestureRecognizer(recognizer)
        return (h, view, recognizer, log)
    }

    // MARK: Tap

    @Test("spec 004 T158: tap defaults; one tap fires once with state ended")
    func tapDefaults() {
        let (h, _, tap, log) = setUp { UITapGestureRecognizer(target: $0, action: GestureLog.handle) }
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.states == ["ended"] && tap.state == .possible)
    }

    @Test("A tap fails when the finger moves more than 10 pt; 5 pt is still a tap")
    func tapMovement() {
        let (h, _, _, log) = setUp { UITapGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.touchMove(to: CGPoint(x: 65, y: 50))
        h.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 0)
        h.advance(by: 1)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.touchMove(to: CGPoint(x: 55, y: 50))
        h.touchUp()
        #expect(log.calls == 1)
    }

    @Test("Double tap: two quick taps fire once; taps too far apart in time do not")
    func doubleTap() {
        let (h, _, tap, log) = setUp { log -> UITapGestureRecognizer in
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            tap.numberOfTapsRequired = 2
            return tap
        }
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 0 && tap.state == .possible)
        h.advance(by: 0.1)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.touchUp()
        #expect(log.states == ["ended"])
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 1, "the second tap came 0.5 s after the first: two single taps")
    }

    @Test("Two-finger tap: numberOfTouchesRequired 2 ignores one finger and fires with two")
    func twoFingerTap() {
        let (h, _, tap, log) = setUp { log -> UITapGestureRecognizer in
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            tap.numberOfTouchesRequired = 2
            return tap
        }
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 0)
        h.advance(by: 1)
        var touches = 0
        @MainActor final class Counter { var body: () -> Void = {}; func handle() { body() } }
        let counter = Counter()
        counter.body = { touches = tap.numberOfTouches }
        tap.addTarget(counter, action: Counter.handle)
        h.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        h.touchDown(at: CGPoint(x: 90, y: 50), finger: 1)
        h.advance(by: 0.05)
        h.touchUp(finger: 0)
        h.touchUp(finger: 1)
        #expect(log.calls == 1 && touches == 2)
        #expect(tap.location(in: nil) == .zero, "after reset the recognizer has no touches")
    }

    // MARK: Long press

    @Test("spec 004 T167: a 0.6 s press calls the action with began at 0.5 s and ended at release")
    func longPress() {
        let (h, view, press, log) = setUp { UILongPressGestureRecognizer(target: $0, action: GestureLog.handle) }
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.49)
        #expect(log.calls == 0 && press.state == .possible)
        h.advance(by: 0.02)
        #expect(log.states == ["began"])
        #expect(view.log == ["began", "cancelled"], "cancelsTouchesInView: the view's touch is cancelled when the press begins")
        h.advance(by: 0.09)
        h.touchUp()
        #expect(log.states == ["began", "ended"] && log.calls == 2)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test("spec 004 T168: minimum press duration")
    func minimumDuration() {
        let (h, _, press, log) = setUp { UILongPressGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.longPress(at: CGPoint(x: 50, y: 50), duration: 0.3)
        #expect(log.calls == 0)
        press.minimumPressDuration = 1.0
        h.longPress(at: CGPoint(x: 50, y: 50), duration: 0.8)
        #expect(log.calls == 0)
        h.longPress(at: CGPoint(x: 50, y: 50), duration: 1.2)
        #expect(log.states == ["began", "ended"])
    }

    @Test("spec 004 T169: allowable movement: 15 pt before began fails, 5 pt still recognizes; moves after began are changes")
    func allowableMovement() {
        let (h, _, _, log) = setUp { UILongPressGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.2)
        h.touchMove(to: CGPoint(x: 65, y: 50))
        h.advance(by: 0.5)
        h.touchUp()
        #expect(log.calls == 0)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.2)
        h.touchMove(to: CGPoint(x: 55, y: 50))
        h.advance(by: 0.5)
        h.touchMove(to: CGPoint(x: 150, y: 50))
        h.touchUp()
        #expect(log.states == ["began", "changed", "ended"])
    }

    @Test("The long press's timer stops when its view leaves the window")
    func timerStopsOffWindow() {
        let (h, view, press, log) = setUp { UILongPressGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.2)
        view.removeFromSuperview()
        h.advance(by: 1)
        #expect(log.calls == 0 && press.state == .possible)
        h.touchUp()
        #expect(log.calls == 0)
    }

    @Test("A long press's timer does not outlive its harness")
    func timerStopsWithHarness() {
        let (h, _, _, log) = setUp { UILongPressGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.2)
        let next = UIKitTestHarness()
        next.advance(by: 1)
        #expect(log.calls == 0)
    }

    @Test("A long press with numberOfTapsRequired 1 needs a tap first")
    func tapThenPress() {
        let (h, _, press, log) = setUp { UILongPressGestureRecognizer(target: $0, action: GestureLog.handle) }
        press.numberOfTapsRequired = 1
        h.longPress(at: CGPoint(x: 50, y: 50), duration: 1)
        #expect(log.calls == 0)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.1)
        h.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        #expect(log.states == ["began", "ended"])
    }

    // MARK: Pan

    @Test("spec 004 T150: a pan calls its action with began, changed..., ended")
    func panStates() {
        let (h, _, _, log) = setUp { UIPanGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 5)
        #expect(log.states.first == "began" && log.states.last == "ended")
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == "changed" } && log.states.count >= 3)
    }

    @Test("spec 004 T164: drag and drop with translation(in:) and setTranslation(.zero, in:)")
    func dragAndDrop() {
        let h = UIKitTestHarness()
        let square = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        h.window.addSubview(square)
        #expect(square.center == CGPoint(x: 100, y: 100))
        @MainActor final class Dragger {
            func handlePan(_ recognizer: UIPanGestureRecognizer) {
                guard let view = recognizer.view, let superview = view.superview else { return }
                let translation = recognizer.translation(in: superview)
                view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
                recognizer.setTranslation(.zero, in: superview)
            }
        }
        let dragger = Dragger()
        square.addGestureRecognizer(UIPanGestureRecognizer(target: dragger, action: Dragger.handlePan))
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 130), steps: 5)
        #expect(abs(square.center.x - 150) <= 0.5 && abs(square.center.y - 130) <= 0.5)
    }

    @Test("Pan velocity is in points per second")
    func panVelocity() {
        let (h, _, pan, _) = setUp { UIPanGestureRecognizer(target: $0, action: GestureLog.handle) }
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: 70, y: 50))
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: 90, y: 60))
        #expect(pan.state == .changed)
        let velocity = pan.velocity(in: nil)
        #expect(abs(velocity.x - 200) < 0.01 && abs(velocity.y - 100) < 0.01)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 10))
        h.touchUp()
    }

    @Test("spec 004 T162: a pan with minimum and maximum 2 touches ignores one finger and follows two")
    func twoFingerPan() {
        let (h, _, pan, log) = setUp { log -> UIPanGestureRecognizer in
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handle)
            pan.minimumNumberOfTouches = 2
            pan.maximumNumberOfTouches = 2
            return pan
        }
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(log.calls == 0)
        h.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        h.touchDown(at: CGPoint(x: 50, y: 100), finger: 1)
        for step in 1...5 {
            h.advance(by: 0.02)
            h.touchMove(to: CGPoint(x: 50 + CGFloat(step) * 10, y: 50), finger: 0)
            h.touchMove(to: CGPoint(x: 50 + CGFloat(step) * 10, y: 100), finger: 1)
        }
        #expect(pan.state == .changed && pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 50, y: 0))
        h.touchUp(finger: 0)
        #expect(log.states.last == "ended", "fewer than the minimum touches ends the pan")
        h.touchUp(finger: 1)
    }
}
