/// The changes recorded between `beginUpdates()` and `endUpdates()`, with UIKit's index rules: deletions
/// and reloads name rows and sections as they were before the update, insertions as they are after it,
/// moves from before to after.
struct TableUpdate {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [Int: Int] = [:]
    var deletedRows: [TableRow: UITableView.RowAnimation] = [:]
    var insertedRows: [TableRow: UITableView.RowAnimation] = [:]
    var reloadedRows: [TableRow: UITableView.RowAnimation] = [:]
    var movedRows: [TableRow: TableRow] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    mutating func insertSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        for section in sections { insertedSections[section] = animation }
    }

    mutating func deleteSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        for section in sections { deletedSections[section] = animation }
    }

    mutating func reloadSections(_ sections: IndexSet, _ animation: UITableView.RowAnimation) {
        for section in sections { reloadedSections[section] = animation }
    }

    mutating func moveSection(_ section: Int, to newSection: Int) { movedSections[section] = newSection }

    mutating func insertRows(_ paths: [IndexPath], _ animation: UITableView.RowAnimation) {
        for path in paths { insertedRows[TableRow(path)] = animation }
    }

    mutating func deleteRows(_ paths: [IndexPath], _ animation: UITableView.RowAnimation) {
        for path in paths { deletedRows[TableRow(path)] = animation }
    }

    mutating func reloadRows(_ paths: [IndexPath], _ animation: UITableView.RowAnimation) {
        for path in paths { reloadedRows[TableRow(path)] = animation }
    }

    mutating func moveRow(_ path: IndexPath, to newPath: IndexPath) { movedRows[TableRow(path)] = TableRow(newPath) }
}

/// Where each row and section of the table went in an update: the plan the table animates.
struct TableUpdatePlan {
    /// For each new section: the old section it continues (nil: inserted or reloaded), and for each of
    /// its new rows the old row it continues (nil: inserted).
    var newSections: [(old: Int?, rows: [TableRow?])] = []
    /// Old rows' new places (rows deleted, or in deleted or reloaded sections, have none).
    var newRowForOld: [TableRow: TableRow] = [:]
    /// The new index of each reloaded old section.
    var reloadedSectionPlaces: [Int: Int] = [:]

