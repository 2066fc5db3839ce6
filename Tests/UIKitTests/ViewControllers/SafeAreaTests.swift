// Safe areas: each view's insets from its superview's (the window's from the status bar), a controller's
// additional insets, safeAreaInsetsDidChange and viewSafeAreaInsetsDidChange when they change, and the
// safe area's share of a scroll view's insets under each contentInsetAdjustmentBehavior.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Safe areas")
struct SafeAreaTests {
    final class CountingView: UIView {
        var changes: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
    }

    final class InsetController: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }

    final class ScrollController: UIViewController {
        override func loadView() {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = CGSize(width: 320, height: 2000)
            view = scroll
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    final class InsetDelegate: NSObject, UIScrollViewDelegate {
        var changes = 0
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
    }

    @Test("A view's insets are the part of its superview's safe area edges it overlaps")
    func overlap() {
        let h = UIKitTestHarness()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 5, width: 100, height: 50))
        let low = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 50))
        let thin = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 8))
        h.window.addSubview(top)
        top.addSubview(inner)
        top.addSubview(low)
        top.addSubview(thin)
        #expect(h.window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(top.safeAreaInsets.top == 20 && inner.safeAreaInsets.top == 15 && low.safeAreaInsets == .zero)
        #expect(thin.safeAreaInsets.top == 8, "never more than the view's height")
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero, "outside a window")
    }

    @Test("safeAreaInsetsDidChange comes when a view joins a window, moves, and when the status bar hides")
    func didChange() {
        let h = UIKitTestHarness()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 10, width: 50, height: 50))
        view.addSubview(child)
        h.window.addSubview(view)
        #expect(view.changes == [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        #expect(child.changes == [UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)])
        view.frame.origin.y = 15
        #expect(view.changes.last?.top == 5, "a move under the status bar is noticed at once")
        h.runTurn()
        #expect(child.changes.isEmpty == false && child.changes.last == .zero, "the subviews follow when the view is laid out")
        view.frame.origin.y = 0
        h.runTurn()
        let before = (view.changes.count, child.changes.count)
        UIApplication.shared.isStatusBarHidden = true
        h.runTurn()
        #expect(view.changes.count == before.0 + 1 && view.safeAreaInsets == .zero)
        #expect(child.changes.count == before.1 + 1 && child.safeAreaInsets == .zero)
        h.runTurn()
        #expect(view.changes.count == before.0 + 1, "nothing more without a change")
    }

    @Test("additionalSafeAreaInsets grow the root view's safe area; its subviews and guides follow")
    func additionalInsets() {
        let h = UIKitTestHarness()
        let controller = InsetController()
        h.window.rootViewController = controller
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 40), pinned.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.runTurn()
        #expect(pinned.frame.origin == CGPoint(x: 0, y: 20))
        let changes = controller.changes
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 49, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 10, bottom: 49, right: 0))
        #expect(controller.changes == changes + 1)
        h.runTurn()
        #expect(pinned.frame.origin == CGPoint(x: 10, y: 64))
        #expect(pinned.safeAreaInsets == .zero, "wholly inside the root view's safe area")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: -100, left: .nan, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == .zero, "negative additions stop at 0; NaN adds nothing")
    }

    @Test(
        "A controller's main scroll view is inset by the status bar and starts at its top; .never and the controller's switch turn it off")
    func automaticAdjustment() {
        let h = UIKitTestHarness()
        let controller = ScrollController()
        let delegate = InsetDelegate()
        controller.scrollView.delegate = delegate
        h.window.rootViewController = controller
        h.runTurn()
        let scroll = controller.scrollView
        #expect(scroll.contentInset == .zero && scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset.y == -20, "resting at the top of the content, below the status bar")
        #expect(delegate.changes == 1)
        scroll.contentInset.top = 10
        #expect(scroll.adjustedContentInset.top == 30 && scroll.contentOffset.y == -30)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset.top == 10 && scroll.contentOffset.y == -10)
        scroll.contentInsetAdjustmentBehavior = .automatic
        controller.automaticallyAdjustsScrollViewInsets = false
        #expect(scroll.adjustedContentInset.top == 10)
        #expect(delegate.changes == 5, "once for each change above")
    }

    @Test("A scroll view of no controller: .automatic leaves it, .always and .scrollableAxes inset it")
    func otherBehaviours() {
        let h = UIKitTestHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        h.window.addSubview(scroll)
        h.runTurn()
        #expect(scroll.adjustedContentInset == .zero, "iOS 7: only a controller's main scroll view adjusts")
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset.top == 20)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.top == 0, "nothing scrolls vertically")
        scroll.contentSize = CGSize(width: 320, height: 500)
        #expect(scroll.adjustedContentInset.top == 20)
        scroll.contentSize = CGSize(width: 320, height: 100)
        scroll.alwaysBounceVertical = true
        scroll.contentSize = CGSize(width: 320, height: 101)
        #expect(scroll.adjustedContentInset.top == 20, "alwaysBounceVertical counts as scrolling")
    }

    @Test("The adjusted inset limits scrolling: a drag past the top springs back to -adjusted top; a status bar tap scrolls there")
    func limits() {
        let h = UIKitTestHarness()
        let controller = ScrollController()
        h.window.rootViewController = controller
        h.runTurn()
        let scroll = controller.scrollView
        scroll.contentOffset.y = 300
        h.tap(at: CGPoint(x: 160, y: 10))
        h.advance(by: 1)
        #expect(scroll.contentOffset.y == -20)
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 300))
        h.advance(by: 2)
        #expect(scroll.contentOffset.y == -20)
    }

    @Test(
        "Indicators keep clear of the safe area's share while automaticallyAdjustsScrollIndicatorInsets; the set values read back unchanged"
    )
    func indicatorInsets() {
        let h = UIKitTestHarness(scale: 1)
        let controller = ScrollController()
        h.window.rootViewController = controller
        let scroll = controller.scrollView
        scroll.backgroundColor = .white
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        h.runTurn()
        scroll.flashScrollIndicators()
        h.runTurn()
        /// Whether the vertical indicator (dark on white, 2.5 points from the right edge) covers y.
        func indicator(at y: Int) -> Bool { Pixels(h.render())[316, y][0] < 200 }
        #expect(!indicator(at: 24) && indicator(at: 40), "it starts below 20 + 5 points")
        #expect(scroll.verticalScrollIndicatorInsets.top == 5)
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        scroll.flashScrollIndicators()
        h.runTurn()
        #expect(indicator(at: 24), "without the adjustment it starts 5 points down, under the status bar")
    }

    @Test("In landscape the status bar still takes 20 points (iOS 7)")
    func landscape() {
        let h = UIKitTestHarness()
        let controller = InsetController()
        h.window.rootViewController = controller
        h.rotate(to: .landscapeLeft)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
}
