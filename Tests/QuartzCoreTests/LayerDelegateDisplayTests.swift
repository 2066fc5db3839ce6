// A layer's delegate: one that implements display(_:) provides the contents itself; one that only
// implements draw(_:in:) gets asked to draw into the layer's backing store. No extra declaration needed,
// as with Core Animation's respondsToSelector:.
import QuartzCore
import Testing
import UIKit

@Suite("Layer delegate display")
struct LayerDelegateDisplayTests {
    final class Displaying: CALayerDelegate {
        var displays = 0, draws = 0
        let image: CGImage
        init(image: CGImage) { self.image = image }
        func display(_ layer: CALayer) { displays += 1; layer.contents = image }
        func draw(_ layer: CALayer, in ctx: CGContext) { draws += 1 }
    }

    final class Drawing: CALayerDelegate {
        var draws = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(layer.bounds)
        }
    }

    private func image() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }.cgImage!
    }

    @Test("A delegate that implements display(_:) sets the contents; the layer does not draw")
    func delegateDisplays() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let delegate = Displaying(image: image())
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.displays == 1 && delegate.draws == 0)
        #expect((layer.contents as! CGImage) === delegate.image)
    }

    @Test("A delegate without display(_:) is asked to draw into the layer's backing store")
    func delegateDraws() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let delegate = Drawing()
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.draws == 1)
        let contents = try #require(layer.contents as? CGImage)
        let pixel = contents.rgbaPixel(x: 5, y: 5)
        #expect(pixel.0 == 255 && pixel.1 == 0 && pixel.2 == 0 && pixel.3 == 255)
    }

    @Test("A display(_:) that displays another layer inside does not confuse the two")
    func nested() {
        final class Outer: CALayerDelegate {
            let inner = CALayer()
            let innerDelegate = Drawing()
            func display(_ layer: CALayer) {
                inner.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
                inner.delegate = innerDelegate
                inner.setNeedsDisplay()
                inner.displayIfNeeded()
                layer.contents = inner.contents
            }
        }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let outer = Outer()
        layer.delegate = outer
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(outer.innerDelegate.draws == 1)
        #expect(layer.contents != nil && (layer.contents as! CGImage) === (outer.inner.contents as! CGImage))
    }
}
