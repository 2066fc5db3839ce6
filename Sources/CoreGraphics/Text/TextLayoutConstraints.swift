/// Where and how a text may be laid out: the text container of TextKit, plus UILabel's line limit.
package struct TextLayoutConstraints: Hashable, Sendable {
    /// The container width in points; nil (or not positive, or a million points and more, which is how
    /// callers say "unlimited" with `.greatestFiniteMagnitude`) lays every line out at its natural length.
    package var width: CGFloat?
    /// The container height; lines that do not fit entirely are not laid out. Nil (or not positive): no limit.
    package var height: CGFloat?
    /// At most this many lines are laid out; 0 means no limit.
    package var maximumNumberOfLines: Int
    /// Baseline-origin string drawing: every paragraph is a single line, and the wrapping modes act as
    /// clipping (`NSStringDrawingOptions` without `.usesLineFragmentOrigin`).
    package var singleLineParagraphs: Bool
    /// UILabel with `numberOfLines != 1`: paragraphs whose mode truncates or clips still wrap at word
    /// boundaries, and only the last visible line is truncated. TextKit (false) lays them out as one line.
    package var wrapsTruncatingParagraphs: Bool
    /// When lines are cut by the height or line limit, the last visible line ends with an ellipsis (at its
    /// paragraph's truncation position; at the tail for wrapping paragraphs).
    package var truncatesLastVisibleLine: Bool
    /// Adds the fonts' line gap to every line (`.usesFontLeading`).
    package var usesFontLeading: Bool

    package init(
        width: CGFloat? = nil, height: CGFloat? = nil, maximumNumberOfLines: Int = 0,
        singleLineParagraphs: Bool = false, wrapsTruncatingParagraphs: Bool = false,
        truncatesLastVisibleLine: Bool = false, usesFontLeading: Bool = false
    ) {
        func limit(_ value: CGFloat?) -> CGFloat? {
            guard let value, value.isFinite, value > 0, value < 1_000_000 else { return nil }
            return value
        }
        self.width = limit(width)
        self.height = limit(height)
        self.maximumNumberOfLines = max(0, maximumNumberOfLines)
        self.singleLineParagraphs = singleLineParagraphs
        self.wrapsTruncatingParagraphs = wrapsTruncatingParagraphs
        self.truncatesLastVisibleLine = truncatesLastVisibleLine
        self.usesFontLeading = usesFontLeading
    }
}
