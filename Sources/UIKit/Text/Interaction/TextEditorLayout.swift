/// One paragraph of an editor's text, laid out on its own: an edit lays out again only the paragraphs
/// it touched, and the others keep their layouts and only move.
struct EditorParagraph {
    /// The offset of the paragraph's first character in the whole text (UTF-16).
    var start: Int
    /// The length of its characters, the separator excluded.
    var length: Int
    /// The length of the separator that ends it ("\n" 1, "\r\n" 2; 0 for the last paragraph).
    var separatorLength: Int
    /// The paragraph's lines, in its own space (origin at its top left).
    var layout: TextLayout
    /// The y of its top in the text's space (the text container's, before insets).
    var top: CGFloat = 0
    /// Its height: the bottom of its last line.
    var height: CGFloat
    /// Secure entry: the start of each grapheme cluster (relative to `start`), then the length; the
    /// drawn text has one "•" per cluster. Nil for plain text, where drawn and stored offsets agree.
    var clusterStarts: [Int]?

    /// The space its paragraph style puts before it (`paragraphSpacingBefore`) or after it
    /// (`lineSpacing` after its last line, then `paragraphSpacing`).
    func spacing(before: Bool) -> CGFloat {
        let settings = layout.text.style(at: 0).paragraph
        let value = before ? settings.paragraphSpacingBefore : settings.lineSpacing + settings.paragraphSpacing
        return value.isFinite ? max(0, value) : 0
    }

    var end: Int { start + length }
    var nextStart: Int { start + length + separatorLength }
    var bottom: CGFloat { top + height }

    /// The offset in the drawn text for an offset relative to `start`.
    func displayOffset(_ local: Int) -> Int {
        guard let clusterStarts else { return local }
        var low = 0, high = clusterStarts.count - 1
        while low < high {  // the last cluster start at or before `local`
            let middle = (low + high + 1) / 2
            if clusterStarts[middle] <= local { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The offset relative to `start` for an offset in the drawn text.
    func storedOffset(_ display: Int) -> Int {
        guard let clusterStarts else { return display }
        return clusterStarts[min(max(0, display), clusterStarts.count - 1)]
    }
}

/// The editor's laid-out text: its paragraphs top to bottom, and its size.
struct TextEditorLayout {
    var paragraphs: [EditorParagraph] = []
    /// The longest line's width and the last paragraph's bottom (one line's height for an empty text,
    /// where the caret stands).
    var size: CGSize = .zero
    /// The width lines wrap at, or nil for unwrapped lines.
    var wrapWidth: CGFloat?

    /// The index of the paragraph holding `offset`: the last one starting at or before it (the caret at
    /// a paragraph's end belongs to that paragraph, after its separator to the next one).
    func paragraphIndex(containing offset: Int) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// The index of the paragraph at height `y`: the first whose bottom is below `y` (the last one
    /// below the text).
    func paragraphIndex(atY y: CGFloat) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high) / 2
            if paragraphs[middle].bottom > y { high = middle } else { low = middle + 1 }
        }
        return max(0, low)
    }

    /// Stacks the paragraphs from `index` on, each below the one before, and updates the size. As
    /// TextKit stacks them, a paragraph's last line is followed by its `lineSpacing` and
    /// `paragraphSpacing`, and the next paragraph's `paragraphSpacingBefore` (nothing before the first
    /// paragraph or after the last).
    mutating func restack(from index: Int) {
        var y = index > 0 ? paragraphs[index - 1].bottom : 0
        for i in max(0, index)..<paragraphs.count {
            if i > 0 { y += paragraphs[i - 1].spacing(before: false) + paragraphs[i].spacing(before: true) }
            paragraphs[i].top = y
            y += paragraphs[i].height
        }
        var width: CGFloat = 0
        for paragraph in paragraphs { width = max(width, paragraph.layout.size.width) }
        size = CGSize(width: width, height: y)
    }

    /// The paragraphs of `units` (the text from offset `base`) as (start, length, separator length).
    /// The last piece runs to the end of `units` without a separator (empty when `units` ends with one).
    static func paragraphRanges(_ units: [UInt16], base: Int) -> [(start: Int, length: Int, separator: Int)] {
        var result: [(Int, Int, Int)] = []
        var start = 0, index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x85 {
                let separator = (unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A) ? 2 : 1
                result.append((base + start, index - start, separator))
                index += separator
                start = index
            } else {
                index += 1
            }
        }
        result.append((base + start, units.count - start, 0))
        return result
    }
}
