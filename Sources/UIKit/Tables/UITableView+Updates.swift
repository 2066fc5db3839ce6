extension UITableView {
    /// How long rows take to move, come and go in an animated update.
    static var rowAnimationDuration: TimeInterval { 0.3 }

    /// Records one change: inside a group it waits for the group's end; alone it is a group of its own.
    func recordUpdate(_ change: (inout TableUpdate) -> Void) {
        let alone = updateDepth == 0
        if alone { beginUpdateGroup() }
        change(&pendingUpdate)
        if alone { endUpdateGroup(completion: nil) }
    }

    func beginUpdateGroup() {
        if updateDepth == 0 {
            // A table that has not loaded its content yet (or is about to reload) loads it after the
            // update instead of animating it, as UIKit does.
            updateGroupReloads = needsReload || !hasLoaded
        }
        updateDepth += 1
    }

    /// Ends a group: at the outermost end, the new counts are asked for and checked against the changes,
    /// and the rows animate to their new places.
    func endUpdateGroup(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if let completion { pendingCompletions.append(completion) }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate, completions = pendingCompletions
        pendingUpdate = TableUpdate()
        pendingCompletions = []
        if updateGroupReloads {
            reloadData()
            for completion in completions { completion(true) }
            return
        }
        apply(update) { finished in for completion in completions { completion(finished) } }
    }

    /// Applies `update`: new counts and heights, the selection and visible cells carried to their new
    /// rows, then the animation of everything that moved, came or went.
    private func apply(_ update: TableUpdate, completion: @escaping (Bool) -> Void) {
        let oldGeometry = geometry
        let oldCounts = geometry.sections.map(\.rows.count)
        let newSectionCount = dataSource.map { checkedCount($0.numberOfSections(in: self), "numberOfSections(in:)") } ?? 0
        let newSections = (0..<newSectionCount).map { loadSection($0) }
        let plan = TableUpdatePlan(update: update, oldCounts: oldCounts, newCounts: newSections.map(\.rows.count))
        geometry.setSections(newSections)
        updateTableViewHeights()

        // Selection follows its rows; reloaded rows lose it.
        selectedRows = Set(selectedRows.compactMap { update.reloadedRows[$0] == nil ? plan.newRowForOld[$0] : nil })

        // Visible cells follow their rows; the others go.
        var departing: [(cell: UITableViewCell, row: TableRow, frame: CGRect, animation: RowAnimation)] = []
        var moving: [(view: UIView, from: CGRect)] = []
        let oldVisible = visibleRows
        visibleRows.removeAll(keepingCapacity: true)
        for (old, cell) in oldVisible {
            if update.reloadedRows[old] == nil, let new = plan.newRowForOld[old] {
                visibleRows[new] = cell
                moving.append((cell, cell.frame))
            } else {
                let animation =
                    update.deletedRows[old] ?? update.reloadedRows[old] ?? update.deletedSections[old.section]
                    ?? update.reloadedSections[old.section] ?? .automatic
                departing.append((cell, old, cell.frame, animation))
            }
        }
        // Headers and footers follow their sections.
        var newSectionForOld: [Int: Int] = [:]
        for (new, section) in plan.newSections.enumerated() { if let old = section.old { newSectionForOld[old] = new } }
        for (headers, isFooter) in [(visibleHeaders, false), (visibleFooters, true)] {
            var kept: [Int: UIView] = [:]
            for (old, view) in headers {
                if let new = newSectionForOld[old] {
                    kept[new] = view
                    moving.append((view, view.frame))
                } else {
                    enqueueHeaderFooter(view, section: old, isFooter: isFooter)
                }
            }
            if isFooter { visibleFooters = kept } else { visibleHeaders = kept }
        }

        // Rows that arrive, with the animation they arrive by.
        var arriving: [TableRow: RowAnimation] = [:]
        for (new, section) in plan.newSections.enumerated() {
            for (index, source) in section.rows.enumerated() {
                let row = TableRow(section: new, row: index)
                if let source {
                    if let animation = update.reloadedRows[source] { arriving[row] = animation }
                } else if section.old != nil {
                    arriving[row] = update.insertedRows[row] ?? .automatic
                } else {
                    let reloadedFrom = newSectionSourceReloaded(update, plan, new)
                    arriving[row] = update.insertedSections[new] ?? reloadedFrom ?? .automatic
                }
            }
        }

        setNeedsCellRefresh()
        tile()

        // Rows that were off screen and come into view slide from where they were.
        for (row, cell) in visibleRows where arriving[row] == nil && !moving.contains(where: { $0.view === cell }) {
            if let old = plan.oldRow(for: row), oldGeometry.sections.indices.contains(old.section) {
                var previous = oldGeometry
                let span = previous.rowSpan(section: old.section, row: old.row)
                moving.append((cell, CGRect(x: cell.frame.minX, y: span.top, width: cell.frame.width, height: span.height)))
            }
        }
        for (cell, _, _, _) in departing { departingCells.insert(ObjectIdentifier(cell)) }
        guard window != nil, animatesUpdates, UIView.areAnimationsEnabled else {
            for (cell, row, _, _) in departing { finishDeparture(cell, row) }
            completion(true)
            return
        }
        // Start states.
        var targets: [(UIView, CGRect, CGFloat)] = []
        UIView.performWithoutAnimation {
            for (view, from) in moving {
                targets.append((view, view.frame, view.alpha))
                view.frame = from
            }
            for (row, animation) in arriving {
                guard let cell = visibleRows[row] else { continue }
                targets.append((cell, cell.frame, 1))
                let start = Self.offscreenState(cell.frame, animation)
                cell.frame = start.frame
                cell.alpha = start.alpha
            }
            for (cell, _, frame, animation) in departing {
                cell.frame = frame
                if animation == .none { cell.isHidden = true }
                sendCellBehindRows(cell)
            }
        }
        UIView.animate(
            withDuration: Self.rowAnimationDuration,
            animations: {
                for (view, frame, alpha) in targets {
                    view.frame = frame
                    view.alpha = alpha
                }
                for (cell, _, frame, animation) in departing {
                    let end = Self.offscreenState(frame, animation)
                    cell.frame = end.frame
                    cell.alpha = end.alpha
                }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for (cell, row, _, _) in departing { self.finishDeparture(cell, row) }
                completion(finished)
            })
    }

    /// The animation of the rows of new section `new` when it replaces a reloaded section.
    private func newSectionSourceReloaded(_ update: TableUpdate, _ plan: TableUpdatePlan, _ new: Int) -> RowAnimation? {
        // A reloaded section stands where it was, among the others.
        update.reloadedSections.first { plan.reloadedSectionPlace($0.key) == new }?.value
    }

    /// Where a row arriving or departing with `animation` is while off: its frame and alpha.
    static func offscreenState(_ frame: CGRect, _ animation: RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .automatic: return (frame, 0)
        case .right: return (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .left: return (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .middle: return (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
        case .none: return (frame, 1)
        }
    }

    /// A departing cell goes behind the rows that stay, so that they cover it as they close the gap.
    private func sendCellBehindRows(_ cell: UITableViewCell) {
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }

    /// A departing cell's animation ended: it is queued for reuse (unless a reload took it already).
    private func finishDeparture(_ cell: UITableViewCell, _ row: TableRow) {
        guard departingCells.remove(ObjectIdentifier(cell)) != nil else { return }
        cell.alpha = 1
        enqueue(cell, leaving: row)
    }

    /// Ends the departures in progress at once (a reload).
    func cancelRowAnimations() {
        guard !departingCells.isEmpty else { return }
        for cell in subviews.compactMap({ $0 as? UITableViewCell }) where departingCells.contains(ObjectIdentifier(cell)) {
            departingCells.remove(ObjectIdentifier(cell))
            cell.alpha = 1
            cell.layer.removeAllAnimations()
            queueForReuse(cell)
        }
    }

    /// Asks for the cells of `indexPaths` again, giving the data source the chance to configure the cells
    /// already shown: UIKit's `reconfigureRows(at:)` dequeues the very cell on screen.
    func reconfigure(_ indexPaths: [IndexPath]) {
        loadIfNeeded()
        guard let dataSource else { return }
        for path in indexPaths {
            guard let row = existingRow(path), let cell = visibleRows[row] else { continue }
            reconfiguring = cell
            let given = dataSource.tableView(self, cellForRowAt: path)
            reconfiguring = nil
            if given !== cell {
                visibleRows[row] = given
                given.host = self
                given.frame = cell.frame
                enqueue(cell, leaving: row)
                display(given, for: row)
            }
        }
    }
}

extension TableUpdatePlan {
    /// The old row that new `row` continues, if any.
    func oldRow(for row: TableRow) -> TableRow? {
        guard newSections.indices.contains(row.section), newSections[row.section].rows.indices.contains(row.row) else {
            return nil
        }
        return newSections[row.section].rows[row.row]
    }

    /// The new index of reloaded old section `old`: where it stands among the new sections.
    func reloadedSectionPlace(_ old: Int) -> Int? { reloadedSectionPlaces[old] }
}
