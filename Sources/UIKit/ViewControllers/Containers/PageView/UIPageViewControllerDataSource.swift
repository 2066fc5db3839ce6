/// What a page view controller asks for the pages around the ones it shows, when the user turns pages
/// by gesture, and for the page indicator of the scroll style.
///
/// Only the two neighbour questions are required. A page view controller asks for one page beyond those
/// it shows when a turn begins; nil means there is none (the book ends there, and the gesture turns
/// nothing). A controller that is already showing is no neighbour either: it is taken as nil.
///
/// When the data source implements both `presentationCount(for:)` and `presentationIndex(for:)`, a
/// page view controller of the scroll style shows a page control under its pages; both are asked after
/// `setViewControllers(_:direction:animated:completion:)`, and the indicator follows each turn made by
/// gesture.
///
/// Source: Apple, UIPageViewControllerDataSource.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots of the page indicator (scroll style).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown after `setViewControllers(_:direction:animated:completion:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.defaultAnswers.insert(.presentationCount)
        return 0
    }

    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.defaultAnswers.insert(.presentationIndex)
        return 0
    }
}
