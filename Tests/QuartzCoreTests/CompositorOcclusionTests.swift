// What an opaque layer covers is not drawn beneath it: the compositor skips a layer hidden by opaque
// layers above, draws one partly covered only where it shows, and does not clear under them. Every
// frame must still be exactly what drawing the whole tree back to front draws, and only an opaque,
// square, unfaded, unmasked, axis-aligned background may hide anything.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor occlusion")
struct CompositorOcclusionTests {
    /// A 200 × 160 root (no background: the cleared frame shows black) holding a 200 × 160 page of
    /// coloured stripes, a small badge on the page, and an opaque red cover over the middle of both, its
    /// edges between pixels at scale 2.
    private struct Scene {
        let root: CALayer, page: CALayer, badge: CALayer, cover: CALayer
    }

    private func scene() -> Scene {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        let page = CALayer()
        page.frame = root.bounds
        page.backgroundColor = CGColor(gray: 1, alpha: 1)
        for index in 0..<8 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: 0, y: CGFloat(index) * 20 + 2, width: 200, height: 12.5)
            stripe.backgroundColor = CGColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 4) / 3, blue: 0.5, alpha: 0.8)
            page.addSublayer(stripe)
        }
        let badge = CALayer()
        badge.frame = CGRect(x: 90, y: 60, width: 20, height: 20)
        badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        page.addSublayer(badge)
        root.addSublayer(page)
        let cover = CALayer()
        cover.frame = CGRect(x: 50.3, y: 30.7, width: 100, height: 90)
        cover.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(cover)
        return Scene(root: root, page: page, badge: badge, cover: cover)
    }

    /// Whether the compositor's frame has exactly the pixels of `roots` drawn whole, back to front, with
    /// nothing skipped, into a cleared surface of its size.
    private func matchesWholeDrawing(_ compositor: Compositor, _ roots: [CALayer]) throws -> Bool {
        let context = try #require(
            CGContext(
                data: nil, width: compositor.pixelWidth, height: compositor.pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.setCTM(CGAffineTransform(scaleX: compositor.scale, y: compositor.scale))
        context.adoptCurrentSpaceAsBaseSpace()
        for root in roots { LayerRenderer.draw(root, in: context, visible: nil) }
        let a = try #require(compositor.frame.dataProvider?.data) as Data
        let b = try #require(context.makeImage()?.dataProvider?.data) as Data
        guard a.count == b.count else { return false }
        // Blue, green, red and an unused byte per pixel (the surface is opaque).
        let left = [UInt8](a), right = [UInt8](b)
        return left.indices.allSatisfy { $0 % 4 == 3 || left[$0] == right[$0] }
    }

    /// What of `layer` the last frame drew: nil, all of it; empty, nothing; else these window pixels.
    private func shownParts(_ layer: CALayer) -> [CGRect]? {
        layer.renderCache.occlusion.pass == LayerRenderer.occlusionPass ? layer.renderCache.occlusion.parts : nil
    }

    @Test("A layer under an opaque one is skipped; one partly under it is drawn where it shows; the frame is as drawn whole")
    func skipsWhatIsCovered() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        #expect(try matchesWholeDrawing(compositor, [s.root]))
        #expect(shownParts(s.badge) == [], "the badge lies wholly under the cover")
        // The cover's whole pixels: 101...299 across, 62...240 down (its edges at 100.6 and 300.6, 61.4 and 241.4).
        let parts = try #require(shownParts(s.page))
        let covered = CGRect(x: 101, y: 62, width: 199, height: 179)
        #expect(!parts.isEmpty)
        #expect(parts.allSatisfy { !$0.intersects(covered.insetBy(dx: 0.5, dy: 0.5)) }, "nothing of the page is drawn under the cover")
        let pageArea: CGFloat = 400 * 320, coverArea: CGFloat = 199 * 179
        #expect(parts.reduce(0) { $0 + $1.width * $1.height } == pageArea - coverArea)
        #expect(shownParts(s.cover) == nil, "nothing covers the cover")
    }

    @Test("Moving the cover uncovers what it hid, drawn as drawing the whole tree draws it")
    func uncovers() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        for dx in [30.7, -61.1, 100.25] as [CGFloat] {
            withoutActions { s.cover.position.x += dx }
            compositor.composite([s.root])
            #expect(try matchesWholeDrawing(compositor, [s.root]))
        }
        #expect(shownParts(s.badge) == nil, "the cover has left the badge")
        withoutActions { s.badge.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        compositor.composite([s.root])
        #expect(try matchesWholeDrawing(compositor, [s.root]))
    }

    @Test(
        "Only an opaque, square, unfaded, unmasked, axis-aligned background hides: translucent, rounded, faded, masked and rotated covers do not",
        arguments: ["translucent", "rounded", "faded", "faded parent", "masked", "rotated", "single-sided"])
    func whatDoesNotHide(_ kind: String) throws {
        let s = scene()
        let holder = CALayer()
        withoutActions {
            switch kind {
            case "translucent": s.cover.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.99)
            case "rounded": s.cover.cornerRadius = 8
            case "faded": s.cover.opacity = 0.9
            case "faded parent":
                holder.frame = s.root.bounds
                holder.opacity = 0.9
                s.root.addSublayer(holder)
                holder.addSublayer(s.cover)
            case "masked":
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 60, height: 90)
                mask.backgroundColor = CGColor(gray: 0, alpha: 1)
                s.cover.mask = mask
            case "rotated": s.cover.transform = CATransform3DMakeRotation(.pi / 12, 0, 0, 1)
            default:
                s.cover.isDoubleSided = false
                s.cover.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)  // Shows its back: not drawn at all.
            }
        }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        #expect(shownParts(s.badge) == nil)
        #expect(try matchesWholeDrawing(compositor, [s.root]))
    }

    @Test("A cover clipped by its superlayer hides only what shows of it")
    func clippedCover() throws {
        let s = scene()
        let clip = CALayer()
        withoutActions {
            clip.frame = CGRect(x: 0, y: 0, width: 100, height: 160)
            clip.masksToBounds = true
            s.root.addSublayer(clip)
            clip.addSublayer(s.cover)
        }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        let badge = try #require(shownParts(s.badge), "the badge's right half is outside the clip, uncovered")
        #expect(badge == [CGRect(x: 200, y: 119, width: 21, height: 42)])
        let parts = try #require(shownParts(s.page))
        let pageArea: CGFloat = 400 * 320, hiddenArea: CGFloat = 99 * 179
        #expect(parts.reduce(0) { $0 + $1.width * $1.height } == pageArea - hiddenArea, "hidden: columns 101...199 only")
        #expect(try matchesWholeDrawing(compositor, [s.root]))
    }

    @Test("What a backdrop blurs is drawn beneath it even where an opaque layer above the backdrop covers it")
    func backdropSamplesBeneathCovers() throws {
        let s = scene()
        let backdrop = BackdropLayer()
        withoutActions {
            backdrop.frame = CGRect(x: 20, y: 20, width: 160, height: 40)
            backdrop.blurRadius = 6
            s.root.insertSublayer(backdrop, below: s.cover)
        }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        #expect(shownParts(s.badge) == nil, "the cover is within the backdrop's reach: it hides nothing beneath the backdrop")
        #expect(try matchesWholeDrawing(compositor, [s.root]))
    }

    @Test("A layer's change under a cover draws nothing new where the cover hides it")
    func changeUnderCover() throws {
        let s = scene()
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions { s.badge.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        compositor.composite([s.root])
        #expect(compositor.lastDamage == [CGRect(x: 179, y: 119, width: 42, height: 42)])
        #expect(shownParts(s.page) == [], "all the damage lies under the cover: the page, badge and all, is not drawn")
        #expect(try matchesWholeDrawing(compositor, [s.root]))
    }
}
