// A tab bar controller's animated changes of tab: the delegate's animator and interaction controller,
// the context and coordinator they get, the appearance callbacks around them, and a cancelled
// interactive change that selects the old tab again.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBarController transitions")
struct TabBarControllerTransitionTests {
    /// Slides the new tab's view in from the right while the old one slides out to the left.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: CallbackLog
        var seen: [String: Any] = [:]
        init(log: CallbackLog) { self.log = log }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            log.entries.append("animate")
            let to = context.viewController(forKey: .to)!, from = context.viewController(forKey: .from)!
            let toView = context.view(forKey: .to)!, fromView = context.view(forKey: .from)!
            seen = [
                "from": from, "to": to, "fromView": fromView, "toView": toView, "container": context.containerView,
                "initialFrom": context.initialFrame(for: from), "finalFrom": context.finalFrame(for: from),
                "initialTo": context.initialFrame(for: to), "finalTo": context.finalFrame(for: to),
                "style": context.presentationStyle, "animated": context.isAnimated,
            ]
            let final = context.finalFrame(for: to), width = context.containerView.bounds.width
            toView.frame = final.offsetBy(dx: width, dy: 0)
            context.containerView.addSubview(toView)
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    toView.frame = final
                    fromView.frame.origin.x -= width
                },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) { log.entries.append("animationEnded \(transitionCompleted)") }
    }

    /// Drives a change of tab by hand: the test finishes or cancels it.
    final class ManualInteraction: NSObject, UIViewControllerInteractiveTransitioning {
        var context: UIViewControllerContextTransitioning?
        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
    }

    final class Delegate: UITabBarControllerDelegate {
        let animator: SlideAnimator
        var interaction: UIViewControllerInteractiveTransitioning?
        var asked: [String] = []
        init(log: CallbackLog) { animator = SlideAnimator(log: log) }
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            asked.append("\(fromVC.title ?? "") -> \(toVC.title ?? "")")
            return animator
        }
        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    /// A child that notes, in viewWillAppear, whether a transition coordinator is there, and runs an
    /// animation alongside.
    final class CoordinatedController: LoggedController {
        var alongsideRan = false
        var coordinatorCompleted = false
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            record(transitionCoordinator == nil ? "no coordinator" : "coordinator animated \(animated)")
            transitionCoordinator?.animate(
                alongsideTransition: { _ in self.alongsideRan = true }, completion: { _ in self.coordinatorCompleted = true })
        }
    }

    func scene(_ h: UIKitTestHarness, log: CallbackLog) -> (UITabBarController, [CoordinatedController], Delegate) {
        let children = ["A", "B", "C"].map { name in
            let child = CoordinatedController(name, log: log)
            child.title = name
            return child
        }
        let tabcon = UITabBarController()
        tabcon.viewControllers = children
        let delegate = Delegate(log: log)
        tabcon.delegate = delegate
        h.window.rootViewController = tabcon
        h.runTurn()
        log.clear()
        return (tabcon, children, delegate)
    }

    func tapTab(_ index: Int, of tabBar: UITabBar, _ h: UIKitTestHarness) {
        let buttons = tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        h.tap(at: buttons[index].convert(CGPoint(x: buttons[index].bounds.midX, y: buttons[index].bounds.midY), to: nil))
    }

    @Test("A tapped tab changes with the delegate's animator: the context, the coordinator, the callbacks in UIKit's order")
    func animatedChange() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, children, delegate) = scene(h, log: log)
        let (a, b) = (children[0], children[1])
        tapTab(1, of: tabcon.tabBar, h)
        #expect(delegate.asked == ["A -> B"])
        #expect(log.entries == ["B willAppear", "B coordinator animated true", "A willDisappear", "animate", "B isAppearing"])
        #expect(tabcon.selectedIndex == 1, "the selection changes when the animation starts")
        #expect(tabcon.transitionCoordinator != nil && b.transitionCoordinator != nil)
        let seen = delegate.animator.seen
        #expect(seen["from"] as? UIViewController === a && seen["to"] as? UIViewController === b)
        #expect(seen["fromView"] as? UIView === a.view && seen["toView"] as? UIView === b.view)
        #expect((seen["container"] as? UIView) === a.view.superview, "the container holds the shown child's view")
        #expect((seen["container"] as? UIView)?.isDescendant(of: tabcon.view) == true)
        #expect(tabcon.tabBar.superview === tabcon.view && tabcon.view.subviews.last === tabcon.tabBar, "the bar stays above")
        #expect(seen["initialFrom"] as? CGRect == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(seen["finalFrom"] as? CGRect == .zero && seen["initialTo"] as? CGRect == .zero)
        #expect(seen["finalTo"] as? CGRect == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(seen["style"] as? UIModalPresentationStyle == .custom && seen["animated"] as? Bool == true)
        h.advance(by: 0.15)
        let x = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(x > 0 && x < 320, "the new view is on its way in")
        #expect(a.view.window === h.window && b.alongsideRan)
        h.advance(by: 0.3)
        #expect(log.entries.suffix(3) == ["A didDisappear", "B didAppear", "animationEnded true"])
        #expect(a.view.superview == nil && b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(b.coordinatorCompleted && tabcon.transitionCoordinator == nil)
        #expect(b.view.safeAreaInsets.bottom == 49)
    }

    @Test("The animator animates a change made in code too; touches on the tab bar during a change are ignored")
    func codeChangeAndTouchesDuringIt() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, children, delegate) = scene(h, log: log)
        tabcon.selectedIndex = 2
        #expect(delegate.asked == ["A -> C"])
        tapTab(1, of: tabcon.tabBar, h)
        h.advance(by: 0.05)
        #expect(tabcon.selectedIndex == 2 && tabcon.tabBar.selectedItem === children[2].tabBarItem)
        #expect(!children[1].isViewLoaded)
        tabcon.selectedIndex = 1
        #expect(tabcon.selectedIndex == 2, "selection in code waits for no one: it is ignored during a change")
        h.advance(by: 0.5)
        #expect(children[2].view.window === h.window && children[0].view.superview == nil)
        tabcon.selectedIndex = 0
        #expect(delegate.asked == ["A -> C", "C -> A"])
    }

    @Test("Children replaced during an animated change: when it ends, the new selection shows, and the one that left goes")
    func childrenReplacedDuringChange() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, children, delegate) = scene(h, log: log)
        let (a, b, c) = (children[0], children[1], children[2])
        tabcon.selectedIndex = 1
        #expect(delegate.asked == ["A -> B"])
        h.advance(by: 0.1)
        tabcon.viewControllers = [c, a]
        #expect(tabcon.selectedViewController === a && b.parent == nil)
        log.clear()
        h.advance(by: 0.5)
        #expect(
            log.entries == [
                "A didDisappear", "B didAppear", "animationEnded true", "A willAppear", "A no coordinator",
                "B willDisappear", "A isAppearing", "B didDisappear", "A didAppear",
            ])
        #expect(a.view.window === h.window && b.view.superview == nil)
        #expect(tabcon.tabBar.selectedItem === a.tabBarItem)
        #expect(delegate.asked == ["A -> B"], "a controller that is no longer a child leaves without the animator")
    }

    @Test("A cancelled interactive change puts the old tab back: the new child disappears, the old one appears again")
    func cancelledInteractiveChange() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, children, delegate) = scene(h, log: log)
        let (a, b) = (children[0], children[1])
        let interaction = ManualInteraction()
        delegate.interaction = interaction
        var cancelled: Bool?
        tapTab(1, of: tabcon.tabBar, h)
        tabcon.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        let context = interaction.context
        #expect(context?.isInteractive == true && context?.containerView === a.view.superview)
        #expect(tabcon.selectedIndex == 1)
        context?.updateInteractiveTransition(0.3)
        context?.cancelInteractiveTransition()
        context?.completeTransition(false)
        #expect(
            log.entries == [
                "B willAppear", "B coordinator animated true", "A willDisappear", "B willDisappear", "A willAppear",
                "A coordinator animated true", "A isAppearing", "B didDisappear", "A didAppear", "animationEnded false",
            ])
        #expect(cancelled == true)
        #expect(tabcon.selectedIndex == 0 && tabcon.selectedViewController === a)
        #expect(tabcon.tabBar.selectedItem === a.tabBarItem)
        #expect(a.view.window === h.window && b.view.superview == nil)
        delegate.interaction = nil
        tabcon.selectedIndex = 1
        h.advance(by: 0.5)
        #expect(b.view.window === h.window && a.view.superview == nil, "the next change runs as usual")
    }

    @Test("A percent-driven interaction scrubs the animator, then finishes the change")
    func percentDriven() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, children, delegate) = scene(h, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabcon.selectedIndex = 1
        interaction.update(0.5)
        h.runTurn()
        let x = children[1].view.layer.presentation()?.frame.minX ?? -1
        #expect(abs(x - 160) < 1, "halfway, the new view is halfway in")
        #expect(tabcon.tabBar.layer.speed == 1, "the tab bar is not on the transition's clock")
        interaction.finish()
        h.advance(by: 0.5)
        #expect(log.entries.suffix(3) == ["A didDisappear", "B didAppear", "animationEnded true"])
        #expect(tabcon.selectedIndex == 1 && children[0].view.superview == nil)
    }
}
