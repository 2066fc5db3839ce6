// Layer time (CAMediaTiming on CALayer): a layer's speed, time offset and begin time set the time its
// animations and its sublayers' animations run on; convertTime between layers; Apple's pause-and-resume
// recipe; what the compositor draws for a stopped layer.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Layer timing")
struct LayerTimingTests {
    /// A harness with a white window, a full-window container layer, and in it a 20 × 20 red layer at
    /// (0, 0); the status bar hidden.
    private func scene() -> (UIKitTestHarness, container: CALayer, square: CALayer) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 100), scale: 1)
        UIApplication.shared.isStatusBarHidden = true
        h.window.backgroundColor = .white
        let container = CALayer(), square = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.frame = h.window.bounds
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = UIColor.red.cgColor
        container.addSublayer(square)
        h.window.layer.addSublayer(container)
        CATransaction.commit()
        h.runTurn()
        return (h, container, square)
    }

    /// Moves the square's center from x = 10 to x = 110 over one second, linearly.
    private func slide(_ layer: CALayer, delegate: CAAnimationDelegate? = nil) {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 110
        move.duration = 1
        move.delegate = delegate
        layer.add(move, forKey: "slide")
    }

    private func shownX(_ layer: CALayer) -> CGFloat { (layer.presentation() ?? layer).position.x }

    final class Stops: CAAnimationDelegate {
        var finished: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished.append(flag) }
    }

    @Test("A superlayer with speed 0 holds its sublayers' animations at its time offset; the clock does not end them")
    func stoppedSuperlayer() {
        let (h, container, square) = scene()
        let stops = Stops()
        container.speed = 0
        container.timeOffset = 0
        slide(square, delegate: stops)
        container.timeOffset = 0.4
        h.advance(by: 2)
        #expect(abs(shownX(square) - 50) < 1e-6)
        #expect(stops.finished.isEmpty && square.animationKeys() == ["slide"])
        let pixels = Pixels(h.render())
        #expect(pixels[45, 10] == [255, 0, 0, 255] && pixels[5, 10] == [255, 255, 255, 255], "drawn where the stopped time puts it")
        container.timeOffset = 0.9
        h.advance(by: 1.0 / 60)
        #expect(Pixels(h.render())[95, 10] == [255, 0, 0, 255], "a new offset is drawn at the next frame")
        container.timeOffset = 1
        h.advance(by: 1.0 / 60)
        #expect(stops.finished == [true] && square.animationKeys() == nil, "at its end time the animation ends")
    }

    @Test("A layer's speed scales its animations' time: at speed 2 a one-second animation ends after half a second")
    func doubleSpeed() {
        let (h, container, square) = scene()
        container.speed = 2
        slide(square)
        h.advance(by: 0.25)
        #expect(abs(shownX(square) - 60) < 1)
        h.advance(by: 0.3)
        #expect(square.animationKeys() == nil)
    }

    @Test("convertTime maps between layers' times through each layer's begin time, speed and offset")
    func convertTime() {
        let (_, container, square) = scene()
        container.beginTime = 10
        container.speed = 2
        container.timeOffset = 1
        square.speed = 0.5
        #expect(container.convertTime(20, from: nil) == 21)
        #expect(square.convertTime(20, from: nil) == 10.5)
        #expect(square.convertTime(10.5, to: nil) == 20)
        #expect(square.convertTime(21, from: container) == 10.5)
        #expect(container.convertTime(10.5, from: square) == 21)
        let now = CACurrentMediaTime()
        #expect(abs(square.convertTime(square.convertTime(now, from: nil), to: nil) - now) < 1e-9)
    }

    @Test("Apple's recipe pauses a layer's animations and resumes them where they stopped")
    func pauseAndResume() {
        let (h, _, square) = scene()
        slide(square)
        h.advance(by: 0.3)
        let pausedTime = square.convertTime(CACurrentMediaTime(), from: nil)
        square.speed = 0
        square.timeOffset = pausedTime
        h.advance(by: 5)
        #expect(abs(shownX(square) - 40) < 1, "paused at 0.3 s")
        let paused = square.timeOffset
        square.speed = 1
        square.timeOffset = 0
        square.beginTime = 0
        square.beginTime = square.convertTime(CACurrentMediaTime(), from: nil) - paused
        h.advance(by: 0.3)
        #expect(abs(shownX(square) - 70) < 1, "resumed from 0.3 s")
        h.advance(by: 0.5)
        #expect(square.animationKeys() == nil)
    }

    @Test("A UIView animation's delay counts on the time of the layer it runs on")
    func delayOnStoppedLayer() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 100), scale: 1)
        let container = UIView(frame: h.window.bounds), square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(square)
        h.window.addSubview(container)
        h.runTurn()
        container.layer.speed = 0
        UIView.animate(withDuration: 1, delay: 1, options: [.curveLinear], animations: { square.center.x = 110 })
        container.layer.timeOffset = 0.5
        h.advance(by: 3)
        #expect(shownX(square.layer) == 10, "still in its delay")
        container.layer.timeOffset = 1.5
        h.advance(by: 1.0 / 60)
        #expect(abs(shownX(square.layer) - 60) < 1e-6)
    }
}
