extension UITableView: TableCellHosting {
    /// Whether `row` can be edited (the data source's answer; true by default).
    func canEdit(_ row: TableRow) -> Bool {
        guard let dataSource else { return false }
        optionalMethods.willAsk(.canEditRow)
        let answer = dataSource.tableView(self, canEditRowAt: row.indexPath)
        optionalMethods.didAsk(.canEditRow)
        return answer
    }

    /// The editing control `row` shows (the delegate's; `.delete` by default).
    func editingStyle(for row: TableRow) -> UITableViewCell.EditingStyle {
        guard let delegate = tableDelegate else { return .delete }
        optionalMethods.willAsk(.editingStyle)
        let style = delegate.tableView(self, editingStyleForRowAt: row.indexPath)
        optionalMethods.didAsk(.editingStyle)
        return style
    }

    /// Whether `row` shows a reorder control while editing: the data source says it can move (when it
    /// answers the question itself), or the cell asks for one.
    func canMove(_ row: TableRow) -> Bool {
        guard let dataSource else { return false }
        optionalMethods.willAsk(.canMoveRow)
        let answer = dataSource.tableView(self, canMoveRowAt: row.indexPath)
        optionalMethods.didAsk(.canMoveRow)
        if optionalMethods.isImplemented(.canMoveRow) == true { return answer }
        return visibleRows[row]?.showsReorderControl ?? false
    }

    /// The editing control of `cell` was tapped: an insert control commits the insertion; a delete
    /// control reveals the row's delete button.
    func cellDidTapEditingControl(_ cell: UITableViewCell) {
        guard let row = visibleRows.first(where: { $0.value === cell })?.key else { return }
        switch editingStyle(for: row) {
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: row.indexPath)
        case .delete: revealDeleteButton(row)
        case .none: break
        }
    }

    /// The detail button of `cell`'s accessory was tapped: the delegate hears of it.
    func cellDidTapAccessoryButton(_ cell: UITableViewCell) {
        guard let row = visibleRows.first(where: { $0.value === cell })?.key else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: row.indexPath)
    }

    /// A cell's `showsReorderControl` changed: its placement says again whether it can move.
    func cellReorderRequestDidChange(_ cell: UITableViewCell) {
        guard let row = visibleRows.first(where: { $0.value === cell })?.key else { return }
        cell.placement = placement(for: row)
    }

    /// Shows `row`'s delete button, as tapping its delete control does.
    func revealDeleteButton(_ row: TableRow) {
        guard let cell = visibleRows[row] else { return }
        closeSwipedRow(animated: true)
        let title = tableDelegate.flatMap {
            $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: row.indexPath)
        }
        let button = CellSwipeButton(
            title: title ?? "Delete", image: nil, backgroundColor: UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
        ) { [weak self] _ in self?.commitDelete(row) }
        cell.setSwipeButtons(leading: [], trailing: [button])
        swipedRow = row
        swipeConfigurations = (nil, nil)
        swipeOpenedAtOffset = contentOffset
        cell.setSwipeOffset(-cell.trailingSwipeButtonsWidth, animated: true)
    }

    /// The delete button of `row` was tapped: the data source commits the deletion.
    func commitDelete(_ row: TableRow) {
        let path = row.indexPath
        closeSwipedRow(animated: false)
        dataSource?.tableView(self, commit: .delete, forRowAt: path)
    }

    /// Closes the revealed swipe actions, if any.
    func closeSwipedRow(animated: Bool) {
        guard let row = swipedRow else { return }
        swipedRow = nil
        visibleRows[row]?.setSwipeOffset(0, animated: animated)
        tableDelegate?.tableView(self, didEndEditingRowAt: existingRow(row.indexPath)?.indexPath)
    }
}
