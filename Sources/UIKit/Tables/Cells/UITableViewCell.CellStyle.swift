extension UITableViewCell {
    /// The built-in layouts of a cell's text and image.
    ///
    /// Source: Apple, UITableViewCell.CellStyle.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned black title (`textLabel`) after an optional image; no `detailTextLabel`.
        case `default`
        /// A left-aligned black title and, on the same line, a right-aligned grey detail.
        case value1
        /// A small right-aligned tinted title in a column, and a left-aligned black detail after it.
        case value2
        /// A left-aligned black title with a smaller black detail on the line below it.
        case subtitle
    }
}
