// The Catalog's scroll view pages: paging with page dots, and zooming an image. Goldens at 1024x768,
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

    @Test("Paging: a swipe settles on the next page and the dots follow; a tap on a dot scrolls there")
    func paging() {
        let (h, page) = catalog(showing: "paging-scroll-view", as: PagingScrollPageView.self)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "paging-scroll-view")
        let scrollView = page.scrollView
        let center = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: nil)
        h.drag(from: center, to: CGPoint(x: center.x - 150, y: center.y), steps: 5, duration: 0.1)
        h.advance(by: 2)
        #expect(scrollView.contentOffset.x == 704)
        #expect(page.dots.currentPage == 1 && page.pageLabel.text == "Page 2 of 5")
        h.drag(from: center, to: CGPoint(x: center.x - 150, y: center.y), steps: 5, duration: 0.1)
        h.advance(by: 0.15)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "paging-scroll-view-moving")
        h.advance(by: 2)
        #expect(page.dots.currentPage == 2)
        h.tap(at: page.dots.convert(page.dots.dotCenter(4), to: nil))
        h.advance(by: 1)
        #expect(scrollView.contentOffset.x == 704 * 4 && page.dots.currentPage == 4)
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
