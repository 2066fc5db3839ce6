@_implementationOnly import CPango

/// An attributed text broken into lines within a container: what string drawing, UILabel and the text
/// input views measure, draw and hit-test.
///
/// Lines are stacked as TextKit stacks line fragments: each line is as tall as its tallest font
/// (ascender − descender, plus the line gap with `usesFontLeading`, times `lineHeightMultiple`, clamped
/// to the minimum and maximum line heights; extra height goes above the glyphs), `lineSpacing` follows
/// every line, `paragraphSpacing` and `paragraphSpacingBefore` separate paragraphs. A line that does not
/// fit the container's height entirely is not laid out, nor are lines past the line limit.
///
/// Layouts hold Pango objects of the thread that made them: use a layout on that thread only (the type
/// is not `Sendable`). ``make(_:constraints:)`` serves repeated requests from a per-thread cache.
package final class TextLayout {
    package let text: AttributedText
    package let constraints: TextLayoutConstraints
    /// The laid-out lines, top to bottom. An empty text has one empty line (for the caret) and a zero size.
    package let lines: [TextLine]
    /// The used size: the longest line with its indent (whatever the alignment), and the bottom of the
    /// last line. Fractional: callers that size views round it up.
    package let size: CGSize
    /// The width lines were aligned in: the container's width, or the longest line's when unlimited.
    package let containerWidth: CGFloat
    /// Some text is not shown: lines were cut by the height or line limit, or a line was truncated.
    package let isTruncated: Bool
    let paragraphs: [ParagraphLayout]

    /// The layout of `text` in `constraints`, from the calling thread's cache when the same text was laid
    /// out in the same constraints before (no shaping then); else laid out and cached.
    package static func make(_ text: AttributedText, constraints: TextLayoutConstraints) -> TextLayout {
        let state = TextThreadState.current
        let key = TextLayoutCache.Key(text: text, constraints: constraints)
        if let cached = state.cache.layout(for: key) { return cached }
        let layout = TextLayout(text: text, constraints: constraints, state: state)
        state.cache.insert(layout, for: key)
        return layout
    }

    /// The number of laid-out lines (0 for an empty text).
    package var lineCount: Int { text.length == 0 ? 0 : lines.count }
    /// The first line's baseline, or 0 without lines.
    package var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline, or 0 without lines.
    package var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    private init(text: AttributedText, constraints: TextLayoutConstraints, state: TextThreadState) {
        self.text = text
        self.constraints = constraints
        let units = Array(text.string.utf16)
        var runStarts: [Int] = []
        var offset = 0
        for run in text.runs { runStarts.append(offset); offset += run.length }

        var builder = LineStacker(text: text, units: units, runStarts: runStarts, constraints: constraints, state: state)
        builder.stackAll(TextLayout.paragraphRanges(units))
        if builder.wasCut && constraints.truncatesLastVisibleLine { builder.truncateLastVisibleLine() }
        paragraphs = builder.paragraphs
        isTruncated = builder.wasCut || builder.lines.contains { $0.isTruncated }

        // Align the lines in the container, now that the longest line is known when the width is unlimited.
        let width = constraints.width ?? builder.lines.map { $0.margin + $0.width + $0.tailInset }.max() ?? 0
        containerWidth = width
        var lines: [TextLine] = []
        var usedWidth: CGFloat = 0
        for pending in builder.lines {
            let paragraph = builder.paragraphs[pending.paragraphIndex]
            let available = width - pending.margin - pending.tailInset
            let leftMargin = paragraph.isRightToLeft ? pending.tailInset : pending.margin
            var x: CGFloat
            switch TextLayout.resolvedAlignment(paragraph.settings.alignment, rightToLeft: paragraph.isRightToLeft) {
            case .left: x = leftMargin
            case .right: x = leftMargin + available - pending.width
            default: x = leftMargin + (available - pending.width) / 2
            }
            if pending.width > available {  // clipped: keep the line's start at its leading margin
                x = paragraph.isRightToLeft ? leftMargin + available - pending.width : leftMargin
            }
            let clippedWidth = constraints.width == nil ? pending.width : min(pending.width, max(0, available))
            usedWidth = max(usedWidth, pending.margin + clippedWidth)
            lines.append(
                TextLine(
                    rect: CGRect(x: x, y: pending.top, width: pending.width, height: pending.height),
                    baseline: pending.baseline, ascent: pending.ascent, descent: pending.descent,
                    characterRange: pending.characterRange, isTruncated: pending.isTruncated,
                    isClipped: paragraph.clipsLines && pending.width > available,
                    originX: x - pending.logicalX, paragraphIndex: pending.paragraphIndex,
                    indexInParagraph: pending.indexInParagraph))
        }
        self.lines = lines
        let height = lines.last.map { $0.rect.maxY } ?? 0
        size = text.length == 0 ? .zero : CGSize(width: usedWidth, height: height)
    }

    /// Left, right or center for a line. Pango stretched justified lines to the full width, so they align
    /// like natural ones, and so does a justified paragraph's last line, which is not stretched.
    private static func resolvedAlignment(_ alignment: ParagraphSettings.Alignment, rightToLeft: Bool) -> ParagraphSettings.Alignment {
        switch alignment {
        case .natural, .justified: rightToLeft ? .right : .left
        default: alignment
        }
    }

    /// The paragraphs' content ranges (separators excluded), in UTF-16 units. A text ending with a
    /// separator has an empty last paragraph, as TextKit's extra line fragment.
    static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x85 {
                ranges.append(start..<index)
                index += (unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        ranges.append(start..<units.count)
        return ranges
    }
}
