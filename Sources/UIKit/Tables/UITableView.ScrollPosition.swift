extension UITableView {
    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` bring a row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that makes the row fully visible; none when it is.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }
}
