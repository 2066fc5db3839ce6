/// Boundaries of text units in a string, at UTF-16 offsets (as `NSRange` counts): grapheme clusters,
/// words, sentences and paragraphs (hard lines). Every answer is on a grapheme-cluster boundary, so a
/// caret never splits "é" written as e + U+0301 or a family emoji; offsets outside the text are
/// clamped to it, and an offset inside a cluster rounds down to the cluster's start.
///
/// Words follow Unicode's word rules in simplified form (UAX #29): letters, digits, marks and "_" make
/// words; an apostrophe or full stop between letters ("don't", "e.g") or between digits ("3.14"), and a
/// comma between digits ("1,000"), stay inside the word; everything else (spaces, punctuation, emoji)
/// separates words. Sentences end after ".", "!" or "?" (and their full-width forms) followed by a
/// space or the paragraph's end. Paragraphs end at any newline character ("\n", "\r\n", U+2029, ...).
///
/// Costs: each call walks characters from the offset to the boundary it finds (O(distance)); converting
/// an offset to an index is amortized fast through the string's UTF-16 breadcrumbs.
struct TextBoundaries {
    let text: String

    init(_ text: String) { self.text = text }

    /// The length of the text in UTF-16 code units.
    var length: Int { text.utf16.count }

    /// `offset` clamped to `0...length` and rounded down to a grapheme-cluster boundary.
    func characterBoundary(atOrBefore offset: Int) -> Int { self.offset(index(offset)) }

    /// The next grapheme-cluster boundary after `offset` (the text's length at the end).
    func characterBoundary(after offset: Int) -> Int {
        let i = index(offset)
        return i == text.endIndex ? length : self.offset(text.index(after: i))
    }

    /// The previous grapheme-cluster boundary before `offset` (0 at the start). An offset inside a
    /// cluster gives the cluster's start.
    func characterBoundary(before offset: Int) -> Int {
        let clamped = min(max(0, offset), length)
        let i = index(clamped)
        if self.offset(i) < clamped { return self.offset(i) }
        return i == text.startIndex ? 0 : self.offset(text.index(before: i))
    }

    // MARK: Words

    /// The end of the next word after `offset`: separators are skipped, then the word (Option-Right).
    /// The text's length when no word follows.
    func wordEnd(after offset: Int) -> Int {
        var i = index(offset)
        while i < text.endIndex, !isWordCharacter(at: i) { i = text.index(after: i) }
        while i < text.endIndex, isWordCharacter(at: i) { i = text.index(after: i) }
        return self.offset(i)
    }

    /// The start of the word before `offset`: separators are skipped backwards, then the word
    /// (Option-Left). 0 when no word precedes.
    func wordStart(before offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, !isWordCharacter(at: text.index(before: i)) { i = text.index(before: i) }
        while i > text.startIndex, isWordCharacter(at: text.index(before: i)) { i = text.index(before: i) }
        return self.offset(i)
    }

    /// The word holding the character at `offset`, or nil when that character is not part of a word.
    func wordRange(containingCharacterAt offset: Int) -> Range<Int>? {
        let i = index(offset)
        guard i < text.endIndex, isWordCharacter(at: i) else { return nil }
        var start = i, end = i
        while start > text.startIndex, isWordCharacter(at: text.index(before: start)) { start = text.index(before: start) }
        while end < text.endIndex, isWordCharacter(at: end) { end = text.index(after: end) }
        return self.offset(start)..<self.offset(end)
    }

    /// Whether the character at `i` belongs to a word, its neighbours deciding for connectors.
    func isWordCharacter(at i: String.Index) -> Bool {
        let c = text[i]
        if Self.isWordBody(c) { return true }
        guard Self.joinsLetters(c) || Self.joinsDigits(c), i > text.startIndex else { return false }
        let next = text.index(after: i)
        guard next < text.endIndex else { return false }
        let before = text[text.index(before: i)], after = text[next]
        if Self.joinsLetters(c), before.isLetter, after.isLetter { return true }
        return Self.joinsDigits(c) && before.isNumber && after.isNumber
    }

    private static func isWordBody(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || (c.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } ?? false)
    }
    private static func joinsLetters(_ c: Character) -> Bool { c == "'" || c == "\u{2019}" || c == "." || c == "\u{00B7}" }
    private static func joinsDigits(_ c: Character) -> Bool { c == "." || c == "," || c == "'" }

    // MARK: Paragraphs

    /// The start of the paragraph holding `offset`: just after the previous newline, or 0.
    func paragraphStart(atOrBefore offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, !text[text.index(before: i)].isNewline { i = text.index(before: i) }
        return self.offset(i)
    }

    /// The end of the paragraph holding `offset`, before its newline (the text's length in the last one).
    func paragraphEnd(atOrAfter offset: Int) -> Int {
        var i = index(offset)
        while i < text.endIndex, !text[i].isNewline { i = text.index(after: i) }
        return self.offset(i)
    }

    // MARK: Sentences

    /// The sentence boundaries of the paragraph holding `offset`, from its start to its end.
    func sentenceBoundaries(around offset: Int) -> [Int] {
        let start = paragraphStart(atOrBefore: offset), end = paragraphEnd(atOrAfter: offset)
        var result = [start]
        var i = index(start)
        let endIndex = index(end)
        while i < endIndex {
            let c = text[i]
            i = text.index(after: i)
            guard Self.endsSentence(c) else { continue }
            while i < endIndex, Self.endsSentence(text[i]) || Self.closesQuote(text[i]) { i = text.index(after: i) }
            guard i < endIndex, text[i].isWhitespace else { continue }
            while i < endIndex, text[i].isWhitespace { i = text.index(after: i) }
            if i < endIndex { result.append(self.offset(i)) }
        }
        if result.last != end { result.append(end) }
        return result
    }

    private static func endsSentence(_ c: Character) -> Bool { ".!?\u{3002}\u{FF01}\u{FF1F}".contains(c) }
    private static func closesQuote(_ c: Character) -> Bool { "\"')]\u{201D}\u{2019}".contains(c) }

    // MARK: Offsets and indices

    /// The index at `offset` (clamped), rounded down to a grapheme-cluster boundary.
    func index(_ offset: Int) -> String.Index {
        let clamped = min(max(0, offset), length)
        let raw = String.Index(utf16Offset: clamped, in: text)
        guard raw < text.endIndex, raw.samePosition(in: text) == nil else { return raw }
        // Not on a cluster boundary: the cluster before the next boundary starts at or before `raw`.
        return text.index(before: text.index(after: raw))
    }

    func offset(_ index: String.Index) -> Int { index.utf16Offset(in: text) }
}
