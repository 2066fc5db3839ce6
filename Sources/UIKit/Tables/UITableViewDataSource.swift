/// What a table view asks for its content: how many sections and rows, the cell of each row, the titles
/// of headers, footers and the section index, and whether rows may be edited and moved.
///
/// Only the row count and the cells are required; the others have UIKit's defaults.
///
/// UIKit offers swipe to delete to a data source that implements `tableView(_:commit:forRowAt:)`, and
/// reorder controls to one that implements `tableView(_:moveRowAt:to:)`. Swift cannot tell whether a
/// protocol method is implemented without calling it, and calling these two changes the app's data, so
/// here the signal is the question that goes with each: a data source that implements
/// `tableView(_:canEditRowAt:)` (or a delegate with `tableView(_:editingStyleForRowAt:)`) gets swipe to
/// delete, one that implements `tableView(_:canMoveRowAt:)` (or a cell with `showsReorderControl`) gets
/// reorder controls.
///
/// Source: Apple, UITableViewDataSource.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s standard header (nil by default: none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s standard footer (nil by default: none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited: show an editing control, be swiped (true by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control while editing (true by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index at the table's right edge (nil by default: no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to show when the index title `title` at `index` is touched (`index` by default).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user confirmed deleting, or tapped the insert control of, the row: update the model and the
    /// table.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user dragged a row from `sourceIndexPath` to `destinationIndexPath`: update the model (the table
    /// has moved the row already).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.optionalMethods.answeredByDefault(.canEditRow)
        return true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.optionalMethods.answeredByDefault(.canMoveRow)
        return true
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
