// UIView transitions on the virtual clock: the change happens at once and is not animated property by
// property; pixels and presentation values at chosen instants; completion timing and flags (interrupted
// transitions finish with false); from:to: hierarchy changes with and without showHideTransitionViews;
// touches during a transition; bad durations. Public API only.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView transitions")
struct ViewTransitionTests {
    /// A 100x100 red card at (0, 100) in a 320x480 window at scale 1, status bar hidden.
    private func scene() -> (UIKitTestHarness, UIView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        card.backgroundColor = .red
        h.window.addSubview(card)
        h.runTurn()
        return (h, card)
    }

    @Test("The block's changes happen at once, unanimated; the completion runs at the end with true")
    func completionAtTheEnd() {
        let (h, card) = scene()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(inner)
        h.runTurn()
        var log: [Bool] = []
        UIView.transition(
            with: card, duration: 1, options: .transitionCrossDissolve,
            animations: {
                card.backgroundColor = .blue
                inner.frame.origin.x = 50
            }, completion: { log.append($0) })
        #expect(card.backgroundColor == .blue && inner.frame.origin.x == 50)
        #expect(inner.layer.animationKeys() == nil, "changes in the block are not animated one by one")
        #expect(card.layer.animationKeys() == ["transition"])
        h.advance(by: 0.9)
        #expect(log.isEmpty)
        h.advance(by: 0.2)
        #expect(log == [true])
        #expect(card.layer.animationKeys() == nil)
    }

    @Test("A cross dissolve at its middle shows half of each look; at the end only the live view, its temporary layers gone")
    func crossDissolvePixels() {
        let (h, card) = scene()
        let sublayers = h.window.layer.sublayers?.count
        UIView.transition(
            with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { card.backgroundColor = .blue })
        #expect(h.window.layer.sublayers?.count == (sublayers ?? 0) + 1, "the before image sits beside the view")
        h.advance(by: 0.5)
        let middle = Pixels(h.render())[50, 150]
        #expect(Pixels.close(middle, [128, 0, 127, 255], tolerance: 4), "red fading out over blue: \(middle)")
        h.advance(by: 0.6)
        #expect(Pixels(h.render())[50, 150] == [0, 0, 255, 255])
        #expect(h.window.layer.sublayers?.count == sublayers)
    }

    @Test("A flip hides the live view for its first half, then turns it in with perspective; at the end it is flat")
    func flipPresentation() {
        let (h, card) = scene()
        UIView.transition(
            with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
            animations: { card.backgroundColor = .blue })
        h.advance(by: 0.25)
        #expect(card.layer.presentation()?.opacity == 0)
        // The before look, turned 45°: the right half (nearer) is taller than the left.
        let quarter = Pixels(h.render())
        #expect(quarter[50, 150] == [255, 0, 0, 255])
        #expect(quarter[85, 103] == [255, 0, 0, 255] && quarter[15, 103] == [255, 255, 255, 255])
        h.advance(by: 0.5)
        let presented = card.layer.presentation()
        #expect(presented?.opacity == 1)
        #expect((presented?.transform.m34 ?? 0) != 0, "perspective while turning")
        #expect(Pixels(h.render())[50, 150] == [0, 0, 255, 255])
        h.advance(by: 0.3)
        #expect(card.layer.presentation()?.transform == CATransform3DIdentity)
        #expect(Pixels(h.render())[99, 199] == [0, 0, 255, 255])
    }

    @Test("Each flip brings its named side towards the viewer: at a quarter that side stands out past the card's edge")
    func flipDirections() {
        // A 100x100 card at (100, 100): turned 45°, its nearer edge is about 1.2 times as long, its farther
        // edge shorter. Points just outside the card's corners show which edge is nearer.
        let cases: [(UIView.AnimationOptions, near: CGPoint, far: CGPoint)] = [
            (.transitionFlipFromLeft, CGPoint(x: 115, y: 95), CGPoint(x: 185, y: 95)),
            (.transitionFlipFromRight, CGPoint(x: 185, y: 95), CGPoint(x: 115, y: 95)),
            (.transitionFlipFromTop, CGPoint(x: 95, y: 112), CGPoint(x: 95, y: 188)),
            (.transitionFlipFromBottom, CGPoint(x: 95, y: 188), CGPoint(x: 95, y: 112)),
        ]
        for (option, near, far) in cases {
            let (h, card) = scene()
            card.frame.origin.x = 100
            h.runTurn()
            UIView.transition(with: card, duration: 1, options: [option, .curveLinear], animations: { card.backgroundColor = .blue })
            h.advance(by: 0.25)
            let p = Pixels(h.render())
            #expect(p[Int(near.x), Int(near.y)] == [255, 0, 0, 255], "\(option.rawValue >> 20): near side at \(near)")
            #expect(p[Int(far.x), Int(far.y)] == [255, 255, 255, 255], "\(option.rawValue >> 20): far side at \(far)")
        }
    }

