/// The edits and reports of a run, as the rewrites record them.
///
/// A rewrite records a change (one or more edits that stand or fall together, with the reports that
/// describe them) or a warning. Edits may nest (an attribute dropped inside a declaration that is moved
/// or removed), and removals may overlap (they remove the union of their text); other edits must not
/// partly overlap: `resolveConflicts()` drops every change that partly overlaps one recorded before it, and
/// warns about it instead, so that nothing is skipped silently.
struct EditSet {
    /// A change: edits applied together, and what the run reports about them.
    struct Change {
        let edits: [TextEdit]
        let reports: [PortReport]
    }

    /// Where a report goes, and what it says.
    struct Note {
        let file: ParsedFile
        let offset: Int
        let message: String
    }

    private(set) var changes: [Change] = []
    private(set) var warnings: [PortReport] = []

    /// Records `edits` as one change made by `rewrite`, reported at `offset` of `file` with `message`.
    /// Recording no edits records nothing.
    mutating func record(_ rewrite: String, in file: ParsedFile, at offset: Int, _ message: String, _ edits: [TextEdit]) {
        record(rewrite, [Note(file: file, offset: offset, message: message)], edits)
    }

    /// Records `edits` as one change made by `rewrite`, reported by each of `notes`.
    mutating func record(_ rewrite: String, _ notes: [Note], _ edits: [TextEdit]) {
        guard !edits.isEmpty else { return }
        let reports = notes.map { report(.edit(rewrite: rewrite), in: $0.file, at: $0.offset, $0.message) }
        changes.append(Change(edits: edits, reports: reports))
    }

    /// Records a warning at `offset` of `file`.
    mutating func warn(in file: ParsedFile, at offset: Int, _ message: String) {
        warnings.append(report(.warning, in: file, at: offset, message))
    }

    private func report(_ kind: PortReport.Kind, in file: ParsedFile, at offset: Int, _ message: String) -> PortReport {
        let (line, column) = file.lineAndColumn(of: offset)
        return PortReport(path: file.path, line: line, column: column, kind: kind, message: message)
    }

    /// Drops each change one of whose edits partly overlaps (or replaces the same text as) an edit of a change
    /// recorded before it, and reports it as a warning.
    mutating func resolveConflicts() {
        var rejected = Set<Int>()
        while let loser = firstConflict(ignoring: rejected) {
            rejected.insert(loser)
            for report in changes[loser].reports {
                warnings.append(
                    PortReport(
                        path: report.path, line: report.line, column: report.column, kind: .warning,
                        message: "not rewritten, as it overlaps another rewrite: \(report.message)"))
            }
        }
        changes = changes.enumerated().filter { !rejected.contains($0.offset) }.map(\.element)
    }

    /// The later of two changes whose edits conflict, if any.
    private func firstConflict(ignoring rejected: Set<Int>) -> Int? {
        var byFile: [Int: [(change: Int, edit: TextEdit)]] = [:]
        for (index, change) in changes.enumerated() where !rejected.contains(index) {
            for edit in change.edits { byFile[edit.file, default: []].append((index, edit)) }
        }
        for file in byFile.keys.sorted() {
            let edits = byFile[file]!.sorted { EditOrder.precedes($0.edit, $0.change, $1.edit, $1.change) }
            var open: [(change: Int, edit: TextEdit)] = []
            for entry in edits {
                while let last = open.last, last.edit.range.upperBound <= entry.edit.range.lowerBound { open.removeLast() }
                for outer in open where outer.change != entry.change && !(outer.edit.isRemoval && entry.edit.isRemoval) {
                    let contained = entry.edit.range.upperBound <= outer.edit.range.upperBound
                    let same = entry.edit.range == outer.edit.range && !entry.edit.range.isEmpty
                    if !contained || same { return max(outer.change, entry.change) }
                }
                if !entry.edit.range.isEmpty { open.append(entry) }
            }
        }
        return nil
    }
}

/// The order edits are applied in: by start; at one start, insertions first, then the longer replacement
/// (which contains the shorter); then in the order they were recorded.
enum EditOrder {
    static func precedes(_ a: TextEdit, _ aSequence: Int, _ b: TextEdit, _ bSequence: Int) -> Bool {
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        if a.range.isEmpty != b.range.isEmpty { return a.range.isEmpty }
        if a.range.upperBound != b.range.upperBound { return a.range.upperBound > b.range.upperBound }
        return aSequence < bSequence
    }
}
