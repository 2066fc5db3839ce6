import SwiftParser
import SwiftSyntax

/// One file of a run: its original text, its syntax tree and a way to turn offsets into lines and columns.
///
/// Every offset the engine handles is a UTF-8 byte offset into `bytes`, the file as given: rewrites look at
/// the original tree only, and all their edits refer to it.
final class ParsedFile {
    /// The file's place in the run (its index in `Run.files`).
    let id: Int
    let path: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    private let locations: SourceLocationConverter

    init(id: Int, path: String, text: String) {
        self.id = id
        self.path = path
        self.bytes = Array(text.utf8)
        self.tree = Parser.parse(source: text)
        self.locations = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let location = locations.location(for: AbsolutePosition(utf8Offset: offset))
        return (location.line, location.column)
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// The offset of the node's first token, leading trivia skipped.
    var start: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
    /// The offset just after the node's last token, trailing trivia excluded.
    var end: Int { endPositionBeforeTrailingTrivia.utf8Offset }
    /// The node's tokens and the trivia between them, without its outer trivia.
    var range: Range<Int> { start..<end }
    /// The node's source text without its outer trivia.
    var text: String { trimmedDescription }
}
