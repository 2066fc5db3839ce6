/// Swiping a row sideways reveals its actions, as iOS does: the trailing actions (the delegate's, or a
/// Delete button for a row that can be deleted) from the right edge, the leading ones from the left.
/// The row follows the finger; lifted past half the buttons' width (or flicked) it opens, else it closes;
/// swiped most of the way across it performs its first action, when the configuration allows. A tap
/// elsewhere, a scroll or editing closes it.
extension UITableView {
    /// How far a row must be swiped across (as a share of its width) to perform its first action.
    static var fullSwipeShare: CGFloat { 0.6 }
    /// The flick speed (points per second) that opens or closes a row whatever its position.
    static var swipeFlickSpeed: CGFloat { 500 }

    /// The recognizer that swipes rows, made when the table first has a window.
    func installSwipeRecognizerIfNeeded() {
        guard swipeRecognizer == nil else { return }
        let recognizer = UIPanGestureRecognizer(target: self, action: UITableView.swipePanned)
        swipeRecognizer = recognizer
        addGestureRecognizer(recognizer)
    }

    /// A swipe begins on a row, mostly sideways, when the row has actions on the side it uncovers (not
    /// while the table is editing).
    func swipeShouldBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard !isEditing, dataSource != nil else { return false }
        let velocity = recognizer.velocity(in: self), translation = recognizer.translation(in: self)
        let sideways = abs(velocity.x) + abs(translation.x) > abs(velocity.y) + abs(translation.y)
        guard sideways, let row = geometry.row(at: recognizer.location(in: self).y), visibleRows[row] != nil else {
            return false
        }
        let towardLeading = velocity.x + translation.x < 0
        if let open = swipedRow, open == row { return true }
        let actions = towardLeading ? trailingSwipeActions(row) : leadingSwipeActions(row)
        return !(actions?.actions.isEmpty ?? true)
    }

    /// Follows the swipe: the row's content moves with the finger; at the end it opens, closes, or
    /// performs its first action.
    private func swipePanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let row = geometry.row(at: recognizer.location(in: self).y), let cell = visibleRows[row] else { return }
            if swipedRow != row {
                closeSwipedRow(animated: true)
                let trailing = trailingSwipeActions(row), leading = leadingSwipeActions(row)
                swipeConfigurations = (leading, trailing)
                cell.setSwipeButtons(
                    leading: buttons(for: leading, row: row), trailing: buttons(for: trailing, row: row))
                swipedRow = row
                swipeOpenedAtOffset = contentOffset
                tableDelegate?.tableView(self, willBeginEditingRowAt: row.indexPath)
            }
            swipeStartOffset = cell.swipeOffset
        case .changed:
            guard let row = swipedRow, let cell = visibleRows[row] else { return }
            cell.setSwipeOffset(clampedSwipeOffset(swipeStartOffset + recognizer.translation(in: self).x, cell), animated: false)
            cell.layoutIfNeeded()
        case .ended:
            guard let row = swipedRow, let cell = visibleRows[row] else { return }
            settleSwipe(row, cell, velocity: recognizer.velocity(in: self).x)
        case .cancelled, .failed:
            closeSwipedRow(animated: true)
        default:
            break
        }
    }

    /// The offset the finger asks for, within what the row's buttons allow (up to its full width on a
    /// side with buttons, nothing on a side without).
    private func clampedSwipeOffset(_ offset: CGFloat, _ cell: UITableViewCell) -> CGFloat {
        let width = cell.bounds.width
        let minimum = cell.trailingSwipeButtonsWidth > 0 ? -width : 0
        let maximum = cell.leadingSwipeButtonsWidth > 0 ? width : 0
        return min(max(offset, minimum), maximum)
    }

    /// The finger lifted with the row at its offset: a full swipe performs the first action; past half
    /// the buttons (or a flick outward) opens; otherwise it closes.
    private func settleSwipe(_ row: TableRow, _ cell: UITableViewCell, velocity: CGFloat) {
        let offset = cell.swipeOffset, width = cell.bounds.width
        let trailing = offset < 0
        let buttonsWidth = trailing ? cell.trailingSwipeButtonsWidth : cell.leadingSwipeButtonsWidth
        let configuration = trailing ? swipeConfigurations.trailing : swipeConfigurations.leading
        if let configuration, configuration.performsFirstActionWithFullSwipe, let first = configuration.actions.first,
            abs(offset) > width * Self.fullSwipeShare
        {
            cell.setSwipeOffset(trailing ? -width : width, animated: true)
            perform(first, row: row, sourceView: cell)
            return
        }
        let outward = trailing ? -velocity : velocity
        let opens = outward > Self.swipeFlickSpeed || (outward > -Self.swipeFlickSpeed && abs(offset) > buttonsWidth / 2)
        if opens && buttonsWidth > 0 {
            cell.setSwipeOffset(trailing ? -buttonsWidth : buttonsWidth, animated: true)
        } else {
            closeSwipedRow(animated: true)
        }
    }

    /// The trailing actions of `row`: the delegate's, or a Delete action when the row can be deleted by
    /// swiping (see `UITableViewDataSource` for how that is known).
    func trailingSwipeActions(_ row: TableRow) -> UISwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row.indexPath) {
            return configuration
        }
        guard canEdit(row), editingStyle(for: row) == .delete,
            optionalMethods.isImplemented(.canEditRow) == true || optionalMethods.isImplemented(.editingStyle) == true
        else { return nil }
        let title = tableDelegate.flatMap { $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: row.indexPath) }
        let delete = UIContextualAction(style: .destructive, title: title ?? "Delete") { [weak self] _, _, done in
            self?.commitDelete(row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The leading actions of `row`: the delegate's (none by default).
    func leadingSwipeActions(_ row: TableRow) -> UISwipeActionsConfiguration? {
        tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row.indexPath)
    }

    /// The buttons that show `configuration`'s actions on `row`.
    private func buttons(for configuration: UISwipeActionsConfiguration?, row: TableRow) -> [CellSwipeButton] {
        (configuration?.actions ?? []).map { action in
            CellSwipeButton(title: action.title, image: action.image, backgroundColor: action.backgroundColor) {
                [weak self] view in self?.perform(action, row: row, sourceView: view)
            }
        }
    }

    /// Runs `action` of `row`: its completion with true closes the row (a destructive action leaves it
    /// to the app, which deletes the row); with false the row closes too, unperformed.
    private func perform(_ action: UIContextualAction, row: TableRow, sourceView: UIView) {
        action.handler(action, sourceView) { [weak self] performed in
            guard let self, self.swipedRow == row else { return }
            if !(performed && action.style == .destructive) { self.closeSwipedRow(animated: true) }
        }
    }

    /// A scroll closes the open row.
    func closeSwipedRowIfScrolled() {
        if swipedRow != nil, contentOffset != swipeOpenedAtOffset, !(swipeRecognizer?.state == .changed) {
            closeSwipedRow(animated: true)
        }
    }
}
