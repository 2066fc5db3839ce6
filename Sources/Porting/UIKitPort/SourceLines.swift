import SwiftSyntax

// Whole-line geometry of declarations: where the lines that hold a declaration (with the comments attached
// to it) begin and end, so that a declaration can be removed or moved without leaving blank or
// half-empty lines behind.
extension ParsedFile {
    /// The offset of the start of the line that holds `offset`.
    func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just after the newline that ends the line holding `offset` (the file's end on its last
    /// line).
    func nextLineStart(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// Whether `range` holds only spaces and tabs.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return text(start..<index)
    }

    /// Where the text of `node` begins once the comments attached to it are counted in: the first comment
    /// of the run of comments in its leading trivia that no blank line separates from it, else its first
    /// token; moved back to the start of that line when only indentation precedes it there.
    func attachedStart(of node: some SyntaxProtocol) -> Int {
        var first = node.start
        var offset = node.start
        var newlines = 0
        for piece in node.leadingTrivia.pieces.reversed() {
            offset -= piece.sourceLength.utf8Length
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count), .carriageReturns(let count):
                newlines += count
            case .spaces, .tabs:
                break
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                first = offset
                newlines = 0
            default:
                return lineAligned(first)
            }
            if newlines > 1 { break }
        }
        return lineAligned(first)
    }

    private func lineAligned(_ offset: Int) -> Int {
        let start = lineStart(of: offset)
        return isBlank(start..<offset) ? start : offset
    }

    /// Where the text of `node` ends with what follows it on its last line (its trailing comment): the
    /// end of its trailing trivia. Not the newline.
    func contentEnd(of node: some SyntaxProtocol) -> Int {
        node.endPosition.utf8Offset
    }

    /// The text that removing `node` takes away: its attached comments and its lines, newline included, and
    /// the blank lines just above it (so that no double blank line is left). When other code shares its
    /// lines, only the node and its trailing trivia.
    func removalRange(of node: some SyntaxProtocol) -> Range<Int> {
        let start = attachedStart(of: node)
        let end = contentEnd(of: node)
        let ownsLines = start == lineStart(of: start) && (end == bytes.count || bytes[end] == UInt8(ascii: "\n"))
        guard ownsLines else { return node.range }
        var lower = start
        while lower > 0 {
            let previous = lineStart(of: lower - 1)
            guard isBlank(previous..<(lower - 1)) else { break }
            lower = previous
        }
        return lower..<nextLineStart(after: end)
    }

    /// The blank lines that directly follow `offset`, the start of a line: empty when there are none.
    func blankLines(from offset: Int) -> Range<Int> {
        var upper = offset
        while upper < bytes.count {
            let next = nextLineStart(after: upper)
            guard bytes[next - 1] == UInt8(ascii: "\n"), isBlank(upper..<(next - 1)) else { break }
            upper = next
        }
        return offset..<upper
    }
}

extension ParsedFile {
    /// The text that removing `node` (an attribute, a modifier) takes away: the node and the spaces after
    /// it; its whole line when nothing else is on it; the spaces before it when it ends its line.
    func inlineRemovalRange(of node: some SyntaxProtocol) -> Range<Int> {
        var end = node.end
        while end < bytes.count, isSpace(bytes[end]) { end += 1 }
        let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
        let start = lineStart(of: node.start)
        if endsLine, isBlank(start..<node.start) { return start..<min(end + 1, bytes.count) }
        guard endsLine else { return node.start..<end }
        var lower = node.start
        while lower > start, isSpace(bytes[lower - 1]) { lower -= 1 }
        return lower..<end
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
