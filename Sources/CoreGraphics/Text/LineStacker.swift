/// Stacks the lines of a text's paragraphs from the top, as TextKit fills a text container, and cuts
/// the text where the container's height or the line limit ends it.
struct LineStacker {
    /// A line placed vertically; ``TextLayout`` places it horizontally once the container width is known.
    struct PendingLine {
        var paragraphIndex: Int
        var indexInParagraph: Int
        var top: CGFloat
        var height: CGFloat
        var baseline: CGFloat
        var ascent: CGFloat
        var descent: CGFloat
        /// The line's logical extent along the baseline, relative to its pen origin.
        var logicalX: CGFloat
        var width: CGFloat
        /// The head indent that applies to the line, and the paragraph's trailing inset.
        var margin: CGFloat
        var tailInset: CGFloat
        var characterRange: Range<Int>
        var isTruncated: Bool
    }

    let text: AttributedText
    let units: [UInt16]
    let runStarts: [Int]
    let constraints: TextLayoutConstraints
    let state: TextThreadState
    private(set) var paragraphs: [ParagraphLayout] = []
    private(set) var lines: [PendingLine] = []
    /// Some lines did not fit: the container's height or the line limit ended the text.
    private(set) var wasCut = false
    /// The top of the next line.
    private var y: CGFloat = 0
    /// The previous paragraph's `paragraphSpacing`, added before the next paragraph.
    private var spacingAfterParagraph: CGFloat = 0

    init(text: AttributedText, units: [UInt16], runStarts: [Int], constraints: TextLayoutConstraints, state: TextThreadState) {
        self.text = text
        self.units = units
        self.runStarts = runStarts
        self.constraints = constraints
        self.state = state
    }

    /// Lays out and stacks the paragraphs until one does not fit.
    mutating func stackAll(_ ranges: [Range<Int>]) {
        for (index, range) in ranges.enumerated() {
            let paragraph = ParagraphLayout(
                text: text, units: units, range: range, runStarts: runStarts,
                constraints: constraints, state: state, truncation: nil)
            paragraphs.append(paragraph)
            if !stack(paragraph, index: index) {
                wasCut = true
                return
            }
        }
    }

    /// Appends the paragraph's lines; false when one does not fit, which cuts the text there.
    private mutating func stack(_ paragraph: ParagraphLayout, index: Int) -> Bool {
        if index > 0 { y += spacingAfterParagraph + paragraph.settings.paragraphSpacingBefore }
        for lineIndex in 0..<paragraph.lineCount {
            if constraints.maximumNumberOfLines > 0 && lines.count >= constraints.maximumNumberOfLines { return false }
            let line = makeLine(paragraph, paragraphIndex: index, lineIndex: lineIndex, top: y)
            if let height = constraints.height, line.top + line.height > height + 0.001 { return false }
            lines.append(line)
            y = line.top + line.height + paragraph.settings.lineSpacing
        }
        spacingAfterParagraph = paragraph.settings.paragraphSpacing
        return true
    }

    /// Lays out the last visible line's paragraph again so that its last kept line ends with an ellipsis
    /// standing for everything cut. UIKit truncates at the paragraph's own truncation position, and at
    /// the tail for wrapping paragraphs.
    ///
    /// Deviation: when the cut falls exactly at a paragraph's end, only tail truncation adds an
    /// ellipsis (after the paragraph's text); head and middle truncation leave the line as it is.
    mutating func truncateLastVisibleLine() {
        guard let last = lines.last else { return }
        let paragraphIndex = last.paragraphIndex
        let old = paragraphs[paragraphIndex]
        let mode: ParagraphSettings.LineBreak
        switch old.settings.lineBreak {
        case .truncateHead, .truncateMiddle: mode = old.settings.lineBreak
        default: mode = .truncateTail
        }
        let endsParagraph = last.indexInParagraph == old.lineCount - 1
        if endsParagraph && mode != .truncateTail { return }
        let kept = lines.filter { $0.paragraphIndex == paragraphIndex }.count
        let range = old.start..<(old.start + old.map.utf16Count)
        let truncated = ParagraphLayout(
            text: text, units: units, range: range, runStarts: runStarts, constraints: constraints,
            state: state, truncation: .init(mode: mode, lines: kept, appendsEllipsis: endsParagraph))
        paragraphs[paragraphIndex] = truncated
        paragraphs.removeSubrange((paragraphIndex + 1)...)
        y = lines.first { $0.paragraphIndex == paragraphIndex }?.top ?? y
        lines.removeAll { $0.paragraphIndex == paragraphIndex }
        for lineIndex in 0..<min(kept, truncated.lineCount) {
            let line = makeLine(truncated, paragraphIndex: paragraphIndex, lineIndex: lineIndex, top: y)
            lines.append(line)
            y = line.top + line.height + truncated.settings.lineSpacing
        }
    }

    /// Measures a line's height from the fonts on it and places its baseline.
    private func makeLine(_ paragraph: ParagraphLayout, paragraphIndex: Int, lineIndex: Int, top: CGFloat) -> PendingLine {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let runs = paragraph.glyphRuns(ofLine: lineIndex, text: text)
        for run in runs {
            guard let font = run.font else { continue }
            let extents = FontMetrics.verticalExtents(of: font)
            let offset = text.runs[min(run.styleIndex, text.runs.count - 1)].style.baselineOffset
            ascent = max(ascent, extents.ascent + offset)
            descent = max(descent, extents.descent - offset)
            leading = max(leading, extents.leading)
        }
        if runs.isEmpty {  // an empty paragraph: as tall as its font
            let metrics = TextEngine.metrics(for: paragraph.font)
            ascent = metrics.ascender
            descent = -metrics.descender
            leading = metrics.leading
        }
        let settings = paragraph.settings
        let gap = constraints.usesFontLeading ? leading : 0
        var height = ascent + descent + gap
        if settings.lineHeightMultiple > 0 { height *= settings.lineHeightMultiple }
        if settings.minimumLineHeight > 0 { height = max(height, settings.minimumLineHeight) }
        if settings.maximumLineHeight > 0 { height = min(height, settings.maximumLineHeight) }
        let extent = paragraph.logicalExtent(ofLine: lineIndex)
        return PendingLine(
            paragraphIndex: paragraphIndex, indexInParagraph: lineIndex, top: top, height: height,
            baseline: top + height - gap - descent, ascent: ascent, descent: descent,
            logicalX: extent.x, width: extent.width,
            margin: lineIndex == 0 ? paragraph.firstLineMargin : paragraph.otherLinesMargin,
            tailInset: paragraph.tailInset, characterRange: paragraph.characterRange(ofLine: lineIndex),
            isTruncated: paragraph.isEllipsized(line: lineIndex))
    }
}
