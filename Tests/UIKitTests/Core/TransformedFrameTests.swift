// Setting a frame through a transform: Core Animation's rule for layers, which UIKit's views follow.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Frames of transformed layers and views")
struct TransformedFrameTests {
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test("A scaled layer's frame reads back as set; its bounds are the frame divided by the scale")
    func scaledLayer() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 4))
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        #expect(close(layer.frame, CGRect(x: 10, y: 20, width: 100, height: 80)))
        #expect(layer.bounds.size == CGSize(width: 50, height: 20))
        #expect(layer.position == CGPoint(x: 60, y: 60))
    }

    @Test("Through a quarter turn and a flip, width and height trade places and the frame reads back as set")
    func quarterTurnAndFlip() {
        let turned = CALayer()
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        turned.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(close(turned.frame, CGRect(x: 0, y: 0, width: 100, height: 40)))
        #expect(abs(turned.bounds.width - 40) < 1e-9 && abs(turned.bounds.height - 100) < 1e-9)
        let flipped = CALayer()
        flipped.anchorPoint = CGPoint(x: 0, y: 0)
        flipped.setAffineTransform(CGAffineTransform(scaleX: -1, y: 1))
        flipped.frame = CGRect(x: 30, y: 5, width: 60, height: 10)
        #expect(close(flipped.frame, CGRect(x: 30, y: 5, width: 60, height: 10)))
        #expect(flipped.position == CGPoint(x: 90, y: 5))
    }

    @Test("A translated view keeps its translation: setting the frame moves the centre by the difference")
    func translatedView() {
        let view = UIView()
        view.transform = CGAffineTransform(translationX: 5, y: 7)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.center == CGPoint(x: 5, y: -2) && view.bounds.size == CGSize(width: 20, height: 10))
    }

    @Test("A view scaled 2x set to a frame hit-tests and converts within that frame")
    func scaledViewHitTesting() {
        let h = UIKitTestHarness()
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        h.window.addSubview(view)
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(view.bounds.size == CGSize(width: 50, height: 50))
        #expect(h.window.hitTest(CGPoint(x: 195, y: 195), with: nil) === view)
        #expect(h.window.hitTest(CGPoint(x: 205, y: 150), with: nil) !== view)
        #expect(view.convert(CGPoint(x: 50, y: 50), to: h.window) == CGPoint(x: 200, y: 200))
    }

    @Test("A turn by 45° keeps the size when no size fits, and centres the box on the rectangle")
    func oddTurn() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(layer.bounds.size == CGSize(width: 10, height: 10))
        #expect(abs(layer.position.x - 20) < 1e-9 && abs(layer.position.y - 20) < 1e-9)
    }
}
