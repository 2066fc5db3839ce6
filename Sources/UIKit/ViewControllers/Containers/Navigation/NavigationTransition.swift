import Foundation

/// One change of the controller a navigation controller shows, in UIKit's order: the delegate hears
/// `willShow`; the shown controller gets `viewWillDisappear` and the new one `viewWillAppear` (when the
/// navigation controller is on screen); the animator (the delegate's, else iOS 7's slide) or the
/// interaction controller runs in the container, and the bars change alongside. When it completes, the
/// old view leaves, `viewDidDisappear` and `viewDidAppear` follow, a pushed controller hears
/// `didMove(toParent:)` and a popped one leaves its parent, then the delegate hears `didShow`.
///
/// A cancelled transition (an interactive pop let go too early) undoes it all: the new controller's
/// view leaves after `viewWillDisappear`/`viewDidDisappear`, the old one appears again, the popped
/// controller is back on the stack, and the bars show the old stack.
///
/// Without animation (or off screen) the new view takes its place at once and the transition ends in
/// the call.
@MainActor
final class NavigationTransition {
    private let navigation: UINavigationController
    private let from: UIViewController?
    private let to: UIViewController
    private let animated: Bool
    private let forwardsAppearance: Bool
    private let hold: AppearanceHold
    /// The stack when the transition began, and the controllers it popped (back on a cancel).
    private let stackBefore: [UIViewController]
    private let popped: [UIViewController]
    private var animator: UIViewControllerAnimatedTransitioning?
    private var context: TransitionContext?
    /// The tab bar controller whose tab bar this transition carries, and whether the bar hides at its
    /// end (nil: it carries none).
    private var carriedTabBar: (owner: UITabBarController, hides: Bool)?
    private(set) var coordinator: TransitionCoordinator?

    private init(navigation: UINavigationController, from: UIViewController?, to: UIViewController, animated: Bool) {
        self.navigation = navigation
        self.from = from
        self.to = to
        self.animated = animated
        let onScreen = navigation.viewIfLoaded?.window != nil
        forwardsAppearance = onScreen && [.appeared, .appearing].contains(navigation.appearanceState)
        hold = AppearanceHold([from, to].compactMap { $0 })
        stackBefore = navigation.stack
        popped = from.map { from in navigation.stack.contains { $0 === from } ? [] : [from] } ?? []
    }

    /// Shows `to` in place of `from` (nil: nothing shown yet).
    static func run(
        in navigation: UINavigationController, from: UIViewController?, to: UIViewController,
        operation: UINavigationController.Operation, animated: Bool, edgeSwipe: UIPercentDrivenInteractiveTransition?
    ) {
        let onScreen = navigation.viewIfLoaded?.window != nil
        let animates = animated && onScreen && from != nil
        let transition = NavigationTransition(navigation: navigation, from: from, to: to, animated: animates)
        navigation.activeTransition = transition
        transition.begin(operation: operation, edgeSwipe: edgeSwipe)
    }

    private func begin(operation: UINavigationController.Operation, edgeSwipe: UIPercentDrivenInteractiveTransition?) {
        let toView: UIView = to.view
        let delegate = navigation.delegate
        if navigation.announcedController !== to {
            navigation.announcedController = to
            delegate?.navigationController(navigation, willShow: to, animated: animated)
        }
        if forwardsAppearance {
            from?.beginAppearance(false, animated: animated, forwardToChildren: true)
            to.beginAppearance(true, animated: animated, forwardToChildren: true)
        }
        let container = navigation.containerView
        guard let from, animated else {
            // At once: the new view in place, the old one gone, the bars updated.
            UIView.performWithoutAnimation {
                toView.frame = navigation.childFrame(for: to)
                container.addSubview(toView)
                navigation.updateBars(animated: false)
            }
            finish(true)
            return
        }
        let fromView: UIView = from.view
        // A tab bar that the new top hides, or shows again, leaves the tab bar controller's view first,
        // which lays the navigation controller out without it, before the new view's frame is known.
        let tabBarController = navigation.parent as? UITabBarController
        let lent = tabBarController?.lendTabBar(to: navigation)
        let finalFrame = navigation.childFrame(for: to)
        if let tabBarController, let lent {
            let carrier = lent.hides ? fromView : toView
            carryTabBar(lent.bar, shownAt: lent.windowFrame, in: carrier, at: lent.hides ? fromView.frame : finalFrame)
            carriedTabBar = (tabBarController, lent.hides)
        }
        animator =
            delegate?.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
            ?? NavigationTransitionAnimator(operation: operation)
        let isBuiltIn = animator is NavigationTransitionAnimator
        let interactor: UIViewControllerInteractiveTransitioning? =
            animator.flatMap { delegate?.navigationController(navigation, interactionControllerFor: $0) }
            ?? (isBuiltIn ? edgeSwipe : nil)
        let context = TransitionContext(
            container: container,
            from: .init(controller: from, view: fromView, initialFrame: fromView.frame, finalFrame: .zero),
            to: .init(controller: to, view: toView, initialFrame: .zero, finalFrame: finalFrame),
            animated: true, interactive: interactor?.wantsInteractiveStart ?? false, style: .custom,
            onComplete: { [self] completed in finish(completed) })
        // A percent-driven interaction scrubs the bars' animations with the container's.
        context.alsoDrivenLayers = [navigation.navigationBar.layer, navigation.toolbarView.layer]
        self.context = context
        let duration = animator?.transitionDuration(using: context) ?? 0
        let coordinator = TransitionCoordinator(
            containerView: container, isAnimated: true, duration: duration.isFinite ? duration : 0, context: context)
        self.coordinator = coordinator
        context.coordinator = coordinator
        context.animator = animator
        navigation.containerTransitionCoordinator = coordinator
        if let interactor {
            context.interactor = interactor
            interactor.startInteractiveTransition(context)
        } else {
            animator?.animateTransition(using: context)
        }
        // The bars slide their titles with the views (their own animation, made outside any other so that
        // their new content is laid out in place; on the interaction's clock when one drives it).
        navigation.updateBars(animated: true)
        coordinator.start()
    }

