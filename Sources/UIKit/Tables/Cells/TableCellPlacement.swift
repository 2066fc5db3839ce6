/// What the table tells a cell each time it places it (set before the cell lays out): the table's style,
/// where the row sits in its section, the separators, and what editing shows.
struct TableCellPlacement: Equatable {
    var style: UITableView.Style = .plain
    var isFirstInSection = false
    var isLastInSection = false
    var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// nil: the default separator grey, RGB(200, 199, 204).
    var separatorColor: UIColor? = nil
    /// The table's separatorInset, which cells use unless they set their own.
    var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// What the editing control shows while the cell is editing.
    var editingStyle: UITableViewCell.EditingStyle = .delete
    /// Whether the row shows a reorder control while editing, as the table decided: the data source's
    /// `tableView(_:canMoveRowAt:)` when it answers itself (UIKit shows the control whenever the data source
    /// can move rows), else the cell's `showsReorderControl`.
    var allowsReorder = false
}
