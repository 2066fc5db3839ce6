import Foundation

/// What changed from one snapshot to another, as a table or collection view's batch update takes it.
///
/// The index rules are UIKit's for a batch update: deletions and reloads name positions before the update
/// (old), insertions name positions after it (new), and moves go from an old position to a new one. Every
/// position that no change names holds an item (or section) that stays, and those keep their relative order.
/// So the new snapshot comes from the old one by removing the deleted and moved-away sections (old indexes,
/// highest first), inserting the inserted and moved-here sections (new indexes, lowest first), then, inside
/// sections, doing the same with items: deletions and move sources (old index paths, highest first), then
/// insertions and move destinations (new index paths, lowest first). A reloaded section then takes the new
/// snapshot's items; reloads and reconfigurations replace or refresh cells without changing any count.
///
/// The difference is minimal in moves: items (or sections) that keep their order relative to each other are
/// not moved, so moving one item yields one move and deleting one yields one deletion and nothing else. It
/// holds no contradictory changes for one position:
/// - Item changes never name a position inside a deleted, inserted or reloaded section: those sections' items
///   come from the data source as a whole. An item that leaves such a section for a kept one is an insertion;
///   one that goes into such a section from a kept one is a deletion.
/// - A section or item that is marked reloaded and also moves is a deletion plus an insertion, never a move
///   plus a reload.
/// - Reconfigured items are items that stay or move (not inserted, not reloaded), at their new index paths:
///   their existing cells are configured again after the update.
struct SnapshotDifference: Equatable, Sendable {
    /// A move from an old position to a new one.
    struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        var from: Position
        var to: Position
    }

    /// Sections removed, at their old indexes.
    var deletedSections = IndexSet()
    /// Sections added, at their new indexes.
    var insertedSections = IndexSet()
    /// Sections that moved, from old index to new index, in order of the new index.
    var movedSections: [Move<Int>] = []
    /// Sections marked reloaded in the new snapshot that stay in place, at their old indexes.
    var reloadedSections = IndexSet()
    /// Items removed, at their old index paths, ascending.
    var deletedItems: [IndexPath] = []
    /// Items added, at their new index paths, ascending.
    var insertedItems: [IndexPath] = []
    /// Items that moved, from old index path to new index path, in order of the new index path.
    var movedItems: [Move<IndexPath>] = []
    /// Items marked reloaded in the new snapshot that stay in place, at their old index paths, ascending.
    var reloadedItems: [IndexPath] = []
    /// Items marked reconfigured in the new snapshot, at their new index paths, ascending.
    var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changed: no section or item is deleted, inserted, moved, reloaded or reconfigured.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// Marks one longest strictly increasing subsequence of `values` (distinct integers): the elements that keep
    /// their relative order, so that only the others need to move.
    ///
    /// - Complexity: O(n log n); O(n) comparisons more or less when `values` is already nearly sorted.
    static func increasingSubsequence(of values: [Int]) -> [Bool] {
        // ends[k]: the index of the smallest value that ends an increasing run of length k + 1 found so far.
        var ends: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = ends.count
            if let last = ends.last, values[last] < value {
                low = high  // The common case for items that kept their order: extend the longest run.
            }
            while low < high {
                let middle = (low + high) / 2
                if values[ends[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = ends[low - 1] }
            if low == ends.count { ends.append(index) } else { ends[low] = index }
        }
        var members = [Bool](repeating: false, count: values.count)
        var index = ends.last ?? -1
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The changes that turn `old` into this snapshot, in a batch update's terms (see `SnapshotDifference`).
    /// The reload and reconfigure marks that count are this snapshot's; `old`'s are ignored.
    ///
    /// - Complexity: O(n log n) in the number of sections and items of both snapshots; O(n) when few items
    ///   change order.
    func difference(from old: Self) -> SnapshotDifference {
        var result = SnapshotDifference()

        // Sections: in both, only in the old one (deleted), only in this one (inserted).
        var itemsRebuiltInOld = [Bool](repeating: false, count: old.sections.count)
        var itemsRebuiltInNew = [Bool](repeating: false, count: sections.count)
        var sharedOld: [Int] = []
        var sharedNew: [Int] = []
        for (newIndex, section) in sections.enumerated() {
            if let oldIndex = old.sectionPositions[section] {
                sharedOld.append(oldIndex)
                sharedNew.append(newIndex)
            } else {
                result.insertedSections.insert(newIndex)
                itemsRebuiltInNew[newIndex] = true
            }
        }
        for (oldIndex, section) in old.sections.enumerated() where sectionPositions[section] == nil {
            result.deletedSections.insert(oldIndex)
            itemsRebuiltInOld[oldIndex] = true
        }
        let sectionStays = SnapshotDifference.increasingSubsequence(of: sharedOld)
        for shared in sharedOld.indices {
            let (oldIndex, newIndex) = (sharedOld[shared], sharedNew[shared])
            let isReloaded = reloadedSections.contains(sections[newIndex])
            if isReloaded {
                itemsRebuiltInOld[oldIndex] = true
                itemsRebuiltInNew[newIndex] = true
            }
            switch (sectionStays[shared], isReloaded) {
            case (true, true): result.reloadedSections.insert(oldIndex)
            case (true, false): break
            case (false, true):
                result.deletedSections.insert(oldIndex)
                result.insertedSections.insert(newIndex)
            case (false, false): result.movedSections.append(.init(from: oldIndex, to: newIndex))
            }
        }

        // Items that leave the kept sections: gone, or gone to a section whose items are rebuilt.
        for (oldSection, items) in old.itemsBySection.enumerated() where !itemsRebuiltInOld[oldSection] {
            for (row, item) in items.enumerated() {
                if let position = itemPositions[item], !itemsRebuiltInNew[position.section] { continue }
                result.deletedItems.append(IndexPath(row: row, section: oldSection))
            }
        }

        // Items of the kept sections: new ones are insertions; the others stay or move.
        for (newSection, items) in itemsBySection.enumerated() where !itemsRebuiltInNew[newSection] {
            let oldSection = old.sectionPositions[sections[newSection]]
            var sameSectionOldRows: [Int] = []
            var sameSectionNewRows: [Int] = []
            for (row, item) in items.enumerated() {
                guard let from = old.itemPositions[item], !itemsRebuiltInOld[from.section] else {
                    result.insertedItems.append(IndexPath(row: row, section: newSection))
                    continue
                }
                if from.section == oldSection {
                    sameSectionOldRows.append(from.row)
                    sameSectionNewRows.append(row)
                } else {
                    record(item, movingFrom: from, to: SnapshotItemPosition(section: newSection, row: row), into: &result)
                }
            }
            let itemStays = SnapshotDifference.increasingSubsequence(of: sameSectionOldRows)
            for shared in sameSectionOldRows.indices {
                let from = SnapshotItemPosition(section: oldSection!, row: sameSectionOldRows[shared])
                let to = SnapshotItemPosition(section: newSection, row: sameSectionNewRows[shared])
                let item = items[to.row]
                if itemStays[shared] {
                    if reloadedItems.contains(item) {
                        result.reloadedItems.append(IndexPath(row: from.row, section: from.section))
                    } else if reconfiguredItems.contains(item) {
                        result.reconfiguredItems.append(IndexPath(row: to.row, section: to.section))
                    }
                } else {
                    record(item, movingFrom: from, to: to, into: &result)
                }
            }
        }

        result.deletedItems.sort()
        result.insertedItems.sort()
        result.movedItems.sort { $0.to < $1.to }
        result.reloadedItems.sort()
        result.reconfiguredItems.sort()
        return result
    }

    /// Records that `item` moves: a move, or a deletion and an insertion when it is also marked reloaded.
    private func record(
        _ item: ItemIdentifierType, movingFrom from: SnapshotItemPosition, to: SnapshotItemPosition,
        into result: inout SnapshotDifference
    ) {
        let (oldPath, newPath) = (IndexPath(row: from.row, section: from.section), IndexPath(row: to.row, section: to.section))
        if reloadedItems.contains(item) {
            result.deletedItems.append(oldPath)
            result.insertedItems.append(newPath)
        } else {
            result.movedItems.append(.init(from: oldPath, to: newPath))
            if reconfiguredItems.contains(item) { result.reconfiguredItems.append(newPath) }
        }
    }
}
