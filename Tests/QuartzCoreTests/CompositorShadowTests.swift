// Content shadows in the compositor are blurred once and painted from a cached mask: they must look
// as Core Graphics draws them live (render(in:)), and be blurred again only when the look changes.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor shadows")
struct CompositorShadowTests {
    /// A card with a rounded background, a sublayer and a content shadow, in a 200 × 160 root.
    private func scene() -> (root: CALayer, card: CALayer, badge: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 30, width: 100, height: 70)
        card.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.cornerRadius = 12
        card.shadowOpacity = 0.6
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 4, height: 8)
        let badge = CALayer()
        badge.frame = CGRect(x: 80, y: -10, width: 30, height: 30)
        badge.cornerRadius = 15
        badge.backgroundColor = CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        card.addSublayer(badge)
        root.addSublayer(card)
        return (root, card, badge)
    }

    /// The largest difference in any channel between the compositor's frame and render(in:).
    private func largestDifference(_ root: CALayer, compositor: Compositor, scale: CGFloat) -> Int {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let live = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { root.render(in: $0.cgContext) }.cgImage!
        let frame = compositor.frame
        var largest = 0
        for y in stride(from: 0, to: frame.height, by: 1) {
            for x in 0..<frame.width {
                let a = live.rgbaPixel(x: x, y: y), b = frame.rgbaPixel(x: x, y: y)
                largest = max(largest, abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)))
            }
        }
        return largest
    }

    @Test("The cached shadow looks like the live one, at scale 1, 2 and 3", arguments: [1, 2, 3] as [CGFloat])
    func matchesLiveShadow(scale: CGFloat) throws {
        let (root, _, _) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: scale))
        compositor.composite([root])
        #expect(largestDifference(root, compositor: compositor, scale: scale) <= 3)
    }

    @Test("Moving the layer or changing the shadow's colour, opacity or offset keeps the blurred mask")
    func keptWhenOnlyPlacementChanges() throws {
        let (root, card, _) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        let mask = try #require(card.renderCache.shadow?.mask)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.position.x += 17
        card.shadowColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
        card.shadowOpacity = 0.9
        card.shadowOffset = CGSize(width: -3, height: 5)
        CATransaction.commit()
        compositor.composite([root])
        #expect(card.renderCache.shadow?.mask === mask)
        #expect(largestDifference(root, compositor: compositor, scale: 2) <= 3)
    }

    @Test("Animation frames keep the mask while the layer only fades or moves (a popover's fade in), and remake it when its look animates")
    func animationFrames() throws {
        let (root, card, _) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        let mask = try #require(card.renderCache.shadow?.mask)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.duration = 10
        card.add(fade, forKey: "fade")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 60
        slide.toValue = 120
        slide.duration = 10
        card.add(slide, forKey: "slide")
        for _ in 0..<3 {
            card.markAnimationFrame()
            compositor.composite([root])
            #expect(card.renderCache.shadow?.mask === mask)
        }
        card.removeAllAnimations()
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 30
        round.duration = 10
        card.add(round, forKey: "round")
        card.markAnimationFrame()
        compositor.composite([root])
        #expect(card.renderCache.shadow?.mask !== mask)
        card.removeAllAnimations()
    }

    @Test("A change to the layer's look or a sublayer's blurs the mask again")
    func remadeWhenTheLookChanges() throws {
        let (root, card, badge) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        let first = try #require(card.renderCache.shadow?.mask)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        badge.position.x -= 30
        CATransaction.commit()
        compositor.composite([root])
        let second = try #require(card.renderCache.shadow?.mask)
        #expect(second !== first)
        #expect(largestDifference(root, compositor: compositor, scale: 2) <= 3)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.cornerRadius = 0
        CATransaction.commit()
        compositor.composite([root])
        #expect(card.renderCache.shadow?.mask !== second)
        #expect(largestDifference(root, compositor: compositor, scale: 2) <= 3)
    }

    @Test("A rotated layer's shadow is blurred for its rotation, and its offset stays in the window's space")
    func rotated() throws {
        let (root, card, _) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        #expect(largestDifference(root, compositor: compositor, scale: 2) <= 3)
    }
}
