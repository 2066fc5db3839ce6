extension UISplitViewController {
    /// How a split view controller that is not collapsed shows its primary controller next to the
    /// secondary one.
    ///
    /// Source: Apple, UISplitViewController.DisplayMode.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses: the primary beside the secondary in landscape, hidden in
        /// portrait (unless the delegate's `splitViewController(_:shouldHide:in:)` keeps it).
        case automatic = 0
        /// Only the secondary shows, over the whole width; the primary shows on request.
        case secondaryOnly = 1
        /// The primary shows in its column, the secondary beside it, narrower.
        case oneBesideSecondary = 2
        /// The primary shows over the secondary, which keeps the whole width.
        case oneOverSecondary = 3

        /// The iOS 8 name of `.secondaryOnly`.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of `.oneBesideSecondary`.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of `.oneOverSecondary`.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
}
