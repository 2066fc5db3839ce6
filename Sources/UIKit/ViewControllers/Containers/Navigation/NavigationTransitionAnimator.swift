import Foundation

/// iOS 7's push and pop. A push slides the new view in from the right edge over the old one, which moves
/// a third of the way left and dims, with a soft shadow along the new view's left edge; a pop plays it
/// backwards (the top view leaves to the right, uncovering the one beneath as it comes back from the left
/// and brightens). Driven by a finger (an interactive pop), the motion is linear, so the view follows it.
@MainActor
final class NavigationTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    /// iOS 7's navigation transition length, the navigation bar's too.
    static let duration: TimeInterval = UINavigationBar.transitionDuration
    /// How far the covered view moves left, as a share of the width.
    static let parallax: CGFloat = 1.0 / 3.0
    /// The black over the covered view at the end of a push.
    static let dimming: CGFloat = 0.1

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromController = transitionContext.viewController(forKey: .from),
            let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(true) }
        let pushes = operation != .pop
        let width = container.bounds.width
        let toFinal = transitionContext.finalFrame(for: toController)
        let fromStart = transitionContext.initialFrame(for: fromController)
        // The moving (upper) view and the covered one, at their places before and after.
        let upper = pushes ? toView : fromView
        let covered = pushes ? fromView : toView
        let upperStart = pushes ? toFinal.offsetBy(dx: width, dy: 0) : fromStart
        let upperEnd = pushes ? toFinal : fromStart.offsetBy(dx: width, dy: 0)
        let coveredStart = pushes ? fromStart : toFinal.offsetBy(dx: -width * Self.parallax, dy: 0)
        let coveredEnd = pushes ? fromStart.offsetBy(dx: -width * Self.parallax, dy: 0) : toFinal
        let dimming = UIView()
        dimming.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
        dimming.isUserInteractionEnabled = false
        let shadow = NavigationEdgeShadowView()
        // The two pages slide whole: each is drawn once into an image that moves (what they were set to
        // comes back at the end).
        let rasterized = [fromView, toView].map { ($0, $0.layer.shouldRasterize, $0.layer.rasterizationScale) }
        let scale = container.window?.screen.scale ?? UIScreen.main.scale
        UIView.performWithoutAnimation {
            for view in [fromView, toView] {
                view.layer.rasterizationScale = scale
                view.layer.shouldRasterize = true
            }
            upper.frame = upperStart
            covered.frame = coveredStart
            if pushes {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            container.insertSubview(dimming, aboveSubview: covered)
            dimming.frame = covered.frame
            dimming.alpha = pushes ? 0 : 1
            container.insertSubview(shadow, belowSubview: upper)
            shadow.frame = shadow.frame(beside: upper.frame)
        }
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [curve],
            animations: {
                upper.frame = upperEnd
                covered.frame = coveredEnd
                dimming.frame = coveredEnd
                dimming.alpha = pushes ? 1 : 0
                shadow.frame = shadow.frame(beside: upperEnd)
            },
            completion: { _ in
                dimming.removeFromSuperview()
                shadow.removeFromSuperview()
                for (view, was, scale) in rasterized {
                    view.layer.shouldRasterize = was
                    view.layer.rasterizationScale = scale
                }
                let completed = !transitionContext.transitionWasCancelled
                if completed, !pushes {
                    // The popped view leaves with its controller; put it back where it was.
                    fromView.frame = fromStart
                }
                transitionContext.completeTransition(completed)
            })
    }
}

/// The soft shadow along the left edge of the view sliding over another in a push or pop: a gradient
/// from clear to a light black at the edge.
final class NavigationEdgeShadowView: UIView {
    static let width: CGFloat = 10

    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        if let gradient = layer as? CAGradientLayer {
            gradient.colors = [CGColor(gray: 0, alpha: 0), CGColor(gray: 0, alpha: 0.15)]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The shadow's frame just left of a view at `frame`.
    func frame(beside frame: CGRect) -> CGRect {
        CGRect(x: frame.minX - Self.width, y: frame.minY, width: Self.width, height: frame.height)
    }
}
