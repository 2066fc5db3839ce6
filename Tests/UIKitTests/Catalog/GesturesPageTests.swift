// The Catalog's Gestures page (seed 004's gesture playground): its golden at 1024x768 scale 1, before and
// after a gesture on every pad, and each pad's log driven through the harness. Each golden was looked at
// (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Gestures page")
struct GesturesPageTests {
    init() { TestFonts.pin() }

    /// A headless Catalog as `uikit-catalog` runs it (an iPad in landscape, 1024x768 at scale 1) showing
    /// the Gestures page.
    func gesturesPage() -> (UIKitTestHarness, GesturesPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "gestures", as: GesturesPageView.self)
        return (h, page)
    }

    /// The middle of `pad`'s marker area, in the window.
    func center(of pad: GesturePadView) -> CGPoint { pad.convert(pad.markerHome, to: nil) }

    /// A gesture on every pad, each logging something.
    func exercise(_ page: GesturesPageView, _ h: UIKitTestHarness) {
        h.tap(at: center(of: page.tapPad))
        h.advance(by: 1)
        let swipe = center(of: page.swipePad)
        h.drag(from: CGPoint(x: swipe.x + 60, y: swipe.y), to: CGPoint(x: swipe.x - 60, y: swipe.y))
        let pan = center(of: page.panPad)
        h.drag(from: pan, to: CGPoint(x: pan.x + 40, y: pan.y + 30))
        h.longPress(at: center(of: page.longPressPad))
        h.pinch(at: center(of: page.pinchPad), from: 60, to: 90)
        h.rotateFingers(at: center(of: page.rotationPad), radius: 40, by: .pi / 4)
        h.advance(by: 1)
    }

    @Test("The page's golden: six pads in three columns, each with its title, hint, marker and empty log")
    func golden() {
        let (h, page) = gesturesPage()
        #expect(page.pads.allSatisfy { page.bounds.contains($0.frame) })
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "gestures")
    }

    @Test("After a gesture on every pad: the logs and the moved, scaled and turned markers (golden)")
    func goldenAfterGestures() {
        let (h, page) = gesturesPage()
        exercise(page, h)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "gestures-after")
    }

    @Test("A pinch through the harness logs began, changed and ended with the recognizer's scale; the marker scales")
    func pinchPad() {
        let (h, page) = gesturesPage()
        h.pinch(at: center(of: page.pinchPad), from: 60, to: 120)
        let lines = page.pinchPad.lines
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("began: scale 1.") == true)
        #expect(lines.dropFirst().first?.hasPrefix("changed ×") == true)
        #expect(lines.last == "ended: scale 2.00")
        #expect(abs(page.pinchPad.marker.transform.a - 2) < 1e-9)
    }

    @Test("A quarter turn of two fingers logs the rotation in radians and degrees")
    func rotationPad() {
        let (h, page) = gesturesPage()
        h.rotateFingers(at: center(of: page.rotationPad), radius: 50, by: .pi / 2)
        #expect(page.rotationPad.lines.last == "ended: 1.57 rad (90°)")
    }

    @Test("Tap, swipe, pan and long press pads log their states; a gesture a pad does not take logs failed")
    func otherPads() {
        let (h, page) = gesturesPage()
        let tap = center(of: page.tapPad)
        h.tap(at: tap)
        let tapInPad = page.tapPad.convert(tap, from: nil)
        #expect(page.tapPad.lines == ["recognized: at " + GesturesPageView.describe(tapInPad)])

        let swipe = center(of: page.swipePad)
        h.drag(from: CGPoint(x: swipe.x, y: swipe.y + 60), to: CGPoint(x: swipe.x, y: swipe.y - 60))
        #expect(page.swipePad.lines.count == 1 && page.swipePad.lines[0].hasPrefix("recognized: up from "))
        h.tap(at: swipe)
        #expect(page.swipePad.lines.last == "failed")

        let pan = center(of: page.panPad)
        h.drag(from: pan, to: CGPoint(x: pan.x + 50, y: pan.y + 20))
        #expect(page.panPad.lines.first == "began: translation 10, 4" && page.panPad.lines.last == "ended: translation 50, 20")
        #expect(page.panPad.markerOffset == CGPoint(x: 50, y: 20))

        h.longPress(at: center(of: page.longPressPad), duration: 0.8)
        #expect(page.longPressPad.lines.map { $0.prefix(5) } == ["began", "ended"])
        h.tap(at: center(of: page.longPressPad))
        #expect(page.longPressPad.lines.last == "failed")

        h.drag(from: center(of: page.pinchPad), to: CGPoint(x: center(of: page.pinchPad).x + 50, y: center(of: page.pinchPad).y))
        #expect(page.pinchPad.lines == ["failed"], "one finger never pinches")
    }
}
