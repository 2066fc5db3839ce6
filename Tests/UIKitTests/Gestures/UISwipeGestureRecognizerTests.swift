// UISwipeGestureRecognizer driven by the harness: direction, speed, finger count, where it began.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISwipeGestureRecognizer")
struct UISwipeGestureRecognizerTests {
    private func setUp(direction: UISwipeGestureRecognizer.Direction = .right, touches: Int = 1)
        -> (UIKitTestHarness, TouchRecorder, UISwipeGestureRecognizer, GestureLog)
    {
        let h = UIKitTestHarness()
        let view = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        h.window.addSubview(view)
        let log = GestureLog()
        let swipe = UISwipeGestureRecognizer(target: log, action: GestureLog.handle)
        swipe.direction = direction
        swipe.numberOfTouchesRequired = touches
        view.addGestureRecognizer(swipe)
        return (h, view, swipe, log)
    }

    @Test("Defaults: direction right, one finger; Apple's raw values right 1, left 2, up 4, down 8")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1 && swipe.state == .possible)
        let raw = [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue)
        #expect(raw == [1, 2, 4, 8])
    }

    @Test("spec 004 T159: a right swipe fires once with state ended; a left swipe does not fire")
    func rightNotLeft() {
        let (h, _, swipe, log) = setUp()
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(log.states == ["ended"] && swipe.state == .possible)
        h.advance(by: 1)
        h.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 50, y: 150))
        #expect(log.calls == 1)
    }

    @Test("The swipe is recognized while the finger is still down, once it has travelled 50 pt")
    func recognizesBeforeLift() {
        let (h, _, _, log) = setUp()
        h.touchDown(at: CGPoint(x: 50, y: 150))
        h.advance(by: 0.05)
        h.touchMove(to: CGPoint(x: 95, y: 150))
        #expect(log.calls == 0)
        h.advance(by: 0.05)
        h.touchMove(to: CGPoint(x: 110, y: 155))
        #expect(log.states == ["ended"])
        h.touchUp()
    }

    @Test("spec 004 T160: with [.left, .right] both fire and an upward swipe does not; [.up, .down] likewise")
    func directionBitmask() {
        let (h, _, swipe, log) = setUp(direction: [.left, .right])
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        h.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 50, y: 150))
        h.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50))
        #expect(log.calls == 2)
        swipe.direction = [.up, .down]
        h.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50))
        h.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 150, y: 250))
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(log.calls == 4)
    }

    @Test("A swipe fails when too slow (over 0.5 s to travel 50 pt), too crooked, or too short")
    func failures() {
        let (h, _, swipe, log) = setUp()
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150), steps: 20, duration: 2)
        #expect(log.calls == 0, "25 pt in the first 0.5 s")
        h.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 200))
        #expect(log.calls == 0, "45° off the axis")
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 90, y: 150))
        #expect(log.calls == 0, "40 pt, then lift")
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 180))
        #expect(log.calls == 1, "30 pt sideways over 100 pt is within the angle")
        #expect(swipe.state == .possible)
    }

    @Test("A slow swipe fails when the time is up, with the finger still down")
    func failsOnTimeWithFingerDown() {
        let (h, _, swipe, _) = setUp()
        h.touchDown(at: CGPoint(x: 50, y: 150))
        h.advance(by: 0.4)
        h.touchMove(to: CGPoint(x: 70, y: 150))
        #expect(swipe.state == .possible)
        h.advance(by: 0.2)
        #expect(swipe.state == .failed)
        h.touchMove(to: CGPoint(x: 200, y: 150))
        h.touchUp()
        #expect(swipe.state == .possible)
    }

    @Test("spec 004 T161: with two fingers required, one finger does not fire and two do; three fail")
    func fingerCount() {
        let (h, _, _, log) = setUp(touches: 2)
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(log.calls == 0)
        twoFingerSwipe(h, fingers: 2)
        #expect(log.states == ["ended"])
        twoFingerSwipe(h, fingers: 3)
        #expect(log.calls == 1)
    }

    private func twoFingerSwipe(_ h: UIKitTestHarness, fingers: Int) {
        for finger in 0..<fingers { h.touchDown(at: CGPoint(x: 50, y: 100 + 40 * CGFloat(finger)), finger: finger) }
        for step in 1...4 {
            h.advance(by: 0.05)
            for finger in 0..<fingers {
                h.touchMove(to: CGPoint(x: 50 + 40 * CGFloat(step), y: 100 + 40 * CGFloat(finger)), finger: finger)
            }
        }
        for finger in 0..<fingers { h.touchUp(finger: finger) }
        h.advance(by: 1)
    }

    @Test("location(in:) and location(ofTouch:in:) give where the swipe began")
    func locationIsStart() {
        let (h, view, _, _) = setUp()
        @MainActor final class Probe {
            var location = CGPoint.zero
            weak var view: UIView?
            func handle(_ swipe: UISwipeGestureRecognizer) { location = swipe.location(in: view) }
        }
        let probe = Probe()
        probe.view = view
        let swipe = view.gestureRecognizers!.first!
        swipe.addTarget(probe, action: Probe.handle)
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(probe.location == CGPoint(x: 40, y: 130))
    }
}
