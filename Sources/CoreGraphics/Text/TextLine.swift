/// One laid-out line of a ``TextLayout``, in the layout's space (points, origin at the top left of the
/// container, y down).
package struct TextLine: Sendable {
    /// The line fragment's used part: x where its first glyph starts (after indents and alignment),
    /// y of its top, the glyphs' advance as width, the line height (without `lineSpacing`) as height.
    package var rect: CGRect
    /// The y of the baseline.
    package var baseline: CGFloat
    /// Distance from the baseline up to the top of the line's tallest font (baseline offsets included).
    package var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line's deepest font.
    package var descent: CGFloat
    /// The characters the line holds, as UTF-16 offsets; those hidden behind an ellipsis included.
    package var characterRange: Range<Int>
    /// The line shows an ellipsis in place of some of its characters.
    package var isTruncated: Bool
    /// The line is longer than the container (clipping mode) and is clipped to it when drawn.
    package var isClipped: Bool
    /// The x of the line's pen origin: `rect.minX` minus the logical extent's offset.
    var originX: CGFloat
    var paragraphIndex: Int
    /// The line's index in its paragraph's Pango layout.
    var indexInParagraph: Int
}
