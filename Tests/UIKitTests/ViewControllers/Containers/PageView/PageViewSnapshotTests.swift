// Goldens of UIPageViewController (scale 1): a page curl held half way by the finger, a single-sided
// page and a double-sided one; a two-page spread about a .mid spine, at rest and with its right page
// half turned; the scroll style with its page indicator, at rest and between two pages. Pages are pale
// colours with their name in black ("P1") and a blue bar; each PNG was looked at (see the commit message).
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPageViewController goldens")
struct PageViewSnapshotTests {
    init() { TestFonts.pin() }

    /// Holds a drag from `start` to `end` without lifting, and lets the page settle under the finger.
    private func hold(_ h: UIKitTestHarness, from start: CGPoint, to end: CGPoint) {
        h.dragAndHold(from: start, to: end)
        h.advance(by: 0.5)
    }

    @Test("Page curl held half way: p1 lifted from the right edge, its whitened mirrored back lying over it, p2 beneath")
    func curlHalfway() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let book = Book(pageCount: 3)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.dataSource = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        hold(h, from: CGPoint(x: 310, y: 240), to: CGPoint(x: 150, y: 240))
        assertSnapshot(of: h.render(), as: .image, named: "held")
        h.touchUp()
        h.advance(by: 1)
    }

    @Test("Double-sided page curl held half way: p3's back shows p4 (the back page), p5 beneath")
    func doubleSidedHalfway() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let book = Book(pageCount: 5)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.isDoubleSided = true
        controller.dataSource = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(3), book.page(2)], direction: .forward, animated: false)
        hold(h, from: CGPoint(x: 310, y: 240), to: CGPoint(x: 150, y: 240))
        assertSnapshot(of: h.render(), as: .image, named: "held")
        h.touchUp()
        h.advance(by: 1)
    }

    @Test("A .mid spine: p1 and p2 side by side; then p2 half turned over the spine, p3 on its back, p4 beneath")
    func midSpine() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 320), scale: 1)
        let book = Book(pageCount: 4)
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        controller.dataSource = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1), book.page(2)], direction: .forward, animated: false)
        h.advance(by: 0.1)
        assertSnapshot(of: h.render(), as: .image, named: "spread")
        hold(h, from: CGPoint(x: 470, y: 160), to: CGPoint(x: 250, y: 160))
        assertSnapshot(of: h.render(), as: .image, named: "turning")
        h.touchUp()
        h.advance(by: 1)
    }

    @Test("Scroll style with its page indicator: white dots on a black band under p2; then p2 and p3 between turns")
    func scrollWithIndicator() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let book = IndicatorBook(pageCount: 4)
        book.indicatorIndex = 1
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
        controller.dataSource = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(2)], direction: .forward, animated: false)
        h.advance(by: 0.1)
        assertSnapshot(of: h.render(), as: .image, named: "rest")
        hold(h, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 140, y: 240))
        assertSnapshot(of: h.render(), as: .image, named: "sliding")
        h.touchUp()
        h.advance(by: 2)
    }
}
