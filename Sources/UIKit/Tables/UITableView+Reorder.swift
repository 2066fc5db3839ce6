/// Dragging a row by its reorder control while editing, as iOS does: the row lifts and follows the
/// finger, the rows it passes make room for it (the delegate may redirect where it would land with
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`), and on release it settles in its
/// new place and the data source hears `tableView(_:moveRowAt:to:)`.
extension UITableView {
    /// A drag in progress: the row dragged, where it would land, and where the finger holds its cell.
    struct RowReorder {
        var source: TableRow
        var destination: TableRow
        let cell: UITableViewCell
        /// The distance from the finger to the cell's top.
        let grip: CGFloat
    }

    /// The recognizer that drags rows by their reorder controls, made when the table first has a window.
    func installReorderRecognizerIfNeeded() {
        guard reorderRecognizer == nil else { return }
        let recognizer = UIPanGestureRecognizer(target: self, action: UITableView.reorderPanned)
        reorderRecognizer = recognizer
        addGestureRecognizer(recognizer)
    }

    /// The visible row whose reorder control is at `point` (table coordinates), while editing.
    func rowWithReorderControl(at point: CGPoint) -> TableRow? {
        guard isEditing, let row = geometry.row(at: point.y), let cell = visibleRows[row],
            let control = cell.reorderControlFrame
        else { return nil }
        return cell.convert(control, to: self).contains(point) ? row : nil
    }

    /// Where a pan began: its location less its translation.
    func startPoint(of recognizer: UIPanGestureRecognizer) -> CGPoint {
        let location = recognizer.location(in: self), translation = recognizer.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    private func reorderPanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let row = rowWithReorderControl(at: startPoint(of: recognizer)), let cell = visibleRows[row] else {
                return
            }
            let grip = startPoint(of: recognizer).y - cell.frame.minY
            reorder = RowReorder(source: row, destination: row, cell: cell, grip: grip)
            cell.layer.shadowOpacity = 0.3
            cell.layer.shadowRadius = 4
            cell.layer.shadowOffset = .zero
            bringSubviewToFront(cell)
            followFinger(recognizer.location(in: self).y)
        case .changed:
            followFinger(recognizer.location(in: self).y)
        case .ended, .cancelled, .failed:
            endReorder(commit: recognizer.state == .ended)
        default:
            break
        }
    }

    /// Moves the dragged cell under the finger and makes room where it would land.
    private func followFinger(_ y: CGFloat) {
        guard var drag = reorder else { return }
        let height = drag.cell.frame.height
        let top = min(max(y - drag.grip, 0), max(0, contentSize.height - height))
        drag.cell.frame.origin.y = top
        var proposed = proposedDestination(forCenterY: top + height / 2, source: drag.source)
        if let delegate = tableDelegate,
            let existing = existingRow(
                delegate.tableView(
                    self, targetIndexPathForMoveFromRowAt: drag.source.indexPath, toProposedIndexPath: proposed.indexPath))
        {
            proposed = existing
        }
        let changed = proposed != drag.destination
        drag.destination = proposed
        reorder = drag
        guard changed else { return }
        UIView.animate(withDuration: 0.2) {
            for (row, cell) in self.visibleRows where cell !== drag.cell { cell.frame = self.reorderedFrame(row) }
        }
    }

    /// The row the dragged row would take with its middle at `y`: the row under `y` in the table without
    /// the dragged row.
    private func proposedDestination(forCenterY y: CGFloat, source: TableRow) -> TableRow {
        guard let section = geometry.section(at: y) else { return source }
        let rows = geometry.sections[section].rows
        var count = rows.count
        if section == source.section { count -= 1 }
        guard count >= 0 else { return source }
        let rowsTop = geometry.rowsTop(ofSection: section)
        var index = 0
        // The slots of the rows that stay: each row's middle decides whether the dragged row goes above it.
        var offset: CGFloat = 0
        for row in 0..<rows.count where !(section == source.section && row == source.row) {
            let height = rows.height(of: row)
            if y <= rowsTop + offset + height / 2 { break }
            offset += height
            index += 1
        }
        return TableRow(section: section, row: min(index, count))
    }

    /// Where `row`'s cell stands while the dragged row would land at the drag's destination.
    func reorderedFrame(_ row: TableRow) -> CGRect {
        var frame = rowFrame(row)
        guard let drag = reorder else { return frame }
        let height = drag.cell.frame.height
        let (source, destination) = (drag.source, drag.destination)
        if row.section == source.section, row.row > source.row { frame.origin.y -= height }
        // Rows at or after the destination (counted without the dragged row) move down to make room.
        var index = row.row
        if row.section == source.section, row.row > source.row { index -= 1 }
        if row.section == destination.section, index >= destination.row { frame.origin.y += height }
        return frame
    }

    /// The drag ended: on release the data source moves its row and the table moves it too (animated);
    /// a cancelled drag puts the row back.
    private func endReorder(commit: Bool) {
        guard let drag = reorder else { return }
        reorder = nil
        drag.cell.layer.shadowOpacity = 0
        guard commit, drag.destination != drag.source else {
            UIView.animate(withDuration: 0.2) {
                for (row, cell) in self.visibleRows { cell.frame = self.rowFrame(row) }
            }
            return
        }
        dataSource?.tableView(self, moveRowAt: drag.source.indexPath, to: drag.destination.indexPath)
        moveRow(at: drag.source.indexPath, to: drag.destination.indexPath)
    }
}