    /// UIKit: the tab bar goes with the page it belongs to, `carrier` (the page the push covers when the
    /// bar hides, the one the pop uncovers when it shows again; at `carrierFrame` in the container): it
    /// keeps its place on screen (`windowFrame`), in the carrier's view, and slides with it under the
    /// moving page.
    private func carryTabBar(_ bar: UITabBar, shownAt windowFrame: CGRect, in carrier: UIView, at carrierFrame: CGRect) {
        let inContainer = navigation.containerView.convert(windowFrame, from: nil)
        UIView.performWithoutAnimation {
            bar.frame = inContainer.offsetBy(dx: carrier.bounds.minX - carrierFrame.minX, dy: carrier.bounds.minY - carrierFrame.minY)
            carrier.addSubview(bar)
        }
        if let controller = carrier.owningViewController { navigation.updateBarInsets(of: controller) }
    }

    private func finish(_ completed: Bool) {
        if let carriedTabBar {
            // The tab bar is back in its controller's view: hidden or shown as the new top asks, or as the
            // old one did when the transition was cancelled.
            carriedTabBar.owner.takeBackTabBar(hidden: completed == carriedTabBar.hides)
        }
        if completed {
            if let fromView = from?.viewIfLoaded, fromView.superview === navigation.containerView, from !== to {
                fromView.removeFromSuperview()
            }
            navigation.shownController = to
            navigation.updateBarInsets(of: to)
            if forwardsAppearance {
                from?.endAppearance(forwardToChildren: true)
                to.endAppearance(forwardToChildren: true)
            }
            let released = popped.filter { controller in
                !navigation.stack.contains { $0 === controller } && controller.parent === navigation
            }
            for controller in released { controller.removeFromParent() }
            navigation.didRelease(released)
            navigation.settle(to)
        } else {
            to.viewIfLoaded?.removeFromSuperview()
            if navigation.stack.elementsEqual(stackBefore, by: ===), let from {
                // The change did not happen: the stack ends at the old controller again. Popped
                // controllers are back, as children and on the bar; pushed ones leave.
                let whole = stackBefore + popped
                let restored = Array(whole[...(whole.firstIndex { $0 === from } ?? whole.count - 1)])
                for controller in popped {
                    controller.movingFromParent = false
                    controller.didMove(toParent: navigation)
                }
                let released = whole.filter { controller in !restored.contains { $0 === controller } }
                for controller in released {
                    controller.willMove(toParent: nil)
                    navigation.awaitingDidMove.removeAll { $0 === controller }
                    controller.removeFromParent()
                }
                navigation.stack = restored
                navigation.didRelease(released)
                navigation.announcedController = from
            }
            navigation.updateBars(animated: false)
            if forwardsAppearance {
                to.beginAppearance(false, animated: animated, forwardToChildren: true)
                to.endAppearance(forwardToChildren: true)
                from?.beginAppearance(true, animated: animated, forwardToChildren: true)
                from?.endAppearance(forwardToChildren: true)
            }
        }
        hold.release()
        animator?.animationEnded(completed)
        navigation.containerTransitionCoordinator = nil
        coordinator?.end()
        if completed {
            navigation.delegate?.navigationController(navigation, didShow: to, animated: animated)
            // In a popover, the new top controller's size (or the one the delegate just gave) is the popover's.
            navigation.popoverHost?.contentViewControllerPreferredSizeDidChange(navigation)
        }
        navigation.transitionDidEnd()
        ApplicationHost.current?.topControllersDidChange()
    }
}
