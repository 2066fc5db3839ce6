/// One thing a port run says about a place in a file: an edit it made, or something it could not rewrite.
///
/// `line` and `column` are 1-based and refer to the file as it was given to the run (columns count UTF-8
/// bytes, as the Swift compiler's do). `description` is the line the `uikit-port` command prints:
/// `path:line:column: <rewrite>: <what changed>` for an edit, `path:line:column: warning: <why>` for a
/// warning.
public struct PortReport: Sendable, Equatable, CustomStringConvertible {
    /// Whether the report is an edit (and which rewrite made it) or a warning.
    public enum Kind: Sendable, Equatable {
        /// An edit made by the rewrite with this name (such as `selector` or `keyPath`).
        case edit(rewrite: String)
        /// Something the run cannot rewrite, or rewrote in a way that needs a person's review.
        case warning
    }

    public let path: String
    public let line: Int
    public let column: Int
    public let kind: Kind
    /// What changed (an edit) or why the code could not be rewritten (a warning).
    public let message: String

    public init(path: String, line: Int, column: Int, kind: Kind, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.kind = kind
        self.message = message
    }

    public var description: String {
        switch kind {
        case .edit(let rewrite): return "\(path):\(line):\(column): \(rewrite): \(message)"
        case .warning: return "\(path):\(line):\(column): warning: \(message)"
        }
    }
}
