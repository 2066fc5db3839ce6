import Foundation

/// One presentation or dismissal under way, in UIKit's order:
///
/// Presentation: the container view joins the window (or covers the presentation context's view), the
/// presentation controller hears `presentationTransitionWillBegin`, the presenting controller (when
/// its views will be removed) gets `viewWillDisappear` and the presented one `viewWillAppear`; the
/// animator (the transitioning delegate's, else the built-in one of the transition style) or the
/// interaction controller runs, with the coordinator's alongside animations. When the animator calls
/// `completeTransition(true)`: `presentationTransitionDidEnd(true)`, the presenting views leave the
/// window (when the presentation controller removes them), `viewDidAppear` for the presented controller
/// and `viewDidDisappear` for the presenting one, the coordinator's completions, then the caller's
/// completion. A cancelled presentation (`completeTransition(false)`) undoes it all: the presented
/// controller disappears, the presenting one appears again.
///
/// Dismissal mirrors it: the presenting views come back beneath the container, the presented controller
/// gets `viewWillDisappear` and the presenting one `viewWillAppear`; at the end `viewDidAppear`, then
/// `viewDidDisappear`, and the container leaves. A cancelled dismissal leaves the presentation as it was.
///
/// Without animation the views take their final places at once and the transition ends in the call.
@MainActor
final class ModalTransition {
    private enum Kind { case presentation, dismissal }

    private let kind: Kind
    private let controller: UIPresentationController
    private let presented: UIViewController
    private let presenter: UIViewController
    private let animator: UIViewControllerAnimatedTransitioning?
    private let animated: Bool
    private let removesPresentersView: Bool
    private let completion: (() -> Void)?
    private(set) var coordinator: TransitionCoordinator!
    private let appearanceHold: AppearanceHold
    private var context: TransitionContext!

    private init(
        kind: Kind, controller: UIPresentationController, animator: UIViewControllerAnimatedTransitioning?, animated: Bool,
        completion: (() -> Void)?
    ) {
        self.kind = kind
        self.controller = controller
        self.presented = controller.presentedViewController
        self.presenter = controller.presentingViewController
        self.animator = animator
        self.animated = animated
        self.removesPresentersView = controller.shouldRemovePresentersView
        self.completion = completion
        // From the start of the transition to its end, the transition sends the two controllers'
        // appearance callbacks.
        appearanceHold = AppearanceHold([presented, presenter])
    }

    /// The presenting controller's side of the context: its view, where it stands in the container,
    /// given to the animator only when the presentation removes it.
    private func presenterSide(in container: UIView) -> TransitionContext.Side {
        let view: UIView = presenter.view
        let frame = container.convert(view.bounds, from: view)
        return .init(controller: presenter, view: removesPresentersView ? view : nil, initialFrame: frame, finalFrame: frame)
    }

    // MARK: Presentation

    static func present(
        with controller: UIPresentationController, source: UIViewController, style: UIModalTransitionStyle, animated: Bool,
        completion: (() -> Void)?
    ) {
        let presented = controller.presentedViewController, presenter = controller.presentingViewController
        let presenterView: UIView = presenter.view
        let container = PresentationContainerView()
        container.presentationController = controller
        if controller.shouldPresentInFullscreen, let window = presenterView.window {
            container.frame = window.bounds
            window.addSubview(container)
        } else if let superview = presenterView.superview {
            container.frame = presenterView.frame
            superview.insertSubview(container, aboveSubview: presenterView)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerView = container

        let delegate = presented.transitioningDelegate
        let animator: UIViewControllerAnimatedTransitioning? =
            animated
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source)
                ?? ModalTransitionAnimator(style: style, presenting: true)
            : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let transition = ModalTransition(
            kind: .presentation, controller: controller, animator: animator, animated: animated, completion: completion)
        let presentedView = controller.presentedView
        transition.context = TransitionContext(
            container: container,
            from: transition.presenterSide(in: container),
            to: .init(
                controller: presented, view: presentedView, initialFrame: .zero,
                finalFrame: controller.frameOfPresentedViewInContainerView),
            animated: animated, interactive: interactor?.wantsInteractiveStart ?? false, style: controller.presentationStyle,
            onComplete: { [unowned transition] completed in transition.finish(completed) })
        transition.begin(interactor: interactor) {
            presented.presentation.isBeingPresented = true
            controller.presentationTransitionWillBegin()
            if transition.removesPresentersView { presenter.beginAppearance(false, animated: animated, forwardToChildren: true) }
            presented.beginAppearance(true, animated: animated, forwardToChildren: true)
        }
    }

    // MARK: Dismissal

