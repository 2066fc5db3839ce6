/// What a tab bar controller asks its delegate and tells it: whether the user may select a tab, that
/// the user selected one, the steps of customizing the tab bar, the interface orientations, and the
/// animator and interaction controller of a change of tab. Every method is optional; the defaults are
/// UIKit's (selection allowed, the selected child's orientations, no animation).
///
/// Only the user's taps are asked about and reported: selecting a tab in code
/// (`selectedIndex`, `selectedViewController`) calls neither `tabBarController(_:shouldSelect:)` nor
/// `tabBarController(_:didSelect:)`. The animator, when there is one, animates every change of the
/// shown tab, by the user or in code.
///
/// Source: Apple, UITabBarControllerDelegate.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected, asked when the user taps it (also when it is
    /// the selected tab, which a navigation controller answers by popping to its root). Returning false
    /// leaves the selection, and the navigation controller's stack, as they are. True by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The customizing sheet is about to show the tabs of `viewControllers`.
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The customizing sheet is about to go; `changed`: whether the tab bar's items changed.
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The customizing sheet is gone.
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The orientations the tab bar controller supports, in place of its own answer (by default the
    /// selected child's).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation the tab bar controller prefers when presented full screen (by default the selected
    /// child's).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    /// The object that drives the change of tab animated by `animationController` from a gesture (nil by
    /// default: the animator runs on its own).
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// The animator of the change of tab from `fromVC` to `toVC` (nil by default: the views swap at once).
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        tabBarController.selectedChildSupportedInterfaceOrientations
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    {
        tabBarController.selectedChildPreferredInterfaceOrientation
    }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}
