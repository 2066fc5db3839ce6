/// What a split view controller asks and tells its delegate: the iOS 5-7 calls around hiding the primary
/// controller in portrait (with the bar button item and popover that show it), and the iOS 8 calls
/// around display modes, showing controllers, collapsing into one stack on a compact width and
/// separating again. Every method is optional; the defaults are UIKit's.
///
/// Source: Apple, UISplitViewControllerDelegate.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Whether the primary controller hides in `orientation` (by default: in portrait). Returning false
    /// for portrait keeps both side by side, the secondary narrower (the iOS 5 option). Asked while the
    /// preferred display mode is `.automatic`.
    func splitViewController(_ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation)
        -> Bool
    /// The primary controller `aViewController` is about to hide: put `barButtonItem` in a bar (its tap
    /// shows the primary in `pc`, a popover), and title it as you like.
    func splitViewController(
        _ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem,
        for pc: UIPopoverController)
    /// The primary controller is about to show in its column again: take `barButtonItem` out of its bar.
    func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem)
    /// The hidden primary controller is about to show in the popover `pc`.
    func splitViewController(
        _ svc: UISplitViewController, popoverController pc: UIPopoverController, willPresent aViewController: UIViewController)
    /// The display mode is about to become `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display mode button item changes to (`.automatic` by default: the split view
    /// controller's choice, showing or hiding the primary over the secondary).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Return true to show `vc` yourself when `show(_:sender:)` reaches the split view controller.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Return true to show `vc` yourself when `showDetailViewController(_:sender:)` reaches the split view
    /// controller.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?)
        -> Bool
    /// The controller to keep as the only child when the split view collapses (nil by default: the
    /// primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary when the split view expands again (nil by default: the
    /// collapsed one).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Return true when you folded the secondary controller into the primary yourself, or want it
    /// dropped (false by default: the primary's `collapseSecondaryViewController(_:for:)` does it).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller to use when the split view expands (nil by default: the primary's
    /// `separateSecondaryViewController(for:)` gives it).
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The orientations the split view controller supports, in place of its own answer.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation
    ) -> Bool { orientation.isPortrait }
    public func splitViewController(
        _ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem,
        for pc: UIPopoverController
    ) {}
    public func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem
    ) {}
    public func splitViewController(
        _ svc: UISplitViewController, popoverController pc: UIPopoverController, willPresent aViewController: UIViewController
    ) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    { splitViewController.childrenSupportedInterfaceOrientations }
}
