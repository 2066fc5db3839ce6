// A layer that only scrolled (a new bounds origin) has its pixels moved instead of drawn again: every
// frame must still be exactly what a full redraw draws, whatever else changed, and the move must be
// refused wherever it would not be exact.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor scroll copies")
struct CompositorScrollCopyTests {
    /// A 200 × 160 white root holding a 120 × 100 scroller at (20, 20): a white, clipping layer whose
    /// content is 30 bands 20 points high, each a different colour with a small square at a different place.
    private struct Scene {
        let root: CALayer, scroller: CALayer, bands: [CALayer]
    }

    private func scene(in parent: CALayer? = nil) -> Scene {
        let root = parent ?? CALayer()
        if parent == nil {
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
        }
        let scroller = CALayer()
        scroller.frame = CGRect(x: 20, y: 20, width: 120, height: 100)
        scroller.backgroundColor = CGColor(gray: 1, alpha: 1)
        scroller.masksToBounds = true
        root.addSublayer(scroller)
        var bands: [CALayer] = []
        for index in 0..<30 {
            let band = CALayer()
            band.frame = CGRect(x: 0, y: CGFloat(index) * 20, width: 120, height: 18)
            band.backgroundColor = CGColor(
                red: CGFloat(index % 3) / 2, green: CGFloat(index % 5) / 4, blue: CGFloat(index % 7) / 6, alpha: 1)
            let mark = CALayer()
            mark.frame = CGRect(x: CGFloat(index * 13 % 100) + 0.5, y: 4.25, width: 9, height: 9)
            mark.backgroundColor = CGColor(gray: CGFloat(index % 2), alpha: 0.7)
            mark.cornerRadius = 3
            band.addSublayer(mark)
            scroller.addSublayer(band)
            bands.append(band)
        }
        return Scene(root: root, scroller: scroller, bands: bands)
    }

    /// Runs `change` without implicit animations.
    /// Whether the compositor's frame has the same pixels as a full redraw of `roots` by a new compositor
    /// (within `tolerance` per channel; 0 for everything but blurs). The new compositor finds every layer
    /// unchanged since the frame being checked, so it leaves the state the next frame starts from as it was.
    private func matchesFullRedraw(_ compositor: Compositor, _ roots: [CALayer], tolerance: Int = 0) throws -> Bool {
        let size = CGSize(
            width: CGFloat(compositor.pixelWidth) / compositor.scale, height: CGFloat(compositor.pixelHeight) / compositor.scale)
        let full = try #require(Compositor(size: size, scale: compositor.scale))
        full.composite(roots)
        let a = try #require(compositor.frame.dataProvider?.data) as Data, b = try #require(full.frame.dataProvider?.data) as Data
        guard a.count == b.count else { return false }
        // Blue, green, red and an unused byte per pixel (the surface is opaque).
        let left = [UInt8](a), right = [UInt8](b)
        return left.indices.allSatisfy { $0 % 4 == 3 || abs(Int(left[$0]) - Int(right[$0])) <= tolerance }
    }

    /// The summed area of the last frame's damage, in pixels.
    private func damagedArea(_ compositor: Compositor) -> CGFloat { compositor.lastDamage.reduce(0) { $0 + $1.width * $1.height } }

