extension UITableView {
    /// The section index title that a table's index draws as a magnifying glass (iOS's search icon),
    /// usually first, for a search bar in the table's header: `"{search}"`.
    ///
    /// Source: Apple, `UITableView.indexSearch` (Objective-C `UITableViewIndexSearch`).
    nonisolated public static let indexSearch: String = "{search}"
}
