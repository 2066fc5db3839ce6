// UINavigationController's transitions: the callbacks of animated pushes and pops in UIKit's order, the
// back button popping through the navigation bar's delegate, the swipe from the left edge that follows
// the finger and completes or falls back, custom animators from the delegate, and iOS 7's slide.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UINavigationController transitions")
struct UINavigationControllerTransitionTests {
    init() { TestFonts.pin() }

    /// A logged controller with a title and a view of `colour`.
    func page(_ name: String, _ log: CallbackLog, colour: UIColor = .white) -> LoggedController {
        let controller = LoggedController(name, log: log)
        controller.title = name
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = colour
        return controller
    }

    func show(_ navigation: UINavigationController, in h: UIKitTestHarness) {
        h.window.rootViewController = navigation
        h.runTurn()
    }

    final class Recorder: UINavigationControllerDelegate {
        let log: CallbackLog
        init(_ log: CallbackLog) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        {
            log.entries.append("willShow \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        {
            log.entries.append("didShow \(viewController.title ?? "")")
        }
    }

    @Test("An animated push: willMove, willShow, the appearance callbacks around the slide, didMove, didShow")
    func pushOrder() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let recorder = Recorder(log)
        let a = page("A", log), b = page("B", log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.delegate = recorder
        show(navigation, in: h)
        log.clear()
        navigation.pushViewController(b, animated: true)
        #expect(navigation.topViewController === b, "the stack changes at once")
        #expect(log.entries == ["B willMove", "willShow B", "A willDisappear", "B willAppear", "B isAppearing"])
        #expect(navigation.transitionCoordinator != nil && b.transitionCoordinator != nil)
        log.clear()
        h.advance(by: 0.2)
        #expect(log.entries.isEmpty, "sliding")
        #expect(a.view.window != nil && b.view.window != nil)
        h.advance(by: 0.3)
        #expect(log.entries == ["A didDisappear", "B didAppear", "B didMove", "didShow B"])
        #expect(a.viewIfLoaded?.window == nil)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("An animated pop: willMove(nil), then the callbacks, then didMove(nil) once the view is gone")
    func popOrder() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let recorder = Recorder(log)
        let a = page("A", log), b = page("B", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        navigation.delegate = recorder
        log.clear()
        navigation.popViewController(animated: true)
        #expect(log.entries == ["B willMove(nil)", "willShow A", "B willDisappear", "A willAppear", "A isAppearing"])
        #expect(b.isMovingFromParent)
        log.clear()
        h.advance(by: 0.5)
        #expect(log.entries == ["B didDisappear", "A didAppear", "B didMove(nil)", "didShow A"])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
    }

    @Test("Half way through a push the new view has come half way in, the old one moved left, dimmed")
    func pushGeometry() throws {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("A", log), b = page("B", log, colour: .yellow)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: true)
        h.advance(by: NavigationTestTimes.halfPush)
        let incoming = try #require(b.view.layer.presentation()).frame
        let covered = try #require(a.view.layer.presentation()).frame
        #expect(incoming.minX > 40 && incoming.minX < 280, "coming in from the right: \(incoming)")
        #expect(covered.minX < -10 && covered.minX > -107, "moving a third of the way left at most: \(covered)")
        h.advance(by: 1)
        #expect(b.view.frame.minX == 0)
    }

