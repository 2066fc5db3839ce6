extension UIPageViewController {
    /// Where the pages of a page-curl controller are bound, the edge a page turns over.
    ///
    /// Source: Apple, `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll transition style.
        case none = 0
        /// The left edge (horizontal navigation) or the top edge (vertical); one page shows at a time.
        case min = 1
        /// The middle: two pages show side by side (or one above the other), and turn two at a time.
        case mid = 2
        /// The right edge (horizontal navigation) or the bottom edge (vertical); one page shows at a time.
        case max = 3
    }
}
