// The animation engine on UIKit's virtual clock: explicit CABasicAnimations, the presentation layer at
// chosen instants, removal and fill modes, delegate messages, implicit animations of standalone layers
// (and none for a view's own layer, a layer never shown, or with actions disabled), and what the
// compositor draws.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Layer animations")
struct LayerAnimationTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A harness with a 40 × 40 red standalone layer at (20, 20)–(60, 60), on screen.
    private func scene() -> (UIKitTestHarness, CALayer) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 200), scale: 1)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        h.window.layer.addSublayer(layer)
        CATransaction.commit()
        h.runTurn()
        return (h, layer)
    }

    @Test("A transaction's completion block runs when the animations it added have finished or been removed")
    func transactionCompletionWaitsForAnimations() {
        let (h, layer) = scene()
        var completions: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append("one second") }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 40
        move.toValue = 140
        move.duration = 1
        layer.add(move, forKey: "move")
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append("removed") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 5
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        CATransaction.commit()
        #expect(completions.isEmpty)
        h.advance(by: 0.5)
        layer.removeAnimation(forKey: "fade")
        #expect(completions == ["removed"])  // the outer transaction also waits for the move
        h.advance(by: 0.6)
        #expect(completions == ["removed", "one second"])
    }

    @Test("Implicit animations take the transaction's duration and typed timing function")
    func transactionTimingFunction() throws {
        let (_, layer) = scene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(name: .linear))
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(CATransaction.animationTimingFunction() == nil)
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 2 && animation.timingFunction == CAMediaTimingFunction(name: .linear))
    }

    @Test("A basic animation: the presentation moves on the clock, the model does not; then it is removed")
    func basic() throws {
        let (h, layer) = scene()
        let recorder = Recorder()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 40
        move.toValue = 140
        move.duration = 1
        move.delegate = recorder
        layer.add(move, forKey: "move")
        #expect(layer.animationKeys() == ["move"])
        #expect(layer.animation(forKey: "move") !== move, "the layer keeps a copy")
        h.advance(by: 0.5)
        let presented = try #require(layer.presentation())
        #expect(presented !== layer && presented.model() === layer)
        #expect(abs(presented.position.x - 90) < 1e-6)
        #expect(layer.position.x == 40, "the model keeps its value")
        #expect(recorder.events == ["start"])
        // The compositor draws the presentation: red around x = 90, white where the model is.
        let p = Pixels(h.render())
        #expect(p[90, 40] == [255, 0, 0, 255] && p[30, 40] == [255, 255, 255, 255])
        h.advance(by: 0.6)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.presentation() === layer)
        #expect(Pixels(h.render())[30, 40] == [255, 0, 0, 255])
    }

    @Test("fillMode .forwards with isRemovedOnCompletion false holds the end value; removing it stops with finished false")
    func fillAndRemoval() throws {
        let (h, layer) = scene()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        h.advance(by: 1)
        #expect(abs(try #require(layer.presentation()).opacity - 0.2) < 1e-6)
        #expect(layer.animationKeys() == ["fade"] && recorder.events == ["start", "stop true"])
        layer.removeAnimation(forKey: "fade")
        #expect(recorder.events.last == "stop false")
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test("Timing functions, byValue, additive animations, transforms and colours interpolate as Core Animation")
    func values() throws {
        let (h, layer) = scene()
        let ease = CABasicAnimation(keyPath: "bounds.size.width")
        ease.fromValue = 0
        ease.toValue = 100
        ease.duration = 1
        ease.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(ease, forKey: "ease")
        let by = CABasicAnimation(keyPath: "position.y")
        by.byValue = 60
        by.duration = 1
        layer.add(by, forKey: "by")
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = UIColor.blue.cgColor
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 10
        nudge.isAdditive = true
        nudge.duration = 1
        layer.add(nudge, forKey: "nudge")
        h.advance(by: 0.5)
        let p = try #require(layer.presentation())
        #expect(abs(p.bounds.width - 50) < 1e-3, "ease-in-ease-out is symmetric: halfway at half time")
        #expect(abs(p.position.y - 70) < 1e-6, "40 + 60 × 0.5")
        #expect(abs(p.position.x - 45) < 1e-6, "additive: model 40 + 5")
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        #expect(zip(p.transform.values, expected.values).allSatisfy { abs($0 - $1) < 1e-9 }, "an eighth of a turn")
        let rgba = try #require(p.backgroundColor?.components)
        #expect(abs(rgba[0] - 0.5) < 1e-6 && abs(rgba[2] - 0.5) < 1e-6)
    }

    @Test("A standalone layer on screen animates a change implicitly for 0.25 s; not with actions disabled")
    func implicit() throws {
        let (h, layer) = scene()
        layer.opacity = 0
        #expect(layer.opacity == 0 && layer.animationKeys() == ["opacity"])
        h.advance(by: 0.125)
        let opacity = try #require(layer.presentation()).opacity
        // Core Animation's default curve is at 0.8024 halfway through: 1 → 0 shows 0.1976.
        #expect(abs(Double(opacity) - 0.1976) < 1e-3)
        h.advance(by: 0.2)
        #expect(layer.animationKeys() == nil && layer.presentation()?.opacity == 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.position = CGPoint(x: 140, y: 40)
        CATransaction.commit()
        h.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).position.x - 40 - 100 * 0.8024) < 0.1, "the transaction's duration")
    }

    @Test("No implicit animation for a view's own layer, nor for a layer never shown")
    func noImplicitAnimation() {
        let (h, _) = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(view)
        h.runTurn()
        view.alpha = 0.5
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.layer.animationKeys() == nil)
        let offscreen = CALayer()
        offscreen.opacity = 0.3
        #expect(offscreen.animationKeys() == nil && offscreen.presentation() === offscreen)
    }

    @Test("A custom key set through setValue(_:forKey:) animates in the presentation layer")
    func customKey() throws {
        let (h, layer) = scene()
        layer.setValue(0.0, forKey: "progress")
        let grow = CABasicAnimation(keyPath: "progress")
        grow.toValue = 1.0
        grow.duration = 1
        layer.add(grow, forKey: nil)
        #expect(layer.animationKeys()?.count == 1)
        h.advance(by: 0.25)
        let value = try #require(layer.presentation()?.value(forKey: "progress"))
        #expect(abs((value as? CGFloat ?? -1) - 0.25) < 1e-6)
    }
}
