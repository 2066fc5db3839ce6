// What the compositor shows of animations that end and stay, of animated keys that redraw a layer's
// contents, and of a mask that moves: read from the rendered window, on UIKit's virtual clock.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// A progress bar drawn from a custom animatable key, as ported ring and gauge layers are: the key lives in
/// the layer's key-value storage (what `uikit-port` makes of `@NSManaged`) and redraws the layer.
private final class ProgressBarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

@MainActor
@Suite("Held and redrawn animations")
struct HeldAndRedrawnAnimationTests {
    /// A 200 × 100 white window, on screen, at scale 1.
    private func harness() -> UIKitTestHarness {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 100), scale: 1)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        return h
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test("An animation that ends and stays (fill forwards, not removed) keeps showing its end value after later frames")
    func heldEndValue() {
        let h = harness()
        let layer = CALayer(), other = CALayer()
        withoutActions {
            layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            layer.backgroundColor = UIColor.red.cgColor
            other.frame = CGRect(x: 100, y: 10, width: 40, height: 40)
            other.backgroundColor = UIColor.green.cgColor
            h.window.layer.addSublayer(layer)
            h.window.layer.addSublayer(other)
        }
        h.runTurn()
        let turn = CABasicAnimation(keyPath: "backgroundColor")
        turn.toValue = UIColor.blue.cgColor
        turn.duration = 0.25
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        layer.add(turn, forKey: "turn")
        h.advance(by: 1)
        #expect(Pixels(h.render())[30, 30] == [0, 0, 255, 255])
        // Something else changes: the window is composited again, and the held value still shows.
        withoutActions { other.backgroundColor = UIColor.black.cgColor }
        h.advance(by: 0.5)
        let pixels = Pixels(h.render())
        #expect(pixels[120, 30] == [0, 0, 0, 255])
        #expect(pixels[30, 30] == [0, 0, 255, 255])
        layer.removeAnimation(forKey: "turn")
        h.runTurn()
        #expect(Pixels(h.render())[30, 30] == [255, 0, 0, 255])
    }

    @Test("An animated custom key that redraws the layer shows its animated value in every frame, then the model's")
    func customKeyRedraws() {
        let h = harness()
        let bar = ProgressBarLayer()
        withoutActions {
            bar.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
            h.window.layer.addSublayer(bar)
        }
        h.runTurn()
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        bar.progress = 1
        bar.add(fill, forKey: "progress")
        h.advance(by: 0.5)
        var pixels = Pixels(h.render())
        #expect(pixels[80, 10] == [0, 0, 255, 255])
        #expect(pixels[120, 10] == [255, 255, 255, 255])
        h.advance(by: 1)
        pixels = Pixels(h.render())
        #expect(pixels[190, 10] == [0, 0, 255, 255])
        #expect(bar.animationKeys() == nil)
    }

    @Test("A mask that moves in an animation changes what its layer lets through, frame by frame")
    func movingMask() {
        let h = harness()
        let layer = CALayer(), mask = CALayer()
        withoutActions {
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            layer.backgroundColor = UIColor.red.cgColor
            mask.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
            mask.backgroundColor = UIColor.black.cgColor
            layer.mask = mask
            h.window.layer.addSublayer(layer)
        }
        h.runTurn()
        #expect(Pixels(h.render())[25, 20] == [255, 0, 0, 255])
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 25
        slide.toValue = 175
        slide.duration = 1
        mask.position.x = 175
        mask.add(slide, forKey: "slide")
        h.advance(by: 0.5)
        let pixels = Pixels(h.render())
        #expect(pixels[100, 20] == [255, 0, 0, 255])
        #expect(pixels[25, 20] == [255, 255, 255, 255])
    }
}
