extension UITableViewCell {
    /// How a table draws the lines between its rows.
    ///
    /// Source: Apple, UITableViewCell.SeparatorStyle.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A one-pixel line in the separator colour.
        case singleLine
        /// The etched lines of older grouped tables; since iOS 7 drawn as `.singleLine`.
        case singleLineEtched
    }
}
