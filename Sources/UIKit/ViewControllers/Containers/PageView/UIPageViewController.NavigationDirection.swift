extension UIPageViewController {
    /// Which way a change of pages goes: to later pages or to earlier ones.
    ///
    /// Source: Apple, `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To later pages (right or down, for a spine at the left or top).
        case forward = 0
        /// To earlier pages.
        case reverse = 1
    }
}
