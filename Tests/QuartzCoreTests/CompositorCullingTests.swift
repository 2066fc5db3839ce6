// What the compositor skips in a partial repaint: a layer is culled when its box misses the damage, so
// the box must hold everything the layer paints. A shape layer paints its path wherever it lies.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor culling")
struct CompositorCullingTests {
    @Test("A zero-frame shape layer's path is repainted when damage covers the path, not the layer's frame")
    func shapeOutsideItsBounds() throws {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let shape = CAShapeLayer()
        shape.frame = .zero
        shape.path = CGPath(rect: CGRect(x: 100, y: 60, width: 50, height: 50), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(shape)
        let cover = CALayer()
        cover.frame = CGRect(x: 90, y: 50, width: 70, height: 70)
        cover.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(cover)
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 1))
        compositor.composite([root])
        #expect(compositor.frame.rgbaPixel(x: 125, y: 85).0 == 255, "red cover on top")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cover.isHidden = true
        CATransaction.commit()
        let damage = compositor.composite([root])
        #expect(!damage.isEmpty && damage.allSatisfy { !$0.contains(CGPoint(x: 0, y: 0)) }, "a partial repaint")
        let pixel = compositor.frame.rgbaPixel(x: 125, y: 85)
        #expect(pixel.0 == 0 && pixel.2 == 255, "the path shows where the cover was: \(pixel)")
    }
}
