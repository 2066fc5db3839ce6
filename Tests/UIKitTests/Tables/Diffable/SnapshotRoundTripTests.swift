// Seeded random snapshots: every change made through the snapshot's API agrees with a plain array model, and
// the difference between two snapshots, applied to the old sections by a batch update's rules, gives the new
// ones. Clear-box: the difference is internal.
import Foundation
import Testing

@testable import UIKit

@Suite("Snapshot round trip")
struct SnapshotRoundTripTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections in order, each with its items in order: what a table shows.
    struct Model: Equatable {
        var sections: [String] = []
        var items: [[Int]] = []

        init() {}

        init(_ snapshot: Snapshot) {
            sections = snapshot.sectionIdentifiers
            items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
        }

        var allItems: [Int] { Array(items.joined()) }

        func find(_ item: Int) -> (section: Int, row: Int)? {
            for (section, rows) in items.enumerated() {
                if let row = rows.firstIndex(of: item) { return (section, row) }
            }
            return nil
        }
    }

    /// SplitMix64: a small, fast, deterministic generator, so that every run tests the same pairs.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// A random snapshot of up to 6 sections (named "S0" to "S9") and up to 40 items (0 to 59).
    func randomSnapshot(_ random: inout SplitMix64) -> Snapshot {
        var snapshot = Snapshot()
        let sections = (0..<10).map { "S\($0)" }.shuffled(using: &random).prefix(random.below(7))
        guard !sections.isEmpty else { return snapshot }
        snapshot.appendSections(Array(sections))
        for item in Array(0..<60).shuffled(using: &random).prefix(random.below(41)) {
            snapshot.appendItems([item], toSection: sections.randomElement(using: &random)!)
        }
        return snapshot
    }

    /// Makes one random change to both the snapshot and the model, in the same way.
    func randomChange(_ snapshot: inout Snapshot, _ model: inout Model, _ random: inout SplitMix64) {
        let items = model.allItems
        var freeItem = (0..<80).first { model.find($0) == nil && random.chance(20) } ?? 80
        while model.find(freeItem) != nil { freeItem += 1 }
        var freeSection = (0..<12).map { "S\($0)" }.first { !model.sections.contains($0) && random.chance(30) } ?? "T0"
        while model.sections.contains(freeSection) { freeSection += "+" }
        switch random.below(12) {
        case 0 where !model.sections.isEmpty:  // Append an item, to a chosen or the last section.
            let section = random.below(model.sections.count)
            if random.chance(50) {
                snapshot.appendItems([freeItem], toSection: model.sections[section])
                model.items[section].append(freeItem)
            } else {
                snapshot.appendItems([freeItem])
                model.items[model.items.count - 1].append(freeItem)
            }
        case 1 where !items.isEmpty:  // Insert before or after an item.
            let target = model.find(items[random.below(items.count)])!
            let after = random.chance(50)
            let anchor = model.items[target.section][target.row]
            if after { snapshot.insertItems([freeItem], afterItem: anchor) } else { snapshot.insertItems([freeItem], beforeItem: anchor) }
            model.items[target.section].insert(freeItem, at: target.row + (after ? 1 : 0))
        case 2...3 where !items.isEmpty:  // Delete one or more items (and one that is not there).
            let doomed = items.shuffled(using: &random).prefix(1 + random.below(3))
            snapshot.deleteItems(Array(doomed) + [freeItem])
            for index in model.items.indices { model.items[index].removeAll { doomed.contains($0) } }
        case 4...5 where items.count >= 2:  // Move an item before or after another, maybe into another section.
            let moving = items[random.below(items.count)]
            let anchor = items[random.below(items.count)]
            let after = random.chance(50)
            if after { snapshot.moveItem(moving, afterItem: anchor) } else { snapshot.moveItem(moving, beforeItem: anchor) }
            guard moving != anchor else { break }
            let from = model.find(moving)!
            model.items[from.section].remove(at: from.row)
            let to = model.find(anchor)!
            model.items[to.section].insert(moving, at: to.row + (after ? 1 : 0))
        case 6:  // Append a section, or insert one before or after another.
            if model.sections.isEmpty || random.chance(40) {
                snapshot.appendSections([freeSection])
                model.sections.append(freeSection)
                model.items.append([])
            } else {
                let index = random.below(model.sections.count)
                let after = random.chance(50)
                if after {
                    snapshot.insertSections([freeSection], afterSection: model.sections[index])
                } else {
                    snapshot.insertSections([freeSection], beforeSection: model.sections[index])
                }
                model.sections.insert(freeSection, at: index + (after ? 1 : 0))
                model.items.insert([], at: index + (after ? 1 : 0))
            }
        case 7 where !model.sections.isEmpty:  // Delete a section with its items.
            let index = random.below(model.sections.count)
            snapshot.deleteSections([model.sections[index]])
            model.sections.remove(at: index)
            model.items.remove(at: index)
        case 8...9 where model.sections.count >= 2:  // Move a section before or after another.
            let moving = model.sections[random.below(model.sections.count)]
            let anchor = model.sections[random.below(model.sections.count)]
            let after = random.chance(50)
            if after { snapshot.moveSection(moving, afterSection: anchor) } else { snapshot.moveSection(moving, beforeSection: anchor) }
            guard moving != anchor else { break }
            let from = model.sections.firstIndex(of: moving)!
            model.sections.remove(at: from)
            let rows = model.items.remove(at: from)
            let to = model.sections.firstIndex(of: anchor)! + (after ? 1 : 0)
            model.sections.insert(moving, at: to)
            model.items.insert(rows, at: to)
        case 10 where !items.isEmpty:  // Mark items reloaded or reconfigured.
            let marked = items[random.below(items.count)]
            if random.chance(50) { snapshot.reloadItems([marked]) } else { snapshot.reconfigureItems([marked]) }
        case 11 where !model.sections.isEmpty:  // Mark a section reloaded.
            snapshot.reloadSections([model.sections[random.below(model.sections.count)]])
        default: break
        }
    }

    /// Applies `difference` to `old` by a batch update's rules: item deletions and move sources (old paths,
    /// highest first), deleted and moved-away sections (old indexes, highest first), inserted and moved-here
    /// sections (new indexes, lowest first; an inserted section comes with its items from `new`), item
    /// insertions (from `new`) and move destinations (new paths, lowest first), then reloaded sections take
    /// their items from `new`.
    func apply(_ difference: SnapshotDifference, to old: Model, new: Snapshot) -> Model {
        var model = old
        let itemMoves = difference.movedItems
        let movedItemsByDestination = Dictionary(
            uniqueKeysWithValues: itemMoves.map { ($0.to, old.items[$0.from.section][$0.from.row]) })
        let removals = (difference.deletedItems + itemMoves.map(\.from)).sorted(by: >)
        #expect(Set(removals).count == removals.count, "an old index path is removed twice")
        for path in removals { model.items[path.section].remove(at: path.row) }

        let reloadedSectionNames = difference.reloadedSections.map { old.sections[$0] }
        var movedSectionsByDestination: [Int: (String, [Int])] = [:]
        for move in difference.movedSections {
            movedSectionsByDestination[move.to] = (model.sections[move.from], model.items[move.from])
        }
        let sectionRemovals = (Array(difference.deletedSections) + difference.movedSections.map(\.from)).sorted(by: >)
        #expect(Set(sectionRemovals).count == sectionRemovals.count, "an old section is removed twice")
        for index in sectionRemovals {
            model.sections.remove(at: index)
            model.items.remove(at: index)
        }
        let sectionInsertions = (Array(difference.insertedSections) + difference.movedSections.map(\.to)).sorted()
        #expect(Set(sectionInsertions).count == sectionInsertions.count, "a new section index is filled twice")
        for index in sectionInsertions {
            if let moved = movedSectionsByDestination[index] {
                model.sections.insert(moved.0, at: index)
                model.items.insert(moved.1, at: index)
            } else {
                let name = new.sectionIdentifiers[index]
                model.sections.insert(name, at: index)
                model.items.insert(new.itemIdentifiers(inSection: name), at: index)
            }
        }

        let insertions = (difference.insertedItems + itemMoves.map(\.to)).sorted()
        #expect(Set(insertions).count == insertions.count, "a new index path is filled twice")
        for path in insertions {
            let item = movedItemsByDestination[path] ?? new.itemIdentifiers(inSection: new.sectionIdentifiers[path.section])[path.row]
            model.items[path.section].insert(item, at: path.row)
        }
        for name in reloadedSectionNames {
            model.items[model.sections.firstIndex(of: name)!] = new.itemIdentifiers(inSection: name)
        }
        return model
    }

    /// Checks that the snapshot's lookups agree with the model.
    func expectAgrees(_ snapshot: Snapshot, _ model: Model, seed: UInt64) {
        #expect(Model(snapshot) == model, "seed \(seed)")
        #expect(snapshot.itemIdentifiers == model.allItems, "seed \(seed)")
        #expect(snapshot.numberOfItems == model.allItems.count && snapshot.numberOfSections == model.sections.count)
        for (index, item) in model.allItems.enumerated() where snapshot.indexOfItem(item) != index {
            Issue.record("seed \(seed): indexOfItem(\(item)) is \(String(describing: snapshot.indexOfItem(item))), not \(index)")
        }
        for (index, section) in model.sections.enumerated() {
            #expect(snapshot.indexOfSection(section) == index)
            #expect(snapshot.numberOfItems(inSection: section) == model.items[index].count)
            for (row, item) in model.items[index].enumerated() {
                #expect(snapshot.sectionIdentifier(containingItem: item) == section)
                #expect(snapshot.indexPath(forItem: item) == IndexPath(row: row, section: index))
                #expect(snapshot.itemIdentifier(at: IndexPath(row: row, section: index)) == item)
            }
        }
    }

    /// Checks that an item in both snapshots, in a section kept and not reloaded on both sides, and not itself
    /// reloaded, is never deleted or inserted: it stays or moves.
    func expectNoNeedlessDeletions(_ difference: SnapshotDifference, old: Snapshot, new: Snapshot, seed: UInt64) {
        let keptOld = Set(
            old.sectionIdentifiers.indices.filter { index in
                let name = old.sectionIdentifiers[index]
                return new.indexOfSection(name) != nil && !new.reloadedSectionIdentifiers.contains(name)
                    && !difference.deletedSections.contains(index)
            })
        for path in difference.deletedItems where keptOld.contains(path.section) {
            let item = old.itemIdentifier(at: path)!
            guard let newPath = new.indexPath(forItem: item), !new.reloadedItemIdentifiers.contains(item) else { continue }
            let newSection = new.sectionIdentifiers[newPath.section]
            let newSectionKept =
                old.indexOfSection(newSection) != nil && !new.reloadedSectionIdentifiers.contains(newSection)
                && !difference.insertedSections.contains(newPath.section)
            #expect(!newSectionKept, "seed \(seed): item \(item) is deleted and inserted instead of moved")
        }
    }

    @Test("Random changes through the API agree with an array model, and each difference applies to the old sections")
    func roundTrip() {
        for seed in UInt64(1)...400 {
            var random = SplitMix64(state: seed)
            let old = randomSnapshot(&random)
            var new: Snapshot
            if seed % 5 == 0 {
                new = randomSnapshot(&random)  // An unrelated pair: many changes at once.
                if let section = new.sectionIdentifiers.first, random.chance(50) { new.reloadSections([section]) }
                if let item = new.itemIdentifiers.first, random.chance(50) { new.reloadItems([item]) }
            } else {
                new = old
                var model = Model(old)
                for _ in 0..<(1 + random.below(8)) { randomChange(&new, &model, &random) }
                expectAgrees(new, model, seed: seed)
            }
            let difference = new.difference(from: old)
            #expect(apply(difference, to: Model(old), new: new) == Model(new), "seed \(seed)")
            expectNoNeedlessDeletions(difference, old: old, new: new, seed: seed)
            let reloadedOld = Set(difference.reloadedItems)
            #expect(difference.movedItems.allSatisfy { !reloadedOld.contains($0.from) }, "seed \(seed)")
            #expect(difference.movedSections.allSatisfy { !difference.reloadedSections.contains($0.from) }, "seed \(seed)")
            #expect(new.difference(from: new).movedItems.isEmpty && old.difference(from: old).isEmpty)
        }
    }
}
