/// The paragraph-level settings of `NSParagraphStyle`, in points.
///
/// Values that Apple documents as never negative (spacings, head indents, line heights and the
/// multiple) are clamped to 0 here, NaN or infinite values become 0, and magnitudes stop at 100,000
/// points, so bad input never reaches Pango.
package struct ParagraphSettings: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable {
        /// `.natural` follows the paragraph's direction: left for left-to-right text, right for right-to-left.
        case left, center, right, justified, natural
    }

    package enum LineBreak: Hashable, Sendable {
        case wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail

        /// Whether lines break inside the paragraph (TextKit lays out the other modes as one line).
        package var wraps: Bool { self == .wordWrap || self == .charWrap }
    }

    package enum Direction: Hashable, Sendable {
        /// The direction of the paragraph's first strong character (left-to-right when it has none).
        case natural, leftToRight, rightToLeft
    }

    package var alignment: Alignment
    package var lineBreak: LineBreak
    package var baseWritingDirection: Direction
    /// Space added after every line, as TextKit does (after a paragraph's last line too, before its
    /// `paragraphSpacing`); not after the text's last line.
    package var lineSpacing: CGFloat
    /// Space added after the paragraph (not after the text's last paragraph).
    package var paragraphSpacing: CGFloat
    /// Space added before the paragraph (not before the text's first paragraph).
    package var paragraphSpacingBefore: CGFloat
    package var firstLineHeadIndent: CGFloat
    package var headIndent: CGFloat
    /// Positive: the line's length measured from the leading margin; zero or negative: the inset from the
    /// trailing margin.
    package var tailIndent: CGFloat
    /// 0 means no minimum.
    package var minimumLineHeight: CGFloat
    /// 0 means no maximum.
    package var maximumLineHeight: CGFloat
    /// Multiplies each line's natural height; 0 means 1.
    package var lineHeightMultiple: CGFloat

    package init(
        alignment: Alignment = .natural, lineBreak: LineBreak = .wordWrap, baseWritingDirection: Direction = .natural,
        lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0,
        firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0, tailIndent: CGFloat = 0,
        minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, lineHeightMultiple: CGFloat = 0
    ) {
        func nonnegative(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), 100_000) : 0 }
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.baseWritingDirection = baseWritingDirection
        self.lineSpacing = nonnegative(lineSpacing)
        self.paragraphSpacing = nonnegative(paragraphSpacing)
        self.paragraphSpacingBefore = nonnegative(paragraphSpacingBefore)
        self.firstLineHeadIndent = nonnegative(firstLineHeadIndent)
        self.headIndent = nonnegative(headIndent)
        self.tailIndent = tailIndent.isFinite ? min(max(tailIndent, -100_000), 100_000) : 0
        self.minimumLineHeight = nonnegative(minimumLineHeight)
        self.maximumLineHeight = nonnegative(maximumLineHeight)
        self.lineHeightMultiple = nonnegative(lineHeightMultiple)
    }
}
