// Rendering layer trees: the features of CALayer drawn by the renderer, pixels and goldens.
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@Suite("Layer rendering")
struct LayerRenderingTests {
    /// An explicit scale: the default format reads the screen's scale, which parallel tests change.
    private var twoX: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return format
    }

    /// Renders `layer` (whose frame sits in a canvas of `size`) at `scale`.
    private func image(of layer: CALayer, size: CGSize, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(white: 0.95, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            let container = CALayer()
            container.frame = CGRect(origin: .zero, size: size)
            container.addSublayer(layer)
            container.render(in: context.cgContext)
        }
    }

    /// A card: rounded corners, a border, a drop shadow, a masked photo-like sublayer, nine-part contents.
    private func card() -> CALayer {
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 160, height: 100)
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 14
        card.borderWidth = 2
        card.borderColor = UIColor.systemBlue.cgColor
        card.shadowOpacity = 0.5
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 0, height: 4)

        let stretch = CALayer()
        stretch.frame = CGRect(x: 12, y: 12, width: 136, height: 30)
        let pill = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: twoX).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 15).fill()
        }
        stretch.contents = pill.cgImage
        stretch.contentsScale = pill.scale
        stretch.contentsCenter = CGRect(x: 0.45, y: 0.45, width: 0.1, height: 0.1)
        card.addSublayer(stretch)

        let masked = CALayer()
        masked.frame = CGRect(x: 12, y: 50, width: 40, height: 40)
        masked.backgroundColor = UIColor.systemGreen.cgColor
        let circle = CAShapeLikeMask(size: CGSize(width: 40, height: 40))
        masked.mask = circle
        card.addSublayer(masked)

        let clipped = CALayer()
        clipped.frame = CGRect(x: 60, y: 50, width: 88, height: 40)
        clipped.masksToBounds = true
        clipped.cornerRadius = 8
        clipped.backgroundColor = UIColor.systemPurple.cgColor
        let overflow = CALayer()
        overflow.frame = CGRect(x: 60, y: 20, width: 60, height: 60)
        overflow.backgroundColor = UIColor.systemYellow.cgColor
        clipped.addSublayer(overflow)
        card.addSublayer(clipped)
        return card
    }

    /// A mask layer whose contents are a filled circle.
    private func CAShapeLikeMask(size: CGSize) -> CALayer {
        let mask = CALayer()
        mask.frame = CGRect(origin: .zero, size: size)
        mask.contents =
            UIGraphicsImageRenderer(size: size, format: twoX).image { _ in
                UIColor.black.setFill()
                UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
            }.cgImage
        return mask
    }

    @Test("Corner radius, border, shadow, mask, clipping and contentsCenter, at scale 1 and 2")
    func layerFeatures() {
        for scale in [1, 2] {
            assertSnapshot(
                of: image(of: card(), size: CGSize(width: 200, height: 140), scale: CGFloat(scale)),
                as: .image, named: "card@\(scale)x")
        }
    }

    @Test("Opacity composites a layer and its sublayers as one group")
    func groupOpacity() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        parent.backgroundColor = UIColor.red.cgColor
        parent.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.backgroundColor = UIColor.blue.cgColor
        parent.addSublayer(child)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let result = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { parent.render(in: $0.cgContext) }
        let data = result.cgImage!.dataProvider!.data! as Data
        // BGRA premultiplied: the child's blue at half alpha, not blended with red beneath it.
        #expect(Array(data[0..<4]) == [128, 0, 0, 128])
        #expect(Array(data[15 * 4..<15 * 4 + 4]) == [0, 0, 128, 128])
    }

    @Test("A hidden layer draws nothing, nor do its sublayers")
    func hidden() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.backgroundColor = UIColor.red.cgColor
        layer.isHidden = true
        let result = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { layer.render(in: $0.cgContext) }
        let data = result.cgImage!.dataProvider!.data! as Data
        #expect(data.allSatisfy { $0 == 0 })
    }

    final class DrawingLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    @Test("draw(in:) runs once per setNeedsDisplay, into a backing image at contentsScale")
    func backingStore() {
        let layer = DrawingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.draws == 1)
        let backing = layer.contents as? CGImage
        #expect(backing?.width == 8 && backing?.height == 8)
        CATransaction.flush()
        #expect(layer.draws == 1)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.draws == 2)
    }
}
