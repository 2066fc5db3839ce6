// The harness's two-finger gestures: where fingers 0 and 1 go down, move and lift, and how long it takes.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Two-finger gestures")
struct MultiTouchHelperTests {
    /// Records, per touch phase, the locations of the touches it gets (window coordinates), in order.
    final class Recorder: UIView {
        var began: [CGPoint] = [], moved: [CGPoint] = [], ended: [CGPoint] = []
        private func points(_ touches: Set<UITouch>) -> [CGPoint] { touches.map { $0.location(in: nil) } }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += points(touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += points(touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += points(touches) }
    }

    private func setUp() -> (UIKitTestHarness, Recorder) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 1)
        let view = Recorder(frame: h.window.bounds)
        view.isMultipleTouchEnabled = true
        h.window.addSubview(view)
        return (h, view)
    }

    @Test("pinch: two fingers on a horizontal line about the centre, from the start distance to the end one")
    func pinch() {
        let (h, view) = setUp()
        let start = h.now
        h.pinch(at: CGPoint(x: 100, y: 100), from: 40, to: 80, steps: 2, duration: 0.4)
        #expect(view.began == [CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100)])
        #expect(view.moved == [CGPoint(x: 70, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 60, y: 100), CGPoint(x: 140, y: 100)])
        #expect(view.ended == [CGPoint(x: 140, y: 100), CGPoint(x: 60, y: 100)], "finger 1 lifts first")
        #expect(abs(h.now - start - 0.4) < 1e-9)
    }

    @Test("rotateFingers: two fingers on opposite sides of the centre, turned clockwise by the angle")
    func rotateFingers() {
        let (h, view) = setUp()
        h.rotateFingers(at: CGPoint(x: 100, y: 100), radius: 30, by: .pi / 2, steps: 1)
        #expect(view.began == [CGPoint(x: 70, y: 100), CGPoint(x: 130, y: 100)])
        let last = view.moved.suffix(2).map { CGPoint(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) }
        #expect(last == [CGPoint(x: 100, y: 70), CGPoint(x: 100, y: 130)], "a quarter turn clockwise on screen")
    }
}
