// Turning pages of the page-curl style by gesture: drags forward and back that complete or fall back,
// taps near the edges, the end of the book, a two-page spread, vertical books and a spine at the max
// edge, the delegate's callbacks and the pages' appearance callbacks.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPageViewController page curl gestures")
struct PageCurlGestureTests {
    /// A page-curl controller filling a phone's window, showing `start` of `book`.
    private func makeController(
        _ h: UIKitTestHarness, book: PageBook & UIPageViewControllerDataSource & UIPageViewControllerDelegate, showing start: [Int],
        spine: UIPageViewController.SpineLocation = .min, orientation: UIPageViewController.NavigationOrientation = .horizontal
    ) -> UIPageViewController {
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: orientation, options: [.spineLocation: spine])
        controller.dataSource = book
        controller.delegate = book
        h.window.rootViewController = controller
        controller.setViewControllers(start.map { book.page($0) }, direction: .forward, animated: false)
        book.log.clear()
        return controller
    }

    @Test("A page-turn gesture asks the data source for the page after p1 and shows p2 (spec 004 T205)")
    func dragTurnsForward() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1])
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["after p1"])
        #expect(controller.viewControllers?.first === book.page(2) && controller.children == [book.page(2)])
        #expect(book.page(2).view.window === h.window && book.page(1).viewIfLoaded?.window == nil)
        #expect(book.heard == ["willTransitionTo p2", "didFinish finished=true completed=true previous: p1"])
    }

    @Test("The turning page follows the finger: the turn has not completed while the finger holds it")
    func pageFollowsFinger() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1])
        h.dragAndHold(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
        h.advance(by: 2)
        #expect(controller.viewControllers?.first === book.page(1), "held: the page neither completes nor falls back")
        #expect(book.heard == ["willTransitionTo p2"])
        #expect(book.page(2).view.window === h.window, "the next page shows beneath the turning one")
        h.touchUp()
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(2))
    }

    @Test("A drag from the left part turns back: the data source is asked for the page before")
    func dragTurnsBack() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [2])
        h.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 260, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["before p2"])
        #expect(controller.viewControllers?.first === book.page(1))
        #expect(book.heard == ["willTransitionTo p1", "didFinish finished=true completed=true previous: p2"])
    }

    @Test("At the end of the book a forward drag turns nothing: the last page stays, the delegate hears nothing (spec 004 T206)")
    func endOfBook() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [3])
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["after p3"])
        #expect(controller.viewControllers?.first === book.page(3) && book.page(3).view.window === h.window)
        #expect(book.heard.isEmpty && book.log.entries.isEmpty)
    }

    @Test("Before the first page a backward drag turns nothing")
    func startOfBook() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1])
        h.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 260, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["before p1"] && controller.viewControllers?.first === book.page(1) && book.heard.isEmpty)
    }

    @Test("A drag released before half way falls back: transitionCompleted false, and every appearance callback balanced")
    func releasedEarlyFallsBack() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1])
        h.slowDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 220, y: 240))
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(1) && controller.children == [book.page(1)])
        #expect(book.page(1).view.window === h.window && book.page(2).viewIfLoaded?.window == nil)
        #expect(book.heard == ["willTransitionTo p2", "didFinish finished=true completed=false previous: p1"])
        #expect(
            book.log.entries == [
                "p2 willMove", "p1 willDisappear", "p2 willAppear", "p2 isAppearing",
                "p2 willMove(nil)", "p2 willDisappear", "p1 willAppear", "p1 isAppearing", "p2 didDisappear", "p1 didAppear",
                "p2 didMove(nil)",
            ])
    }

    @Test("A short fast flick towards the spine turns the page")
    func flickTurns() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1])
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 240, y: 240), steps: 4, duration: 0.08)
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(2))
    }

    @Test("A completed turn's appearance callbacks: the old page disappears, the new one appears, then containment ends")
    func appearanceOrder() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        _ = makeController(h, book: book, showing: [1])
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.advance(by: 1)
        #expect(
            book.log.entries == [
                "p2 willMove", "p1 willDisappear", "p2 willAppear", "p2 isAppearing",
                "p1 willMove(nil)", "p2 didAppear", "p1 didDisappear", "p1 didMove(nil)", "p2 didMove",
            ])
    }

    @Test("A tap near the right edge turns forward, near the left edge back, in the middle nothing")
    func taps() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [2])
        h.tap(at: CGPoint(x: 160, y: 240))
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(2) && book.asked.isEmpty)
        h.tap(at: CGPoint(x: 310, y: 240))
        h.advance(by: 0.1)
        #expect(controller.viewControllers?.first === book.page(2), "the tap's turn animates")
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(3))
        h.tap(at: CGPoint(x: 10, y: 240))
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(2))
        #expect(book.asked == ["after p2", "before p3"])
        #expect(
            book.heard == [
                "willTransitionTo p3", "didFinish finished=true completed=true previous: p2",
                "willTransitionTo p2", "didFinish finished=true completed=true previous: p3",
            ])
    }

    @Test("The recognizers moved to another view still turn pages, in the page view controller's coordinates")
    func recognizersOnAnotherView() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let root = UIViewController()
        h.window.rootViewController = root
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.dataSource = book
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        root.view.gestureRecognizers = controller.gestureRecognizers
        #expect(controller.gestureRecognizers.allSatisfy { $0.view === root.view })
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(2))
    }

    @Test("A .mid spine turns two pages at a time: a drag on the right page shows the next spread (spec 004 T207)")
    func midSpineTurnsTwo() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 320))
        let book = Book(pageCount: 5)
        let controller = makeController(h, book: book, showing: [1, 2], spine: .mid)
        h.drag(from: CGPoint(x: 460, y: 160), to: CGPoint(x: 100, y: 160))
        h.advance(by: 1)
        #expect(book.asked == ["after p2", "after p3"])
        #expect(PageBook.names(controller.viewControllers) == "p3 p4")
        #expect(book.heard == ["willTransitionTo p3 p4", "didFinish finished=true completed=true previous: p1 p2"])
        #expect(book.page(3).view.frame.minX == 0 && book.page(4).view.frame.minX == 240)
        // Back from the left page.
        book.asked = []
        h.drag(from: CGPoint(x: 20, y: 160), to: CGPoint(x: 380, y: 160))
        h.advance(by: 1)
        #expect(book.asked == ["before p3", "before p2"])
        #expect(PageBook.names(controller.viewControllers) == "p1 p2")
        // An odd last page has no page beside it: the spread p3 p4 cannot turn to p5 alone.
        controller.setViewControllers([book.page(3), book.page(4)], direction: .forward, animated: false)
        h.drag(from: CGPoint(x: 460, y: 160), to: CGPoint(x: 100, y: 160))
        h.advance(by: 1)
        #expect(PageBook.names(controller.viewControllers) == "p3 p4")
    }

    @Test("A double-sided .min book turns its page to show the back (the next page) and the page after it")
    func doubleSidedMin() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 5)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.isDoubleSided = true
        controller.dataSource = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(3), book.page(2)], direction: .forward, animated: false)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["after p3", "after p4"])
        #expect(PageBook.names(controller.viewControllers) == "p5 p4")
        book.asked = []
        h.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 260, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["before p4", "before p3"])
        #expect(PageBook.names(controller.viewControllers) == "p3 p2")
    }

    @Test("A vertical book turns forward with an upward drag from the lower part")
    func vertical() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1], orientation: .vertical)
        h.drag(from: CGPoint(x: 160, y: 460), to: CGPoint(x: 160, y: 100))
        h.advance(by: 1)
        #expect(book.asked == ["after p1"] && controller.viewControllers?.first === book.page(2))
    }

    @Test("A .max spine (bound at the right) turns forward with a drag from the left part")
    func maxSpine() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = makeController(h, book: book, showing: [1], spine: .max)
        h.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 260, y: 240))
        h.advance(by: 1)
        #expect(book.asked == ["after p1"] && controller.viewControllers?.first === book.page(2))
    }

    @Test("Bad input: a data source that answers with the page showing is taken as the end of the book (no loop, no crash)")
    func sameControllerIsTheEnd() {
        final class Stuck: UIPageViewControllerDataSource {
            var asked = 0
            func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
                asked += 1
                return v
            }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
                asked += 1
                return v
            }
        }
        let h = UIKitTestHarness()
        let stuck = Stuck()
        let page = Page("p1", log: CallbackLog())
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.dataSource = stuck
        h.window.rootViewController = controller
        controller.setViewControllers([page], direction: .forward, animated: false)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.advance(by: 1)
        #expect(stuck.asked == 1 && controller.viewControllers?.first === page && page.view.window === h.window)
    }

    @Test("Without a data source, gestures turn nothing")
    func noDataSource() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 2)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        h.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
        h.tap(at: CGPoint(x: 310, y: 240))
        h.advance(by: 1)
        #expect(controller.viewControllers?.first === book.page(1))
    }
}
