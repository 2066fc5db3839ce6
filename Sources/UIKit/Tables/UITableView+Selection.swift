extension UITableView {
    /// Whether the user can select rows now (while editing, the editing rule applies).
    var allowsCurrentSelection: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether several rows can be selected now.
    var allowsCurrentMultipleSelection: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects or deselects `row` and its cell, if shown.
    func setRow(_ row: TableRow, selected: Bool, animated: Bool) {
        if selected { selectedRows.insert(row) } else { selectedRows.remove(row) }
        if let cell = visibleRows[row], cell.isSelected != selected { cell.setSelected(selected, animated: animated) }
    }

    /// Deselects every row (but `kept`), without calling the delegate.
    func deselectAllRows(except kept: TableRow? = nil, animated: Bool = false) {
        for row in selectedRows where row != kept { setRow(row, selected: false, animated: animated) }
    }

    /// Keeps only the first selected row (single selection again).
    func keepOneSelection() {
        guard let first = selectedRows.min() else { return }
        deselectAllRows(except: first)
    }

    // MARK: Touches

    /// A finger went down: on a row that may be highlighted, its cell is highlighted (UIKit's scroll view
    /// delays the touch a moment, so a drag that scrolls highlights nothing). Returns whether the table
    /// took the touch.
    func trackTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard trackedTouch == nil, let touch = touches.first else { return false }
        if swipedRow != nil {
            closeSwipedRow(animated: true)
            return true
        }
        guard let row = geometry.row(at: touch.location(in: self).y), allowsCurrentSelection || isEditing else {
            return false
        }
        trackedTouch = (touch, row)
        guard allowsCurrentSelection, tableDelegate?.tableView(self, shouldHighlightRowAt: row.indexPath) ?? true
        else { return true }
        highlight(row, true)
        return true
    }

    func trackTouchMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return false }
        return true
    }

    /// The finger lifted: the highlighted row is selected (or, with multiple selection, toggled), asking
    /// the delegate as UIKit does.
    func trackTouchEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return false }
        trackedTouch = nil
        let wasHighlighted = visibleRows[tracked.row]?.isHighlighted ?? false
        if wasHighlighted { highlight(tracked.row, false) }
        guard allowsCurrentSelection, wasHighlighted || visibleRows[tracked.row] == nil else { return true }
        userTapped(tracked.row)
        return true
    }

    func trackTouchCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return false }
        trackedTouch = nil
        if visibleRows[tracked.row]?.isHighlighted == true { highlight(tracked.row, false) }
        return true
    }

    /// Highlights or unhighlights `row`'s cell, telling the delegate.
    func highlight(_ row: TableRow, _ highlighted: Bool) {
        guard let cell = visibleRows[row], cell.isHighlighted != highlighted else { return }
        cell.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: row.indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: row.indexPath)
        }
    }

    /// A tap on `row`: with multiple selection a selected row is deselected; otherwise the delegate may
    /// redirect or veto the selection (`willSelectRowAt`), the previous selection is deselected
    /// (`willDeselectRowAt`, `didDeselectRowAt`) and the row selected (`didSelectRowAt`).
    func userTapped(_ row: TableRow) {
        let delegate = tableDelegate
        if allowsCurrentMultipleSelection && selectedRows.contains(row) {
            userDeselect(row)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            return
        }
        var target = row
        if let delegate {
            guard let redirected = delegate.tableView(self, willSelectRowAt: row.indexPath),
                let existing = existingRow(redirected)
            else { return }
            target = existing
        }
        if !allowsCurrentMultipleSelection {
            for old in selectedRows.sorted() where old != target { userDeselect(old) }
        }
        setRow(target, selected: true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target.indexPath)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    /// Deselects `row` as the user's doing, asking the delegate (which may redirect or refuse).
    private func userDeselect(_ row: TableRow) {
        var target = row
        if let delegate = tableDelegate {
            guard let redirected = delegate.tableView(self, willDeselectRowAt: row.indexPath),
                let existing = existingRow(redirected)
            else { return }
            target = existing
        }
        setRow(target, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target.indexPath)
    }
}
