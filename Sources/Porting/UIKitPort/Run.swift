/// The files of one port run, parsed, with what the rewrites need to know across them.
final class Run {
    let files: [ParsedFile]
    let types: TypeIndex

    init(files: [SourceFile]) {
        self.files = files.enumerated().map { ParsedFile(id: $0.offset, path: $0.element.path, text: $0.element.text) }
        self.types = TypeIndex(files: self.files)
    }
}

/// One rewrite: a kind of iOS-only code and what it becomes on Linux.
protocol Rewrite {
    /// The name the rewrite's edits are reported under.
    static var name: String { get }
    /// Prepares the rewrite for `run`: learns what it needs from all of the run's files.
    init(run: Run)
    /// Records the rewrite's edits to `file`, and warnings for what it cannot rewrite there.
    func rewrite(_ file: ParsedFile, into edits: inout EditSet)
}
