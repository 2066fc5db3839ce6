import Foundation

/// A change of tab animated by the tab bar controller delegate's animator (driven by the delegate's
/// interaction controller when it gives one), in the controller's transition view, in UIKit's order:
///
/// The new child's view loads, the new child gets `viewWillAppear` and the old one `viewWillDisappear`;
/// the animator (or the interaction controller) runs with the coordinator's alongside animations. The
/// context gives the old view where it stands (ending at `.zero`: it leaves) and the new one's final
/// frame; the animator adds the new view to the container. When it calls `completeTransition(true)`:
/// the old view leaves the container, `viewDidDisappear` and `viewDidAppear`, the animator's
/// `animationEnded(true)` and the coordinator's completions. A cancelled change
/// (`completeTransition(false)`) puts the old view back and selects the old tab again: the new child
/// disappears and the old one appears again.
@MainActor
final class TabBarTransition {
    private unowned let controller: UITabBarController
    private let from: UIViewController
    private let to: UIViewController
    private let fromView: UIView
    private let toView: UIView
    private let animator: UIViewControllerAnimatedTransitioning
    private let appearanceHold: AppearanceHold
    private var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!

    private init(
        controller: UITabBarController, from: UIViewController, to: UIViewController, animator: UIViewControllerAnimatedTransitioning
    ) {
        self.controller = controller
        self.from = from
        self.to = to
        self.fromView = from.view
        self.toView = to.view
        self.animator = animator
        // From the start of the change to its end, the transition sends the two children's appearance
        // callbacks.
        appearanceHold = AppearanceHold([from, to])
    }

    /// Starts the change from `from`'s tab (shown) to `to`'s (selected) with `animator`.
    static func run(
        in controller: UITabBarController, from: UIViewController, to: UIViewController,
        animator: UIViewControllerAnimatedTransitioning
    ) {
        let transition = TabBarTransition(controller: controller, from: from, to: to, animator: animator)
        let interactor = controller.delegate?.tabBarController(controller, interactionControllerFor: animator)
        let container = controller.transitionView
        let context = TransitionContext(
            container: container,
            from: .init(controller: from, view: transition.fromView, initialFrame: transition.fromView.frame, finalFrame: .zero),
            to: .init(controller: to, view: transition.toView, initialFrame: .zero, finalFrame: controller.contentFrame),
            animated: true, interactive: interactor?.wantsInteractiveStart ?? false, style: .custom,
            onComplete: { [unowned transition] completed in transition.finish(completed) })
        let duration = animator.transitionDuration(using: context)
        let coordinator = TransitionCoordinator(
            containerView: container, isAnimated: true, duration: duration.isFinite ? duration : 0, context: context)
        context.coordinator = coordinator
        context.animator = animator
        transition.context = context
        transition.coordinator = coordinator
        controller.activeTransition = transition
        controller.containerTransitionCoordinator = coordinator
        controller.updateBarInsets(of: to)
        to.beginAppearance(true, animated: true, forwardToChildren: true)
        from.beginAppearance(false, animated: true, forwardToChildren: true)
        if let interactor {
            context.interactor = interactor
            // An interaction controller starts the change even when it does not want an interactive
            // start: it animates, and the interaction can take over with a pause.
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        coordinator.start()
    }

    private func finish(_ completed: Bool) {
        let container = controller.transitionView
        if completed {
            fromView.removeFromSuperview()
            if toView.superview !== container {
                toView.frame = context.finalFrame(for: to)
                container.addSubview(toView)
            }
            from.endAppearance(forwardToChildren: true)
            to.endAppearance(forwardToChildren: true)
        } else {
            toView.removeFromSuperview()
            if fromView.superview !== container {
                fromView.frame = context.initialFrame(for: from)
                container.addSubview(fromView)
            }
            to.beginAppearance(false, animated: true, forwardToChildren: true)
            from.beginAppearance(true, animated: true, forwardToChildren: true)
            to.endAppearance(forwardToChildren: true)
            from.endAppearance(forwardToChildren: true)
        }
        appearanceHold.release()
        controller.activeTransition = nil
        controller.containerTransitionCoordinator = nil
        animator.animationEnded(completed)
        coordinator.end()
        controller.tabTransitionDidEnd(cancelledBackTo: completed ? nil : from)
    }
}
