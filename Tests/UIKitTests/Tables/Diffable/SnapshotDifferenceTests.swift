// The difference between two snapshots, in a batch update's terms: chosen cases with their exact changes, a
// randomized round trip over seeded snapshot pairs (applying the difference to the old sections gives the new
// ones), and a 100,000-item diff. Clear-box: the difference is internal.
import Foundation
import Testing

@testable import UIKit

@Suite("SnapshotDifference")
struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    typealias Move = SnapshotDifference.Move

    /// A snapshot of `sections`, each a name and its items.
    func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items)
        }
        return snapshot
    }

    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("Equal snapshots differ in nothing")
    func equal() {
        let old = snapshot(["A": [1, 2, 3], "B": [4]])
        #expect(snapshot(["A": [1, 2, 3], "B": [4]]).difference(from: old).isEmpty)
        #expect(Snapshot().difference(from: Snapshot()).isEmpty)
    }

    @Test("Deleting one item is one deletion at its old path, and nothing else moves")
    func deleteOne() {
        let old = snapshot(["A": [1, 2, 3, 4], "B": [5, 6]])
        let difference = snapshot(["A": [1, 3, 4], "B": [5, 6]]).difference(from: old)
        #expect(difference == SnapshotDifference(deletedItems: [path(0, 1)]))
    }

    @Test("Inserting items gives their new paths")
    func insert() {
        let old = snapshot(["A": [1, 2], "B": [5]])
        let difference = snapshot(["A": [0, 1, 2, 3], "B": [5, 6]]).difference(from: old)
        #expect(difference == SnapshotDifference(insertedItems: [path(0, 0), path(0, 3), path(1, 1)]))
    }

    @Test("Moving one item within its section is one move")
    func moveOneWithinSection() {
        let old = snapshot(["A": [1, 2, 3, 4, 5]])
        #expect(
            snapshot(["A": [2, 3, 4, 1, 5]]).difference(from: old)
                == SnapshotDifference(movedItems: [Move(from: path(0, 0), to: path(0, 3))]))
        #expect(
            snapshot(["A": [5, 1, 2, 3, 4]]).difference(from: old)
                == SnapshotDifference(movedItems: [Move(from: path(0, 4), to: path(0, 0))]))
    }

    @Test("Swapping two neighbours is one move")
    func swapNeighbours() {
        let difference = snapshot(["A": [2, 1, 3]]).difference(from: snapshot(["A": [1, 2, 3]]))
        #expect(difference.movedItems.count == 1 && difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    }

    @Test("An item that changes section is a move, from its old path to its new one")
    func moveAcrossSections() {
        let old = snapshot(["A": [1, 2, 3], "B": [4, 5]])
        let difference = snapshot(["A": [1, 3], "B": [4, 2, 5]]).difference(from: old)
        #expect(difference == SnapshotDifference(movedItems: [Move(from: path(0, 1), to: path(1, 1))]))
    }

    @Test("Sections: deleted at old indexes, inserted at new ones, one move for one section moved")
    func sections() {
        let old = snapshot(["A": [1], "B": [2], "C": [3], "D": [4]])
        let moved = snapshot(["D": [4], "A": [1], "B": [2], "C": [3]]).difference(from: old)
        #expect(moved == SnapshotDifference(movedSections: [Move(from: 3, to: 0)]))
        let changed = snapshot(["A": [1], "X": [9], "C": [3], "D": [4]]).difference(from: old)
        #expect(changed == SnapshotDifference(deletedSections: [1], insertedSections: [1]))
    }

    @Test("Items in deleted or inserted sections are not listed; items crossing into or out of them are")
    func itemsAndSectionChanges() {
        let old = snapshot(["A": [1, 2], "B": [3, 4]])
        // B goes; its 3 moves to A (an insertion: its old section is gone). X comes with 2 (a deletion from A).
        let difference = snapshot(["A": [1, 3], "X": [2, 5]]).difference(from: old)
        #expect(
            difference
                == SnapshotDifference(
                    deletedSections: [1], insertedSections: [1], deletedItems: [path(0, 1)], insertedItems: [path(0, 1)]))
    }

    @Test("A moved section keeps its item changes: deletions at the old section index, insertions at the new")
    func itemChangesInMovedSection() {
        let old = snapshot(["A": [1, 2], "B": [3, 4]])
        let difference = snapshot(["B": [4, 5], "A": [1, 2]]).difference(from: old)
        #expect(
            difference
                == SnapshotDifference(
                    movedSections: [Move(from: 1, to: 0)], deletedItems: [path(1, 0)], insertedItems: [path(0, 1)]))
    }

    @Test("Reloaded items that stay are reloads at old paths; reloaded items that move are a deletion and an insertion")
    func reloadedItems() {
        let old = snapshot(["A": [1, 2, 3], "B": [4]])
        var new = snapshot(["A": [0, 1, 2, 3], "B": [4]])
        new.reloadItems([2, 0])
        #expect(new.difference(from: old) == SnapshotDifference(insertedItems: [path(0, 0)], reloadedItems: [path(0, 1)]))
        var moved = snapshot(["A": [2, 3], "B": [1, 4]])
        moved.reloadItems([1])
        #expect(moved.difference(from: old) == SnapshotDifference(deletedItems: [path(0, 0)], insertedItems: [path(1, 0)]))
    }

    @Test("Reconfigured items that stay or move are listed at their new paths")
    func reconfiguredItems() {
        let old = snapshot(["A": [1, 2, 3], "B": [4]])
        var new = snapshot(["A": [0, 2, 3], "B": [1, 4]])
        new.reconfigureItems([3, 1, 0])
        #expect(
            new.difference(from: old)
                == SnapshotDifference(
                    insertedItems: [path(0, 0)], movedItems: [Move(from: path(0, 0), to: path(1, 0))],
                    reconfiguredItems: [path(0, 2), path(1, 0)]))
    }

    @Test("A reloaded section is a reload at its old index, without item changes inside it")
    func reloadedSection() {
        let old = snapshot(["A": [1, 2], "B": [3, 4]])
        var new = snapshot(["A": [1], "B": [5, 4, 2]])
        new.reloadSections(["B"])
        // 2 leaves kept A for reloaded B: a deletion; B's own changes come with its reload.
        #expect(new.difference(from: old) == SnapshotDifference(reloadedSections: [1], deletedItems: [path(0, 1)]))
        var moved = snapshot(["B": [3, 4], "A": [1, 2]])
        moved.reloadSections(["B"])
        #expect(moved.difference(from: old) == SnapshotDifference(deletedSections: [1], insertedSections: [0]))
    }

    @Test("Marks in the old snapshot do not count")
    func oldMarksIgnored() {
        var old = snapshot(["A": [1, 2]])
        old.reloadItems([1])
        old.reloadSections(["A"])
        #expect(snapshot(["A": [1, 2]]).difference(from: old).isEmpty)
    }

    @Test("The longest increasing subsequence keeps the most elements in order")
    func increasingSubsequence() {
        #expect(SnapshotDifference.increasingSubsequence(of: []) == [])
        #expect(SnapshotDifference.increasingSubsequence(of: [0, 1, 2]) == [true, true, true])
        #expect(SnapshotDifference.increasingSubsequence(of: [3, 0, 1, 2]) == [false, true, true, true])
        #expect(SnapshotDifference.increasingSubsequence(of: [1, 2, 3, 0]) == [true, true, true, false])
        let marks = SnapshotDifference.increasingSubsequence(of: [5, 1, 6, 2, 7, 3, 8])
        #expect(marks.filter { $0 }.count == 4)
    }

    @Test("100,000 items and 10 changes: the difference names exactly those changes")
    func large() {
        var old = Snapshot()
        old.appendSections(["A", "B"])
        old.appendItems(Array(0..<60_000), toSection: "A")
        old.appendItems(Array(60_000..<100_000), toSection: "B")
        var new = old
        new.deleteItems([10, 70_000, 99_999])  // 3 deletions.
        new.insertItems([-1], beforeItem: 0)  // 3 insertions.
        new.insertItems([-2], afterItem: 59_999)
        new.appendItems([-3], toSection: "B")
        new.moveItem(20, afterItem: 30_000)  // 2 moves, one of them into the other section.
        new.moveItem(50_000, beforeItem: 80_000)
        new.reloadItems([40_000])  // 1 reload, 1 reconfigure.
        new.reconfigureItems([90_000])
        let difference = new.difference(from: old)
        #expect(difference.deletedItems == [path(0, 10), path(1, 10_000), path(1, 39_999)])
        #expect(difference.insertedItems == [path(0, 0), path(0, 59_999), path(1, 39_999)])
        // New rows: in A, -1 came in and 10 and 20 left before 30,000 (now at row 29,999), so 20 lands at 30,000.
        #expect(
            difference.movedItems == [
                Move(from: path(0, 20), to: path(0, 30_000)), Move(from: path(0, 50_000), to: path(1, 19_999)),
            ])
        #expect(difference.reloadedItems == [path(0, 40_000)])
        #expect(difference.reconfiguredItems == [path(1, 30_000)])
        #expect(difference.deletedSections.isEmpty && difference.insertedSections.isEmpty && difference.movedSections.isEmpty)
    }
}