    @Test("Completions run in the order the transitions end, each once")
    func completionOrder() {
        let (h, card) = scene()
        let other = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        h.window.addSubview(other)
        h.runTurn()
        var log: [String] = []
        UIView.transition(
            with: card, duration: 1, options: .transitionCurlDown, animations: { card.alpha = 0.9 },
            completion: { log.append("long \($0)") })
        UIView.transition(
            with: other, duration: 0.5, options: .transitionFlipFromBottom, animations: { other.alpha = 0.9 },
            completion: { log.append("short \($0)") })
        h.advance(by: 2)
        #expect(log == ["short true", "long true"])
    }

    @Test("A curl up at its middle leaves the top of the before page flat and shows the after look at the bottom")
    func curlUpPixels() {
        let (h, card) = scene()
        UIView.transition(
            with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
            animations: { card.backgroundColor = .blue })
        h.advance(by: 0.5)
        let p = Pixels(h.render())
        #expect(p[50, 105] == [255, 0, 0, 255], "flat before page at the top")
        #expect(p[50, 195] == [0, 0, 255, 255], "after look beneath at the bottom")
        h.advance(by: 0.6)
        #expect(Pixels(h.render())[50, 105] == [0, 0, 255, 255])
    }

    @Test("A second transition interrupts the first (false), and removing the view's animations ends one (false)")
    func interruption() {
        let (h, card) = scene()
        var log: [String] = []
        UIView.transition(
            with: card, duration: 1, options: .transitionFlipFromLeft,
            animations: { card.backgroundColor = .blue }, completion: { log.append("first \($0)") })
        h.advance(by: 0.3)
        UIView.transition(
            with: card, duration: 1, options: .transitionCurlUp,
            animations: { card.backgroundColor = .green }, completion: { log.append("second \($0)") })
        #expect(log == ["first false"])
        h.advance(by: 0.3)
        card.layer.removeAllAnimations()
        #expect(log == ["first false", "second false"])
        h.runTurn()
        #expect(Pixels(h.render())[50, 150] == [0, 255, 0, 255], "the live view alone")
    }

    @Test("transition(from:to:) removes fromView and puts toView in its place")
    func fromToReplaces() {
        let (h, card) = scene()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let top = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        card.addSubview(a)
        card.addSubview(top)
        var log: [Bool] = []
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft, completion: { log.append($0) })
        #expect(a.superview == nil && b.superview === card)
        #expect(card.subviews == [b, top])
        #expect(card.layer.animationKeys() == ["transition"], "the superview's look transitions")
        h.advance(by: 0.6)
        #expect(log == [true])
    }

    @Test("With showHideTransitionViews, fromView is hidden and toView shown; both stay")
    func fromToShowHide() {
        let (h, card) = scene()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        b.isHidden = true
        card.addSubview(a)
        card.addSubview(b)
        var log: [Bool] = []
        UIView.transition(
            from: a, to: b, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews],
            completion: { log.append($0) })
        #expect(a.isHidden && !b.isHidden && card.subviews == [a, b])
        h.advance(by: 0.6)
        #expect(log == [true])
    }

    @Test("A fromView without a superview: nothing to animate, the completion runs on the next turn")
    func fromToWithoutSuperview() {
        let (h, _) = scene()
        let a = UIView(), b = UIView()
        var log: [Bool] = []
        UIView.transition(from: a, to: b, duration: 1, options: .transitionCurlDown, completion: { log.append($0) })
        #expect(log.isEmpty && b.superview == nil)
        h.runTurn()
        #expect(log == [true])
    }

    @Test("Negative, zero or NaN durations, and transitionNone: the change shows at once")
    func badDurations() {
        let (h, card) = scene()
        var log: [String] = []
        for (name, duration) in [("negative", -1.0), ("zero", 0), ("nan", .nan)] {
            UIView.transition(
                with: card, duration: duration, options: .transitionFlipFromTop,
                animations: { card.alpha = 0.5 }, completion: { log.append("\(name) \($0)") })
            #expect(card.layer.animationKeys() == nil)
        }
        h.runTurn()
        #expect(log == ["negative true", "zero true", "nan true"])
        UIView.transition(
            with: card, duration: 0.5, options: .transitionNone,
            animations: { card.backgroundColor = .blue }, completion: { log.append("none \($0)") })
        #expect(Pixels.close(Pixels(h.render())[50, 150], [128, 128, 255, 255]), "blue at alpha 0.5 over white, at once")
        h.advance(by: 0.6)
        #expect(log.last == "none true")
    }

    final class Tappable: UIView {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }

    @Test("A transitioning view takes no touches unless the options allow user interaction")
    func touchesDuringTransition() {
        let (h, card) = scene()
        let inner = Tappable(frame: card.bounds)
        card.addSubview(inner)
        h.runTurn()
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: {})
        h.tap(at: CGPoint(x: 50, y: 150))
        #expect(inner.touches == 0)
        h.advance(by: 1.1)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {})
        h.tap(at: CGPoint(x: 50, y: 150))
        #expect(inner.touches == 1)
    }
}
