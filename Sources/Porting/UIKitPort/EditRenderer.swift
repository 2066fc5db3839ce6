/// Applies a run's edits to its files' original text.
///
/// Edits are applied in `EditOrder`; an edit nested inside another is applied only where the outer edit's
/// replacement takes up the text around it (a moved declaration), and dropped with the text it was in
/// otherwise (a removed one). Overlapping removals remove the union of their text.
struct EditRenderer {
    private let sources: [[UInt8]]
    /// Each file's edits, in `EditOrder`.
    private let edits: [[TextEdit]]

    init(files: [ParsedFile], changes: [EditSet.Change]) {
        sources = files.map(\.bytes)
        var byFile = Array(repeating: [(edit: TextEdit, sequence: Int)](), count: files.count)
        var sequence = 0
        for change in changes {
            for edit in change.edits {
                byFile[edit.file].append((edit, sequence))
                sequence += 1
            }
        }
        edits = byFile.map { list in
            list.sorted { EditOrder.precedes($0.edit, $0.sequence, $1.edit, $1.sequence) }.map(\.edit)
        }
    }

    /// The new text of file `file`.
    func text(of file: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(sources[file].count)
        render(file: file, range: 0..<sources[file].count, isPiece: false, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func render(file: Int, range: Range<Int>, isPiece: Bool, into output: inout [UInt8]) {
        let source = sources[file]
        let list = edits[file]
        var cursor = range.lowerBound
        var lastWasRemoval = false
        var index = firstEdit(in: list, startingAtOrAfter: range.lowerBound)
        while index < list.count, list[index].range.lowerBound <= range.upperBound {
            let edit = list[index]
            index += 1
            // The edit that removes a moved piece is not part of the piece.
            if edit.range.upperBound > range.upperBound || (isPiece && edit.range == range) { continue }
            if edit.range.lowerBound < cursor {
                // A removal that overlaps the one just applied removes the rest of its text too; any other
                // edit here is nested in the edit applied, and goes with its text.
                if edit.isRemoval, lastWasRemoval, edit.range.upperBound > cursor {
                    cursor = edit.range.upperBound
                    dropEmptiedLine(source, range, &cursor, &output)
                }
                continue
            }
            lastWasRemoval = edit.isRemoval
            output.append(contentsOf: source[cursor..<edit.range.lowerBound])
            for piece in edit.replacement {
                switch piece {
                case .text(let text):
                    output.append(contentsOf: text.utf8)
                case .source(let pieceFile, let pieceRange, let reindent):
                    var rendered: [UInt8] = []
                    render(file: pieceFile, range: pieceRange, isPiece: true, into: &rendered)
                    output.append(contentsOf: reindent.map { apply($0, to: rendered) } ?? rendered)
                }
            }
            cursor = edit.range.upperBound
            if edit.isRemoval { dropEmptiedLine(source, range, &cursor, &output) }
        }
        output.append(contentsOf: source[cursor..<range.upperBound])
    }

    /// After a removal that ends a line (`cursor` at its newline) and leaves nothing but indentation on it
    /// (several attributes removed from one line, say), removes the rest of the line too.
    private func dropEmptiedLine(_ source: [UInt8], _ range: Range<Int>, _ cursor: inout Int, _ output: inout [UInt8]) {
        let newline = UInt8(ascii: "\n")
        guard cursor < range.upperBound, cursor > 0, source[cursor] == newline, source[cursor - 1] != newline else { return }
        let lineStart = (output.lastIndex(of: newline).map { $0 + 1 }) ?? 0
        guard output[lineStart...].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return }
        output.removeSubrange(lineStart...)
        cursor += 1
    }

    /// The index of the first edit of `list` (in `EditOrder`) that starts at or after `offset`.
    private func firstEdit(in list: [TextEdit], startingAtOrAfter offset: Int) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `text` (which begins at the start of a line) with `reindent.from` at the start of each line replaced
    /// by `reindent.to`.
    private func apply(_ reindent: TextEdit.Reindent, to text: [UInt8]) -> [UInt8] {
        let from = Array(reindent.from.utf8)
        let to = Array(reindent.to.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var atLineStart = true
        var index = 0
        while index < text.count {
            if atLineStart, text[index...].starts(with: from) {
                output.append(contentsOf: to)
                index += from.count
                atLineStart = false
                continue
            }
            atLineStart = text[index] == UInt8(ascii: "\n")
            output.append(text[index])
            index += 1
        }
        return output
    }
}
