// Touch delivery beyond one finger: several fingers at once (isMultipleTouchEnabled, isExclusiveTouch),
// tap counts worked out from quick taps, timestamps, and which window a touch goes to (by window level).
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Touch delivery")
struct TouchDeliveryTests {
    final class Recorder: UIView {
        var log: [String] = []
        var lastTouches: Set<UITouch> = []
        private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            lastTouches = touches
            log.append("\(phase) \(touches.count)/\(event?.allTouches?.count ?? 0)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
    }

    @Test("A view that is not multiple-touch enabled gets only the first finger; enabled, it gets both")
    func multipleTouch() {
        let h = UIKitTestHarness()
        let view = Recorder(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        h.window.addSubview(view)
        h.touchDown(at: CGPoint(x: 50, y: 100), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 100), finger: 1)
        h.touchUp(finger: 1)
        h.touchUp(finger: 0)
        #expect(view.log == ["began 1/1", "ended 1/1"])

        view.log = []
        view.isMultipleTouchEnabled = true
        h.touchDown(at: CGPoint(x: 50, y: 100), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 100), finger: 1)
        h.touchMove(to: CGPoint(x: 210, y: 120), finger: 1)
        h.touchUp(finger: 0)
        h.touchUp(finger: 1)
        #expect(view.log == ["began 1/1", "began 1/2", "moved 1/2", "ended 1/2", "ended 1/1"])
    }

    @Test("An exclusive-touch view gets no second finger elsewhere, and blocks others while touched")
    func exclusiveTouch() {
        let h = UIKitTestHarness()
        let left = Recorder(frame: CGRect(x: 0, y: 40, width: 160, height: 200))
        let right = Recorder(frame: CGRect(x: 160, y: 40, width: 160, height: 200))
        left.isExclusiveTouch = true
        h.window.addSubview(left)
        h.window.addSubview(right)
        h.touchDown(at: CGPoint(x: 50, y: 100), finger: 0)
        h.touchDown(at: CGPoint(x: 250, y: 100), finger: 1)
        #expect(left.log == ["began 1/1"] && right.log.isEmpty, "the exclusive view blocks the other")
        h.touchUp(finger: 1)
        h.touchUp(finger: 0)
        h.touchDown(at: CGPoint(x: 250, y: 100), finger: 0)
        h.touchDown(at: CGPoint(x: 50, y: 100), finger: 1)
        #expect(right.log == ["began 1/1"] && left.log == ["began 1/1", "ended 1/1"], "an exclusive view is not touched while another is")
        h.touchCancel()
        #expect(right.log.last == "cancelled 1/1")
    }

    @Test("Quick taps close together count up; a slow or distant one starts again; timestamps follow the clock")
    func tapCountAndTimestamp() {
        let h = UIKitTestHarness()
        let view = Recorder(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        h.window.addSubview(view)
        var counts: [Int] = []
        for _ in 0..<3 {
            h.tap(at: CGPoint(x: 100, y: 100))
            counts.append(view.lastTouches.first?.tapCount ?? 0)
            h.advance(by: 0.1)
        }
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 100, y: 100))
        counts.append(view.lastTouches.first?.tapCount ?? 0)
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 250, y: 300))
        counts.append(view.lastTouches.first?.tapCount ?? 0)
        #expect(counts == [1, 2, 3, 1, 1])
        let before = h.now
        h.touchDown(at: CGPoint(x: 10, y: 60))
        #expect(view.lastTouches.first?.timestamp == before)
        h.advance(by: 0.25)
        h.touchUp()
        #expect(view.lastTouches.first?.timestamp == before + 0.25)
    }

    @Test("A touch goes to the frontmost window by level that has a view there, key or not")
    func windowLevels() {
        let h = UIKitTestHarness()
        let back = Recorder(frame: h.window.bounds)
        h.window.addSubview(back)
        let alertWindow = UIWindow(frame: CGRect(x: 40, y: 100, width: 240, height: 200))
        alertWindow.windowLevel = .alert
        let alert = Recorder(frame: alertWindow.bounds)
        alertWindow.addSubview(alert)
        alertWindow.isHidden = false
        #expect(h.window.isKeyWindow && !alertWindow.isKeyWindow)
        h.tap(at: CGPoint(x: 160, y: 200))
        #expect(alert.log == ["began 1/1", "ended 1/1"] && back.log.isEmpty)
        #expect(alert.lastTouches.first?.window === alertWindow)
        #expect(alert.lastTouches.first?.location(in: alert) == CGPoint(x: 120, y: 100))
        h.tap(at: CGPoint(x: 160, y: 400))
        #expect(back.log == ["began 1/1", "ended 1/1"], "outside the alert window, the window behind")
        alert.isUserInteractionEnabled = false
        alertWindow.isUserInteractionEnabled = false
        h.tap(at: CGPoint(x: 160, y: 200))
        #expect(back.log.count == 4, "a window with nothing to hit lets the touch through")
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 160, y: 10))
        #expect(back.log.count == 4, "the status bar, above normal windows, takes its strip")
        alertWindow.isHidden = true
    }
}
