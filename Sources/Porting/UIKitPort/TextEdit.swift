/// A replacement of a stretch of one file's original text; an insertion when the stretch is empty.
///
/// The replacement is a list of pieces: literal text, or a stretch of some file's original text rendered
/// with the edits that fall inside it. A move is a removal plus an insertion whose piece is the removed
/// text, so that edits made inside a moved declaration (an attribute dropped, a `#selector` rewritten)
/// travel with it.
struct TextEdit {
    /// A piece of replacement text.
    enum Piece {
        /// Literal text.
        case text(String)
        /// The text of `range` in file `file`, with the edits inside it applied, and each of its lines that
        /// begins with `reindent.from` beginning with `reindent.to` instead.
        case source(file: Int, range: Range<Int>, reindent: Reindent?)
    }

    /// A change of indentation for moved lines.
    struct Reindent {
        let from: String
        let to: String
    }

    let file: Int
    let range: Range<Int>
    let replacement: [Piece]

    init(file: Int, range: Range<Int>, replacement: [Piece]) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }

    /// Whether the edit removes text and inserts none.
    var isRemoval: Bool { replacement.isEmpty && !range.isEmpty }

    /// Replaces `range` of `file` with `text`.
    init(in file: ParsedFile, replacing range: Range<Int>, with text: String) {
        self.init(file: file.id, range: range, replacement: text.isEmpty ? [] : [.text(text)])
    }

    /// Inserts `text` at `offset` of `file`.
    init(in file: ParsedFile, inserting text: String, at offset: Int) {
        self.init(in: file, replacing: offset..<offset, with: text)
    }

    /// Removes `range` of `file`.
    init(in file: ParsedFile, removing range: Range<Int>) {
        self.init(in: file, replacing: range, with: "")
    }
}
