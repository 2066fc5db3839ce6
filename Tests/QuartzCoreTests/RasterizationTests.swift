// shouldRasterize: the compositor draws a layer and its sublayers once into an image and shows the image
// while they do not change; moving or fading the layer keeps the image, changing it or a sublayer draws
// it again. What shows is what drawing live shows.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("CALayer rasterization")
struct RasterizationTests {
    /// A white root with a 100 × 80 card of two coloured sublayers at (20, 20).
    private func scene() -> (root: CALayer, card: CALayer, inner: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 100, height: 80)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let inner = CALayer()
        inner.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
        inner.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        inner.cornerRadius = 4
        card.addSublayer(inner)
        root.addSublayer(card)
        return (root, card, inner)
    }

    /// Rasterizes `card` at the 2x surface's scale and composites a first frame of `root`.
    private func rasterizedFrame(of card: CALayer, in root: CALayer) throws -> Compositor {
        withoutActions {
            card.shouldRasterize = true
            card.rasterizationScale = 2
        }
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        return compositor
    }

    private func bytes(_ compositor: Compositor) throws -> [UInt8] {
        [UInt8](try #require(compositor.frame.dataProvider?.data) as Data)
    }

    @Test("Defaults: not rasterized, at scale 1")
    func defaults() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize)
        #expect(layer.rasterizationScale == 1)
    }

    @Test("A rasterized layer at the screen's scale shows what drawing it live shows; moving it keeps the image")
    func keepsImageWhileMoving() throws {
        let (root, card, _) = scene()
        let live = try #require(Compositor(size: root.bounds.size, scale: 2))
        live.composite([root])
        let expected = try bytes(live)
        let compositor = try rasterizedFrame(of: card, in: root)
        let image = try #require(card.renderCache.raster?.image)
        #expect(image.width == 200 && image.height == 160)
        #expect(try bytes(compositor) == expected)
        withoutActions { card.position.x += 30 }
        compositor.composite([root])
        #expect(card.renderCache.raster?.image === image, "moved: the same image")
        withoutActions { card.opacity = 0.5 }
        compositor.composite([root])
        #expect(card.renderCache.raster?.image === image, "faded: the same image")
    }

    @Test("A change of the layer's look or of a sublayer draws the image again")
    func redrawsOnChange() throws {
        let (root, card, inner) = scene()
        let compositor = try rasterizedFrame(of: card, in: root)
        let first = try #require(card.renderCache.raster?.image)
        withoutActions { inner.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        compositor.composite([root])
        let second = try #require(card.renderCache.raster?.image)
        #expect(second !== first)
        #expect(compositor.frame.rgbaPixel(x: 70, y: 70).1 == 255, "the new green shows")
        withoutActions { card.backgroundColor = CGColor(gray: 0, alpha: 1) }
        compositor.composite([root])
        #expect(card.renderCache.raster?.image !== second)
        #expect(compositor.frame.rgbaPixel(x: 200, y: 150).0 == 0, "the new black shows")
    }

    @Test("A sublayer outside the bounds of a layer that does not clip is in the image too, as live")
    func sublayerOutsideBounds() throws {
        let (root, card, inner) = scene()
        withoutActions { inner.frame.origin = CGPoint(x: 80, y: 60) }
        let live = try #require(Compositor(size: root.bounds.size, scale: 2))
        live.composite([root])
        let expected = try bytes(live)
        let compositor = try rasterizedFrame(of: card, in: root)
        #expect(try bytes(compositor) == expected)
        #expect(card.renderCache.raster?.rect == CGRect(x: 0, y: 0, width: 110, height: 80))
    }

    @Test("At scale 1 on a 2x surface the image is half the pixels (Core Animation's default, soft)")
    func scaleOne() throws {
        let (root, card, _) = scene()
        withoutActions { card.shouldRasterize = true }
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        let image = try #require(card.renderCache.raster?.image)
        #expect(image.width == 100 && image.height == 80)
    }

    @Test("Moved by part of a pixel, the image lands on whole pixels: its edges stay crisp while it slides")
    func landsOnWholePixels() throws {
        let (root, card, _) = scene()
        let compositor = try rasterizedFrame(of: card, in: root)
        withoutActions { card.position.x += 0.3 }  // The left edge at 40.6 pixels: drawn from pixel 41.
        compositor.composite([root])
        let outside = compositor.frame.rgbaPixel(x: 40, y: 100), inside = compositor.frame.rgbaPixel(x: 41, y: 100)
        #expect(outside.0 == 255 && outside.1 == 255 && outside.2 == 255, "white beside it, not a blend")
        #expect(inside.0 == 0 && inside.1 == 0 && inside.2 == 255, "its blue from the first pixel")
        let last = compositor.frame.rgbaPixel(x: 240, y: 100), after = compositor.frame.rgbaPixel(x: 241, y: 100)
        #expect(last.2 == 255 && last.0 == 0)
        #expect(after.0 == 255 && after.1 == 255)
    }

    @Test(
        "While the image stands for the sublayers the walk skips them; one changed after moves is drawn where it is, nothing left where it was"
    )
    func sublayerChangedAfterMoves() throws {
        let (root, card, inner) = scene()
        let compositor = try rasterizedFrame(of: card, in: root)
        for _ in 0..<3 {
            let visited = compositor.layersVisited
            withoutActions { card.position.x += 10 }
            compositor.composite([root])
            #expect(compositor.layersVisited - visited == 2, "the root and the card, not the sublayer")
        }
        withoutActions { inner.position.y += 30 }
        compositor.composite([root])
        let full = try #require(Compositor(size: root.bounds.size, scale: 2))
        full.composite([root])
        #expect(try bytes(compositor) == bytes(full))
    }

    @Test("Bad input: a zero, negative or non-finite scale counts as 1; a huge layer is drawn live, never crashes")
    func badInput() throws {
        let (root, card, _) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        for scale in [0, -3, .nan, .infinity] as [CGFloat] {
            withoutActions {
                card.shouldRasterize = true
                card.rasterizationScale = scale
            }
            compositor.composite([root])
            #expect(card.renderCache.raster?.scale == 1)
        }
        withoutActions {
            card.rasterizationScale = 1
            card.bounds.size = CGSize(width: 100_000, height: 100_000)
        }
        compositor.composite([root])
        #expect(card.renderCache.raster == nil, "too big for an image: drawn live")
    }
}
