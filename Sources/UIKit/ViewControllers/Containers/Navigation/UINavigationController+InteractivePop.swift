// The swipe from the left edge that pops the top controller: the transition follows the finger (the
// views and the bar's titles), and on release completes when the finger went past half the width or
// flicked right, otherwise falls back, with the appearance callbacks balanced either way.
extension UINavigationController {
    /// The fastest rightward flick, in points per second, that still falls back when short of half way.
    static let popFlickVelocity: CGFloat = 300

    func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch recognizer.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            pendingInteractivePop = interaction
            edgeSwipeInteraction = interaction
            popViewController(animated: true)
            // The delegate's own animation without an interaction controller: the swipe drives nothing.
            if pendingInteractivePop != nil {
                pendingInteractivePop = nil
                edgeSwipeInteraction = nil
            }
        case .changed:
            edgeSwipeInteraction?.update(recognizer.translation(in: view).x / width)
        case .ended:
            guard let interaction = edgeSwipeInteraction else { return }
            edgeSwipeInteraction = nil
            let velocity = recognizer.velocity(in: view).x
            let progress = recognizer.translation(in: view).x / width
            if velocity > Self.popFlickVelocity || (progress > 0.5 && velocity > -Self.popFlickVelocity) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            edgeSwipeInteraction?.cancel()
            edgeSwipeInteraction = nil
        default: break
        }
    }
}

/// UIKit's delegate of the edge swipe: it begins only when there is a controller to pop, no transition
/// runs, and nothing is presented over the navigation controller.
@MainActor
final class InteractivePopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.viewControllers.count > 1 && navigation.activeTransition == nil
            && navigation.presentedViewController == nil && !navigation.navigationItemHidesBackButton
    }
}

extension UINavigationController {
    /// Whether the top item hides its back button (the swipe back is off then too).
    var navigationItemHidesBackButton: Bool { topViewController?.navigationItem.hidesBackButton ?? false }
}
