// The spine on rotation: the delegate of a page-curl controller is asked for the spine of the new
// orientation, its answer becomes spineLocation, and it may set the pages the new spine needs meanwhile.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPageViewController rotation")
struct PageViewRotationTests {
    /// A page-curl controller on a pad (a .mid spine in landscape is an iPad's book), showing p1.
    private func makeController(_ h: UIKitTestHarness, book: SpineBook) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.dataSource = book
        controller.delegate = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        return controller
    }

    @Test("Rotating asks the delegate for the spine, and the answer becomes spineLocation (spec 004 T208)")
    func delegateChoosesSpine() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad)
        let book = SpineBook(pageCount: 4)
        book.spineFor = { [unowned book] orientation, controller in
            // As Apple's page-based template does: landscape shows a spread about a middle spine,
            // portrait one page at the left.
            if orientation.isLandscape {
                let current = controller.viewControllers![0]
                let next = book.pageViewController(controller, viewControllerAfter: current)!
                controller.setViewControllers([current, next], direction: .forward, animated: true)
                return .mid
            }
            controller.setViewControllers([controller.viewControllers![0]], direction: .forward, animated: true)
            controller.isDoubleSided = false
            return .min
        }
        let controller = makeController(h, book: book)
        h.rotate(to: .landscapeLeft)
        h.advance(by: 1)
        #expect(book.heard == ["spineLocationFor landscapeRight"])
        #expect(controller.spineLocation == .mid && controller.isDoubleSided)
        #expect(PageBook.names(controller.viewControllers) == "p1 p2")
        #expect(book.page(1).view.frame == CGRect(x: 0, y: 0, width: 512, height: 768))
        #expect(book.page(2).view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
        book.heard = []
        h.rotate(to: .portrait)
        h.advance(by: 1)
        #expect(book.heard == ["spineLocationFor portrait"])
        #expect(controller.spineLocation == .min && !controller.isDoubleSided)
        #expect(PageBook.names(controller.viewControllers) == "p1")
        #expect(book.page(1).view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(book.page(2).viewIfLoaded?.window == nil && controller.children == [book.page(1)])
    }

    @Test("A delegate that does not implement the spine method leaves the spine as it is")
    func noSpineMethod() {
        let h = UIKitTestHarness()
        let book = Book(pageCount: 2)
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        controller.delegate = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        h.rotate(to: .landscapeRight)
        #expect(controller.spineLocation == .min && controller.viewControllers?.first === book.page(1))
        #expect(book.page(1).view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("The scroll style is not asked for a spine")
    func scrollNotAsked() {
        let h = UIKitTestHarness()
        let book = SpineBook(pageCount: 2)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.delegate = book
        h.window.rootViewController = controller
        controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
        h.rotate(to: .landscapeRight)
        #expect(book.heard.isEmpty && controller.spineLocation == .none)
        #expect(book.page(1).view.convert(book.page(1).view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("Bad input: a .mid spine chosen on rotation without setting two pages fails, naming the delegate method")
    func midWithoutTwoPages() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad)
                let book = SpineBook(pageCount: 2)
                book.spineFor = { _, _ in .mid }
                let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
                controller.delegate = book
                h.window.rootViewController = controller
                controller.setViewControllers([book.page(1)], direction: .forward, animated: false)
                h.rotate(to: .landscapeLeft)
            }
        }
    }

    @Test("The delegate's supported and preferred orientations are the controller's, when it gives them")
    func delegateOrientations() {
        final class Portrait: UIPageViewControllerDelegate {
            func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
                -> UIInterfaceOrientationMask
            { .portrait }
            func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
                -> UIInterfaceOrientation
            { .portrait }
        }
        let h = UIKitTestHarness()
        let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown, "without a delegate, any controller's")
        let book = Book(pageCount: 1)
        controller.delegate = book
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown, "a delegate without the method: the same")
        let portrait = Portrait()
        controller.delegate = portrait
        #expect(controller.supportedInterfaceOrientations == .portrait)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        h.window.rootViewController = controller
        h.rotate(to: .landscapeLeft)
        #expect(UIApplication.shared.statusBarOrientation == .portrait, "the interface does not turn")
    }
}
