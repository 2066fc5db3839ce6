// A mask's own sublayers shape what it lets through: a change to one of them repaints the masked layer,
// every time, as drawing the whole tree again would show it.
@testable import QuartzCore
import Testing
import UIKit

@MainActor
@Suite("Compositor masks")
struct CompositorMaskTests {
    /// The red value of the frame's pixel at point (`x`, `y`) (scale 1).
    private func red(_ compositor: Compositor, _ x: Int, _ y: Int) -> UInt8 { compositor.frame.rgbaPixel(x: x, y: y).0 }

    @Test("Moving a sublayer of a mask repaints the masked layer, on every change")
    func maskSublayerChanges() throws {
        let root = CALayer(), card = CALayer(), mask = CALayer(), window = CALayer()
        withoutActions {
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            root.backgroundColor = CGColor(gray: 0, alpha: 1)
            card.frame = root.bounds
            card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            mask.frame = card.bounds
            // The mask shows the card only through its sublayer, a 20-point window.
            window.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
            window.backgroundColor = CGColor(gray: 0, alpha: 1)
            mask.addSublayer(window)
            card.mask = mask
            root.addSublayer(card)
        }
        let compositor = try #require(Compositor(size: root.bounds.size, scale: 1))
        compositor.composite([root])
        #expect(red(compositor, 10, 20) == 255)
        #expect(red(compositor, 50, 20) == 0)
        for x in [40, 70, 10] as [CGFloat] {
            withoutActions { window.frame.origin.x = x }
            compositor.composite([root])
            #expect(red(compositor, Int(x) + 10, 20) == 255, "the card shows through the window at \(x)")
            let away = x < 40 ? 80 : 5
            #expect(red(compositor, away, 20) == 0, "and is hidden where the window left")
        }
    }
}
