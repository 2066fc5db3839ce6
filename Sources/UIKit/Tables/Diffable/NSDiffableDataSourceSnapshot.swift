import Foundation

/// The state of a table or collection view's data at one moment: its sections in order, and each section's
/// items in order, named by identifiers.
///
/// A snapshot is a value: copy it, change the copy, and hand it to a diffable data source, which animates
/// the difference. Identifiers are unique across the whole snapshot (an item lives in exactly one section) and
/// only their equality matters: two equal identifiers name the same section or item. Snapshots can be made,
/// read and changed on any thread.
///
/// Lookups by identifier (`indexOfItem(_:)`, `indexOfSection(_:)`, `sectionIdentifier(containingItem:)`)
/// take constant time; appending items or sections takes time proportional to what is appended, so a snapshot
/// of any size is built in linear time.
///
/// Misuse traps with UIKit's message (UIKit raises NSInternalInconsistencyException): appending items when
/// there are no sections, supplying an identifier that is already in the snapshot or twice in one call,
/// naming an item or section that is not in the snapshot where one must be.
///
/// Source: Apple, NSDiffableDataSourceSnapshot.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The sections, in order.
    var sections: [SectionIdentifierType] = []
    /// Each section's items, in order; parallel to `sections`.
    var itemsBySection: [[ItemIdentifierType]] = []
    /// Where each section is in `sections`.
    var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Where each item is: its section's index and its row in that section.
    var itemPositions: [ItemIdentifierType: SnapshotItemPosition] = [:]
    /// The index, among all items, of each section's first item; one more entry at the end holds the item count.
    var sectionStarts: [Int] = [0]
    /// Items marked by `reloadItems(_:)`, in the order they were first marked.
    var reloadedItems = SnapshotMarks<ItemIdentifierType>()
    /// Items marked by `reconfigureItems(_:)`, in the order they were first marked.
    var reconfiguredItems = SnapshotMarks<ItemIdentifierType>()
    /// Sections marked by `reloadSections(_:)`, in the order they were first marked.
    var reloadedSections = SnapshotMarks<SectionIdentifierType>()

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The item identifiers of all sections, section by section, each section's in order.
    ///
    /// - Complexity: O(`numberOfItems`).
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The number of items in the section `identifier`. A section that is not in the snapshot traps, as UIKit
    /// raises.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[existingSection(identifier, "numberOfItems(inSection:)")].count
    }

    /// The items of the section `identifier`, in order. A section that is not in the snapshot traps, as UIKit
    /// raises.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[existingSection(identifier, "itemIdentifiers(inSection:)")]
    }

    /// The section that holds the item `identifier`, or nil when the item is not in the snapshot.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPositions[identifier].map { sections[$0.section] }
    }

    /// The index of the item `identifier` among all items (counted across sections, from 0), or nil when the
    /// item is not in the snapshot.
    ///
    /// - Complexity: O(1).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemPositions[identifier].map { sectionStarts[$0.section] + $0.row }
    }

    /// The index of the section `identifier`, or nil when the section is not in the snapshot.
    ///
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The items marked by `reloadItems(_:)` that are still in the snapshot, in the order they were marked: the
    /// items whose cells the view replaces when the snapshot is applied.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked by `reconfigureItems(_:)` that are still in the snapshot, in the order they were
    /// marked: the items whose existing cells the view configures again when the snapshot is applied.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The sections marked by `reloadSections(_:)` that are still in the snapshot, in the order they were
    /// marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    // MARK: Index paths, for the data sources

    /// The index path of the item `identifier` (its section's index and its row there), or nil when the item
    /// is not in the snapshot. O(1).
    func indexPath(forItem identifier: ItemIdentifierType) -> IndexPath? {
        itemPositions[identifier].map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The item at `indexPath`, or nil when the path is outside the snapshot. O(1).
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = itemsBySection[indexPath.section]
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The section at `index`, or nil when the index is outside the snapshot. O(1).
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at `index` (0 outside the snapshot). O(1).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? itemsBySection[index].count : 0
    }

    /// Forgets which items and sections were marked reloaded or reconfigured: what a data source keeps after
    /// applying the snapshot.
    mutating func clearChangeMarks() {
        reloadedItems = SnapshotMarks()
        reconfiguredItems = SnapshotMarks()
        reloadedSections = SnapshotMarks()
    }

    // MARK: Checks

    /// The index of the section `identifier`; traps with UIKit's message when it is not in the snapshot.
    func existingSection(_ identifier: SectionIdentifierType, _ call: String, _ condition: String = "section") -> Int {
        guard let index = sectionPositions[identifier] else {
            Self.fail(call, "Invalid parameter not satisfying: \(condition) != NSNotFound (no section \(identifier) in the snapshot)")
        }
        return index
    }

    /// The position of the item `identifier`; traps with UIKit's message when it is not in the snapshot.
    func existingItem(_ identifier: ItemIdentifierType, _ call: String, _ condition: String) -> SnapshotItemPosition {
        guard let position = itemPositions[identifier] else {
            Self.fail(call, "Invalid parameter not satisfying: \(condition) != NSNotFound (no item \(identifier) in the snapshot)")
        }
        return position
    }

    /// Traps unless `identifiers` are distinct and none is in the snapshot yet, with UIKit's message.
    func checkNewItems(_ identifiers: [ItemIdentifierType], _ call: String) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || itemPositions[identifier] != nil {
            duplicates.append(identifier)
        }
        if !duplicates.isEmpty {
            Self.fail(call, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
        }
    }

    /// Traps unless `identifiers` are distinct and none is in the snapshot yet, with UIKit's message.
    func checkNewSections(_ identifiers: [SectionIdentifierType], _ call: String) {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || sectionPositions[identifier] != nil {
            duplicates.append(identifier)
        }
        if !duplicates.isEmpty {
            Self.fail(call, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
        }
    }

    /// Traps with a message that names the call first, then gives UIKit's reason.
    static func fail(_ call: String, _ reason: String) -> Never {
        preconditionFailure("NSDiffableDataSourceSnapshot.\(call): \(reason)")
    }

    /// A set of identifiers as UIKit prints one in its messages: `{(a, b)}`, each once.
    static func describe<Element: Hashable>(_ identifiers: [Element]) -> String {
        var seen = Set<Element>()
        let unique = identifiers.filter { seen.insert($0).inserted }
        return "{(" + unique.map { String(describing: $0) }.joined(separator: ", ") + ")}"
    }

    // MARK: Keeping the indexes

    /// Records the rows of the items of section `section` from row `row` on.
    mutating func reindexRows(inSection section: Int, from row: Int) {
        let items = itemsBySection[section]
        for index in row..<items.count {
            itemPositions[items[index]] = SnapshotItemPosition(section: section, row: index)
        }
    }

    /// Recomputes where each section from `section` on starts among all items.
    mutating func recountStarts(from section: Int) {
        sectionStarts.removeSubrange((section + 1)...)
        for index in section..<sections.count {
            sectionStarts.append(sectionStarts[index] + itemsBySection[index].count)
        }
    }

    /// Records the positions of the sections from `section` on and of all their items, and where they start:
    /// after sections were inserted, deleted or moved there.
    mutating func reindexSections(from section: Int) {
        for index in section..<sections.count {
            sectionPositions[sections[index]] = index
            reindexRows(inSection: index, from: 0)
        }
        recountStarts(from: section)
    }
}

/// Where an item is in a snapshot: its section's index, and its row in that section.
struct SnapshotItemPosition: Hashable, Sendable {
    var section: Int
    var row: Int
}

/// Identifiers in the order they were first added, each once, with constant-time membership.
struct SnapshotMarks<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    func contains(_ element: Element) -> Bool { members.contains(element) }

    mutating func insert(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    /// Forgets the elements for which `isRemoved` is true.
    mutating func remove(where isRemoved: (Element) -> Bool) {
        guard !members.isEmpty else { return }
        var kept: [Element] = []
        for element in elements {
            if isRemoved(element) { members.remove(element) } else { kept.append(element) }
        }
        elements = kept
    }
}
