// UIView keyframe animations on the virtual clock: values at keyframe boundaries and between them
// (linear and discrete), holds before and between keyframes, nested keyframes, the default curve,
// clamped bad input, completion. Public API only.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView keyframe animations")
struct UIViewKeyframeTests {
    /// A 40x40 view centred at (20, 120).
    private func scene() -> (UIKitTestHarness, UIView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        view.backgroundColor = .red
        h.window.addSubview(view)
        h.runTurn()
        return (h, view)
    }

    private func x(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).position.x }

    /// Linear pacing of the whole animation (the curve options travel in the raw value).
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Advances to `time` seconds after the start (given how much has passed) and reads x.
    private func x(at time: TimeInterval, _ h: UIKitTestHarness, _ view: UIView, passed: inout TimeInterval) -> CGFloat {
        h.advance(by: time - passed)
        passed = time
        return x(view)
    }

    @Test("Linear keyframes: each value reached at its keyframe's end, in between interpolated; the model at once")
    func linearBoundaries() {
        let (h, view) = scene()
        var log: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 120 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 60 }
            }, completion: { log.append($0) })
        #expect(view.center.x == 60, "the model takes the last keyframe's value at once")
        #expect(view.layer.animationKeys() == ["position"])
        var t = 0.0
        #expect(abs(x(at: 0.25, h, view, passed: &t) - 70) < 1e-6)
        #expect(abs(x(at: 0.5, h, view, passed: &t) - 120) < 1e-6, "the first keyframe's value at its end")
        #expect(abs(x(at: 0.75, h, view, passed: &t) - 90) < 1e-6)
        #expect(log.isEmpty)
        h.advance(by: 0.3)
        #expect(log == [true] && x(view) == 60)
    }

    @Test("Before its first keyframe a property holds its old value, and between keyframes the last one's")
    func holds() {
        let (h, view) = scene()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.x = 120 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 220 }
            })
        var t = 0.0
        #expect(x(at: 0.1, h, view, passed: &t) == 20)
        #expect(abs(x(at: 0.375, h, view, passed: &t) - 70) < 1e-6)
        #expect(abs(x(at: 0.6, h, view, passed: &t) - 120) < 1e-6)
        #expect(abs(x(at: 0.875, h, view, passed: &t) - 170) < 1e-6)
    }

    @Test("Discrete keyframes jump to each value at the start of its keyframe")
    func discrete() {
        let (h, view) = scene()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.x = 120 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 220 }
            })
        var t = 0.0
        #expect(x(at: 0.2, h, view, passed: &t) == 20)
        #expect(x(at: 0.3, h, view, passed: &t) == 120)
        #expect(x(at: 0.7, h, view, passed: &t) == 120)
        #expect(x(at: 0.8, h, view, passed: &t) == 220)
    }

    @Test("A keyframe inside a keyframe takes its times relative to the enclosing one")
    func nested() {
        let (h, view) = scene()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 1) { view.center.x = 120 }
                }
            })
        var t = 0.0
        #expect(x(at: 0.7, h, view, passed: &t) == 20, "the inner keyframe spans 0.75...1")
        #expect(abs(x(at: 0.875, h, view, passed: &t) - 70) < 1e-6)
    }

    @Test("Changes made outside keyframes take the whole duration, paced by ease-in-out by default")
    func wholeDurationAndDefaultCurve() {
        let (h, view) = scene()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                view.center.x = 120
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"])
        h.advance(by: 0.25)
        let expected = 20 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.25)
        #expect(abs(x(view) - expected) < 1e-6 && x(view) < 45)
    }

    @Test("Bad relative times are clamped: NaN is 0, starts to 0...1, durations to what is left (0 jumps)")
    func badRelativeTimes() {
        let (h, view) = scene()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 0.5) { view.center.x = 120 }  // 0...0.5
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 7) { view.center.x = 220 }  // 0.5...1
                UIView.addKeyframe(withRelativeStartTime: -3, relativeDuration: -1) { view.alpha = 0.5 }  // a jump at 0
            })
        var t = 0.0
        #expect(abs(x(at: 0.25, h, view, passed: &t) - 70) < 1e-6)
        #expect(abs(x(at: 0.75, h, view, passed: &t) - 170) < 1e-6)
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test("An interrupted keyframe animation completes with false; zero or NaN durations do not animate")
    func completion() {
        let (h, view) = scene()
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 120 }
            }, completion: { log.append("first \($0)") })
        h.advance(by: 0.2)
        view.layer.removeAllAnimations()
        #expect(log == ["first false"])
        UIView.animateKeyframes(
            withDuration: .nan, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 20 }
            }, completion: { log.append("nan \($0)") })
        #expect(view.layer.animationKeys() == nil && view.center.x == 20)
        h.runTurn()
        #expect(log == ["first false", "nan true"])
    }

    @Test("Outside a keyframe block, addKeyframe makes its changes at once")
    func outsideABlock() {
        let (_, view) = scene()
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 120 }
        #expect(view.center.x == 120 && view.layer.animationKeys() == nil)
    }
}
