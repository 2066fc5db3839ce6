extension UITableView {
    /// The delegate as a table view delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Asks the data source and delegate for the content, if `reloadData()` asked for it (or nothing has
    /// been loaded yet).
    func loadIfNeeded() {
        if needsReload { reloadNow() }
    }

    /// Lays the table out if it has a window and waits for a layout, so that questions about what is
    /// visible are answered as of now.
    func layoutIfNeededForQuery() {
        loadIfNeeded()
        if needsTiling { tile() }
    }

    /// Discards the visible cells and asks for the sections, rows and heights again.
    func reloadNow() {
        needsReload = false
        needsRemeasure = false
        hasLoaded = true
        cancelRowAnimations()
        for (row, cell) in visibleRows { enqueue(cell, leaving: row) }
        visibleRows.removeAll(keepingCapacity: true)
        for (section, view) in visibleHeaders { enqueueHeaderFooter(view, section: section, isFooter: false) }
        for (section, view) in visibleFooters { enqueueHeaderFooter(view, section: section, isFooter: true) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        pendingHeaderFooterViews.removeAll()
        let count = dataSource.map { checkedCount($0.numberOfSections(in: self), "numberOfSections(in:)") } ?? 0
        geometry.setSections((0..<count).map { loadSection($0) })
        selectedRows = selectedRows.filter { existingRow($0.indexPath) != nil }
        updateTableViewHeights()
        updateSectionIndexTitles()
        needsTiling = true
    }

    /// The heights of `section`: its rows', header's and footer's.
    func loadSection(_ section: Int) -> TableGeometry.Section {
        let rowCount =
            dataSource.map {
                checkedCount($0.tableView(self, numberOfRowsInSection: section), "tableView(_:numberOfRowsInSection:)")
            } ?? 0
        return TableGeometry.Section(
            header: headerFooterHeight(section, isFooter: false), footer: headerFooterHeight(section, isFooter: true),
            rows: rowHeights(section: section, count: rowCount))
    }

    /// The rows' heights of `section`: final heights when they are known without the cells, estimates
    /// (measured as rows come into view) when the table or delegate estimates or the cells size
    /// themselves.
    func rowHeights(section: Int, count: Int) -> RowHeights {
        guard count > 0 else { return RowHeights(count: 0, base: 0, isFinal: true) }
        let first = TableRow(section: section, row: 0)
        if let estimate = rowEstimate(first) {
            return RowHeights(count: count, base: estimate, isFinal: false)
        }
        let firstHeight = delegateRowHeight(first)
        guard optionalMethods.isImplemented(.heightForRow) == true else {
            return RowHeights(count: count, base: checkedHeight(firstHeight, "rowHeight"), isFinal: true)
        }
        // The delegate gives heights row by row: each is asked now, as UIKit does without estimates.
        var heights = [firstHeight]
        heights.reserveCapacity(count)
        for row in 1..<count { heights.append(delegateRowHeight(TableRow(section: section, row: row))) }
        guard heights.contains(UITableView.automaticDimension) else {
            return RowHeights(heights: heights.map { checkedHeight($0, "tableView(_:heightForRowAt:)") })
        }
        // Some rows size themselves: those are estimates until they come into view.
        var rows = RowHeights(count: count, base: Self.defaultEstimate, isFinal: false)
        for (row, height) in heights.enumerated() where height != UITableView.automaticDimension {
            rows.setHeight(checkedHeight(height, "tableView(_:heightForRowAt:)"), of: row)
        }
        return rows
    }

    /// The estimate for rows like `row`, or nil when rows are not estimated: the delegate's estimate, the
    /// table's `estimatedRowHeight`, or 44 points when rows size themselves. (A delegate's estimate is asked
    /// for each section's first row and stands for the section's rows.)
    func rowEstimate(_ row: TableRow) -> CGFloat? {
        if let delegate = tableDelegate {
            optionalMethods.willAsk(.estimatedHeightForRow)
            let estimate = delegate.tableView(self, estimatedHeightForRowAt: row.indexPath)
            optionalMethods.didAsk(.estimatedHeightForRow)
            if optionalMethods.isImplemented(.estimatedHeightForRow) == true {
                return estimate == UITableView.automaticDimension || !(estimate > 0) ? Self.defaultEstimate : estimate
            }
        }
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if estimatedRowHeight == UITableView.automaticDimension || rowHeight == UITableView.automaticDimension {
            return Self.defaultEstimate
        }
        return nil
    }

    /// The estimate used for cells that size themselves when no other is given.
    static var defaultEstimate: CGFloat { 44 }

    /// The delegate's height for `row`, or `rowHeight` without one.
    func delegateRowHeight(_ row: TableRow) -> CGFloat {
        guard let delegate = tableDelegate else { return rowHeight }
        optionalMethods.willAsk(.heightForRow)
        let height = delegate.tableView(self, heightForRowAt: row.indexPath)
        optionalMethods.didAsk(.heightForRow)
        return height
    }

    /// Measures `row`, whose height was an estimate: the delegate's height, or the cell's own.
    func measure(_ row: TableRow) {
        var height = delegateRowHeight(row)
        if height == UITableView.automaticDimension {
            let cell = visibleRows[row] ?? makeCell(row)
            visibleRows[row] = cell
            height = cell.fittingHeight(forWidth: cellSpan().width)
        }
        let checked = checkedHeight(height, "tableView(_:heightForRowAt:)")
        geometry.updateSection(row.section) { $0.rows.setHeight(checked, of: row.row) }
    }

    /// The height of `section`'s header or footer: the delegate's, else the table's; an automatic height
    /// fits the view or title (or is the style's gap without one).
    func headerFooterHeight(_ section: Int, isFooter: Bool) -> CGFloat {
        let delegate = tableDelegate
        let asked: CGFloat
        if let delegate {
            asked =
                isFooter
                ? delegate.tableView(self, heightForFooterInSection: section)
                : delegate.tableView(self, heightForHeaderInSection: section)
        } else {
            asked = isFooter ? sectionFooterHeight : sectionHeaderHeight
        }
        guard asked == UITableView.automaticDimension else {
            return checkedHeight(asked, isFooter ? "tableView(_:heightForFooterInSection:)" : "tableView(_:heightForHeaderInSection:)")
        }
        if let view = customHeaderFooterView(section, isFooter: isFooter) {
            pendingHeaderFooterViews[HeaderFooterKey(section: section, isFooter: isFooter)] = view
            return fittingHeight(of: view)
        }
        let title = headerFooterTitle(section, isFooter: isFooter)
        return UITableViewHeaderFooterView.standardHeight(
            title: title, isFooter: isFooter, style: style, isFirstSection: section == 0, width: bounds.width)
    }

    /// The delegate's view for `section`'s header or footer.
    func customHeaderFooterView(_ section: Int, isFooter: Bool) -> UIView? {
        guard let delegate = tableDelegate else { return nil }
        return isFooter
            ? delegate.tableView(self, viewForFooterInSection: section)
            : delegate.tableView(self, viewForHeaderInSection: section)
    }

    /// The data source's title for `section`'s header or footer.
    func headerFooterTitle(_ section: Int, isFooter: Bool) -> String? {
        guard let dataSource else { return nil }
        return isFooter
            ? dataSource.tableView(self, titleForFooterInSection: section)
            : dataSource.tableView(self, titleForHeaderInSection: section)
    }

    /// The height a header or footer view needs at the table's width: from Auto Layout when it has
    /// constraints, else its frame's.
    func fittingHeight(of view: UIView) -> CGFloat {
        let width = bounds.width
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let height = size.height > 0 && size.height.isFinite ? size.height : view.frame.height
        return checkedHeight(height, "the header or footer view's height")
    }

    /// The table header and footer views' heights.
    func updateTableViewHeights() {
        geometry.tableHeaderHeight = tableHeaderView.map { checkedHeight($0.frame.height, "tableHeaderView") } ?? 0
        geometry.tableFooterHeight = tableFooterView.map { checkedHeight($0.frame.height, "tableFooterView") } ?? 0
    }

    /// A height the app gave: negative, NaN or infinite heights are taken as 0, with a message naming
    /// where it came from.
    func checkedHeight(_ height: CGFloat, _ source: String) -> CGFloat {
        if height >= 0 && height.isFinite { return height }
        ConsoleLog.write("UITableView: \(source) gave an invalid height (\(height)); using 0.")
        return 0
    }

    /// A count the data source gave: a negative count is taken as 0, with a message naming the method.
    func checkedCount(_ count: Int, _ source: String) -> Int {
        if count >= 0 { return count }
        ConsoleLog.write("UITableView: \(source) returned a negative count (\(count)); using 0.")
        return 0
    }

    /// A height property or the width changed: every height is found again at the next layout (rows
    /// that size themselves and headers that fit their titles depend on the width); the cells stay.
    func setNeedsRemeasure() {
        guard hasLoaded else { return }
        needsRemeasure = true
        setNeedsLayout()
    }

    /// Finds every height again for the rows the table has (without asking for the counts or the cells
    /// again), if a height property or the width changed.
    func remeasureIfNeeded() {
        guard needsRemeasure, !needsReload else { return }
        needsRemeasure = false
        for index in geometry.sections.indices {
            let count = geometry.sections[index].rows.count
            let section = TableGeometry.Section(
                header: headerFooterHeight(index, isFooter: false), footer: headerFooterHeight(index, isFooter: true),
                rows: rowHeights(section: index, count: count))
            geometry.updateSection(index) { $0 = section }
        }
        updateTableViewHeights()
    }

    /// `indexPath` as a row of the table, when it is one.
    func existingRow(_ indexPath: IndexPath) -> TableRow? {
        guard indexPath.count == 2 else { return nil }
        let row = TableRow(indexPath)
        guard geometry.sections.indices.contains(row.section),
            (0..<geometry.sections[row.section].rows.count).contains(row.row)
        else { return nil }
        return row
    }
}

/// A section's header or footer.
struct HeaderFooterKey: Hashable {
    var section: Int
    var isFooter: Bool
}