    @Test("A scroll moves the pixels and draws only the strip it brings into view: the same frame as a full redraw")
    func movesPixels() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions { s.scroller.bounds.origin.y = 7 }
        compositor.composite([s.root])
        let copy = try #require(compositor.lastScrollCopies.first)
        #expect(copy.layer === s.scroller)
        #expect(copy.area == CGRect(x: 40, y: 40, width: 240, height: 200))
        #expect(copy.dx == 0 && copy.dy == -14)
        #expect(compositor.lastDamage == [CGRect(x: 40, y: 226, width: 240, height: 14)], "the strip at the bottom")
        #expect(try matchesFullRedraw(compositor, [s.root]))
    }

    @Test("Scrolls down, up, sideways and diagonally, frame after frame, match a full redraw every time")
    func manyDirections() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        let origins: [CGPoint] = [
            CGPoint(x: 0, y: 7), CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 33.5), CGPoint(x: 5, y: 33.5),
            CGPoint(x: -10, y: 60), CGPoint(x: -10, y: 60.5), CGPoint(x: 0, y: 0),
        ]
        for origin in origins {
            let old = s.scroller.bounds.origin
            withoutActions { s.scroller.bounds.origin = origin }
            compositor.composite([s.root])
            #expect(compositor.lastScrollCopies.count == 1, "\(origin)")
            // Only what the move does not cover: the 240 × 200 area less the part pixels moved into.
            let moved = (240 - abs(origin.x - old.x) * 2) * (200 - abs(origin.y - old.y) * 2)
            let revealed: CGFloat = 48_000 - moved
            #expect(damagedArea(compositor) == revealed, "\(origin): \(compositor.lastDamage)")
            #expect(try matchesFullRedraw(compositor, [s.root]), "\(origin)")
        }
    }

    @Test("A window-wide scroll (whole rows) moves its pixels as one block, up and down: still the same frame")
    func wholeRows() throws {
        let s = scene()
        withoutActions { s.scroller.frame = s.root.bounds }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        for y: CGFloat in [7, 30, 12.5, 0] {
            withoutActions { s.scroller.bounds.origin.y = y }
            compositor.composite([s.root])
            #expect(compositor.lastScrollCopies.first?.area == CGRect(x: 0, y: 0, width: 400, height: 320))
            #expect(try matchesFullRedraw(compositor, [s.root]), "\(y)")
        }
    }

    @Test("A scroll farther than the visible area draws it all, and still matches")
    func scrollFartherThanTheArea() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions { s.scroller.bounds.origin.y = 300 }
        compositor.composite([s.root])
        #expect(damagedArea(compositor) == 48_000)
        #expect(try matchesFullRedraw(compositor, [s.root]))
    }

    @Test("Sublayers that change in the same frame are drawn at their old place (moved) and their new one")
    func changedSublayers() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions {
            s.scroller.bounds.origin.y = 21
            s.bands[2].position.x += 30
            s.bands[3].backgroundColor = CGColor(red: 0.2, green: 0.9, blue: 0.4, alpha: 1)
            s.bands[4].isHidden = true
            s.bands[1].sublayers?.first?.position.y += 3
        }
        compositor.composite([s.root])
        #expect(compositor.lastScrollCopies.count == 1)
        #expect(try matchesFullRedraw(compositor, [s.root]))
        withoutActions {
            s.bands[4].isHidden = false; s.scroller.bounds.origin.y = 14
        }
        compositor.composite([s.root])
        #expect(try matchesFullRedraw(compositor, [s.root]))
    }

    @Test("Layers drawn above the scrolled one, still or changing, are drawn again where they are and where the move took them")
    func layersAbove() throws {
        let s = scene()
        withoutActions {
            let badge = CALayer()
            badge.frame = CGRect(x: 100, y: 50, width: 60, height: 30)
            badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.6)
            s.root.addSublayer(badge)
            // A container that paints nothing, holding a mark over the scroller.
            let container = CALayer()
            container.frame = s.root.bounds
            let mark = CALayer()
            mark.frame = CGRect(x: 30, y: 90, width: 10, height: 10)
            mark.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            container.addSublayer(mark)
            s.root.addSublayer(container)
        }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions { s.scroller.bounds.origin.y = 7 }
        compositor.composite([s.root])
        #expect(compositor.lastScrollCopies.count == 1)
        #expect(try matchesFullRedraw(compositor, [s.root]))
        let badge = try #require(s.root.sublayers?[1])
        withoutActions {
            s.scroller.bounds.origin.y = 15; badge.position.y += 9
        }
        compositor.composite([s.root])
        #expect(compositor.lastScrollCopies.count == 1)
        #expect(try matchesFullRedraw(compositor, [s.root]))
    }

    @Test("A layer beneath, and a later window, are drawn right around the moved pixels")
    func otherLayersAndRoots() throws {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let beneath = CALayer()
        beneath.frame = CGRect(x: 10, y: 10, width: 40, height: 140)
        beneath.backgroundColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let base = CALayer()
        base.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        base.backgroundColor = CGColor(gray: 1, alpha: 1)
        base.addSublayer(beneath)
        let s = scene(in: base)
        let overlay = CALayer()
        overlay.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        bar.backgroundColor = CGColor(gray: 0.5, alpha: 0.5)
        overlay.addSublayer(bar)
        CATransaction.commit()
        let roots = [s.root, overlay]
        let compositor = try #require(Compositor(size: base.bounds.size, scale: 2))
        compositor.composite(roots)
        withoutActions {
            s.scroller.bounds.origin.y = 9; beneath.backgroundColor = CGColor(red: 0.5, green: 0, blue: 0, alpha: 1)
        }
        compositor.composite(roots)
        #expect(compositor.lastScrollCopies.count == 1)
        #expect(try matchesFullRedraw(compositor, roots))
        withoutActions {
            s.scroller.bounds.origin.y = 2; bar.frame.size.height = 20
        }
        compositor.composite(roots)
        #expect(compositor.lastScrollCopies.count == 1)
        #expect(try matchesFullRedraw(compositor, roots))
    }

    @Test("An ancestor that clips shows only part of the scrolled layer: only that part moves")
    func clippedByAncestor() throws {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let window = CALayer()
        window.frame = CGRect(x: 30, y: 40, width: 100, height: 60)
        window.masksToBounds = true
        root.addSublayer(window)
        let s = scene(in: window)
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        withoutActions { s.scroller.bounds.origin.y = 12 }
        compositor.composite([root])
        let copy = try #require(compositor.lastScrollCopies.first)
        // The scroller at (50, 60) in the root, 120 × 100, clipped to the window's (30, 40) 100 × 60.
        #expect(copy.area == CGRect(x: 100, y: 120, width: 160, height: 80))
        #expect(try matchesFullRedraw(compositor, [root]))
    }

    @Test("A scroll inside a scroll, both in one frame, matches a full redraw")
    func nested() throws {
        let outer = scene()
        let inner = scene(in: outer.bands[1])
        withoutActions { inner.scroller.frame = CGRect(x: 10, y: 2, width: 60, height: 14) }
        let compositor = try #require(Compositor(size: outer.root.bounds.size, scale: 2))
        compositor.composite([outer.root])
        withoutActions {
            outer.scroller.bounds.origin.y = 4; inner.scroller.bounds.origin.y = 30
        }
        compositor.composite([outer.root])
        #expect(compositor.lastScrollCopies.map(\.layer) == [outer.scroller], "the inner scroll is drawn within the outer's move")
        #expect(try matchesFullRedraw(compositor, [outer.root]))
        withoutActions { inner.scroller.bounds.origin.y = 37 }
        compositor.composite([outer.root])
        #expect(compositor.lastScrollCopies.map(\.layer) == [inner.scroller])
        #expect(try matchesFullRedraw(compositor, [outer.root]))
    }

    @Test("Two scrolled layers that overlap: the first moves its pixels, the other is drawn whole")
    func overlappingScrolls() throws {
        let a = scene()
        let b = scene(in: a.root)
        withoutActions { b.scroller.frame = CGRect(x: 60, y: 50, width: 120, height: 100) }
        let compositor = try #require(Compositor(size: a.root.bounds.size, scale: 2))
        compositor.composite([a.root])
        withoutActions {
            a.scroller.bounds.origin.y = 10; b.scroller.bounds.origin.y = 25
        }
        compositor.composite([a.root])
        #expect(compositor.lastScrollCopies.map(\.layer) == [a.scroller])
        #expect(try matchesFullRedraw(compositor, [a.root]))
    }

    @Test("A backdrop above the scrolled layer blurs what moved beneath it again, as a full redraw does")
    func backdropAbove() throws {
        let s = scene()
        let backdrop = BackdropLayer()
        withoutActions {
            backdrop.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            backdrop.blurRadius = 6
            s.root.addSublayer(backdrop)
        }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions { s.scroller.bounds.origin.y = 8 }
        compositor.composite([s.root])
        #expect(compositor.lastScrollCopies.count == 1)
        #expect(!backdrop.blurIsCurrent)
        #expect(try matchesFullRedraw(compositor, [s.root], tolerance: 2))
    }

    @Test(
        "The move is refused where it would not be exact, and the layer is drawn again instead",
        arguments: [
            "translucent background", "no clipping", "rounded corners", "border", "a fractional move",
            "a fractional place", "a faded ancestor", "a transformed ancestor", "a new size", "another property",
        ])
    func refused(_ reason: String) throws {
        let s = scene()
        withoutActions {
            switch reason {
            case "translucent background": s.scroller.backgroundColor = CGColor(gray: 1, alpha: 0.9)
            case "no clipping": s.scroller.masksToBounds = false
            case "rounded corners": s.scroller.cornerRadius = 8
            case "border": s.scroller.borderWidth = 2
            case "a fractional place": s.scroller.position.x += 0.25
            case "a faded ancestor": s.root.opacity = 0.8
            case "a transformed ancestor": s.root.sublayerTransform = CATransform3DMakeScale(0.9, 0.9, 1)
            default: break
            }
        }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions {
            switch reason {
            case "a fractional move": s.scroller.bounds.origin.y = 7.25
            case "a new size": s.scroller.bounds = CGRect(x: 0, y: 7, width: 120, height: 90)
            case "another property": s.scroller.bounds.origin.y = 7; s.scroller.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            default: s.scroller.bounds.origin.y = 7
            }
        }
        compositor.composite([s.root])
        #expect(compositor.lastScrollCopies.isEmpty)
        #expect(try matchesFullRedraw(compositor, [s.root]))
    }

    @Test("An animated scroll (a bounds animation) is drawn frame by frame, not moved")
    func animatedBoundsAreDrawn() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        let animation = CABasicAnimation(keyPath: "bounds.origin.y")
        animation.fromValue = 0
        animation.toValue = 40
        animation.duration = 10
        s.scroller.add(animation, forKey: "scroll")
        s.scroller.markAnimationFrame()
        compositor.composite([s.root])
        #expect(compositor.lastScrollCopies.isEmpty)
        #expect(compositor.lastDamage.contains { $0.contains(CGRect(x: 40, y: 40, width: 240, height: 200)) }, "drawn whole")
        s.scroller.removeAllAnimations()
    }

    @Test("Bad input: moving pixels of a rectangle outside the bitmap, or by nothing, changes nothing and never crashes")
    func movePixelsBadInput() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
        let before = try #require(context.makeImage()?.dataProvider?.data) as Data
        context.movePixels(in: (x: 20, y: 20, width: 5, height: 5), dx: 1, dy: 1)
        context.movePixels(in: (x: -4, y: -4, width: 20, height: 20), dx: 0, dy: 0)
        context.movePixels(in: (x: 0, y: 0, width: 8, height: 8), dx: 100, dy: -100)
        context.movePixels(in: (x: 0, y: 0, width: -3, height: 8), dx: 1, dy: 0)
        #expect(try #require(context.makeImage()?.dataProvider?.data) as Data == before)
        context.movePixels(in: (x: -4, y: 0, width: 20, height: 8), dx: 2, dy: 0)
        #expect(context.makeImage()?.rgbaPixel(x: 5, y: 3).0 == 255, "the red half moved right by 2")
        #expect(context.makeImage()?.rgbaPixel(x: 1, y: 3).0 == 255, "the pixels nothing moved into stay")
        #expect(context.makeImage()?.rgbaPixel(x: 6, y: 3).0 == 0)
    }
}
