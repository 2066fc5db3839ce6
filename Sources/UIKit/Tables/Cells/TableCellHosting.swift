/// The table a cell reports taps on its own controls to; the cell holds it weakly (`UITableViewCell.host`).
@MainActor
protocol TableCellHosting: AnyObject {
    /// The cell's editing control (the red minus or the green plus) was tapped.
    func cellDidTapEditingControl(_ cell: UITableViewCell)
    /// The info button of a `.detailButton` or `.detailDisclosureButton` accessory was tapped.
    func cellDidTapAccessoryButton(_ cell: UITableViewCell)
    /// The cell's `showsReorderControl` changed: the table decides again whether it shows the control.
    func cellReorderRequestDidChange(_ cell: UITableViewCell)
}
