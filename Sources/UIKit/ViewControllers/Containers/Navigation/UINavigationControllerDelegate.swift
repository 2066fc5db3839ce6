/// What a navigation controller tells its delegate as it shows controllers, and what it asks it: the
/// orientations it supports, and a custom animation (and interaction) for a push or pop. Every method is
/// optional: the defaults answer as a navigation controller without the method does (the orientations
/// of the top controller, UIKit's own animation).
///
/// Source: Apple, UINavigationControllerDelegate.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view and navigation item are shown (after a push, a pop or a
    /// new stack; and for the root controller when the navigation controller first appears).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view and navigation item are shown (not for a cancelled pop).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation the navigation controller prefers when presented full screen.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
    /// The interaction controller that drives `animationController`'s transition (nil: not interactive,
    /// unless the user is swiping back from the left edge with UIKit's own animation).
    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// The animator of a push or pop from `fromVC` to `toVC` (nil: UIKit's slide).
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        navigationController.topControllerSupportedInterfaceOrientations
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
    {
        navigationController.topControllerPreferredInterfaceOrientation
    }
    public func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}
