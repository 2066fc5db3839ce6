// The text attributes UIKit draws. Linux Foundation declares the `NSAttributedString.Key` type but none of
// these constants. Raw values are iOS's, so keys made from strings (`NSAttributedString.Key("NSFont")`) match.

extension NSAttributedString.Key {
    /// A `UIFont`. Default: Helvetica 12 (drawn with the nearest installed face).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor` for the glyphs. Default: black.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// A `UIColor` filled behind the glyphs, over the line's height. Default: none.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// A number of points added after each character. 0 turns the font's kerning off; absent keeps it.
    /// Deviation: the space goes between characters, not after the last one of a run as on iOS.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An `NSUnderlineStyle` (or its raw value). Default: none.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A `UIColor` for the underline. Default: the foreground colour.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// An `NSUnderlineStyle` (or its raw value) for a line through the glyphs. Default: none.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// A `UIColor` for the strikethrough. Default: the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// A `UIColor` for glyph outlines. Default: the foreground colour.
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// A number: the outline width in percent of the point size. Positive strokes only (hollow glyphs),
    /// negative fills and strokes; 0 (default) fills only. 3 is a typical outline.
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// An `NSShadow`. Default: none.
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// An `NSParagraphStyle`. Default: `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// A number of points to raise the glyphs (negative lowers them). Default 0.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// A number: 0 only required ligatures, 1 (default) the standard ones, 2 all of them.
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    /// A `URL` or `String`. String drawing does not style links (UITextView does).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// A number: the skew applied to glyphs, 0 (default) none, positive leans right.
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    /// A number: the log of the horizontal stretch of glyphs.
    /// Unsupported: accepted and ignored; glyphs keep their width.
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
}
