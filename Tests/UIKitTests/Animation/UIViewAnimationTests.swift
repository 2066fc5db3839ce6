// UIView block animations on the virtual clock: what the presentation shows at chosen instants, the
// model at once, completion order and flags (interrupted animations finish with false; geometry adds up
// instead), beginFromCurrentState, delay, curves, repeat/autoreverse, and the ways to not animate.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView animations")
struct UIViewAnimationTests {
    private func scene() -> (UIKitTestHarness, UIView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        view.backgroundColor = .red
        h.window.addSubview(view)
        h.runTurn()
        return (h, view)
    }

    private func presented(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    @Test("The model changes at once; the presentation follows the curve; the completion says finished")
    func basic() {
        let (h, view) = scene()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.center = CGPoint(x: 220, y: 120)
                view.alpha = 0
            }, completion: { completions.append($0) })
        #expect(view.center == CGPoint(x: 220, y: 120) && view.alpha == 0)
        h.advance(by: 0.25)
        #expect(abs(presented(view).position.x - 70) < 1e-6, "a quarter of the way from 20 to 220")
        #expect(abs(presented(view).opacity - 0.75) < 1e-6)
        #expect(completions.isEmpty)
        h.advance(by: 0.8)
        #expect(completions == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Bounds that grow in a block grow on screen, halfway at half time (not past the end, then back)")
    func growingBounds() {
        let (h, view) = scene()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.bounds.size = CGSize(width: 200, height: 40)
            }, completion: nil)
        h.advance(by: 0.5)
        #expect(abs(presented(view).bounds.width - 120) < 1e-6, "40 to 200: \(presented(view).bounds.width)")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.bounds.size = CGSize(width: 20, height: 40)
            }, completion: nil)
        h.advance(by: 0.25)
        // In flight: 40→200 at 0.75 (160), plus 200→20 at 0.25 (-45).
        #expect(abs(presented(view).bounds.width - 115) < 1e-6, "\(presented(view).bounds.width)")
    }

    @Test("The default curve is ease-in-ease-out")
    func defaultCurve() {
        let (h, view) = scene()
        UIView.animate(withDuration: 1) { view.frame.origin.x = 100 }
        h.advance(by: 0.25)
        let x = presented(view).position.x - 20
        let expected = 100 * CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.25)
        #expect(abs(x - expected) < 1e-6 && x < 25)
    }

    @Test("A second block moving a view adds to the motion in flight: continuous, and both complete with true")
    func additiveGeometry() {
        let (h, view) = scene()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 220 },
            completion: { log.append("first \($0)") })
        h.advance(by: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 20 },
            completion: { log.append("second \($0)") })
        #expect(log.isEmpty, "the first runs on")
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        #expect(abs(presented(view).position.x - 120) < 1e-6, "no jump: the offsets add up to what was on screen")
        h.advance(by: 0.25)
        // 20 (model) - 200 * 0.25 (first, a quarter left) + 200 * 0.75 (second, three quarters left)
        #expect(abs(presented(view).position.x - 120) < 1e-6)
        h.advance(by: 0.25)
        #expect(abs(presented(view).position.x - 120) < 1e-6, "20 + 200 * 0.5")
        h.advance(by: 1.0 / 60)  // completions come with the first frame at or after the end
        #expect(log == ["first true"])
        h.advance(by: 0.25 - 1.0 / 60)
        #expect(abs(presented(view).position.x - 70) < 1e-6)
        h.advance(by: 0.3)
        #expect(log == ["first true", "second true"])
        #expect(view.layer.animationKeys() == nil && presented(view).position.x == 20)
    }

    @Test("Transforms add up too: a rotation turned back halfway stays continuous")
    func additiveTransform() {
        let (h, view) = scene()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        h.advance(by: 0.5)
        let angle = { (presented(view).value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? .nan }
        #expect(abs(angle() - .pi / 4) < 1e-6)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.transform = .identity })
        #expect(abs(angle() - .pi / 4) < 1e-6, "beginFromCurrentState changes nothing for geometry")
        h.advance(by: 0.5)
        #expect(abs(angle() - .pi / 4) < 1e-6, "the first's offset is spent, the second's is half left")
        h.advance(by: 0.25)
        #expect(abs(angle() - .pi / 8) < 1e-6)
    }

    @Test(
        "Other properties are interrupted (completion false): from the value in flight's end, or from the screen with beginFromCurrentState"
    )
    func interruptionFromCurrentState() {
        for fromCurrentState in [false, true] {
            let (h, view) = scene()
            var log: [String] = []
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                completion: { log.append("first \($0)") })
            h.advance(by: 0.5)
            #expect(abs(presented(view).opacity - 0.5) < 1e-6)
            let options: UIView.AnimationOptions = fromCurrentState ? [.curveLinear, .beginFromCurrentState] : .curveLinear
            UIView.animate(
                withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 },
                completion: { log.append("second \($0)") })
            #expect(log == ["first false"])
            #expect(view.layer.animationKeys() == ["opacity"])
            let start: Float = fromCurrentState ? 0.5 : 0
            #expect(
                abs(presented(view).opacity - start) < 1e-6, fromCurrentState ? "from what was on screen" : "from where the first was going"
            )
            h.advance(by: 0.5)
            #expect(abs(presented(view).opacity - (start + (1 - start) / 2)) < 1e-6)
            h.advance(by: 0.6)
            #expect(log == ["first false", "second true"])
        }
    }

    @Test("A delay holds the old value on screen, then animates")
    func delay() {
        let (h, view) = scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        h.advance(by: 0.25)
        #expect(presented(view).opacity == 1)
        h.advance(by: 0.75)
        #expect(abs(presented(view).opacity - 0.5) < 1e-6)
    }

    @Test("Repeat with autoreverse goes back and forth")
    func repeatAutoreverse() {
        let (h, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.alpha = 0 })
        h.advance(by: 1.25)
        #expect(abs(presented(view).opacity - 0.25) < 1e-6, "on the way back")
        h.advance(by: 1)
        #expect(abs(presented(view).opacity - 0.75) < 1e-6)
        view.layer.removeAllAnimations()
    }

    @Test("No animation: without changes (completion next turn), without animation, disabled, or off screen")
    func notAnimating() {
        let (h, view) = scene()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { log.append("empty \($0)") })
        #expect(log.isEmpty)
        h.runTurn()
        #expect(log == ["empty true"])
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { log.append("disabled \($0)") })
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
        h.runTurn()
        #expect(log.last == "disabled true")
        let loose = UIView(frame: .zero)
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { log.append("loose \($0)") })
        h.runTurn()
        #expect(loose.layer.animationKeys() == nil && log.last == "loose true")
        #expect(UIView.inheritedAnimationDuration == 0)
    }
}

@MainActor
@Suite("UIView animations and touches")
struct UIViewAnimationInteractionTests {
    final class Tappable: UIView {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }

    @Test("An animating view takes no touches unless the block allows user interaction")
    func allowUserInteraction() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let view = Tappable(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        h.window.addSubview(view)
        h.runTurn()
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        h.tap(at: CGPoint(x: 50, y: 150))
        #expect(view.touches == 0)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 150))
        #expect(view.touches == 1, "after the animation")
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        h.tap(at: CGPoint(x: 50, y: 150))
        #expect(view.touches == 2)
    }
}
