// The Catalog's "Auto Layout" page: its goldens at two window sizes (landscape 1024x768 and portrait
// 768x1024, the page area, scale 1, headless), and the layout following the window and the slider. The
// goldens were looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Auto Layout page")
struct AutoLayoutPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, AutoLayoutPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "auto-layout", as: AutoLayoutPageView.self)
        return (h, page)
    }

    @Test("Goldens: the page in landscape, then in portrait after rotating")
    func goldens() {
        let (h, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "auto-layout")
        h.rotate(to: .portrait)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "auto-layout-portrait")
    }

    /// Checks the playground's layout: 40-point page margins, the header across, the sidebar at its
    /// width, the 16:9 box as large as fits beside it with 16 points around it, centred, and the badge.
    func expectPlayground(_ page: AutoLayoutPageView, width: CGFloat, sidebar: CGFloat) {
        let playground = page.playground
        #expect(playground.frame.minX == 40 && playground.frame.width == width)
        #expect(abs(playground.frame.height - page.bounds.height * 0.36) <= 1)  // Edges land on whole points.
        #expect(playground.header.frame == CGRect(x: 0, y: 0, width: width, height: 36))
        #expect(playground.sidebar.frame == CGRect(x: 0, y: 36, width: sidebar, height: playground.bounds.height - 36))
        let space = CGRect(x: sidebar, y: 36, width: width - sidebar, height: playground.bounds.height - 36)
        let box = playground.box.frame
        #expect(abs(box.width * 9 / 16 - box.height) <= 0.5, "16:9: \(box)")
        #expect(abs(box.midX - space.midX) <= 0.5 && abs(box.midY - space.midY) <= 0.5)
        // As large as fits: 16 points from the space's edges on the side that limits it.
        #expect(min(space.width - box.width, (space.height - box.height) * 1) >= 31.5)
        #expect(abs(space.width - box.width - 32) <= 0.5 || abs(space.height - box.height - 32) <= 0.5)
        #expect(playground.sizeBadge.text == "box \(Int(box.width.rounded()))×\(Int(box.height.rounded())) pt")
    }

    @Test("The playground follows the window: landscape, then portrait")
    func playgroundFollowsTheWindow() {
        let (h, page) = catalog()
        expectPlayground(page, width: 704, sidebar: 120)
        h.rotate(to: .portrait)
        #expect(page.bounds.size == CGSize(width: 768, height: 960))
        expectPlayground(page, width: 688, sidebar: 120)
    }

    @Test("Dragging the slider to its end changes the sidebar's width constraint to 240; the box shrinks to fit")
    func sliderDrivesTheConstraint() {
        let (h, page) = catalog()
        let slider = page.sidebarSlider
        let thumb = slider.convert(CGPoint(x: slider.bounds.width * CGFloat((slider.value - 60) / 180), y: slider.bounds.midY), to: nil)
        h.drag(from: thumb, to: slider.convert(CGPoint(x: slider.bounds.maxX + 40, y: slider.bounds.midY), to: nil))
        h.runTurn()
        #expect(slider.value == 240)
        #expect(page.playground.sidebarWidth.constant == 240)
        #expect(page.sidebarLabel.text == "Sidebar width: 240 pt")
        expectPlayground(page, width: 704, sidebar: 240)
    }

    @Test(
        "Seed 000's progress views: a 20-point frame keeps the 2-point track; a 10-point height constraint thickens it (spec 000 #13, #14)")
    func progressThickness() {
        let (_, page) = catalog()
        #expect(page.frameProgress.frame.height == 20)
        #expect(page.frameProgress.subviews.allSatisfy { $0.frame.height == 2 })
        #expect(page.constrainedProgress.frame.height == 10)
        #expect(page.constrainedProgress.subviews.allSatisfy { $0.frame.height == 10 })
        #expect(page.frameProgress.frame.width == page.constrainedProgress.frame.width)
    }

    @Test("The visual format's three buttons share the row: equal widths, 8 points apart, 44 tall")
    func equalWidthButtons() {
        let (h, page) = catalog()
        let frames = page.equalButtons.map(\.frame)
        // 704 - 16 shares into thirds of a point: each edge is rounded to the pixel grid (scale 1).
        #expect(frames.map(\.width) == [229, 230, 229] && frames.allSatisfy { $0.height == 44 })
        #expect(frames[1].minX - frames[0].maxX == 8 && frames[2].minX - frames[1].maxX == 8)
        #expect(frames[0].minX == 0 && frames[2].maxX == 704)
        h.rotate(to: .portrait)
        #expect(page.equalButtons.map(\.frame.width) == [224, 224, 224])
    }
}
