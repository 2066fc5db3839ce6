import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds the sections `identifiers`, empty, after the last section.
    ///
    /// Traps, as UIKit raises, when an identifier is already in the snapshot or supplied twice ("Fatal:
    /// supplied section identifiers are not unique").
    ///
    /// - Complexity: O(`identifiers.count`).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers, "appendSections(_:)")
        let first = sections.count
        sections.append(contentsOf: identifiers)
        itemsBySection.append(contentsOf: repeatElement([], count: identifiers.count))
        reindexSections(from: first)
    }

    /// Inserts the sections `identifiers`, empty and in order, just before the section `toIdentifier`.
    ///
    /// Traps, as UIKit raises, when `toIdentifier` is not in the snapshot, or when an inserted identifier is
    /// already in the snapshot or supplied twice.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:beforeSection:)"
        let index = existingSection(toIdentifier, call, "insertIndex")
        checkNewSections(identifiers, call)
        insert(identifiers, at: index)
    }

    /// Inserts the sections `identifiers`, empty and in order, just after the section `toIdentifier`.
    ///
    /// Traps, as UIKit raises, when `toIdentifier` is not in the snapshot, or when an inserted identifier is
    /// already in the snapshot or supplied twice.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:afterSection:)"
        let index = existingSection(toIdentifier, call, "insertIndex")
        checkNewSections(identifiers, call)
        insert(identifiers, at: index + 1)
    }

    /// Removes the sections `identifiers` and all their items. Identifiers that are not in the snapshot are
    /// ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var removed = Set<Int>()
        for identifier in identifiers {
            if let index = sectionPositions.removeValue(forKey: identifier) { removed.insert(index) }
        }
        guard let first = removed.min() else { return }
        var removedItems = Set<ItemIdentifierType>()
        for index in removed {
            for item in itemsBySection[index] {
                itemPositions[item] = nil
                removedItems.insert(item)
            }
        }
        let removedSections = Set(removed.map { sections[$0] })
        sections = sections.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        itemsBySection = itemsBySection.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        reindexSections(from: first)
        reloadedSections.remove { removedSections.contains($0) }
        if !removedItems.isEmpty {
            reloadedItems.remove { removedItems.contains($0) }
            reconfiguredItems.remove { removedItems.contains($0) }
        }
    }

    /// Moves the section `identifier`, with its items, to just before the section `toIdentifier`.
    ///
    /// Traps, as UIKit raises, when either section is not in the snapshot. Moving a section before itself leaves
    /// it where it is.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier`, with its items, to just after the section `toIdentifier`.
    ///
    /// Traps, as UIKit raises, when either section is not in the snapshot. Moving a section after itself leaves
    /// it where it is.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// Marks the sections `identifiers` to be reloaded when the snapshot is applied: the view replaces their
    /// headers, footers and cells.
    ///
    /// Traps, as UIKit raises, when a section is not in the snapshot ("Invalid section identifier for reload
    /// specified").
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard sectionPositions[identifier] != nil else {
                Self.fail("reloadSections(_:)", "Invalid section identifier for reload specified: \(identifier)")
            }
            reloadedSections.insert(identifier)
        }
    }

    // MARK: Helpers

    /// Inserts the sections `identifiers` (already checked), empty, at `index`.
    private mutating func insert(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    private mutating func move(
        _ identifier: SectionIdentifierType, nextTo toIdentifier: SectionIdentifierType, after: Bool, call: String
    ) {
        let from = existingSection(identifier, call, "fromSection")
        var to = existingSection(toIdentifier, call, "toSection")
        guard identifier != toIdentifier else { return }
        sections.remove(at: from)
        let items = itemsBySection.remove(at: from)
        if to > from { to -= 1 }  // The target moved up one when the section left.
        if after { to += 1 }
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections(from: min(from, to))
    }
}
