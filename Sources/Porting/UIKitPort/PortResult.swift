/// What a port run produced.
public struct PortResult: Sendable {
    /// Every input file with its ported text, in the order of the input; a file the run did not change
    /// has its original text.
    public let outputs: [SourceFile]
    /// The edits made, ordered by path, line and column (and, at one place, in the order they were made).
    public let edits: [PortReport]
    /// What could not be rewritten (or needs review), ordered as `edits` are.
    public let warnings: [PortReport]

    /// The edits and warnings together, in the same order.
    public var reports: [PortReport] {
        (edits + warnings).sorted(by: PortReport.precedes)
    }
}

extension PortReport {
    /// The order of reports: by path, then line, then column.
    static func precedes(_ a: PortReport, _ b: PortReport) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
