// A backdrop layer (the material of iOS 7's translucent bars) shows what lies beneath it blurred: the
// compositor must repaint it whenever anything within its reach is repainted, and draw the same
// pixels as a full redraw.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor backdrops")
struct CompositorBackdropTests {
    /// Black and white vertical stripes 8 points wide under a 200 × 40 backdrop at the top.
    private func scene(blur: CGFloat = 6) -> (root: CALayer, stripes: [CALayer], backdrop: BackdropLayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var stripes: [CALayer] = []
        for index in 0..<13 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(index) * 16, y: 0, width: 8, height: 120)
            stripe.backgroundColor = CGColor(gray: 0, alpha: 1)
            root.addSublayer(stripe)
            stripes.append(stripe)
        }
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        backdrop.blurRadius = blur
        root.addSublayer(backdrop)
        return (root, stripes, backdrop)
    }

    private func gray(_ frame: CGImage, _ x: Int, _ y: Int) -> Int { Int(frame.rgbaPixel(x: x, y: y).0) }

    @Test("Under the backdrop the stripes blur to gray; below it they stay sharp")
    func blursBeneath() throws {
        let (root, _, _) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 1))
        compositor.composite([root])
        let frame = compositor.frame
        // Sharp below: a black stripe at x 4, white at x 12.
        #expect(gray(frame, 4, 80) < 5)
        #expect(gray(frame, 12, 80) > 250)
        // Blurred above: stripe and gap both near the mean (half black, half white).
        for x in [60, 68, 100, 108] {
            #expect(abs(gray(frame, x, 20) - 128) < 20, "x \(x): \(gray(frame, x, 20))")
        }
    }

    @Test("A zero blur radius shows the backdrop sharp; saturation 0 turns it gray")
    func radiusAndSaturation() throws {
        let (root, stripes, backdrop) = scene(blur: 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stripes[4].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        backdrop.saturation = 0
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 1))
        compositor.composite([root])
        let pixel = compositor.frame.rgbaPixel(x: 68, y: 20)
        // Red desaturated to its luma (about 54), equal channels; outside the backdrop it stays red.
        #expect(abs(Int(pixel.0) - Int(pixel.1)) < 3 && abs(Int(pixel.1) - Int(pixel.2)) < 3)
        #expect(abs(Int(pixel.0) - 54) < 6)
        #expect(compositor.frame.rgbaPixel(x: 68, y: 80).0 > 250)
        #expect(gray(compositor.frame, 4, 20) < 5)
    }

    @Test("Changing content beneath repaints the backdrop, the same as a full redraw")
    func repaintsWhenContentBeneathChanges() throws {
        let (root, stripes, backdrop) = scene()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        let before = gray(compositor.frame, 120, 20)
        // Move one stripe far below the backdrop, out of its reach: nothing to blur changes there.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for stripe in stripes { stripe.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        CATransaction.commit()
        let damage = compositor.composite([root])
        #expect(!damage.isEmpty)
        #expect(!backdrop.blurIsCurrent, "what lies beneath changed: blurred again")
        let after = compositor.frame.rgbaPixel(x: 120, y: 20)
        #expect(Int(after.0) > before + 40, "red stripes blurred with white make a pink backdrop")
        let fresh = try #require(Compositor(size: root.bounds.size, scale: 2))
        fresh.composite([root])
        let full = fresh.frame.rgbaPixel(x: 120, y: 20)
        #expect(abs(Int(after.0) - Int(full.0)) <= 2 && abs(Int(after.1) - Int(full.1)) <= 2)
    }

    @Test("A change above the backdrop (a title on a bar) paints the kept blur again: same pixels as a full redraw, no re-blur")
    func reusesBlurWhenOnlyLayersAboveChange() throws {
        let (root, _, backdrop) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let title = CALayer()
        title.frame = CGRect(x: 80, y: 10, width: 40, height: 20)
        title.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        backdrop.addSublayer(title)
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        let kept = try #require(backdrop.blurCache)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        title.position.x += 30
        CATransaction.commit()
        let damage = compositor.composite([root])
        #expect(backdrop.blurIsCurrent)
        #expect(backdrop.blurCache === kept)
        #expect(damage.allSatisfy { $0.maxY <= 80 && $0.width < 200 }, "only the title's old and new places: \(damage)")
        let fresh = try #require(Compositor(size: root.bounds.size, scale: 2))
        fresh.composite([root])
        for x in stride(from: 0, to: 400, by: 9) {
            let a = compositor.frame.rgbaPixel(x: x, y: 30), b = fresh.frame.rgbaPixel(x: x, y: 30)
            #expect(abs(Int(a.0) - Int(b.0)) <= 1 && abs(Int(a.2) - Int(b.2)) <= 1, "x \(x)")
        }
    }

    @Test("A change far from the backdrop does not repaint it")
    func distantChangeLeavesItAlone() throws {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let far = CALayer()
        far.frame = CGRect(x: 10, y: 250, width: 20, height: 20)
        far.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(far)
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        backdrop.blurRadius = 6
        root.addSublayer(backdrop)
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 1))
        compositor.composite([root])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        far.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        let damage = compositor.composite([root])
        #expect(damage.allSatisfy { $0.minY > 100 })
    }

    @Test("Outside the compositor, render(in:) blurs what the context holds")
    func renderInContext() {
        let (root, _, _) = scene()
        let image = renderLayer(root, size: root.bounds.size)
        let pixels = image.cgImage!
        #expect(abs(Int(pixels.rgbaPixel(x: 68, y: 20).0) - 128) < 20)
        #expect(pixels.rgbaPixel(x: 4, y: 80).0 < 5)
    }

    @Test("Bad input: NaN or infinite radii and saturations draw the backdrop unblurred or not at all, never crash")
    func badInput() throws {
        let (root, _, backdrop) = scene()
        for value in [CGFloat.nan, .infinity, -5] {
            backdrop.blurRadius = value
            backdrop.saturation = value
            let compositor = try #require(Compositor(size: root.bounds.size, scale: 1))
            compositor.composite([root])
            #expect(gray(compositor.frame, 4, 80) < 5)
        }
    }

    /// The frame of the striped scene whose backdrop is tinted `tint`, at `opacity`: by its own background
    /// (`own`), or by a plain layer of that colour laid over it.
    private func tinted(_ tint: CGColor, opacity: Float, own: Bool) throws -> CGImage {
        let (root, _, backdrop) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        backdrop.opacity = opacity
        if own {
            backdrop.backgroundColor = tint
        } else {
            let cover = CALayer()
            cover.frame = backdrop.frame
            cover.backgroundColor = tint
            cover.opacity = opacity
            root.addSublayer(cover)
        }
        CATransaction.commit()
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 2))
        compositor.composite([root])
        return compositor.frame
    }

    @Test(
        "The backdrop's background tints the blur as a layer of that colour laid over it would, faded or not",
        arguments: [1, 0.5] as [Float])
    func backgroundTintsTheBlur(_ opacity: Float) throws {
        let tint = CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7)
        let own = try tinted(tint, opacity: opacity, own: true), laid = try tinted(tint, opacity: opacity, own: false)
        var largest = 0
        for y in stride(from: 0, to: 240, by: 3) {
            for x in stride(from: 0, to: 400, by: 3) {
                let a = own.rgbaPixel(x: x, y: y), b = laid.rgbaPixel(x: x, y: y)
                largest = max(largest, abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)))
            }
        }
        #expect(largest <= 1)
        // The blurred stripes' gray (about 128) under 70% of the tint: red 0.3 × 128 + 0.7 × 51 = 74. At
        // half opacity, half that gray over the black stripe beneath, under 35% of the tint: 60.
        let red = Int(own.rgbaPixel(x: 200, y: 40).0)
        let expected = opacity == 1 ? 74 : 60
        #expect(abs(red - expected) <= 8, "red \(red)")
    }
}
