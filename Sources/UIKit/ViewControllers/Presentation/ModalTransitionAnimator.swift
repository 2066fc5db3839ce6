import Foundation

/// The animator of the built-in transition styles, for a presentation or its dismissal, made with the
/// same public machinery a custom animator uses.
///
/// - Cover vertical: the presented view slides up from below the container's bottom edge to its final
///   frame; on dismissal it slides back down.
/// - Cross dissolve: the presented view fades in (alpha 0 to 1); on dismissal it fades out.
/// - Flip horizontal: the container turns over about its vertical axis, right to left, from an image of
///   the presenting view to the presented view; on dismissal it turns back, left to right.
/// - Partial curl: the presenting view, as an image, curls up from its bottom edge and stays curled
///   over the top part of the screen; the dismissal uncurls it.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.isPresenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .coverVertical, .crossDissolve: return 0.4
        case .flipHorizontal, .partialCurl: return 0.75
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        switch style {
        case .coverVertical: cover(context, duration)
        case .crossDissolve: dissolve(context, duration)
        case .flipHorizontal: flip(context, duration)
        case .partialCurl: curl(context, duration)
        }
    }

    /// The presented view, added at its final frame for a presentation.
    private func presentedView(_ context: UIViewControllerContextTransitioning) -> UIView? {
        guard isPresenting else { return context.view(forKey: .from) }
        guard let view = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return nil }
        view.frame = context.finalFrame(for: controller)
        context.containerView.addSubview(view)
        return view
    }

    private func finish(_ context: UIViewControllerContextTransitioning) {
        context.completeTransition(!context.transitionWasCancelled)
    }

    private func cover(_ context: UIViewControllerContextTransitioning, _ duration: TimeInterval) {
        guard let view = presentedView(context) else { return finish(context) }
        let shown = view.frame
        var hidden = shown
        hidden.origin.y = context.containerView.bounds.maxY
        if isPresenting { view.frame = hidden }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: { view.frame = self.isPresenting ? shown : hidden },
            completion: { _ in self.finish(context) })
    }

    private func dissolve(_ context: UIViewControllerContextTransitioning, _ duration: TimeInterval) {
        guard let view = presentedView(context) else { return finish(context) }
        if isPresenting { view.alpha = 0 }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: { view.alpha = self.isPresenting ? 1 : 0 },
            completion: { _ in
                if !self.isPresenting { view.alpha = 1 }
                self.finish(context)
            })
    }

    /// The flip turns the container from one look to the other: an image of the view going away (the
    /// presenting view, hidden meanwhile) swaps with the view arriving.
    private func flip(_ context: UIViewControllerContextTransitioning, _ duration: TimeInterval) {
        let container = context.containerView
        if isPresenting {
            guard let under = context.view(forKey: .from), let image = under.snapshotView(afterScreenUpdates: false),
                let view = presentedView(context)
            else { return finish(context) }
            image.frame = container.convert(under.bounds, from: under)
            container.insertSubview(image, belowSubview: view)
            view.removeFromSuperview()
            under.isHidden = true
            UIView.transition(from: image, to: view, duration: duration, options: [.transitionFlipFromRight]) { _ in
                under.isHidden = false
                self.finish(context)
            }
        } else {
            guard let view = context.view(forKey: .from), let under = context.view(forKey: .to),
                let image = under.snapshotView(afterScreenUpdates: true)
            else { return finish(context) }
            image.frame = container.convert(under.bounds, from: under)
            under.isHidden = true
            UIView.transition(from: view, to: image, duration: duration, options: [.transitionFlipFromLeft]) { _ in
                image.removeFromSuperview()
                under.isHidden = false
                self.finish(context)
            }
        }
    }

    private func curl(_ context: UIViewControllerContextTransitioning, _ duration: TimeInterval) {
        PartialCurl.animate(context, presenting: isPresenting, duration: duration) { self.finish(context) }
    }
}
