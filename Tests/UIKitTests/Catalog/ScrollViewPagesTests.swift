// The Catalog's scroll view pages: paging with a UIPageControl, and zooming an image. Goldens at 1024x768,
// scale 1, as the other page tests; each golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog scroll view pages")
struct ScrollViewPagesTests {
    init() { TestFonts.pin() }

    func catalog<Page: UIView>(showing name: String, as type: Page.Type) -> (UIKitTestHarness, Page) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: name, as: type)
        return (h, page)
    }

    @Test("Paging: a swipe settles on the next page and the page control follows once it settles; a tap beside its dot scrolls one page")
    func paging() {
        let (h, page) = catalog(showing: "paging-scroll-view", as: PagingScrollPageView.self)
        let pageControl = page.pageControl
        #expect(pageControl.numberOfPages == 5 && pageControl.currentPage == 0)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "paging-scroll-view")
        let scrollView = page.scrollView
        let center = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: nil)
        h.drag(from: center, to: CGPoint(x: center.x - 150, y: center.y), steps: 5, duration: 0.1)
        h.advance(by: 2)
        #expect(scrollView.contentOffset.x == 704)
        #expect(pageControl.currentPage == 1 && page.pageLabel.text == "Page 2 of 5")

        // While the content is still moving, the control shows the page it left.
        h.drag(from: center, to: CGPoint(x: center.x - 150, y: center.y), steps: 5, duration: 0.1)
        h.advance(by: 0.15)
        #expect(scrollView.contentOffset.x > 704 && scrollView.contentOffset.x < 704 * 2)
        #expect(pageControl.currentPage == 1)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "paging-scroll-view-moving")
        h.advance(by: 2)
        #expect(pageControl.currentPage == 2 && page.pageLabel.text == "Page 3 of 5")

        // A tap right of the current dot: valueChanged, page 3 at once, and the content scrolls there.
        var changes = 0
        pageControl.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let controlCenter = pageControl.convert(CGPoint(x: pageControl.bounds.midX, y: pageControl.bounds.midY), to: nil)
        h.tap(at: CGPoint(x: controlCenter.x + 120, y: controlCenter.y))
        #expect(changes == 1 && pageControl.currentPage == 3 && page.pageLabel.text == "Page 4 of 5")
        h.advance(by: 1)
        #expect(scrollView.contentOffset.x == 704 * 3 && pageControl.currentPage == 3)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "paging-scroll-view-tapped")

        // A tap left of it goes back one page.
        h.tap(at: CGPoint(x: controlCenter.x - 120, y: controlCenter.y))
        h.advance(by: 1)
        #expect(changes == 2 && scrollView.contentOffset.x == 704 * 2 && pageControl.currentPage == 2)
    }

    @Test("Zooming: the image fits at 0.5; a pinch zooms; a double-tap zooms in to 2x and back out")
    func zooming() {
        let (h, page) = catalog(showing: "zooming-scroll-view", as: ZoomingScrollPageView.self)
        let scrollView = page.scrollView
        #expect(scrollView.zoomScale == 0.5 && scrollView.contentSize == CGSize(width: 704, height: 500))
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "zooming-scroll-view")
        let center = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: nil)
        h.pinch(at: center, from: 100, to: 200)
        h.advance(by: 1)
        #expect(abs(scrollView.zoomScale - 1) < 0.01)
        #expect(page.scaleLabel.text == "Zoom scale 100%")
        scrollView.setZoomScale(0.5, animated: false)
        h.tap(at: center)
        h.advance(by: 0.1)
        h.tap(at: center)
        h.advance(by: 1)
        #expect(scrollView.zoomScale == 2)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "zooming-scroll-view-2x")
        h.tap(at: center)
        h.advance(by: 0.1)
        h.tap(at: center)
        h.advance(by: 1)
        #expect(scrollView.zoomScale == 0.5)
    }
}