    /// Dismisses `presented`; `style` (the built-in animator's) is its own transition style unless given.
    static func dismiss(
        _ presented: UIViewController, animated: Bool, style: UIModalTransitionStyle? = nil, completion: (() -> Void)?
    ) {
        guard let controller = presented.presentation.controller, let container = controller.containerView else { return }
        let presenter = controller.presentingViewController
        let delegate = presented.transitioningDelegate
        let style = style ?? (controller.presentationStyle == .popover ? .crossDissolve : presented.modalTransitionStyle)
        let animator: UIViewControllerAnimatedTransitioning? =
            animated
            ? delegate?.animationController(forDismissed: presented) ?? ModalTransitionAnimator(style: style, presenting: false)
            : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let transition = ModalTransition(
            kind: .dismissal, controller: controller, animator: animator, animated: animated, completion: completion)
        let presenterView: UIView = presenter.view
        let presentedView = controller.presentedView
        // The presenting views come back where they were, beneath the container.
        if transition.removesPresentersView, let place = controller.presentersViewPlace {
            place.superview.insertSubview(presenterView, belowSubview: container)
            presenterView.frame = place.frame
            presenterView.layoutIfNeeded()
        }
        let presentedFrame = presentedView?.frame ?? .zero
        transition.context = TransitionContext(
            container: container,
            from: .init(controller: presented, view: presentedView, initialFrame: presentedFrame, finalFrame: .zero),
            to: transition.presenterSide(in: container),
            animated: animated, interactive: interactor?.wantsInteractiveStart ?? false, style: controller.presentationStyle,
            onComplete: { [unowned transition] completed in transition.finish(completed) })
        transition.begin(interactor: interactor) {
            presented.presentation.isBeingDismissed = true
            controller.dismissalTransitionWillBegin()
            presented.beginAppearance(false, animated: animated, forwardToChildren: true)
            if transition.removesPresentersView { presenter.beginAppearance(true, animated: animated, forwardToChildren: true) }
        }
    }

    // MARK: Running

    /// Registers the transition, sends the will callbacks (`willBegin`), then runs the interaction
    /// controller, the animator, or (not animated) puts the views in their final places at once.
    private func begin(interactor: UIViewControllerInteractiveTransitioning?, willBegin: () -> Void) {
        let duration = animator?.transitionDuration(using: context) ?? 0
        coordinator = TransitionCoordinator(
            containerView: context.containerView, isAnimated: animated, duration: duration.isFinite ? duration : 0, context: context)
        context.coordinator = coordinator
        context.animator = animator
        presented.presentation.transition = self
        presenter.presentation.transition = self
        controller.activeTransition = self
        retainUntilFinished = self
        willBegin()
        if let interactor {
            context.interactor = interactor
            // An interaction controller starts the transition even when it does not want an
            // interactive start: it animates, and the interaction can take over with a pause.
            interactor.startInteractiveTransition(context)
        } else if let animator {
            animator.animateTransition(using: context)
        } else {
            if kind == .presentation, let view = context.view(forKey: .to) {
                UIView.performWithoutAnimation {
                    view.frame = context.finalFrame(for: presented)
                    context.containerView.addSubview(view)
                }
            }
            context.completeTransition(true)
        }
        coordinator.start()
    }

    /// The transition keeps itself alive until it finishes (the animator may hold only the context).
    private var retainUntilFinished: ModalTransition?

    private func finish(_ completed: Bool) {
        switch (kind, completed) {
        case (.presentation, true): presentationDidComplete()
        case (.presentation, false): presentationWasCancelled()
        case (.dismissal, true): dismissalDidComplete()
        case (.dismissal, false): dismissalWasCancelled()
        }
        appearanceHold.release()
        presented.presentation.transition = nil
        presenter.presentation.transition = nil
        controller.activeTransition = nil
        animator?.animationEnded(completed)
        coordinator.end()
        ApplicationHost.current?.topControllersDidChange()
        if completed { completion?() }
        retainUntilFinished = nil
    }

    private func presentationDidComplete() {
        controller.presentationTransitionDidEnd(true)
        if removesPresentersView, let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview {
            controller.presentersViewPlace = (superview, presenterView.frame)
            presenterView.removeFromSuperview()
        }
        presented.presentation.isBeingPresented = false
        presented.endAppearance(forwardToChildren: true)
        if removesPresentersView { presenter.endAppearance(forwardToChildren: true) }
    }

    private func presentationWasCancelled() {
        controller.presentationTransitionDidEnd(false)
        presented.presentation.isBeingPresented = false
        presented.beginAppearance(false, animated: animated, forwardToChildren: true)
        removeContainer()
        presented.endAppearance(forwardToChildren: true)
        if removesPresentersView {
            presenter.beginAppearance(true, animated: animated, forwardToChildren: true)
            presenter.endAppearance(forwardToChildren: true)
        }
        unlink()
    }

    private func dismissalDidComplete() {
        controller.dismissalTransitionDidEnd(true)
        removeContainer()
        controller.presentersViewPlace = nil
        presented.presentation.isBeingDismissed = false
        if removesPresentersView { presenter.endAppearance(forwardToChildren: true) }
        presented.endAppearance(forwardToChildren: true)
        unlink()
    }

    private func dismissalWasCancelled() {
        controller.dismissalTransitionDidEnd(false)
        presented.presentation.isBeingDismissed = false
        if removesPresentersView {
            presenter.beginAppearance(false, animated: animated, forwardToChildren: true)
            presenter.viewIfLoaded?.removeFromSuperview()
            presenter.endAppearance(forwardToChildren: true)
        }
        presented.beginAppearance(true, animated: animated, forwardToChildren: true)
        presented.endAppearance(forwardToChildren: true)
    }

    /// The presented view and the container leave the hierarchy.
    private func removeContainer() {
        controller.presentedView?.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
    }

    private func unlink() {
        presenter.presentation.presented = nil
        presented.presentation.presenting = nil
        presented.presentation.controller = nil
    }
}