    @Test("Golden: a push at its midpoint (the parallax, the dimming, the shadow, the bar's titles cross-fading)")
    func pushMidpointGolden() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("Settings", log), b = page("General", log, colour: UIColor(white: 0.94, alpha: 1))
        for (controller, text) in [(a, "The list beneath"), (b, "The pushed page")] {
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
            label.text = text
            controller.view.addSubview(label)
        }
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: true)
        h.advance(by: NavigationTestTimes.halfPush)
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "push-midpoint")
    }

    @Test("The back button pops, animated, through the bar's delegate")
    func backButton() throws {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("List", log), b = page("Detail", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        let back = try #require(
            navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "List" && $0.isShownInWindow })
        h.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        #expect(navigation.viewControllers == [a])
        h.advance(by: 0.5)
        #expect(a.view.window === h.window && b.viewIfLoaded?.window == nil)
        #expect(navigation.navigationBar.items?.count == 1)
    }

    /// A navigation controller that asks before going back, as apps override the bar's delegate method.
    final class GuardedNavigationController: UINavigationController {
        var allowsBack = false
        var asked = 0
        override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            asked += 1
            return allowsBack ? super.navigationBar(navigationBar, shouldPop: item) : false
        }
    }

    @Test("A subclass that refuses the bar's pop keeps the user from going back; allowing it pops")
    func refusedBack() throws {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("List", log), b = page("Detail", log)
        let navigation = GuardedNavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        let back = try #require(
            navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "List" && $0.isShownInWindow })
        let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        h.tap(at: point)
        h.advance(by: 0.5)
        #expect(navigation.asked == 1 && navigation.viewControllers == [a, b])
        navigation.allowsBack = true
        h.tap(at: point)
        h.advance(by: 0.5)
        #expect(navigation.viewControllers == [a])
    }

    @Test("A swipe from the left edge let go short of half way falls back: balanced callbacks, the stack as it was")
    func edgeSwipeCancelled() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let recorder = Recorder(log)
        let a = page("A", log), b = page("B", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        navigation.delegate = recorder
        log.clear()
        h.touchDown(at: CGPoint(x: 5, y: 240))
        for x in stride(from: 20, through: 120, by: 20) {
            h.advance(by: 0.05)
            h.touchMove(to: CGPoint(x: CGFloat(x), y: 240))
        }
        #expect(navigation.viewControllers == [a], "the stack pops as the swipe begins")
        let moved = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(moved > 60 && moved < 160, "the top view follows the finger: \(moved)")
        h.advance(by: 0.3)
        h.touchUp(at: CGPoint(x: 120, y: 240))
        h.advance(by: 1)
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.window === h.window && a.viewIfLoaded?.window == nil)
        #expect(b.parent === navigation)
        #expect(
            log.entries == [
                "B willMove(nil)", "willShow A", "B willDisappear", "A willAppear", "A isAppearing", "B didMove",
                "A willDisappear", "A didDisappear", "B willAppear", "B isAppearing", "B didAppear",
            ])
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(b.view.frame.minX == 0)
    }

    @Test("A swipe from the left edge past half way completes the pop")
    func edgeSwipeCompleted() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("A", log), b = page("B", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        log.clear()
        h.drag(from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240), steps: 12, duration: 0.6)
        h.advance(by: 1)
        #expect(navigation.viewControllers == [a])
        #expect(a.view.window === h.window && b.parent == nil)
        #expect(log.entries.suffix(3) == ["B didDisappear", "A didAppear", "B didMove(nil)"])
        #expect(navigation.navigationBar.topItem === a.navigationItem)
    }

    @Test("A swipe that starts away from the edge, or on the root, pops nothing")
    func edgeSwipeRefused() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("A", log), b = page("B", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        h.drag(from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240), steps: 12, duration: 0.6)
        h.advance(by: 1)
        #expect(navigation.viewControllers == [a])
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        h.drag(from: CGPoint(x: 60, y: 240), to: CGPoint(x: 300, y: 240), steps: 12, duration: 0.6)
        h.advance(by: 1)
        #expect(navigation.viewControllers == [a, b])
    }

    /// A cross-fade, the delegate's custom animation.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        var operations: [UINavigationController.Operation] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) else {
                return
            }
            to.frame = transitionContext.finalFrame(for: toController)
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return self
        }
    }

    @Test("The delegate's animator runs the push and the pop in place of the slide")
    func customAnimator() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let fade = Fade()
        let a = page("A", log), b = page("B", log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.delegate = fade
        show(navigation, in: h)
        navigation.pushViewController(b, animated: true)
        h.advance(by: 0.2)
        #expect(b.view.frame.minX == 0, "no slide")
        let alpha = b.view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.2 && alpha < 0.8, "fading in: \(alpha)")
        h.advance(by: 0.5)
        navigation.popViewController(animated: true)
        h.advance(by: 0.6)
        #expect(fade.operations == [.push, .pop])
        #expect(navigation.viewControllers == [a] && a.view.window === h.window && b.viewIfLoaded?.window == nil)
    }

    @Test("Operations asked during a transition change the stack at once; the screen catches up when it ends")
    func operationsDuringTransition() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = page("A", log), b = page("B", log), c = page("C", log)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: true)
        h.advance(by: 0.1)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [a, b, c])
        h.advance(by: 1)
        #expect(c.view.window === h.window && b.viewIfLoaded?.window == nil && a.viewIfLoaded?.window == nil)
        #expect(navigation.navigationBar.items?.count == 3)
        #expect(b.parent === navigation && c.parent === navigation)
    }
}

enum NavigationTestTimes {
    /// Half of iOS 7's 0.35-second push, less the turn the push starts in.
    static let halfPush: TimeInterval = 0.175
}
