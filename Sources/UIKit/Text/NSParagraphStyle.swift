/// The layout of a paragraph: alignment, line breaking, spacing, indents and line heights.
///
/// Immutable; ``NSMutableParagraphStyle`` is the mutable form (`mutableCopy()` makes one). An
/// attributed string's paragraph takes the style of its first character. Apple documents spacings, head
/// indents and line heights as never negative: negative values read back as set and lay out as 0.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var baseWritingDirection = NSWritingDirection.natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    /// First stored property: keeps NSAttributedString from crashing on this value (see CFRuntimeGuard).
    private let cfRuntimeGuard = CFRuntimeGuard()
    var values = Values()

    /// The default style: natural alignment, word wrapping, no spacing, indents or line height limits.
    /// Each access returns a new, equal style (iOS returns one shared instance).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The natural writing direction for `languageName`: right-to-left for Arabic, Hebrew, Persian and
    /// Urdu (and a few others), else left-to-right; `.leftToRight` for nil.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let language = languageName?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first else {
            return .leftToRight
        }
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"].contains(String(language)) ? .rightToLeft : .leftToRight
    }

    /// A style with the defaults (see ``default``).
    public override init() { super.init() }

    /// The horizontal alignment; default `.natural`.
    open var alignment: NSTextAlignment { values.alignment }
    /// What happens to lines too long for the container; default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The paragraph's direction; default `.natural` (from the text).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Points added after each line (a paragraph's last included, not the text's last). Default 0.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph. Default 0.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points added before the paragraph (not before the text's first paragraph). Default 0.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The first line's distance from the leading margin. Default 0.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' distance from the leading margin. Default 0.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the lines' length from the leading margin; zero or negative: the distance kept from the
    /// trailing margin. Default 0.
    open var tailIndent: CGFloat { values.tailIndent }
    /// Lines are at least this tall; 0 (default) means no minimum.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// Lines are at most this tall; 0 (default) means no maximum.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Multiplies each line's natural height (the extra goes above the glyphs); 0 (default) means 1.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Unsupported: stored; lines are never hyphenated.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Unsupported: stored; truncation never tightens letter spacing first.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable style with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable style with the same settings.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles are equal when every setting is, mutable or not.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { values.alignment.hashValue ^ values.lineBreakMode.hashValue ^ values.lineSpacing.hashValue }
}
