@_implementationOnly import CPango

// Positions in a laid-out text, for text input: carets, hit-testing and selection rectangles. Offsets
// are UTF-16 offsets into the whole text; rectangles are in the layout's space (points, y down).
extension TextLayout {
    /// Whether the first paragraph reads right to left: its base writing direction, or for a natural
    /// direction its first strong character's (Pango's bidi analysis).
    package var startsRightToLeft: Bool { paragraphs.first?.isRightToLeft ?? false }

    /// The line the caret sits on for `offset`: the line holding the character at `offset`, or, at the end
    /// of a paragraph, the paragraph's last line. Offsets past the visible lines give the last line.
    package func lineIndex(forCaretAt offset: Int) -> Int {
        for (index, line) in lines.enumerated() {
            let range = line.characterRange
            if offset < range.lowerBound { return max(0, index - 1) }
            if offset < range.upperBound { return index }
            let endsParagraph = index + 1 == lines.count || lines[index + 1].paragraphIndex != line.paragraphIndex
            if offset == range.upperBound && endsParagraph { return index }
        }
        return max(0, lines.count - 1)
    }

    /// The caret for an insertion point before the character at `offset` (clamped to the text): 2 points
    /// wide as UIKit's caret, from the line's ascent to its descent. In right-to-left text the caret
    /// stands at the character's right edge. `.zero` when no line was laid out.
    package func caretRect(forUTF16Offset offset: Int) -> CGRect {
        guard !lines.isEmpty else { return .zero }
        let line = lines[lineIndex(forCaretAt: min(max(0, offset), text.length))]
        let paragraph = paragraphs[line.paragraphIndex]
        let clamped = min(max(offset, line.characterRange.lowerBound), line.characterRange.upperBound)
        let byte = paragraph.map.byteOffset(forUTF16: clamped - paragraph.start)
        let x: CGFloat
        if clamped == line.characterRange.upperBound && clamped > line.characterRange.lowerBound {
            // The end of a line: the trailing edge of its last character (Pango reports the line's right
            // end for the end index whatever the direction).
            x =
                line.originX
                + paragraph.x(
                    ofByte: previousCharacterStart(before: byte, in: paragraph.map.utf8), trailing: true,
                    line: line.indexInParagraph)
        } else {
            x = line.originX + paragraph.x(ofByte: byte, line: line.indexInParagraph)
        }
        return CGRect(x: x, y: line.baseline - line.ascent, width: 2, height: line.ascent + line.descent)
    }

    /// The offset of the character under `point`: the line is the one at the point's height (the first
    /// or last line above or below the text), the character the one whose box holds the point's x (the
    /// line's first or last character beyond its ends).
    package func characterIndex(at point: CGPoint) -> Int {
        hit(point).character
    }

    /// The insertion point nearest to `point`: before or after the character under it, whichever edge is
    /// closer.
    package func caretOffset(closestTo point: CGPoint) -> Int {
        hit(point).caret
    }

    private func hit(_ point: CGPoint) -> (character: Int, caret: Int) {
        guard !lines.isEmpty else { return (0, 0) }
        let y = point.y.isFinite ? point.y : 0
        let line = lines.first { y < $0.rect.maxY } ?? lines[lines.count - 1]
        let paragraph = paragraphs[line.paragraphIndex]
        let x = point.x.isFinite ? point.x : 0
        var byte: Int32 = 0, trailing: Int32 = 0
        let pangoX = ((x - line.originX) * CGFloat(PANGO_SCALE)).rounded()
        pango_layout_line_x_to_index(paragraph.line(line.indexInParagraph), Int32(max(-1e9, min(1e9, pangoX))), &byte, &trailing)
        var caretByte = Int(byte)
        for _ in 0..<Int(trailing) { caretByte = nextCharacterStart(after: caretByte, in: paragraph.map.utf8) }
        func offset(_ byte: Int) -> Int {
            let global = paragraph.start + paragraph.map.utf16Offset(forByte: byte)
            return min(max(global, line.characterRange.lowerBound), line.characterRange.upperBound)
        }
        return (min(offset(Int(byte)), max(line.characterRange.lowerBound, line.characterRange.upperBound)), offset(caretByte))
    }

    /// The rectangles that highlight the characters in `range` (UTF-16, clamped to the text): per line,
    /// top to bottom, one rectangle per stretch of the line's runs, the stretches in logical (reading)
    /// order, so a selection across a left-to-right word in right-to-left text gives its pieces in the
    /// order they are read. Each rectangle is as tall as its line. Empty for an empty range.
    package func selectionRects(forUTF16Range range: Range<Int>) -> [CGRect] {
        let range = range.clamped(to: 0..<text.length)
        guard !range.isEmpty else { return [] }
        var rects: [CGRect] = []
        for line in lines {
            let overlap = range.clamped(to: line.characterRange)
            guard !overlap.isEmpty else { continue }
            let paragraph = paragraphs[line.paragraphIndex]
            let selected =
                paragraph.map.byteOffset(
                    forUTF16: overlap.lowerBound - paragraph.start)..<paragraph.map.byteOffset(
                    forUTF16: overlap.upperBound - paragraph.start)
            var pieces: [(logical: Int, minX: CGFloat, maxX: CGFloat)] = []
            for run in paragraph.glyphRuns(ofLine: line.indexInParagraph, text: text) {
                let bytes = selected.clamped(to: run.bytes)
                guard !bytes.isEmpty else { continue }
                let lastCharacter = previousCharacterStart(before: bytes.upperBound, in: paragraph.map.utf8)
                let start = paragraph.x(ofByte: bytes.lowerBound, line: line.indexInParagraph)
                let end = paragraph.x(ofByte: lastCharacter, trailing: true, line: line.indexInParagraph)
                pieces.append((bytes.lowerBound, min(start, end), max(start, end)))
            }
            pieces.sort { $0.logical < $1.logical }
            var merged: [(minX: CGFloat, maxX: CGFloat)] = []
            for piece in pieces {
                if let last = merged.last, abs(last.maxX - piece.minX) < 0.01 || abs(piece.maxX - last.minX) < 0.01 {
                    merged[merged.count - 1] = (min(last.minX, piece.minX), max(last.maxX, piece.maxX))
                } else {
                    merged.append((piece.minX, piece.maxX))
                }
            }
            for piece in merged {
                rects.append(
                    CGRect(
                        x: line.originX + piece.minX, y: line.rect.minY, width: piece.maxX - piece.minX,
                        height: line.rect.height))
            }
        }
        return rects
    }

    /// The byte offset of the character after the one starting at `byte`.
    private func nextCharacterStart(after byte: Int, in utf8: [UInt8]) -> Int {
        var next = min(byte + 1, utf8.count)
        while next < utf8.count, utf8[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// The byte offset of the character that ends at `byte`.
    private func previousCharacterStart(before byte: Int, in utf8: [UInt8]) -> Int {
        var previous = max(0, min(byte, utf8.count) - 1)
        while previous > 0, utf8[previous] & 0xC0 == 0x80 { previous -= 1 }
        return previous
    }
}
