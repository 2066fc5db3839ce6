/// How one run of characters looks: font, colours, spacing, decorations, stroke, shadow and baseline
/// shift: the engine's form of an attributed string's attribute dictionary. A value, usable from any thread.
/// NaN and infinite numbers act as absent; magnitudes are limited (kern and baseline offset to 10,000
/// points, stroke width to 1,000 %, obliqueness to 10) so bad input never reaches Pango or Cairo.
package struct TextStyle: Hashable, Sendable {
    package var font: TextFont
    /// The fill colour; nil draws black, Apple's default.
    package var foregroundColor: CGColor?
    /// Filled behind the run's glyphs over the line's height; nil fills nothing.
    package var backgroundColor: CGColor?
    /// Nil keeps the font's own kerning; 0 turns kerning off (Apple's meaning of a zero `.kern`); any other
    /// value adds that many points of space between characters.
    package var kern: CGFloat?
    /// 0: only the ligatures text needs; 1: the default ligatures; 2: all ligatures, as Apple's `.ligature`.
    package var ligatures: Int
    package var underline: TextDecoration?
    /// Nil draws the underline in the foreground colour.
    package var underlineColor: CGColor?
    package var strikethrough: TextDecoration?
    /// Nil draws the strikethrough in the foreground colour.
    package var strikethroughColor: CGColor?
    /// Nil strokes in the foreground colour.
    package var strokeColor: CGColor?
    /// Apple's `.strokeWidth`: a percentage of the point size. Positive strokes only (hollow glyphs),
    /// negative fills and strokes, 0 fills only.
    package var strokeWidth: CGFloat
    package var shadow: TextShadow?
    /// Points to raise the glyphs above the baseline (negative lowers them); lines grow to fit.
    package var baselineOffset: CGFloat
    /// Skew of the glyphs: x moves by `obliqueness` times the height above the baseline.
    package var obliqueness: CGFloat
    /// The paragraph settings; the layout uses those of each paragraph's first character.
    package var paragraph: ParagraphSettings

    package init(
        font: TextFont, foregroundColor: CGColor? = nil, backgroundColor: CGColor? = nil, kern: CGFloat? = nil,
        ligatures: Int = 1, underline: TextDecoration? = nil, underlineColor: CGColor? = nil,
        strikethrough: TextDecoration? = nil, strikethroughColor: CGColor? = nil, strokeColor: CGColor? = nil,
        strokeWidth: CGFloat = 0, shadow: TextShadow? = nil, baselineOffset: CGFloat = 0,
        obliqueness: CGFloat = 0, paragraph: ParagraphSettings = ParagraphSettings()
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        func limited(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -limit), limit) : 0 }
        self.kern = kern.flatMap { $0.isFinite ? limited($0, 10_000) : nil }
        self.ligatures = ligatures
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.strokeColor = strokeColor
        self.strokeWidth = limited(strokeWidth, 1_000)
        self.shadow = shadow
        self.baselineOffset = limited(baselineOffset, 10_000)
        self.obliqueness = limited(obliqueness, 10)
        self.paragraph = paragraph
    }

    /// The same style with the font (and kern) scaled by `factor`, for shrinking text to fit.
    package func scaled(by factor: CGFloat) -> TextStyle {
        var style = self
        style.font = font.withSize(font.size * factor)
        if let kern, kern != 0 { style.kern = kern * factor }
        return style
    }
}
