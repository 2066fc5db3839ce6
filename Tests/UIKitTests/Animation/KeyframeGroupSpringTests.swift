// Keyframe animations (linear, discrete, paced, cubic, paths, per-segment timing), groups, and springs
// (CASpringAnimation and UIView's spring blocks), on the virtual clock.
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Keyframes, groups and springs")
struct KeyframeGroupSpringTests {
    private func scene() -> (UIKitTestHarness, CALayer) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 1)
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        h.window.layer.addSublayer(layer)
        CATransaction.commit()
        h.runTurn()
        return (h, layer)
    }

    private func presentedX(_ layer: CALayer) -> CGFloat { (layer.presentation() ?? layer).position.x }

    @Test("Linear keyframes follow keyTimes; discrete ones jump; per-segment timing functions pace each segment")
    func keyframes() {
        let (h, layer) = scene()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 100, 40]
        a.keyTimes = [0, 0.25, 1]
        a.duration = 1
        layer.add(a, forKey: "a")
        h.advance(by: 0.125)
        #expect(abs(presentedX(layer) - 50) < 1e-6)
        h.advance(by: 0.5)
        #expect(abs(presentedX(layer) - 70) < 1e-6, "halfway from 100 to 40")
        layer.removeAllAnimations()

        let d = CAKeyframeAnimation(keyPath: "position.x")
        d.values = [0, 100, 40]
        d.calculationMode = .discrete
        d.duration = 1
        layer.add(d, forKey: "d")
        h.advance(by: 0.2)
        #expect(presentedX(layer) == 0)
        h.advance(by: 0.2)
        #expect(presentedX(layer) == 100)
        layer.removeAllAnimations()

        let e = CAKeyframeAnimation(keyPath: "position.x")
        e.values = [0, 100]
        e.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        e.duration = 1
        layer.add(e, forKey: "e")
        h.advance(by: 0.5)
        #expect(abs(presentedX(layer) - 31.53) < 0.05, "ease-in at half time")
        layer.removeAllAnimations()
    }

    @Test("Paced keyframes move at even speed; a path is followed along its length; cubic passes through the values")
    func pacedPathCubic() {
        let (h, layer) = scene()
        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 100]
        paced.calculationMode = .paced
        paced.duration = 1
        layer.add(paced, forKey: "p")
        h.advance(by: 0.5)
        #expect(abs(presentedX(layer) - 50) < 1e-6)
        layer.removeAllAnimations()

        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        layer.add(follow, forKey: "f")
        h.advance(by: 1.5)
        let p = (layer.presentation() ?? layer).position
        #expect(abs(p.x - 100) < 1e-6 && abs(p.y - 50) < 1e-6, "three quarters of 200 points of path")
        layer.removeAllAnimations()

        let cubic = CAKeyframeAnimation(keyPath: "position.x")
        cubic.values = [0, 100, 0]
        cubic.calculationMode = .cubic
        cubic.duration = 1
        layer.add(cubic, forKey: "c")
        h.advance(by: 0.5)
        #expect(abs(presentedX(layer) - 100) < 1e-6, "through the middle value at its key time")
        h.advance(by: 0.25)
        #expect(presentedX(layer) > 50, "a smooth curve bulges beyond the straight line")
        layer.removeAllAnimations()
    }

    @Test("A group runs its children on its own clock; children end with the group")
    func group() {
        let (h, layer) = scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        layer.add(group, forKey: "g")
        h.advance(by: 0.5)
        #expect(abs(presentedX(layer) - 50) < 1e-6 && (layer.presentation() ?? layer).opacity == 1)
        h.advance(by: 1)
        #expect(abs((layer.presentation() ?? layer).opacity - 0.5) < 1e-6)
        h.advance(by: 0.6)
        #expect(layer.animationKeys() == nil)
    }

    @Test("A spring overshoots when underdamped, not when critically damped, and settles")
    func spring() {
        let under = CASpringAnimation()
        under.damping = 4
        let samples = stride(from: 0.0, through: 3, by: 0.01).map { under.springProgress(at: $0) }
        #expect(samples.max()! > 1.1)
        #expect(abs(under.springProgress(at: under.settlingDuration + 0.1) - 1) < 0.001)
        let critical = CASpringAnimation()
        critical.damping = 20  // 2 √(k m) with k = 100, m = 1
        let values = stride(from: 0.0, through: 3, by: 0.01).map { critical.springProgress(at: $0) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $1 >= $0 - 1e-12 } && values.max()! <= 1 + 1e-9)
        #expect(critical.settlingDuration > 0.5 && critical.settlingDuration < 1)
    }

    @Test("UIView spring blocks settle in their duration; a low damping ratio overshoots")
    func viewSpring() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(view)
        h.runTurn()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            animations: {
                view.center.x = 110
            }, completion: { finished = $0 })
        var peak: CGFloat = 0
        for _ in 0..<50 {
            h.advance(by: 0.02)
            peak = max(peak, (view.layer.presentation() ?? view.layer).position.x)
        }
        #expect(peak > 115, "overshoots 110")
        h.advance(by: 0.1)
        #expect(finished == true && view.layer.animationKeys() == nil)
    }
}
