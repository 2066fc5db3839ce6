// Geometry for UITextInput and for the editor's own drawing: carets, selection rectangles and hit
// tests, from the paragraphs' layouts. "Text space" is the text container's (before insets and
// scrolling); the public answers are in the content view's coordinates.
extension TextEditor {
    // MARK: By offset, in the text's space

    /// The caret before the character at `offset`: 2 points wide, as tall as its line's fonts. In
    /// right-to-left text it stands at the character's right edge.
    func caretRectInText(atOffset offset: Int) -> CGRect {
        guard !layout.paragraphs.isEmpty else { return CGRect(x: 0, y: 0, width: caretWidth, height: 0) }
        let paragraph = layout.paragraphs[layout.paragraphIndex(containing: offset)]
        let local = min(max(0, offset - paragraph.start), paragraph.length)
        var rect = paragraph.layout.caretRect(forUTF16Offset: paragraph.displayOffset(local))
        if rect == .zero { rect = CGRect(x: 0, y: 0, width: caretWidth, height: paragraph.height) }
        rect.size.width = caretWidth
        return rect.offsetBy(dx: 0, dy: paragraph.top)
    }

    /// The caret for `offset` in the content view.
    func caretRect(atOffset offset: Int) -> CGRect {
        let origin = textOrigin
        return caretRectInText(atOffset: offset).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The rectangles highlighting `range` in the paragraphs `indices` (text space), per line top to
    /// bottom, the pieces of a line in reading order, with each paragraph's writing direction. As iOS
    /// highlights wrapped text, a line the selection runs on past reaches to the container's trailing
    /// edge, a line it came from above starts at the leading edge, and an empty line inside the
    /// selection is highlighted across.
    func selectionRects(_ range: Range<Int>, inParagraphs indices: Range<Int>) -> [(rect: CGRect, rightToLeft: Bool)] {
        var result: [(CGRect, Bool)] = []
        let width = wrapsLines ? (layout.wrapWidth ?? layout.size.width) : layout.size.width
        for index in indices where index < layout.paragraphs.count {
            let paragraph = layout.paragraphs[index]
            guard range.lowerBound <= paragraph.end, range.upperBound >= paragraph.start else { continue }
            let rightToLeft = paragraph.layout.startsRightToLeft
            let lower = max(range.lowerBound, paragraph.start) - paragraph.start
            let upper = min(range.upperBound, paragraph.end) - paragraph.start
            let continuesPastParagraph = range.upperBound > paragraph.end
            if upper <= lower {
                // Only the separator is selected here (the selection starts at the paragraph's end, or
                // the paragraph is empty): from the end of its text to the trailing edge.
                guard continuesPastParagraph, let line = paragraph.layout.lines.last else { continue }
                let empty = paragraph.length == 0
                let rect =
                    rightToLeft
                    ? CGRect(x: 0, y: line.rect.minY, width: empty ? width : max(0, line.rect.minX), height: line.rect.height)
                    : CGRect(
                        x: empty ? 0 : line.rect.maxX, y: line.rect.minY, width: max(0, width - (empty ? 0 : line.rect.maxX)),
                        height: line.rect.height)
                result.append((rect.offsetBy(dx: 0, dy: paragraph.top), rightToLeft))
                continue
            }
            let display = paragraph.displayOffset(lower)..<paragraph.displayOffset(upper)
            let pieces = paragraph.layout.selectionRects(forUTF16Range: display)
            for line in paragraph.layout.lines {
                var onLine = pieces.filter { abs($0.minY - line.rect.minY) < 0.01 }
                guard !onLine.isEmpty else { continue }
                let lineStart = paragraph.start + paragraph.storedOffset(line.characterRange.lowerBound)
                let lineEnd = paragraph.start + paragraph.storedOffset(line.characterRange.upperBound)
                let isLastLine = line.characterRange.upperBound >= paragraph.layout.text.length
                let runsOn = isLastLine ? continuesPastParagraph : range.upperBound > lineEnd
                let cameFrom = range.lowerBound < lineStart
                // The trailing edge: right in left-to-right text, left in right-to-left.
                if runsOn,
                    let edge = rightToLeft
                        ? onLine.indices.min(by: { onLine[$0].minX < onLine[$1].minX })
                        : onLine.indices.max(by: { onLine[$0].maxX < onLine[$1].maxX })
                {
                    onLine[edge] =
                        rightToLeft
                        ? CGRect(x: 0, y: onLine[edge].minY, width: onLine[edge].maxX, height: onLine[edge].height)
                        : CGRect(
                            x: onLine[edge].minX, y: onLine[edge].minY, width: max(onLine[edge].width, width - onLine[edge].minX),
                            height: onLine[edge].height)
                }
                if cameFrom,
                    let edge = rightToLeft
                        ? onLine.indices.max(by: { onLine[$0].maxX < onLine[$1].maxX })
                        : onLine.indices.min(by: { onLine[$0].minX < onLine[$1].minX })
                {
                    onLine[edge] =
                        rightToLeft
                        ? CGRect(
                            x: onLine[edge].minX, y: onLine[edge].minY, width: max(onLine[edge].width, width - onLine[edge].minX),
                            height: onLine[edge].height)
                        : CGRect(x: 0, y: onLine[edge].minY, width: onLine[edge].maxX, height: onLine[edge].height)
                }
                for rect in onLine { result.append((rect.offsetBy(dx: 0, dy: paragraph.top), rightToLeft)) }
            }
        }
        return result
    }

    /// The paragraphs `range` crosses.
    func paragraphs(crossing range: Range<Int>) -> Range<Int> {
        guard !layout.paragraphs.isEmpty else { return 0..<0 }
        return layout.paragraphIndex(containing: range.lowerBound)..<layout.paragraphIndex(containing: range.upperBound) + 1
    }

    /// The insertion point nearest to `point` (content view coordinates): the line at the point's
    /// height (the first or last beyond the text), the nearer edge of the character under it.
    func closestOffset(to point: CGPoint) -> Int {
        guard !layout.paragraphs.isEmpty, point.x.isFinite, point.y.isFinite else { return 0 }
        let origin = textOrigin
        let paragraph = layout.paragraphs[layout.paragraphIndex(atY: point.y - origin.y)]
        let local = paragraph.layout.caretOffset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y - paragraph.top))
        return model.boundaries.characterBoundary(atOrBefore: paragraph.start + paragraph.storedOffset(local))
    }

    /// The offset of the character under `point` (content view coordinates), or nil in an empty text.
    func characterOffset(at point: CGPoint) -> Int? {
        guard model.length > 0, !layout.paragraphs.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        let origin = textOrigin
        let paragraph = layout.paragraphs[layout.paragraphIndex(atY: point.y - origin.y)]
        let local = paragraph.layout.characterIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y - paragraph.top))
        return model.boundaries.characterBoundary(atOrBefore: paragraph.start + paragraph.storedOffset(local))
    }

    // MARK: UITextInput's geometry (content view coordinates)

    /// The caret for `position`; `.zero` for a position outside the text.
    func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = model.offset(of: position) else { return .zero }
        return caretRect(atOffset: offset)
    }

    /// The first line's rectangle of `range`: the highlight of its part on that line (the caret's
    /// rectangle for an empty range); `.null` for a range of another view.
    func firstRect(for range: UITextRange) -> CGRect {
        guard let nsRange = model.nsRange(of: range) else { return .null }
        let bounds = nsRange.location..<nsRange.location + nsRange.length
        guard !bounds.isEmpty, let first = selectionRects(bounds, inParagraphs: paragraphs(crossing: bounds)).first else {
            return caretRect(atOffset: bounds.lowerBound)
        }
        let origin = textOrigin
        return first.rect.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The highlight rectangles of `range`; the first holds its start, the last its end.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let nsRange = model.nsRange(of: range), nsRange.length > 0 else { return [] }
        let bounds = nsRange.location..<nsRange.location + nsRange.length
        let origin = textOrigin
        let rects = selectionRects(bounds, inParagraphs: paragraphs(crossing: bounds))
        return rects.enumerated().map { index, piece in
            TextSelectionRect(
                rect: piece.rect.offsetBy(dx: origin.x, dy: origin.y),
                writingDirection: piece.rightToLeft ? .rightToLeft : .leftToRight,
                containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    /// The position nearest to `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition? { model.textPosition(closestOffset(to: point)) }

    /// The position nearest to `point` inside `range` (nil for a range of another view).
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let nsRange = model.nsRange(of: range) else { return nil }
        let offset = min(max(closestOffset(to: point), nsRange.location), nsRange.location + nsRange.length)
        return model.textPosition(offset)
    }

    /// The character (grapheme cluster) under `point`; nil in an empty text.
    func characterRange(at point: CGPoint) -> UITextRange? {
        guard let offset = characterOffset(at: point) else { return nil }
        let end = model.boundaries.characterBoundary(after: offset)
        return TextOffsetRange(offset..<max(offset, end))
    }
}

/// One rectangle of a selection, as UIKit's text views answer `selectionRects(for:)`.
final class TextSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var writingDirection: NSWritingDirection { storedDirection }
    override var containsStart: Bool { storedContainsStart }
    override var containsEnd: Bool { storedContainsEnd }
}
