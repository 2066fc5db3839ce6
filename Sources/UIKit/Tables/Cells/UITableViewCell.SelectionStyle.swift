extension UITableViewCell {
    /// How a cell looks while it is highlighted or selected.
    ///
    /// Source: Apple, UITableViewCell.SelectionStyle. Since iOS 7 `.blue`, `.gray` and `.default` all show
    /// the same light grey background.
    public enum SelectionStyle: Int, Sendable {
        /// No change: no selected background, and the labels and images do not highlight.
        case none
        /// The light grey selected background (iOS 7 and later no longer draw it blue).
        case blue
        /// The light grey selected background.
        case gray
        /// The light grey selected background; the default.
        case `default`
    }
}
