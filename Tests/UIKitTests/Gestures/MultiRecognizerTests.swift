// Swipe, pinch and rotation among other recognizers: failure requirements, prevention and simultaneous
// recognition, and the touches they cancel in views.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Swipe, pinch and rotation with other recognizers")
struct MultiRecognizerTests {
    private func setUp() -> (UIKitTestHarness, TouchRecorder) {
        let h = UIKitTestHarness()
        let view = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        h.window.addSubview(view)
        return (h, view)
    }

    @Test("A pan that requires a swipe to fail: a quick swipe fires only the swipe; a slow drag pans once the swipe fails")
    func panRequiresSwipeToFail() {
        let (h, view) = setUp()
        let swipeLog = GestureLog(), panLog = GestureLog()
        let swipe = UISwipeGestureRecognizer(target: swipeLog, action: GestureLog.handle)
        let pan = UIPanGestureRecognizer(target: panLog, action: GestureLog.handle)
        pan.require(toFail: swipe)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)

        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(swipeLog.states == ["ended"] && panLog.states.isEmpty)

        h.touchDown(at: CGPoint(x: 50, y: 150))
        for step in 1...4 {
            h.advance(by: 0.1)
            h.touchMove(to: CGPoint(x: 50 + 10 * CGFloat(step), y: 150))
        }
        #expect(panLog.states.isEmpty && pan.state == .possible, "the pan waits for the swipe")
        h.advance(by: 0.15)
        #expect(panLog.states == ["began"], "the swipe failed at 0.5 s; the pan begins")
        #expect(pan.translation(in: view) == CGPoint(x: 40, y: 0))
        h.touchMove(to: CGPoint(x: 120, y: 150))
        h.touchUp()
        #expect(panLog.states == ["began", "changed", "ended"] && swipeLog.calls == 1)
    }

    @Test("Tap and swipe on one view: a tap fires only the tap, a swipe only the swipe")
    func tapVersusSwipe() {
        let (h, view) = setUp()
        let swipeLog = GestureLog(), tapLog = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: tapLog, action: GestureLog.handle))
        view.addGestureRecognizer(UISwipeGestureRecognizer(target: swipeLog, action: GestureLog.handle))
        h.tap(at: CGPoint(x: 100, y: 150))
        #expect(tapLog.states == ["ended"] && swipeLog.states.isEmpty)
        h.advance(by: 1)
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(tapLog.calls == 1 && swipeLog.states == ["ended"])
    }

    /// Finger 0 stays; finger 1 turns about it by 9° a step while moving 10 pt further away: a pinch
    /// and a rotation at once.
    private func pinchAndTurn(_ h: UIKitTestHarness) {
        let pivot = CGPoint(x: 100, y: 150)
        h.touchDown(at: pivot, finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        for step in 1...5 {
            h.advance(by: 0.05)
            let radius = 100 + 10 * CGFloat(step), angle = CGFloat(step) * .pi / 20
            h.touchMove(to: CGPoint(x: pivot.x + radius * cos(angle), y: pivot.y + radius * sin(angle)), finger: 1)
        }
        h.touchUp(finger: 1)
        h.touchUp(finger: 0)
    }

    @Test("Pinch and rotation: without a delegate the first to begin prevents the other; with one, both run")
    func pinchAndRotationSimultaneously() {
        let (h, view) = setUp()
        let pinchLog = PinchLog(), rotationLog = RotationLog()
        let pinch = UIPinchGestureRecognizer(target: pinchLog, action: PinchLog.handle)
        let rotation = UIRotationGestureRecognizer(target: rotationLog, action: RotationLog.handle)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        pinchAndTurn(h)
        #expect(pinchLog.states.first == "began" && pinchLog.states.last == "ended")
        #expect(rotationLog.states.isEmpty, "the pinch began first and prevented the rotation")

        pinchLog.states = []
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        h.advance(by: 1)
        pinchAndTurn(h)
        #expect(pinchLog.states == ["began", "changed", "changed", "changed", "changed", "ended"])
        #expect(rotationLog.states == ["began", "changed", "changed", "changed", "changed", "ended"])
        #expect(abs(pinchLog.scales.last! - 1.5) < 1e-9 && abs(rotationLog.rotations.last! - .pi / 4) < 1e-9)
    }

    @Test("A swipe that recognizes cancels its touch in the view; the view saw it begin and move")
    func swipeCancelsTouchesInView() {
        let (h, view) = setUp()
        let log = GestureLog()
        view.addGestureRecognizer(UISwipeGestureRecognizer(target: log, action: GestureLog.handle))
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(log.states == ["ended"])
        #expect(view.log.first == "began" && view.log.last == "cancelled" && !view.log.contains("ended"))
    }
}
