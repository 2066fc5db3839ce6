// The scroll style: pages slide by dragging and flicking, one page per turn, with the delegate's
// callbacks; the ends bounce without turning; the spacing between pages; the page indicator.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPageViewController scroll style")
struct PageScrollStyleTests {
    private func makeController(
        _ h: UIKitTestHarness, book: PageBook & UIPageViewControllerDataSource & UIPageViewControllerDelegate, showing start: Int,
        options: [UIPageViewController.OptionsKey: Any]? = nil, orientation: UIPageViewController.NavigationOrientation = .horizontal
    ) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
        controller.dataSource = book
        controller.delegate = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(start)], direction: .forward, animated: false)
        book.log.clear()
        return controller
    }

    /// Where `page`'s view is in the window.
    private func frame(of page: UIViewController) -> CGRect { page.view.convert(page.view.bounds, to: nil) }

    @Test("A drag to the left slides to the next page: the data source is asked, the delegate hears the turn (spec 004 T205)")
    func dragTurns() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: 1)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        h.advance(by: 2)
        #expect(book.asked.contains("after p1"))
        #expect(controller.viewControllers?.first === book.page(2) && controller.children == [book.page(2)])
        #expect(frame(of: book.page(2)) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(book.page(1).viewIfLoaded?.window == nil)
        #expect(book.heard == ["willTransitionTo p2", "didFinish finished=true completed=true previous: p1"])
        #expect(
            book.log.entries == [
                "p2 willMove", "p1 willDisappear", "p2 willAppear", "p2 isAppearing",
                "p1 willMove(nil)", "p2 didAppear", "p1 didDisappear", "p1 didMove(nil)", "p2 didMove",
            ])
    }

    @Test("While the finger drags, both pages show side by side")
    func pagesFollowTheFinger() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        _ = makeController(h, book: book, showing: 2)
        h.dragAndHold(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 100, y: 240))
        #expect(frame(of: book.page(2)).minX == -100 && frame(of: book.page(3)).minX == 220)
        h.touchUp()
        h.advance(by: 2)
    }

    @Test("A slow drag released before half way slides back: transitionCompleted false, callbacks balanced")
    func fallsBack() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: 1)
        h.slowDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 220, y: 240))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === book.page(1) && controller.children == [book.page(1)])
        #expect(frame(of: book.page(1)) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(book.heard == ["willTransitionTo p2", "didFinish finished=true completed=false previous: p1"])
        #expect(
            book.log.entries == [
                "p2 willMove", "p1 willDisappear", "p2 willAppear", "p2 isAppearing",
                "p2 willMove(nil)", "p2 willDisappear", "p1 willAppear", "p1 isAppearing", "p2 didDisappear", "p1 didAppear",
                "p2 didMove(nil)",
            ])
    }

    @Test("At the end of the book a drag bounces back and turns nothing (spec 004 T206)")
    func endBounces() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 2)
        let controller = makeController(h, book: book, showing: 2)
        h.dragAndHold(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        let stretched = frame(of: book.page(2)).minX
        #expect(stretched < 0 && stretched > -200, "the content rubber-bands: it moves less than the finger")
        h.touchUp()
        h.advance(by: 2)
        #expect(book.asked.contains("after p2"))
        #expect(controller.viewControllers?.first === book.page(2) && frame(of: book.page(2)).minX == 0)
        #expect(book.heard.isEmpty && book.log.entries.isEmpty)
    }

    @Test("Bad input: a data source that answers with the page showing is taken as the end of the book")
    func sameControllerIsTheEnd() {
        final class Stuck: UIPageViewControllerDataSource {
            func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { v }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { v }
        }
        let h = UIKitTestHarness()
        let stuck = Stuck()
        let page = Page("p1", log: CallbackLog())
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = stuck
        h.window.rootViewController = controller
        controller.setViewControllers([page], direction: .forward, animated: false)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === page && controller.children == [page])
        #expect(frame(of: page) == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("Two turns in a row, forward then back, each asking about the page then showing")
    func forwardThenBack() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: 1)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        h.advance(by: 2)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === book.page(3))
        h.drag(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 240, y: 240))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === book.page(2))
        #expect(frame(of: book.page(2)) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(book.heard.filter { $0.hasPrefix("didFinish") }.count == 3)
    }

    @Test("interPageSpacing: the space shows between pages as they slide")
    func spacing() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        _ = makeController(h, book: book, showing: 1, options: [.interPageSpacing: 20])
        h.dragAndHold(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 100, y: 240))
        #expect(frame(of: book.page(2)).minX - frame(of: book.page(1)).maxX == 20)
        h.touchUp()
        h.advance(by: 2)
    }

    @Test("A vertical book slides up to the next page")
    func vertical() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: 1, orientation: .vertical)
        h.drag(from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 140))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === book.page(2))
        #expect(frame(of: book.page(2)) == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("The page indicator: with both presentation methods, dots under the pages that follow each turn")
    func pageIndicator() {
        let h = UIKitTestHarness()
        let book = IndicatorBook(pageCount: 4)
        book.indicatorIndex = 1
        let controller = makeController(h, book: book, showing: 2)
        let indicator = controller.view.allSubviews.compactMap { $0 as? UIPageControl }.first
        #expect(indicator?.numberOfPages == 4 && indicator?.currentPage == 1)
        #expect(indicator.map { $0.convert($0.bounds, to: nil) } == CGRect(x: 0, y: 443, width: 320, height: 37))
        #expect(frame(of: book.page(2)) == CGRect(x: 0, y: 0, width: 320, height: 443), "the pages leave the indicator room")
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        h.advance(by: 2)
        #expect(indicator?.currentPage == 2)
        h.drag(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 240, y: 240))
        h.advance(by: 2)
        #expect(indicator?.currentPage == 1)
    }

    @Test("A tap on the page indicator to the right of the current dot turns one page forward")
    func indicatorTap() {
        let h = UIKitTestHarness()
        let book = IndicatorBook(pageCount: 4)
        let controller = makeController(h, book: book, showing: 1)
        h.tap(at: CGPoint(x: 300, y: 460))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === book.page(2))
        let indicator = controller.view.allSubviews.compactMap { $0 as? UIPageControl }.first
        #expect(indicator?.currentPage == 1)
    }

    @Test("Without the presentation methods, or in a vertical book, no page indicator shows")
    func noIndicator() {
        let h = UIKitTestHarness()
        let plain = makeController(h, book: Book(pageCount: 3), showing: 1)
        #expect(!plain.view.allSubviews.contains { $0 is UIPageControl })
        let vertical = makeController(h, book: IndicatorBook(pageCount: 3), showing: 1, orientation: .vertical)
        #expect(!vertical.view.allSubviews.contains { $0 is UIPageControl })
    }
}
