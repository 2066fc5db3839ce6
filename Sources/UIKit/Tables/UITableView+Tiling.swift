extension UITableView {
    /// Places what is visible: measures rows that come into view with estimated heights, keeps the
    /// cells of rows still visible, asks for the cells of rows that came into view and queues the others
    /// for reuse; then the headers and footers, the table header and footer views, the background and the
    /// section index.
    func tile() {
        loadIfNeeded()
        remeasureIfNeeded()
        needsTiling = false
        measureVisibleRows()
        updateContentSize()
        let visible = visibleContentRect
        geometry.rows(from: visible.minY, to: visible.maxY, into: &visibleRanges)
        // Rows that left.
        for (row, cell) in visibleRows where !isVisible(row) {
            visibleRows[row] = nil
            enqueue(cell, leaving: row)
        }
        for range in visibleRanges {
            for index in range.rows {
                let row = TableRow(section: range.section, row: index)
                place(row)
            }
        }
        tileHeadersAndFooters(in: visible)
        placeFillerSeparators(in: visible)
        placeTableViews()
        placeSectionIndex()
    }

    /// The content area that counts as visible: the bounds.
    var visibleContentRect: CGRect { bounds }

    /// Whether `row` is in this pass's visible ranges.
    func isVisible(_ row: TableRow) -> Bool {
        visibleRanges.contains { $0.section == row.section && $0.rows.contains(row.row) }
    }

    /// Shows `row`'s cell at its place, asking the data source for one if the row just came into view.
    func place(_ row: TableRow) {
        if let drag = reorder, drag.source == row { return }
        let frame = reorder == nil ? rowFrame(row) : reorderedFrame(row)
        let cell: UITableViewCell
        if let shown = visibleRows[row] {
            cell = shown
            if cellsAwaitingDisplay.remove(ObjectIdentifier(cell)) == nil {
                if cell.frame != frame { cell.frame = frame }
                return
            }
        } else {
            cell = makeCell(row)
            cellsAwaitingDisplay.remove(ObjectIdentifier(cell))
            visibleRows[row] = cell
        }
        cell.frame = frame
        display(cell, for: row)
    }

    /// Asks the data source for `row`'s cell and makes it the table's.
    func makeCell(_ row: TableRow) -> UITableViewCell {
        guard let dataSource else { preconditionFailure("UITableView: a row without a data source") }
        let cell = dataSource.tableView(self, cellForRowAt: row.indexPath)
        cell.frame = rowFrame(row)
        cell.host = self
        cellsAwaitingDisplay.insert(ObjectIdentifier(cell))
        return cell
    }

    /// Puts `cell` on screen for `row`: its state (selection, editing, placement) and the delegate's
    /// `willDisplay`.
    func display(_ cell: UITableViewCell, for row: TableRow) {
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        configure(cell, for: row, animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: row.indexPath)
        cell.isHidden = false
    }

    /// Gives `cell` the state of `row`: selection, editing and placement.
    func configure(_ cell: UITableViewCell, for row: TableRow, animated: Bool) {
        let selected = selectedRows.contains(row)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        cell.placement = placement(for: row)
        if let delegate = tableDelegate {
            cell.indentationLevel = delegate.tableView(self, indentationLevelForRowAt: row.indexPath)
            if isEditing {
                cell.shouldIndentWhileEditing = delegate.tableView(self, shouldIndentWhileEditingRowAt: row.indexPath)
            }
        }
        let editing = isEditing && canEdit(row)
        if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    }

    /// What the table tells `row`'s cell about its place: style, position in the section, separators
    /// and editing controls.
    func placement(for row: TableRow) -> TableCellPlacement {
        let count = geometry.sections[row.section].rows.count
        var placement = TableCellPlacement()
        placement.style = style
        placement.isFirstInSection = row.row == 0
        placement.isLastInSection = row.row == count - 1
        placement.separatorStyle = separatorStyle
        placement.separatorColor = separatorColor
        placement.separatorInset = separatorInset
        if isEditing {
            placement.editingStyle = editingStyle(for: row)
            placement.allowsReorder = canMove(row)
        }
        return placement
    }

    /// Where `row`'s cell goes: its extent, as wide as the table (less the section index, and inset in
    /// the inset-grouped style).
    func rowFrame(_ row: TableRow) -> CGRect {
        let span = geometry.rowSpan(section: row.section, row: row.row)
        let across = cellSpan()
        return CGRect(x: across.minX, y: span.top, width: across.width, height: span.height)
    }

    /// The horizontal extent of cells (and grouped headers): the width less the section index, inset
    /// in the inset-grouped style.
    func cellSpan() -> (minX: CGFloat, width: CGFloat) {
        let indexWidth = sectionIndex.map { $0.isHidden ? 0 : $0.frame.width } ?? 0
        let inset: CGFloat = style == .insetGrouped ? (traitCollection.userInterfaceIdiom == .pad ? 20 : 16) : 0
        return (inset, max(0, bounds.width - indexWidth - 2 * inset))
    }

    /// Measures the rows that are about to be visible while their heights are estimates, top-down, one
    /// at a time, until the measured rows fill the visible area: rows that turn out taller than their
    /// estimate leave the rows after them unasked. When rows above what was already on screen change
    /// height (scrolling up into estimated rows), the content offset moves with them so that what is on
    /// screen stays put.
    func measureVisibleRows() {
        for _ in 0..<8 {
            let visible = visibleContentRect
            geometry.rows(from: visible.minY, to: visible.maxY, into: &visibleRanges)
            guard let first = visibleRanges.first else { return }
            // The first visible row already measured stands for what is on screen.
            let anchor = firstMeasuredVisibleRow()
            let anchorTop = anchor.map { geometry.rowSpan(section: $0.section, row: $0.row).top } ?? 0
            var measured = false
            var row = TableRow(section: first.section, row: first.rows.lowerBound)
            while row.section < geometry.sections.count {
                let rows = geometry.sections[row.section].rows
                guard row.row < rows.count else {
                    row = TableRow(section: row.section + 1, row: 0)
                    continue
                }
                let shift = anchor.map { geometry.rowSpan(section: $0.section, row: $0.row).top - anchorTop } ?? 0
                if geometry.rowSpan(section: row.section, row: row.row).top >= visible.maxY + shift { break }
                if !rows.isMeasured(row.row) {
                    measure(row)
                    measured = true
                }
                row.row += 1
            }
            guard measured else { return }
            if let anchor {
                let moved = geometry.rowSpan(section: anchor.section, row: anchor.row).top - anchorTop
                if moved != 0 { shiftScrolling(byY: moved) }
            }
        }
    }

    /// The first row in this pass's visible ranges whose height is known.
    private func firstMeasuredVisibleRow() -> TableRow? {
        for range in visibleRanges {
            let rows = geometry.sections[range.section].rows
            if let index = range.rows.first(where: { rows.isMeasured($0) }) {
                return TableRow(section: range.section, row: index)
            }
        }
        return nil
    }

    /// `contentSize` from the geometry: the table's width by the content's height.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight())
        if contentSize != size { contentSize = size }
    }

    /// Places the table header and footer views, and the background view over the bounds.
    func placeTableViews() {
        if let tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if tableHeaderView.frame != frame { tableHeaderView.frame = frame }
        }
        if let tableFooterView {
            let top = geometry.top(ofSection: geometry.sections.count)
            let frame = CGRect(x: 0, y: top, width: bounds.width, height: geometry.tableFooterHeight)
            if tableFooterView.frame != frame { tableFooterView.frame = frame }
        }
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
    }

    /// The visible cells' placement and editing state changed (separators, editing): refreshed at the
    /// next layout.
    func setNeedsCellRefresh() {
        setNeedsLayout()
        for (row, cell) in visibleRows where geometry.sections.indices.contains(row.section) {
            cell.placement = placement(for: row)
        }
    }

    /// Gives every visible cell its row's state again (after editing began or ended).
    func refreshVisibleCells(editingAnimated animated: Bool) {
        for (row, cell) in visibleRows { configure(cell, for: row, animated: animated) }
    }

    /// The rows whose extents meet `rect`.
    func rows(meeting rect: CGRect) -> [TableRow] {
        var ranges: [(section: Int, rows: Range<Int>)] = []
        geometry.rows(from: rect.minY, to: rect.maxY, into: &ranges)
        return ranges.flatMap { range in range.rows.map { TableRow(section: range.section, row: $0) } }
    }
}
