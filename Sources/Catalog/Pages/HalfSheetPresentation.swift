import UIKit

/// The "View controllers" page's custom presentation, made as an app would with the public machinery: a
/// presentation controller that shows the presented view over the bottom half of the screen above a
/// dimming view (a tap on it dismisses), an animator that slides the view up and down, and a
/// percent-driven interaction that a downward drag on the presented view drives: released past half
/// way (or flicked down), the dismissal finishes; otherwise it is cancelled and the sheet slides back.
final class HalfSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    /// The interaction while a drag drives the dismissal.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    /// Makes `controller` present as a half sheet, dismissed by a drag down on its view.
    func prepare(_ controller: UIViewController) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = self
        controller.loadViewIfNeeded()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: HalfSheetTransitioning.dragged)
        controller.view.addGestureRecognizer(pan)
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / max(1, view.bounds.height)))
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            interaction?.completionCurve = .easeOut
            view.next(of: UIViewController.self)?.dismiss(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || pan.velocity(in: view).y > 800 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { HalfSheetAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HalfSheetAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interaction }
}

/// The bottom half of the container, over a dimming view that fades with the transition.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: HalfSheetPresentationController.dimmingTapped))
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }) { context in
            if context.isCancelled { self.dimmingView.alpha = 1 }
        }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dimmingTapped() { presentedViewController.dismiss(animated: true) }
}

/// Slides the presented view up from below the screen, and back down.
final class HalfSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key), let view = context.view(forKey: presenting ? .to : .from) else {
            return context.completeTransition(false)
        }
        let shown = presenting ? context.finalFrame(for: controller) : view.frame
        let hidden = shown.offsetBy(dx: 0, dy: context.containerView.bounds.maxY - shown.minY)
        if presenting {
            view.frame = hidden
            context.containerView.addSubview(view)
        }
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseOut],
            animations: { view.frame = self.presenting ? shown : hidden },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

extension UIResponder {
    /// The first responder of type `T` along the responder chain.
    func next<T>(of type: T.Type) -> T? {
        var responder = next
        while let current = responder {
            if let match = current as? T { return match }
            responder = current.next
        }
        return nil
    }
}
