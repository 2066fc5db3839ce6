// A plain translucent layer lying exactly over an opaque rasterized layer (the dimming over the page a
// navigation push covers) is blended into the copy of the raster, in one pass, and not drawn itself.
// The frame must look as drawing both does (to within a level of rounding), and only a plain colour
// over exactly the raster's pixels may be folded so.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor covers")
struct CompositorCoverTests {
    /// A 200 × 160 root holding a rasterized page of coloured stripes on white, sliding between pixels,
    /// and a black cover at 40% over exactly the page. With `spacer`, an empty layer lies between the
    /// two: it draws nothing, but the cover is no longer just above the page, so it is drawn as itself.
    private struct Scene {
        let root: CALayer, page: CALayer, spacer: CALayer?, cover: CALayer
    }

    private func scene(spacer: Bool) -> Scene {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        let page = CALayer()
        page.frame = CGRect(x: -20.3, y: 0, width: 200, height: 160)
        page.backgroundColor = CGColor(gray: 1, alpha: 1)
        for index in 0..<8 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: 10, y: CGFloat(index) * 20 + 2, width: 170, height: 12.5)
            stripe.backgroundColor = CGColor(red: CGFloat(index % 3) / 2, green: CGFloat(index % 4) / 3, blue: 0.5, alpha: 0.8)
            page.addSublayer(stripe)
        }
        page.rasterizationScale = 2
        page.shouldRasterize = true
        root.addSublayer(page)
        let empty = spacer ? CALayer() : nil
        if let empty {
            empty.frame = root.bounds
            root.addSublayer(empty)
        }
        let cover = CALayer()
        cover.frame = page.frame
        cover.backgroundColor = CGColor(gray: 0, alpha: 0.4)
        root.addSublayer(cover)
        return Scene(root: root, page: page, spacer: empty, cover: cover)
    }

    /// The scene changed by `setUp`, composited once (making the page's raster), then again with the
    /// page and its cover slid by `dx` points: the frame where a cover can be folded. Returns that
    /// frame, and whether it folded the cover.
    private func slid(by dx: CGFloat, spacer: Bool, _ setUp: (Scene) -> Void) throws -> (frame: CGImage, folded: Bool) {
        let s = scene(spacer: spacer)
        withoutActions { setUp(s) }
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions {
            s.page.position.x += dx
            s.cover.position.x += dx
        }
        let before = LayerRenderer.coversFolded
        compositor.composite([s.root])
        return (compositor.frame, LayerRenderer.coversFolded == before + 1)
    }

    /// The largest difference, in levels of any colour channel, between two frames of one size, but for
    /// the pixel columns `skipping`.
    private func largestDifference(_ a: CGImage, _ b: CGImage, skipping columns: Set<Int> = []) throws -> Int {
        let left = [UInt8](try #require(a.dataProvider?.data) as Data)
        let right = [UInt8](try #require(b.dataProvider?.data) as Data)
        try #require(left.count == right.count)
        let rowBytes = a.bytesPerRow
        // Blue, green, red and an unused byte per pixel (the surface is opaque).
        return left.indices.lazy.filter { $0 % 4 != 3 && !columns.contains($0 % rowBytes / 4) }
            .map { abs(Int(left[$0]) - Int(right[$0])) }.max() ?? 0
    }

    /// The frame's pixel at device pixel (`x`, `y`) as red, green, blue.
    private func pixel(_ frame: CGImage, x: Int, y: Int) -> (Int, Int, Int) {
        let (r, g, b, _) = frame.rgbaPixel(x: x, y: y)
        return (Int(r), Int(g), Int(b))
    }

    private func isNear(_ p: (Int, Int, Int), _ q: (Int, Int, Int)) -> Bool {
        abs(p.0 - q.0) <= 1 && abs(p.1 - q.1) <= 1 && abs(p.2 - q.2) <= 1
    }

    @Test("A black cover over a sliding rasterized page is blended into its copy, over exactly the page's whole pixels")
    func foldsACover() throws {
        let folded = try slid(by: -9.55, spacer: false) { _ in }
        let drawn = try slid(by: -9.55, spacer: true) { _ in }
        #expect(folded.folded)
        #expect(!drawn.folded)
        // The page spans -29.85...170.15 points, pixels -59.7...340.3: its copy lands on pixels -60 to
        // 339. The cover drawn as itself covers 30% of column 340; folded, it covers the copy's pixels
        // exactly. Everywhere else the two frames agree.
        #expect(try largestDifference(folded.frame, drawn.frame, skipping: [340]) <= 1)
        // White under black at 40%: 60% of 255. Right of the page, the root as it is.
        #expect(isNear(pixel(folded.frame, x: 339, y: 2), (153, 153, 153)))
        #expect(isNear(pixel(folded.frame, x: 0, y: 2), (153, 153, 153)))
        #expect(isNear(pixel(folded.frame, x: 340, y: 2), (0, 128, 255)))
        #expect(isNear(pixel(drawn.frame, x: 340, y: 2), (0, 113, 224)))
    }

    @Test("The cover's opacity and colour are blended as its fill would be, and an opaque layer above still hides part of both")
    func foldsColourOpacityAndOcclusion() throws {
        let setUp: (Scene) -> Void = { s in
            s.cover.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
            s.cover.opacity = 0.6
            let top = CALayer()
            top.frame = CGRect(x: 120, y: 0, width: 80, height: 160)
            top.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            s.root.addSublayer(top)
        }
        // The page at -8.5 points: on whole pixels, where the cover drawn as itself is too.
        let folded = try slid(by: 11.8, spacer: false, setUp)
        let drawn = try slid(by: 11.8, spacer: true, setUp)
        #expect(folded.folded)
        #expect(try largestDifference(folded.frame, drawn.frame) <= 1)
        // Orange at 30% over white: 255, 0.7 × 255 + 0.3 × 127.5 = 217, 0.7 × 255 = 178.5.
        #expect(isNear(pixel(folded.frame, x: 0, y: 2), (255, 217, 178)))
        #expect(pixel(folded.frame, x: 300, y: 160) == (0, 255, 0))
    }

    @Test(
        "Only a plain colour over exactly the raster is folded; anything else draws both layers as they are",
        arguments: [
            "offset", "smaller", "rounded", "bordered", "shadowed", "with sublayer", "gradient", "with contents", "opaque",
            "faded page", "page unrasterized", "page with alpha", "faded parent",
        ])
    func whatIsNotFolded(_ kind: String) throws {
        let setUp: (Scene) -> Void = { s in
            switch kind {
            case "offset": s.cover.position.y += 0.5
            case "smaller": s.cover.bounds.size.width -= 1
            case "rounded": s.cover.cornerRadius = 6
            case "bordered":
                s.cover.borderWidth = 2
                s.cover.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            case "shadowed": s.cover.shadowOpacity = 0.5
            case "with sublayer":
                let dot = CALayer()
                dot.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
                dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                s.cover.addSublayer(dot)
            case "gradient":
                let gradient = CAGradientLayer()
                gradient.frame = s.cover.bounds
                gradient.colors = [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0.5)]
                s.cover.addSublayer(gradient)
            case "with contents": s.cover.contents = self.checker()
            case "opaque": s.cover.backgroundColor = CGColor(gray: 0, alpha: 1)
            case "faded page": s.page.opacity = 0.9
            case "page unrasterized": s.page.shouldRasterize = false
            case "page with alpha": s.page.backgroundColor = CGColor(gray: 1, alpha: 0.9)
            default:
                // The page and its cover inside a fading layer.
                let holder = CALayer()
                holder.frame = s.root.bounds
                holder.opacity = 0.8
                s.root.addSublayer(holder)
                for layer in [s.page, s.spacer, s.cover].compactMap({ $0 }) { holder.addSublayer(layer) }
            }
        }
        let plain = try slid(by: 30.45, spacer: false, setUp)
        let drawn = try slid(by: 30.45, spacer: true, setUp)
        #expect(!plain.folded)
        #expect(try largestDifference(plain.frame, drawn.frame) == 0)
    }

    /// A 2 × 2 red and blue checker.
    private func checker() -> CGImage? {
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        context?.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        return context?.makeImage()
    }

    @Test("Once the cover is gone, the next frame copies the page as it is")
    func laterFramesDrawThePage() throws {
        let s = scene(spacer: false)
        let compositor = try #require(Compositor(size: s.root.bounds.size, scale: 2))
        compositor.composite([s.root])
        withoutActions {
            s.page.position.x += 30.45
            s.cover.position.x += 30.45
        }
        let before = LayerRenderer.coversFolded
        compositor.composite([s.root])
        #expect(LayerRenderer.coversFolded == before + 1)
        withoutActions { s.cover.removeFromSuperlayer() }
        compositor.composite([s.root])
        #expect(LayerRenderer.coversFolded == before + 1)
        #expect(pixel(compositor.frame, x: 28, y: 2) == (255, 255, 255))
    }

    /// An opaque (`alpha` false) or translucent 32-bit context of `width` × `height` filled with `fill`.
    private func bitmap(_ width: Int, _ height: Int, alpha: Bool = false, fill: CGColor) throws -> CGContext {
        let info = (alpha ? CGImageAlphaInfo.premultipliedFirst : .noneSkipFirst).rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info))
        context.setFillColor(fill)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context
    }

    /// A 7 × 3 opaque image whose every pixel differs.
    private func rainbow() throws -> CGImage {
        let context = try bitmap(7, 3, fill: CGColor(gray: 0, alpha: 1))
        for x in 0..<7 {
            for y in 0..<3 {
                context.setFillColor(CGColor(red: CGFloat(x) / 6, green: CGFloat(y) / 2, blue: CGFloat(6 - x) / 6, alpha: 1))
                context.fill(CGRect(x: x, y: 2 - y, width: 1, height: 1))  // y up: row y is at 2 - y.
            }
        }
        return try #require(context.makeImage())
    }

    @Test("The one-pass copy blends the cover over every pixel of odd-width rows, inside the clip only, and leaves an opaque result")
    func coveredCopyPixels() throws {
        let image = try rainbow()
        let grey = CGColor(gray: 0.2, alpha: 1)
        let cover = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.3)
        for alpha in [false, true] {
            let context = try bitmap(12, 6, alpha: alpha, fill: grey)
            // Everything but the device column 3 (the image's second column) and the bottom row.
            context.clip(to: [CGRect(x: 0, y: 1, width: 3, height: 5), CGRect(x: 4, y: 1, width: 8, height: 5)])
            #expect(context.copyOpaqueImage(image, toDevicePixel: (x: 2, y: 1), under: cover))
            let result = try #require(context.makeImage())
            for x in 0..<12 {
                for y in 0..<6 {
                    let (r, g, b, a) = result.rgbaPixel(x: x, y: y)
                    let inImage = (2..<9).contains(x) && (1..<4).contains(y)
                    if inImage && x != 3 && y != 5 {
                        let (sr, sg, sb, _) = image.rgbaPixel(x: x - 2, y: y - 1)
                        // The cover over the image's pixel: 70% of the pixel plus 30% of the colour.
                        for (value, expected) in [
                            (r, 0.7 * Double(sr) + 0.3 * 51), (g, 0.7 * Double(sg) + 0.3 * 102), (b, 0.7 * Double(sb) + 0.3 * 255),
                        ] {
                            #expect(abs(Double(value) - expected) <= 1.5, "pixel (\(x), \(y))")
                        }
                        #expect(a == 255)
                    } else {
                        #expect(r == 51 && g == 51 && b == 51, "pixel (\(x), \(y)) untouched")
                    }
                }
            }
        }
    }

    @Test(
        "The one-pass copy refuses, drawing nothing, what it cannot do exactly",
        arguments: ["image with alpha", "clip not on whole pixels", "clip mask", "alpha", "blend mode", "shadow"])
    func coveredCopyRefuses(_ kind: String) throws {
        let grey = CGColor(gray: 0.2, alpha: 1)
        let context = try bitmap(12, 6, fill: grey)
        var image = try rainbow()
        switch kind {
        case "image with alpha":
            let translucent = try bitmap(7, 3, alpha: true, fill: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            image = try #require(translucent.makeImage())
        case "clip not on whole pixels": context.clip(to: CGRect(x: 0.5, y: 0, width: 10, height: 6))
        case "clip mask": context.clip(to: CGRect(x: 0, y: 0, width: 12, height: 6), mask: image)
        case "alpha": context.setAlpha(0.5)
        case "blend mode": context.setBlendMode(.multiply)
        default: context.setShadow(offset: CGSize(width: 1, height: 1), blur: 2)
        }
        #expect(!context.copyOpaqueImage(image, toDevicePixel: (x: 2, y: 1), under: CGColor(gray: 0, alpha: 0.5)))
        let result = try #require(context.makeImage())
        for x in 0..<12 {
            for y in 0..<6 {
                let (r, g, b, _) = result.rgbaPixel(x: x, y: y)
                #expect(r == 51 && g == 51 && b == 51)
            }
        }
    }

    @Test("The one-pass copy of an image partly outside the bitmap copies the part inside")
    func coveredCopyOutside() throws {
        let context = try bitmap(6, 4, fill: CGColor(gray: 0.2, alpha: 1))
        let image = try rainbow()
        #expect(context.copyOpaqueImage(image, toDevicePixel: (x: -3, y: 2), under: CGColor(gray: 0, alpha: 0)))
        #expect(context.copyOpaqueImage(image, toDevicePixel: (x: 40, y: -30), under: CGColor(gray: 0, alpha: 0)))
        let result = try #require(context.makeImage())
        for x in 0..<6 {
            for y in 0..<4 {
                let (r, g, b, _) = result.rgbaPixel(x: x, y: y)
                if x < 4 && y >= 2 {
                    let (sr, sg, sb, _) = image.rgbaPixel(x: x + 3, y: y - 2)
                    #expect(r == sr && g == sg && b == sb, "pixel (\(x), \(y)) copied")
                } else {
                    #expect(r == 51 && g == 51 && b == 51)
                }
            }
        }
    }
}