    /// Works out the plan for `update` from the old row counts and the new ones, failing as UIKit does
    /// when the counts do not add up or an index is out of range.
    init(update: TableUpdate, oldCounts: [Int], newCounts: [Int]) {
        let oldSectionCount = oldCounts.count, newSectionCount = newCounts.count
        func fail(_ message: String) -> Never {
            preconditionFailure("UITableView.endUpdates(): Invalid update: \(message)")
        }
        for section in update.deletedSections.keys.sorted() + update.reloadedSections.keys.sorted()
        where section >= oldSectionCount || section < 0 {
            fail("attempt to delete or reload section \(section), but there are only \(oldSectionCount) sections before the update")
        }
        for section in update.insertedSections.keys.sorted() where section >= newSectionCount || section < 0 {
            fail("attempt to insert section \(section) but there are only \(newSectionCount) sections after the update")
        }
        let movedOutSections = Set(update.movedSections.keys), movedInSections = Set(update.movedSections.values)
        let addedSections = Set(update.insertedSections.keys)
        // Each new section continues an old one: kept sections in order, moved ones where they went,
        // reloaded sections where they stand after the others moved in and out.
        var newSectionSources = [Int?](repeating: nil, count: newSectionCount)
        for (old, new) in update.movedSections {
            guard new >= 0, new < newSectionCount, old >= 0, old < oldSectionCount else {
                fail(
                    "attempt to move section \(old) to \(new) with \(oldSectionCount) sections before and \(newSectionCount) after the update"
                )
            }
            newSectionSources[new] = old
        }
        var kept = (0..<oldSectionCount).filter {
            !update.deletedSections.keys.contains($0) && !movedOutSections.contains($0)
        }.makeIterator()
        for new in 0..<newSectionCount where !addedSections.contains(new) && !movedInSections.contains(new) {
            guard let old = kept.next() else {
                fail(
                    "invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(addedSections.count) inserted, \(update.deletedSections.count) deleted)."
                )
            }
            newSectionSources[new] = old
        }
        if kept.next() != nil || oldSectionCount - update.deletedSections.count + addedSections.count != newSectionCount {
            fail(
                "invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(addedSections.count) inserted, \(update.deletedSections.count) deleted)."
            )
        }
        // Rows.
        for row in update.deletedRows.keys.sorted() + update.reloadedRows.keys.sorted() {
            guard row.section >= 0, row.section < oldSectionCount, row.row >= 0, row.row < oldCounts[row.section] else {
                fail(
                    "attempt to delete or reload row \(row.row) from section \(row.section) which only contains \(row.section >= 0 && row.section < oldSectionCount ? oldCounts[row.section] : 0) rows before the update"
                )
            }
        }
        for row in update.insertedRows.keys.sorted() {
            guard row.section >= 0, row.section < newSectionCount, row.row >= 0, row.row < newCounts[row.section] else {
                fail(
                    "attempt to insert row \(row.row) into section \(row.section), but there are only \(row.section >= 0 && row.section < newSectionCount ? newCounts[row.section] : 0) rows in section \(row.section) after the update"
                )
            }
        }
        var movedInto: [Int: [TableRow: TableRow]] = [:]  // new section → new row → old row
        var movedOutCount: [Int: Int] = [:]
        for (old, new) in update.movedRows {
            guard old.section >= 0, old.section < oldSectionCount, old.row >= 0, old.row < oldCounts[old.section],
                new.section >= 0, new.section < newSectionCount, new.row >= 0, new.row < newCounts[new.section]
            else {
                fail(
                    "attempt to move row \(old.row) in section \(old.section) to row \(new.row) in section \(new.section), which does not exist"
                )
            }
            movedInto[new.section, default: [:]][new] = old
            movedOutCount[old.section, default: 0] += 1
        }
        for new in 0..<newSectionCount {
            guard let old = newSectionSources[new], !update.reloadedSections.keys.contains(old) else {
                if let old = newSectionSources[new] { reloadedSectionPlaces[old] = new }
                newSections.append((nil, Array(repeating: nil, count: newCounts[new])))
                // Rows moved into a new section keep their identity.
                for (newRow, oldRow) in movedInto[new] ?? [:] { newRowForOld[oldRow] = newRow }
                continue
            }
            // The old rows that stay in this section, in order, and the rows that arrive.
            let staying = (0..<oldCounts[old]).map { TableRow(section: old, row: $0) }.filter {
                update.deletedRows[$0] == nil && update.movedRows[$0] == nil
            }
            let inserted = update.insertedRows.keys.filter { $0.section == new }.count
            let movedIn = movedInto[new]?.count ?? 0
            let deleted = update.deletedRows.keys.filter { $0.section == old }.count
            let movedOut = movedOutCount[old] ?? 0
            guard staying.count + inserted + movedIn == newCounts[new] else {
                fail(
                    "invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newCounts[new])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                )
            }
            var rows = [TableRow?](repeating: nil, count: newCounts[new])
            var filled = [Bool](repeating: false, count: newCounts[new])
            for row in update.insertedRows.keys where row.section == new { filled[row.row] = true }
            for (newRow, oldRow) in movedInto[new] ?? [:] {
                rows[newRow.row] = oldRow
                filled[newRow.row] = true
            }
            var next = staying.makeIterator()
            for index in rows.indices where !filled[index] { rows[index] = next.next() }
            newSections.append((old, rows))
            for (index, oldRow) in rows.enumerated() {
                if let oldRow { newRowForOld[oldRow] = TableRow(section: new, row: index) }
            }
        }
    }
}
