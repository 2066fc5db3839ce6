extension UIPageViewController {
    /// The axis along which pages follow one another.
    ///
    /// Source: Apple, `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages follow one another left to right.
        case horizontal = 0
        /// Pages follow one another top to bottom.
        case vertical = 1
    }
}
