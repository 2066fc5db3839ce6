extension UITableViewCell {
    /// The control an editing cell shows at its left.
    ///
    /// Source: Apple, UITableViewCell.EditingStyle.
    public enum EditingStyle: Int, Sendable {
        /// No control; the content does not move aside.
        case none
        /// A red circle with a white minus sign, which asks to delete the row.
        case delete
        /// A green circle with a white plus sign, which asks to insert a row.
        case insert
    }
}
