// init(layer:) copies a layer for the presentation tree; model() leads back to the model layer.
import QuartzCore
import Testing
import UIKit

@Suite("CALayer copies")
struct CALayerCopyTests {
    /// A layer with every property set away from its default, a sublayer, a delegate-free custom key.
    private func configuredLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.position = CGPoint(x: 5, y: 6)
        layer.zPosition = 7
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        layer.anchorPointZ = 2
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        layer.isGeometryFlipped = true
        layer.contentsScale = 3
        layer.backgroundColor = UIColor.red.cgColor
        layer.opacity = 0.4
        layer.isHidden = true
        layer.masksToBounds = true
        layer.cornerRadius = 6
        layer.maskedCorners = [.layerMaxXMaxYCorner]
        layer.borderWidth = 2
        layer.borderColor = UIColor.blue.cgColor
        layer.shadowColor = UIColor.green.cgColor
        layer.shadowOpacity = 0.6
        layer.shadowOffset = CGSize(width: 3, height: 4)
        layer.shadowRadius = 9
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        layer.isOpaque = true
        layer.isDoubleSided = false
        layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage
        layer.contentsGravity = .topLeft
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
        layer.minificationFilter = .nearest
        layer.magnificationFilter = .trilinear
        layer.allowsGroupOpacity = false
        layer.allowsEdgeAntialiasing = true
        layer.needsDisplayOnBoundsChange = true
        layer.name = "original"
        layer.setValue(42, forKey: "customKey")
        layer.addSublayer(CALayer())
        return layer
    }

    @Test("init(layer:) copies every property value, but not the sublayers, superlayer or delegate")
    func copiesProperties() {
        let original = configuredLayer()
        let parent = CALayer()
        parent.addSublayer(original)
        let copy = CALayer(layer: original)
        #expect(copy.bounds == original.bounds && copy.position == original.position)
        #expect(copy.zPosition == 7 && copy.anchorPoint == original.anchorPoint && copy.anchorPointZ == 2)
        #expect(copy.transform == original.transform && copy.sublayerTransform == original.sublayerTransform)
        #expect(copy.isGeometryFlipped && copy.contentsScale == 3)
        #expect(copy.backgroundColor == original.backgroundColor && copy.opacity == 0.4 && copy.isHidden)
        #expect(copy.masksToBounds && copy.cornerRadius == 6 && copy.maskedCorners == [.layerMaxXMaxYCorner])
        #expect(copy.borderWidth == 2 && copy.borderColor == original.borderColor)
        #expect(copy.shadowColor == original.shadowColor && copy.shadowOpacity == 0.6)
        #expect(copy.shadowOffset == CGSize(width: 3, height: 4) && copy.shadowRadius == 9)
        #expect(copy.shadowPath == original.shadowPath)
        #expect(copy.isOpaque && !copy.isDoubleSided)
        #expect((copy.contents as? CGImage) === (original.contents as? CGImage))
        #expect(copy.contentsGravity == .topLeft && copy.contentsRect == original.contentsRect)
        #expect(copy.contentsCenter == original.contentsCenter)
        #expect(copy.minificationFilter == .nearest && copy.magnificationFilter == .trilinear)
        #expect(!copy.allowsGroupOpacity && copy.allowsEdgeAntialiasing)
        #expect(copy.needsDisplayOnBoundsChange && copy.name == "original")
        #expect(copy.value(forKey: "customKey") as? Int == 42)
        #expect(copy.sublayers == nil && copy.superlayer == nil && copy.delegate == nil)
        #expect(original.sublayers?.count == 1 && original.superlayer === parent)
    }

    @Test("model() is the layer itself for a model layer, and the original for a copy (and a copy of a copy)")
    func model() {
        let original = CALayer()
        #expect(original.model() === original)
        #expect(original.presentation() === original)
        let copy = CALayer(layer: original)
        #expect(copy.model() === original)
        #expect(CALayer(layer: copy).model() === original)
    }

    /// A subclass that copies its own stored property, as Core Animation asks subclasses to.
    final class BadgeLayer: CALayer {
        var count = 0
        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            count = (layer as? BadgeLayer)?.count ?? 0
        }
    }

    @Test("A subclass's init(layer:) copies its own properties after CALayer's, and model() returns the subclass")
    func subclassCopy() {
        let badge = BadgeLayer()
        badge.count = 3
        badge.cornerRadius = 4
        let copy = BadgeLayer(layer: badge)
        #expect(copy.count == 3 && copy.cornerRadius == 4)
        let model: BadgeLayer = copy.model()
        #expect(model === badge)
    }
}
