import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds `identifiers` at the end of the section `sectionIdentifier`, or of the last section when it is nil.
    ///
    /// Traps, as UIKit raises, when the snapshot has no sections ("There are currently no sections in the data
    /// source. Please add a section first."), when the section is not in the snapshot, or when an identifier is
    /// already in the snapshot or supplied twice ("Fatal: supplied item identifiers are not unique").
    ///
    /// - Complexity: O(`identifiers.count`) when appending to the last section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        guard !sections.isEmpty else {
            Self.fail(call, "There are currently no sections in the data source. Please add a section first.")
        }
        let section = sectionIdentifier.map { existingSection($0, call) } ?? sections.count - 1
        checkNewItems(identifiers, call)
        let firstRow = itemsBySection[section].count
        itemsBySection[section].append(contentsOf: identifiers)
        reindexRows(inSection: section, from: firstRow)
        recountStarts(from: section)
    }

    /// Inserts `identifiers`, in order, just before the item `beforeIdentifier`, in its section.
    ///
    /// Traps, as UIKit raises, when `beforeIdentifier` is not in the snapshot, or when an inserted identifier is
    /// already in the snapshot or supplied twice.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:beforeItem:)"
        let position = existingItem(beforeIdentifier, call, "section")
        checkNewItems(identifiers, call)
        insert(identifiers, at: position)
    }

    /// Inserts `identifiers`, in order, just after the item `afterIdentifier`, in its section.
    ///
    /// Traps, as UIKit raises, when `afterIdentifier` is not in the snapshot, or when an inserted identifier is
    /// already in the snapshot or supplied twice.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:afterItem:)"
        var position = existingItem(afterIdentifier, call, "section")
        checkNewItems(identifiers, call)
        position.row += 1
        insert(identifiers, at: position)
    }

    /// Removes the items `identifiers` from their sections. Identifiers that are not in the snapshot are
    /// ignored. The sections stay, even when they become empty.
    ///
    /// - Complexity: O(`identifiers.count` + the item count of the sections they were in + the section count).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removed = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var affected = Set<Int>()
        for identifier in identifiers {
            guard let position = itemPositions.removeValue(forKey: identifier) else { continue }
            removed.insert(identifier)
            affected.insert(position.section)
        }
        guard let firstSection = affected.min() else { return }
        for section in affected {
            itemsBySection[section].removeAll { removed.contains($0) }
            reindexRows(inSection: section, from: 0)
        }
        recountStarts(from: firstSection)
        reloadedItems.remove { removed.contains($0) }
        reconfiguredItems.remove { removed.contains($0) }
    }

    /// Removes every item and every section: the snapshot becomes empty, as a new one is.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item `identifier` to just before the item `toIdentifier`, into that item's section.
    ///
    /// Traps, as UIKit raises, when either item is not in the snapshot. Moving an item before itself leaves it
    /// where it is.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after the item `toIdentifier`, into that item's section.
    ///
    /// Traps, as UIKit raises, when either item is not in the snapshot. Moving an item after itself leaves it
    /// where it is.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks the items `identifiers` to be reloaded when the snapshot is applied: the view replaces their cells
    /// with new ones from the cell provider.
    ///
    /// Traps, as UIKit raises, when an item is not in the snapshot ("Attempted to reload item identifier that does
    /// not exist in the snapshot").
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard itemPositions[identifier] != nil else {
                Self.fail(
                    "reloadItems(_:)", "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)")
            }
            reloadedItems.insert(identifier)
        }
    }

    /// Marks the items `identifiers` to be reconfigured when the snapshot is applied: the view keeps their
    /// existing cells and asks the cell provider to configure them again, which is cheaper than reloading.
    ///
    /// Traps, as UIKit raises, when an item is not in the snapshot ("Attempted to reconfigure item identifier that
    /// does not exist in the snapshot").
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard itemPositions[identifier] != nil else {
                Self.fail(
                    "reconfigureItems(_:)",
                    "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)")
            }
            reconfiguredItems.insert(identifier)
        }
    }

    // MARK: Helpers

    /// Inserts `identifiers` (already checked) at `position`.
    private mutating func insert(_ identifiers: [ItemIdentifierType], at position: SnapshotItemPosition) {
        itemsBySection[position.section].insert(contentsOf: identifiers, at: position.row)
        reindexRows(inSection: position.section, from: position.row)
        recountStarts(from: position.section)
    }

    private mutating func move(_ identifier: ItemIdentifierType, nextTo toIdentifier: ItemIdentifierType, after: Bool, call: String) {
        let from = existingItem(identifier, call, "fromIndex")
        _ = existingItem(toIdentifier, call, "toIndex")
        guard identifier != toIdentifier else { return }
        itemsBySection[from.section].remove(at: from.row)
        reindexRows(inSection: from.section, from: from.row)
        var to = itemPositions[toIdentifier]!
        if after { to.row += 1 }
        itemsBySection[to.section].insert(identifier, at: to.row)
        reindexRows(inSection: to.section, from: to.row)
        recountStarts(from: min(from.section, to.section))
    }
}
