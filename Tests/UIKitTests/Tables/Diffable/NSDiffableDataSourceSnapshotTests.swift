// NSDiffableDataSourceSnapshot: reading, item and section changes, and the reload marks, with UIKit's values.
// Public API only.
import Foundation
import Testing
import UIKit

@Suite("NSDiffableDataSourceSnapshot")
struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections "A" [1, 2, 3] and "B" [4, 5].
    func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5], toSection: "B")
        return snapshot
    }

    /// Each section with its items, in order.
    func contents(_ snapshot: Snapshot) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }

    @Test("A new snapshot is empty")
    func empty() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfSection("A") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("Counts, identifiers and indexes: an item's index counts across sections")
    func reading() {
        let snapshot = twoSections()
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "A") == 3 && snapshot.numberOfItems(inSection: "B") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5])
        #expect(snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(3) == 2 && snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(5) == 4 && snapshot.indexOfItem(6) == nil)
        #expect(snapshot.indexOfSection("A") == 0 && snapshot.indexOfSection("B") == 1 && snapshot.indexOfSection("C") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "A" && snapshot.sectionIdentifier(containingItem: 5) == "B")
    }

    @Test("appendItems without a section appends to the last section")
    func appendToLastSection() {
        var snapshot = twoSections()
        snapshot.appendItems([6])
        snapshot.appendItems([])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 6])
        snapshot.appendSections(["C"])
        snapshot.appendItems([7, 8])
        #expect(contents(snapshot) == ["A": [1, 2, 3], "B": [4, 5, 6], "C": [7, 8]])
        #expect(snapshot.indexOfItem(8) == 7)
    }

    @Test("insertItems before and after an item, at either end of its section")
    func insertItems() {
        var snapshot = twoSections()
        snapshot.insertItems([10, 11], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 3)
        snapshot.insertItems([13], afterItem: 10)
        snapshot.insertItems([14], beforeItem: 5)
        #expect(contents(snapshot) == ["A": [10, 13, 11, 1, 2, 3, 12], "B": [4, 14, 5]])
        #expect(snapshot.indexOfItem(12) == 6 && snapshot.indexOfItem(5) == 9)
        #expect(snapshot.sectionIdentifier(containingItem: 14) == "B")
    }

    @Test("deleteItems removes items and ignores unknown ones; emptied sections stay")
    func deleteItems() {
        var snapshot = twoSections()
        snapshot.deleteItems([2, 99, 4, 5])
        #expect(contents(snapshot) == ["A": [1, 3], "B": []])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 2)
        #expect(snapshot.indexOfItem(3) == 1 && snapshot.indexOfItem(2) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.appendItems([2])  // A deleted identifier can come back.
        #expect(snapshot.itemIdentifiers(inSection: "B") == [2])
    }

    @Test("deleteAllItems removes the sections too")
    func deleteAllItems() {
        var snapshot = twoSections()
        snapshot.reloadItems([1])
        snapshot.reloadSections(["A"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
        snapshot.appendSections(["A"])  // The old section identifiers are free again.
        snapshot.appendItems([1])
        #expect(snapshot.itemIdentifiers == [1])
    }

    @Test("moveItem before and after an item, within a section and into another")
    func moveItems() {
        var snapshot = twoSections()
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [2, 3, 1])
        snapshot.moveItem(1, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3])
        snapshot.moveItem(2, beforeItem: 5)
        #expect(contents(snapshot) == ["A": [1, 3], "B": [4, 2, 5]])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "B" && snapshot.indexOfItem(2) == 3)
        snapshot.moveItem(5, afterItem: 3)
        #expect(contents(snapshot) == ["A": [1, 3, 5], "B": [4, 2]])
        snapshot.moveItem(4, beforeItem: 4)  // Next to itself: it stays.
        snapshot.moveItem(3, afterItem: 3)
        #expect(contents(snapshot) == ["A": [1, 3, 5], "B": [4, 2]])
    }

    @Test("Sections: insert before and after, move, delete with their items")
    func sections() {
        var snapshot = twoSections()
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["M", "N"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "M", "N", "B"])
        #expect(snapshot.itemIdentifiers(inSection: "M").isEmpty)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.sectionIdentifier(containingItem: 4) == "B")
        snapshot.moveSection("B", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "B", "A", "M", "N"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3] && snapshot.indexOfItem(1) == 2)
        snapshot.moveSection("Z", afterSection: "N")
        #expect(snapshot.sectionIdentifiers == ["B", "A", "M", "N", "Z"])
        snapshot.moveSection("A", afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["B", "A", "M", "N", "Z"])
        snapshot.deleteSections(["M", "B", "Q"])
        #expect(snapshot.sectionIdentifiers == ["A", "N", "Z"])
        #expect(snapshot.numberOfItems == 3 && snapshot.indexOfItem(4) == nil && snapshot.indexOfSection("N") == 1)
        snapshot.appendItems([4], toSection: "N")  // Items of a deleted section can be added again.
        #expect(snapshot.indexOfItem(4) == 3)
    }

    @Test("Reload and reconfigure marks: in marking order, each once, forgotten with their item or section")
    func marks() {
        var snapshot = twoSections()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([5, 2])
        snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [5, 2])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        snapshot.moveItem(3, beforeItem: 4)  // A moved item keeps its mark.
        snapshot.deleteItems([1, 2])
        #expect(snapshot.reloadedItemIdentifiers == [3] && snapshot.reconfiguredItemIdentifiers == [5])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("A snapshot is a value: a changed copy leaves the original as it was")
    func valueSemantics() {
        let original = twoSections()
        var copy = original
        copy.deleteItems([1])
        copy.moveSection("B", beforeSection: "A")
        copy.reloadItems([2])
        #expect(original.itemIdentifiers == [1, 2, 3, 4, 5] && original.sectionIdentifiers == ["A", "B"])
        #expect(original.reloadedItemIdentifiers.isEmpty)
        #expect(copy.itemIdentifiers == [4, 5, 2, 3])
    }

    @Test("A snapshot is Sendable: built on another task and read here")
    func sendable() async {
        let snapshot = await Task.detached { () -> Snapshot in
            var snapshot = Snapshot()
            snapshot.appendSections(["A"])
            snapshot.appendItems(Array(0..<100))
            return snapshot
        }.value
        #expect(snapshot.numberOfItems == 100 && snapshot.indexOfItem(42) == 42)
    }

    @Test("100,000 items appended one call at a time build quickly, with every lookup right")
    func largeSnapshot() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        for item in 0..<50_000 { snapshot.appendItems([item], toSection: "A") }
        for item in 50_000..<100_000 { snapshot.appendItems([item]) }
        #expect(snapshot.numberOfItems == 100_000)
        #expect(snapshot.indexOfItem(0) == 0 && snapshot.indexOfItem(49_999) == 49_999 && snapshot.indexOfItem(99_999) == 99_999)
        #expect(snapshot.sectionIdentifier(containingItem: 50_000) == "B")
        #expect(snapshot.numberOfItems(inSection: "B") == 50_000)
        snapshot.insertItems([-1], beforeItem: 0)
        #expect(snapshot.indexOfItem(99_999) == 100_000)
    }
}
