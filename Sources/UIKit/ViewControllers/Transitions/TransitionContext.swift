import Foundation

/// The context UIKit gives a transition's animator and interaction controller: the container, the two
/// view controllers and their views with their start and end frames, the interactive state, and the
/// call that ends the transition (it reaches the transition's owner once; later calls do nothing).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    struct Side {
        let controller: UIViewController
        /// The view the animator moves, or nil when it stays where it is.
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private let from: Side
    private let to: Side
    private var onComplete: ((Bool) -> Void)?
    weak var coordinator: TransitionCoordinator?
    /// The transition's animator, which a percent-driven interaction controller runs and scrubs.
    var animator: UIViewControllerAnimatedTransitioning?
    /// The interaction controller, kept alive until the transition completes (the app may drop its own
    /// reference once it calls `finish()` or `cancel()`), as UIKit keeps it.
    var interactor: UIViewControllerInteractiveTransitioning?
    /// Layers outside the container whose animations a percent-driven interaction scrubs with the
    /// container's (a navigation controller's bars).
    var alsoDrivenLayers: [CALayer] = []
    /// The layers whose clocks a percent-driven interaction stops and moves: the container's, and those.
    var interactiveClockLayers: [CALayer] { [containerView.layer] + alsoDrivenLayers }
    /// Told first when the transition completes (a percent-driven interaction puts the container's
    /// clock back).
    var interactionDidEnd: (() -> Void)?

    init(
        container: UIView, from: Side, to: Side, animated: Bool, interactive: Bool,
        style: UIModalPresentationStyle, onComplete: @escaping (Bool) -> Void
    ) {
        self.containerView = container
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.initiallyInteractive = interactive
        self.isInteractive = interactive
        self.presentationStyle = style
        self.onComplete = onComplete
    }

    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from.controller
        case .to: return to.controller
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from.controller ? from.initialFrame : vc === to.controller ? to.initialFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === from.controller ? from.finalFrame : vc === to.controller ? to.finalFrame : .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        coordinator?.interactionDidChange()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.interactionDidChange()
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        if didComplete { percentComplete = 1 }
        interactionDidEnd?()
        interactionDidEnd = nil
        interactor = nil
        onComplete(didComplete)
    }
}
