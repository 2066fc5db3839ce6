// UIPageViewController's API: defaults and options, the count each spine takes, pages set by code with
// their completion, containment and appearance callbacks, and bad input.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPageViewController")
struct UIPageViewControllerTests {
    @Test("Defaults: a page curl is horizontal with a .min spine, single-sided; the scroll style has no spine (spec 004 T207)")
    func defaults() {
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.transitionStyle == .pageCurl && curl.navigationOrientation == .horizontal)
        #expect(curl.spineLocation == .min && !curl.isDoubleSided)
        #expect(curl.viewControllers?.isEmpty == true && curl.dataSource == nil && curl.delegate == nil)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical, options: [.spineLocation: 2])
        #expect(scroll.spineLocation == .none && scroll.navigationOrientation == .vertical)
        #expect(scroll.gestureRecognizers.isEmpty)
    }

    @Test("Options: the spine given as an enum or a number; .mid makes the controller double-sided")
    func options() {
        let mid = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(mid.spineLocation == .mid && mid.isDoubleSided)
        let max = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: NSNumber(value: 3)])
        #expect(max.spineLocation == .max && !max.isDoubleSided)
    }

    @Test("The page curl's gesture recognizers: a pan and a tap on the controller's view")
    func gestureRecognizers() {
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let recognizers = controller.gestureRecognizers
        #expect(recognizers.count == 2)
        #expect(recognizers.contains { $0 is UIPanGestureRecognizer } && recognizers.contains { $0 is UITapGestureRecognizer })
        #expect(recognizers.allSatisfy { $0.view === controller.view })
    }

    @Test("setViewControllers without animation: the pages show at once, as children, and the completion runs once with true")
    func setWithoutAnimation() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        h.window.rootViewController = controller
        var completions: [Bool] = []
        controller.setViewControllers([book.page(2)], direction: .forward, animated: false) { completions.append($0) }
        #expect(completions == [true])
        #expect(controller.viewControllers?.first === book.page(2) && controller.children == [book.page(2)])
        #expect(book.page(2).view.window === h.window && book.page(2).view.frame == controller.view.bounds)
        #expect(book.log.entries == ["p2 willMove", "p2 willAppear", "p2 isAppearing", "p2 didAppear", "p2 didMove"])
    }

    @Test("setViewControllers animated (page curl): the completion runs exactly once, with true, when the curl ends (spec 004 T209)")
    func animatedCompletionCurl() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.delegate = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        book.log.clear()
        var completions: [Bool] = []
        controller.setViewControllers([book.page(2)], direction: .forward, animated: true) { completions.append($0) }
        h.advance(by: 0.2)
        #expect(completions.isEmpty, "the curl is still turning")
        #expect(controller.viewControllers?.first === book.page(1), "viewControllers change when the turn ends")
        h.advance(by: 1)
        h.advance(by: 1)
        #expect(completions == [true])
        #expect(controller.viewControllers?.first === book.page(2) && controller.children == [book.page(2)])
        #expect(book.heard.isEmpty, "the delegate hears only turns made by gesture")
        #expect(
            book.log.entries == [
                "p2 willMove", "p1 willDisappear", "p2 willAppear", "p2 isAppearing",
                "p1 willMove(nil)", "p2 didAppear", "p1 didDisappear", "p1 didMove(nil)", "p2 didMove",
            ])
    }

    @Test("setViewControllers animated in reverse (page curl): the new page comes back over the one showing")
    func animatedReverseCurl() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(3)], direction: .forward, animated: false)
        var completions: [Bool] = []
        controller.setViewControllers([book.page(1)], direction: .reverse, animated: true) { completions.append($0) }
        h.advance(by: 0.2)
        #expect(book.page(3).view.window === h.window, "the page showing stays beneath the page coming back")
        #expect(book.page(1).viewIfLoaded?.window == nil, "the page coming back is a picture until it lands")
        h.advance(by: 1)
        h.advance(by: 1)
        #expect(completions == [true])
        #expect(controller.viewControllers?.first === book.page(1) && book.page(1).view.window === h.window)
        #expect(book.page(3).viewIfLoaded?.window == nil && controller.children == [book.page(1)])
    }

    @Test("setViewControllers animated (scroll): the completion runs exactly once, with true (spec 004 T209)")
    func animatedCompletionScroll() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        var completions: [Bool] = []
        controller.setViewControllers([book.page(3)], direction: .reverse, animated: true) { completions.append($0) }
        h.advance(by: 0.1)
        #expect(completions.isEmpty)
        #expect(book.page(3).view.convert(book.page(3).view.bounds, to: nil).maxX < 320, "the new page comes from the left")
        h.advance(by: 1)
        h.advance(by: 1)
        #expect(completions == [true])
        #expect(controller.viewControllers?.first === book.page(3) && controller.children == [book.page(3)])
        #expect(book.page(3).view.convert(book.page(3).view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("A second setViewControllers during an animated turn ends the first at once: its completion gets false, once")
    func interruptedTurn() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 3)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        var first: [Bool] = [], second: [Bool] = []
        controller.setViewControllers([book.page(2)], direction: .forward, animated: true) { first.append($0) }
        h.advance(by: 0.1)
        controller.setViewControllers([book.page(3)], direction: .forward, animated: true) { second.append($0) }
        #expect(first == [false])
        h.advance(by: 1)
        h.advance(by: 1)
        #expect(first == [false] && second == [true])
        #expect(controller.viewControllers?.first === book.page(3) && controller.children == [book.page(3)])
        let balanced = ["p1", "p2", "p3"].allSatisfy { name in
            let entries = book.log.entries.filter { $0.hasPrefix(name + " ") }
            return entries.filter { $0.hasSuffix("willAppear") }.count == entries.filter { $0.hasSuffix("didAppear") }.count
                && entries.filter { $0.hasSuffix("willDisappear") }.count == entries.filter { $0.hasSuffix("didDisappear") }.count
        }
        #expect(balanced)
    }

    @Test("A .mid spine takes two controllers and shows them side by side, each half the width (spec 004 T207)")
    func midSpineTakesTwo() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 320))
        let book = Book(pageCount: 4)
        let controller = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1), book.page(2)], direction: .forward, animated: false)
        #expect(PageBook.names(controller.viewControllers) == "p1 p2")
        #expect(book.page(1).view.frame == CGRect(x: 0, y: 0, width: 240, height: 320))
        #expect(book.page(2).view.frame == CGRect(x: 240, y: 0, width: 240, height: 320))
    }

    @Test("Bad input: one controller for a .mid spine fails, naming the call, as UIKit raises (spec 004 T207)")
    func midSpineRejectsOne() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
                controller.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
    }

    @Test("Bad input: nil fails, as UIKit raises (no count matches)")
    func nilControllers() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                controller.setViewControllers(nil, direction: .forward, animated: false)
            }
        }
    }

    @Test("Bad input: an empty array fails, as UIKit raises")
    func emptyControllers() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                controller.setViewControllers([], direction: .forward, animated: false)
            }
        }
    }

    @Test("Bad input: two controllers for a .min spine fail")
    func tooMany() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                controller.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
        }
    }

    @Test("Bad input: the same controller on both sides of a .mid spine fails")
    func sameControllerTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
                let page = UIViewController()
                controller.setViewControllers([page, page], direction: .forward, animated: false)
            }
        }
    }

    @Test("Bad input: a .mid spine's controller cannot stop being double-sided, as UIKit raises")
    func midMustBeDoubleSided() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIPageViewController(
                    transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
                controller.isDoubleSided = false
            }
        }
    }

    @Test("A double-sided book with a .min spine takes two controllers (the page shown and the back of the one before)")
    func doubleSidedMinTakesTwo() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 4)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.isDoubleSided = true
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(3), book.page(2)], direction: .forward, animated: false)
        #expect(PageBook.names(controller.viewControllers) == "p3 p2")
        #expect(book.page(3).view.window === h.window, "the front shows")
        #expect(book.page(2).viewIfLoaded?.window == nil, "the back of the page before shows only while a page turns")
    }
}
