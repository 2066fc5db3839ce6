// NSDiffableDataSourceSnapshot misuse: each call UIKit rejects with NSInternalInconsistencyException ends the
// process here, with a message that names the call and gives UIKit's reason. Public API only.
import Foundation
import Testing
import UIKit

/// Sections "A" [1, 2, 3] and "B" [4, 5].
private func twoSections() -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5], toSection: "B")
    return snapshot
}

@Suite("NSDiffableDataSourceSnapshot misuse")
struct NSDiffableDataSourceSnapshotMisuseTests {

    /// Whether the failed process's standard error holds every one of `parts`.
    func said(_ result: ExitTest.Result?, _ parts: String...) -> Bool {
        guard let result else { return false }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        return parts.allSatisfy { text.contains($0) }
    }

    @Test("Appending items to a snapshot without sections fails as UIKit raises")
    func appendWithoutSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
        #expect(
            said(
                result, "NSDiffableDataSourceSnapshot.appendItems(_:toSection:)",
                "There are currently no sections in the data source. Please add a section first."))
    }

    @Test("Appending items to a section that is not in the snapshot fails")
    func appendToUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.appendItems([9], toSection: "Q")
        }
        #expect(said(result, "appendItems(_:toSection:)", "section != NSNotFound"))
    }

    @Test("Item identifiers supplied twice fail with UIKit's duplicate message")
    func duplicateItemsInOneCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.appendItems([7, 8, 7])
        }
        #expect(
            said(
                result, "appendItems(_:toSection:)", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7)}"
            ))
    }

    @Test("Adding an item that is already in another section fails with UIKit's duplicate message")
    func duplicateOfExistingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.insertItems([6, 2], afterItem: 5)
        }
        #expect(said(result, "insertItems(_:afterItem:)", "Fatal: supplied item identifiers are not unique", "{(2)}"))
    }

    @Test("Inserting before an item that is not in the snapshot fails")
    func insertBeforeUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.insertItems([6], beforeItem: 99)
        }
        #expect(said(result, "insertItems(_:beforeItem:)", "NSNotFound", "99"))
    }

    @Test("Inserting after an item that is not in the snapshot fails")
    func insertAfterUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.insertItems([6], afterItem: 99)
        }
        #expect(said(result, "insertItems(_:afterItem:)", "NSNotFound"))
    }

    @Test("Moving an item that is not in the snapshot fails")
    func moveUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.moveItem(99, beforeItem: 1)
        }
        #expect(said(result, "moveItem(_:beforeItem:)", "fromIndex != NSNotFound"))
    }

    @Test("Moving an item after one that is not in the snapshot fails")
    func moveAfterUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.moveItem(1, afterItem: 99)
        }
        #expect(said(result, "moveItem(_:afterItem:)", "toIndex != NSNotFound"))
    }

    @Test("Reloading an item that is not in the snapshot fails with UIKit's message")
    func reloadUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.reloadItems([1, 99])
        }
        #expect(said(result, "reloadItems(_:)", "Attempted to reload item identifier that does not exist in the snapshot: 99"))
    }

    @Test("Reconfiguring an item that is not in the snapshot fails with UIKit's message")
    func reconfigureUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.reconfigureItems([99])
        }
        #expect(
            said(result, "reconfigureItems(_:)", "Attempted to reconfigure item identifier that does not exist in the snapshot: 99"))
    }

    @Test("Section identifiers supplied twice, or already present, fail with UIKit's duplicate message")
    func duplicateSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.appendSections(["C", "A"])
        }
        #expect(
            said(result, "appendSections(_:)", "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}"))
    }

    @Test("Inserting sections before a section that is not in the snapshot fails")
    func insertBeforeUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.insertSections(["C"], beforeSection: "Q")
        }
        #expect(said(result, "insertSections(_:beforeSection:)", "insertIndex != NSNotFound"))
    }

    @Test("Moving a section that is not in the snapshot fails")
    func moveUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.moveSection("Q", afterSection: "A")
        }
        #expect(said(result, "moveSection(_:afterSection:)", "fromSection != NSNotFound"))
    }

    @Test("Reloading a section that is not in the snapshot fails with UIKit's message")
    func reloadUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = twoSections()
            snapshot.reloadSections(["Q"])
        }
        #expect(said(result, "reloadSections(_:)", "Invalid section identifier for reload specified: Q"))
    }

    @Test("Asking for the items of a section that is not in the snapshot fails, as UIKit does since iOS 14")
    func itemsOfUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = twoSections().itemIdentifiers(inSection: "Q")
        }
        #expect(said(result, "itemIdentifiers(inSection:)", "section != NSNotFound"))
    }
}
