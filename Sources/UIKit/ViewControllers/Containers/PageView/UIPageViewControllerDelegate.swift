/// What a page view controller tells its delegate about turns made by gesture, and asks it when the
/// interface rotates. Every method is optional.
///
/// A turn by gesture calls `pageViewController(_:willTransitionTo:)` as it begins and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` when its
/// animation ends, whether the page turned or fell back. Turns made with
/// `setViewControllers(_:direction:animated:completion:)` call neither: their completion handler runs
/// instead.
///
/// Source: Apple, UIPageViewControllerDelegate.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn by gesture is about to show `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn by gesture ended: `completed` tells whether it turned the page (false: the page fell back and
    /// `previousViewControllers` still show); `finished` whether its animation ran to the end.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for the interface orientation the interface is turning to (page-curl style
    /// only); it becomes `spineLocation`. The delegate may set new view controllers here (two for `.mid`,
    /// one for `.min` and `.max`) and `isDoubleSided`. Without it the spine stays where it is.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The interface orientations the page view controller supports (without it: those of any view
    /// controller).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The orientation the page view controller prefers when presented full screen.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}

    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.defaultAnswers.insert(.spineLocation)
        return pageViewController.spineLocation
    }

    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    {
        pageViewController.defaultAnswers.insert(.supportedInterfaceOrientations)
        return .all
    }

    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
    {
        pageViewController.defaultAnswers.insert(.preferredInterfaceOrientation)
        return .portrait
    }
}
