// isGeometryFlipped: a flipped layer's sublayers are placed from its bottom edge, y upward, and drawing,
// hit-testing and convert agree on where they are.
import QuartzCore
import Testing
import UIKit

@Suite("CALayer geometry flip")
struct CALayerGeometryFlipTests {
    /// A 100 × 100 flipped layer (in a container, at the origin) with a red bar at (10, 0, 20, 10) and a
    /// blue dot at (0, 0, 5, 5) in the bar.
    private func scene() -> (container: CALayer, root: CALayer, bar: CALayer, dot: CALayer) {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let root = CALayer()
        root.frame = container.bounds
        root.isGeometryFlipped = true
        container.addSublayer(root)
        let bar = CALayer()
        bar.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        bar.backgroundColor = UIColor.red.cgColor
        root.addSublayer(bar)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        dot.backgroundColor = UIColor.blue.cgColor
        bar.addSublayer(dot)
        return (container, root, bar, dot)
    }

    private func render(_ container: CALayer) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: container.bounds.size, format: format).image { container.render(in: $0.cgContext) }
    }

    @Test("A sublayer at y = 0 of a flipped layer is drawn at its bottom, and the sublayer's own sublayers too")
    func drawing() {
        let s = scene()
        let image = render(s.container)
        #expect(image.pixel(25, 92, is: [255, 0, 0, 255]))  // the bar: y 90...100
        #expect(image.pixel(12, 97, is: [0, 0, 255, 255]))  // the dot at the bar's y = 0: its bottom
        #expect(image.pixel(12, 92, is: [255, 0, 0, 255]))
        #expect(image.isClear(25, 5))  // nothing at the top
        s.root.isGeometryFlipped = false
        let unflipped = render(s.container)
        #expect(unflipped.pixel(12, 2, is: [0, 0, 255, 255]) && unflipped.pixel(25, 7, is: [255, 0, 0, 255]))
        #expect(unflipped.isClear(25, 95))
    }

    @Test("Hit-testing finds sublayers where a flipped layer draws them")
    func hitTesting() {
        let s = scene()
        #expect(s.root.hitTest(CGPoint(x: 12, y: 97)) === s.dot)
        #expect(s.root.hitTest(CGPoint(x: 25, y: 92)) === s.bar)
        #expect(s.root.hitTest(CGPoint(x: 25, y: 5)) === s.root)
        #expect(s.container.hitTest(CGPoint(x: 12, y: 97)) === s.dot)
    }

    @Test("convert maps through the flip both ways, for points and rectangles")
    func converting() {
        let s = scene()
        #expect(s.dot.convert(CGPoint.zero, to: s.root) == CGPoint(x: 10, y: 100))
        #expect(s.root.convert(CGPoint(x: 10, y: 100), to: s.dot) == .zero)
        #expect(s.bar.convert(s.bar.bounds, to: s.root) == CGRect(x: 10, y: 90, width: 20, height: 10))
        #expect(s.container.convert(CGRect(x: 10, y: 90, width: 20, height: 10), to: s.bar) == s.bar.bounds)
        // The flipped layer itself is placed as usual in its superlayer: only its sublayers flip.
        #expect(s.root.convert(CGPoint(x: 3, y: 4), to: s.container) == CGPoint(x: 3, y: 4))
    }

    @Test(
        "Drawing, hit-testing and convert agree for transformed sublayers of a flipped layer",
        arguments: ["identity", "scale", "rotation", "perspective", "sublayerTransform"])
    func transformedSublayers(_ kind: String) {
        let s = scene()
        s.bar.frame = CGRect(x: 30, y: 30, width: 20, height: 10)
        s.bar.isDoubleSided = false  // the flip mirrors it, but does not turn its back to the viewer
        switch kind {
        case "scale": s.bar.transform = CATransform3DMakeScale(1.5, 2, 1)
        case "rotation": s.bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 7))
        case "perspective":
            var t = CATransform3DIdentity
            t.m34 = -1 / 300
            s.bar.transform = CATransform3DRotate(t, .pi / 5, 0, 1, 0)
        case "sublayerTransform": s.root.sublayerTransform = CATransform3DMakeScale(1.5, 1.5, 1)
        default: break
        }
        let image = render(s.container)
        let centre = s.dot.convert(CGPoint(x: 2.5, y: 2.5), to: s.container)
        #expect(centre.y > 50, "the dot is in the bottom half: \(centre)")
        #expect(s.container.hitTest(centre) === s.dot)
        let p = image.rgba(Int(centre.x), Int(centre.y))
        #expect(p[2] > 200 && p[0] < 60, "pixel at \(centre) is \(p)")
        #expect(s.container.convert(centre, to: s.dot).x.isApproximately(2.5))
        #expect(s.container.convert(centre, to: s.dot).y.isApproximately(2.5))
    }

    @Test("Contents images stay upright in a flipped space; draw(in:) gets a flipped context, so drawing follows the geometry")
    func contentsOrientation() {
        let s = scene()
        // An image whose top half is green and bottom half yellow, in a 20 × 20 sublayer at the top of the bar.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.green.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.yellow.setFill(); UIRectFill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }.cgImage!
        let photo = CALayer()
        photo.frame = CGRect(x: 50, y: 30, width: 20, height: 20)  // drawn at y 50...70
        photo.contents = picture
        s.root.addSublayer(photo)
        let drawn = HalfDrawingLayer()
        drawn.frame = CGRect(x: 75, y: 30, width: 20, height: 20)
        s.root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        #expect(photo.contentsAreFlipped() && drawn.contentsAreFlipped())
        #expect(!s.root.contentsAreFlipped() && s.dot.contentsAreFlipped())  // a flipped ancestor, not a flipped self
        let image = render(s.container)
        #expect(image.pixel(60, 52, is: [0, 255, 0, 255]) && image.pixel(60, 68, is: [255, 255, 0, 255]))
        // HalfDrawingLayer fills y 0...10 of its bounds: in the flipped space that is its lower half on screen.
        #expect(image.pixel(85, 68, is: [255, 0, 255, 255]))
        #expect(image.isClear(85, 52))
    }

    /// Fills the top half of its bounds (y 0...height/2) magenta.
    final class HalfDrawingLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.magenta.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
        }
    }
}

private extension CGFloat {
    func isApproximately(_ other: CGFloat, tolerance: CGFloat = 1e-6) -> Bool { Swift.abs(self - other) <= tolerance }
}
