extension UIPageViewController {
    /// How pages change: with a page curl, as in a book, or by scrolling.
    ///
    /// Source: Apple, `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page turns over a spine, curling as a sheet of paper does.
        case pageCurl = 0
        /// Pages slide side by side, as in a paging scroll view.
        case scroll = 1
    }
}
