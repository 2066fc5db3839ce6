extension UITableView {
    /// How a table view presents its sections.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers and footers float over the rows while their section is
        /// scrolled through; separators continue below the last row.
        case plain
        /// Sections as groups of rows between full-width separators, on the grouped background, with
        /// headers and footers scrolling with the rows.
        case grouped
        /// Grouped, with each group inset from the sides and its corners rounded (iOS 13).
        case insetGrouped
    }
}
