/// A Swift source file as a port run reads or writes it: its path (as given; only used in reports and to
/// order the run) and its text.
public struct SourceFile: Sendable, Equatable {
    /// The file's path, as the caller names it.
    public var path: String
    /// The file's full text.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
