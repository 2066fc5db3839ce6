/// A view that displays one or more lines of read-only text.
///
/// The text is `text` drawn with the label's `font`, `textColor`, `textAlignment`, `lineBreakMode` and
/// shadow, or `attributedText`, whose attributes win over those properties. A label draws through its
/// backing store (`draw(_:)` → ``drawText(in:)``), centred vertically in its bounds, and redraws when its
/// bounds change (`contentMode` is `.redraw`). Every property that changes the text's look redraws the
/// label; every one that changes its size also invalidates `intrinsicContentSize`. Labels take no touches
/// by default (`isUserInteractionEnabled` is false), so a gesture recognizer on a label needs it set.
///
/// Source: Apple, UILabel reference.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text as drawn: plain text with the label's attributes, or the attributed text as given.
    var content: NSAttributedString?
    /// Whether `content` came from `attributedText` (setting the same `text` again then still replaces it).
    var contentIsAttributed = false
    var storedFont = UILabel.defaultFont
    var storedTextColor = UILabel.defaultTextColor
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byTruncatingTail

    /// Creates a label with no text: no user interaction, not opaque, `contentMode` `.redraw`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Text

    /// The text the label displays; nil by default.
    ///
    /// Setting it replaces any attributed text: the string is drawn with the label's font, colour,
    /// alignment, line break mode and shadow, and `attributedText` then returns it with those attributes.
    /// Setting the text it already shows (after plain text) changes nothing.
    ///
    /// Source: Apple.
    open var text: String? {
        get { content?.string }
        set {
            if !contentIsAttributed, newValue == content?.string { return }
            content = newValue.map { NSAttributedString(string: $0, attributes: LabelText.attributes(labelDefaults(highlighting: false))) }
            contentIsAttributed = false
            textDidChange()
        }
    }

    /// The styled text the label displays; nil by default.
    ///
    /// Its attributes override the label's properties where a run has them (font, colour, paragraph
    /// style, shadow); the label's properties fill in the rest. Setting it also sets `text` to its string
    /// and `font`, `textColor`, `textAlignment` and `lineBreakMode` to the attributes at its first
    /// character, where present.
    ///
    /// Source: Apple.
    open var attributedText: NSAttributedString? {
        get { content.map { NSAttributedString(attributedString: $0) } }
        set {
            content = newValue.map { NSAttributedString(attributedString: $0) }
            contentIsAttributed = newValue != nil
            if let newValue, newValue.length > 0 { adoptAttributes(newValue.attributes(at: 0, effectiveRange: nil)) }
            textDidChange()
        }
    }

    // MARK: Style

    /// The font of the text; the system font at 17 points by default. Setting nil restores that default.
    /// With attributed text, the new font applies to the whole string. Appearance-capable.
    open var font: UIFont! {
        get { storedFont }
        set {
            markAppearanceExplicit("font")
            let font = newValue ?? UILabel.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            applyToWholeText(.font, value: font)
            textDidChange()
        }
    }

    /// The colour of the text; black by default (iOS's `.label` in light mode). Setting nil restores
    /// black. With attributed text, the new colour applies to the whole string. Appearance-capable.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            markAppearanceExplicit("textColor")
            let color = newValue ?? UILabel.defaultTextColor
            guard color != storedTextColor else { return }
            storedTextColor = color
            applyToWholeText(.foregroundColor, value: color)
            setNeedsDisplay()
        }
    }

    /// How lines sit horizontally in the bounds; `.natural` by default (left for left-to-right text).
    /// With attributed text, the new alignment applies to every paragraph style in the string.
    ///
    /// Source: Apple.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            guard newValue != storedAlignment else { return }
            storedAlignment = newValue
            updateParagraphStyles { $0.alignment = newValue }
            setNeedsDisplay()
        }
    }

    /// What happens to text that does not fit; `.byTruncatingTail` by default. With one line the
    /// truncating modes shorten the line with "…" and `.byClipping` cuts it at the bounds; with several
    /// lines text wraps at word boundaries in every mode, and a truncating mode ends the last visible line
    /// with "…". With attributed text, the new mode applies to every paragraph style in the string.
    ///
    /// Source: Apple.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            guard newValue != storedLineBreakMode else { return }
            storedLineBreakMode = newValue
            updateParagraphStyles { $0.lineBreakMode = newValue }
            textDidChange()
        }
    }

    /// The most lines the label shows; 1 by default, 0 for as many as the text needs (negative values
    /// act as 0). Lines beyond the limit, or below the bounds, are not drawn.
    ///
    /// Source: Apple.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    // MARK: State

    /// Whether the label draws its text normally; true by default. A disabled label draws its text
    /// dimmed: in its colours at half their opacity (shadow included).
    ///
    /// Source: Apple ("The label dims the text somewhat when not enabled").
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// Whether the label draws its text highlighted; false by default. A highlighted label draws all its
    /// text in `highlightedTextColor`, and looks unchanged while that colour is nil.
    ///
    /// Source: Apple.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The colour of all the text while `isHighlighted`; nil (no highlight) by default. Appearance-capable.
    open var highlightedTextColor: UIColor? {
        didSet {
            markAppearanceExplicit("highlightedTextColor")
            if highlightedTextColor != oldValue && isHighlighted { setNeedsDisplay() }
        }
    }

    // MARK: Shadow

    /// The colour of a sharp shadow drawn behind the glyphs; nil (no shadow) by default. Runs of
    /// attributed text with their own `.shadow` keep theirs. Appearance-capable.
    ///
    /// Source: Apple.
    open var shadowColor: UIColor? {
        didSet {
            markAppearanceExplicit("shadowColor")
            if shadowColor != oldValue { setNeedsDisplay() }
        }
    }

    /// Where the shadow falls, in points: positive width moves it right, positive height down; (0, −1),
    /// one point up, by default. Has no effect while `shadowColor` is nil. Appearance-capable.
    ///
    /// Source: Apple.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            markAppearanceExplicit("shadowOffset")
            if shadowOffset != oldValue && shadowColor != nil { setNeedsDisplay() }
        }
    }

    // MARK: Sizing

    /// Whether the font shrinks so that the text fits the bounds; false by default. The text shrinks as
    /// little as needed and never below `minimumScaleFactor` (with 0, the default, it does not shrink);
    /// when it still does not fit, `lineBreakMode` applies. Sizes (`sizeThatFits(_:)`,
    /// `intrinsicContentSize`) are those of the unshrunk text.
    ///
    /// Source: Apple.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest scale of the font's size that shrinking may reach, 0...1; 0 by default (the font does
    /// not shrink). NaN acts as 0.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }

    /// The smallest font size shrinking may reach, used when `minimumScaleFactor` is 0. Deprecated in
    /// iOS 6 in favour of `minimumScaleFactor`.
    @available(*, deprecated, message: "Use minimumScaleFactor")
    open var minimumFontSize: CGFloat {
        get { storedMinimumFontSize }
        set { storedMinimumFontSize = newValue; setNeedsDisplay() }
    }
    var storedMinimumFontSize: CGFloat = 0

    /// Whether the spacing between letters tightens so that the text fits. Deprecated in iOS 7.
    /// Unsupported: stored, with no effect; only `adjustsFontSizeToFitWidth` makes text fit.
    @available(*, deprecated, message: "Use adjustsFontSizeToFitWidth")
    open var adjustsLetterSpacingToFitWidth = false

    /// Where shrunk single-line text sits vertically; `.alignBaselines` by default.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines {
        didSet { if baselineAdjustment != oldValue { setNeedsDisplay() } }
    }

    /// The width at which a label with several lines wraps when it computes `intrinsicContentSize`; 0 by
    /// default: a label placed by constraints then wraps at the width the last layout pass gave it (iOS 8's
    /// automatic width, measured again whenever that width changes), and a label laid out by frames lays
    /// each paragraph out on one line.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Drawing and measuring (overridable)

    /// The rectangle the text takes when drawn in `bounds` on at most `numberOfLines` lines (0: no
    /// limit), with its origin at `bounds.origin` and its size rounded up to whole points (the width no
    /// larger than the bounds'). Shrinking applies as in drawing. Empty text takes an empty rectangle.
    /// `sizeThatFits(_:)` and `intrinsicContentSize` ask this method, so a subclass that adds insets
    /// overrides it together with ``drawText(in:)``.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        measuredTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in `rect`: laid out in its width, centred vertically in it, with the label's line
    /// limit, shrinking, highlight and disabled dimming. Override it to change the rectangle (insets) and
    /// call `super`; `draw(_:)` calls it with the bounds.
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect)
    }

    /// Draws the label's text in its bounds through ``drawText(in:)``.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The size of the text: one line's natural width when `numberOfLines` is 1 (whatever `size` is),
    /// else wrapped at `size.width` (unlimited when 0) on at most `numberOfLines` lines; the height given
    /// is not a limit. Rounded up to whole points; zero for empty text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width)
    }

    /// The text's size as `sizeThatFits(_:)` gives it, wrapped at `preferredMaxLayoutWidth` when the
    /// label has several lines and that width is set.
    open override var intrinsicContentSize: CGSize {
        fittingSize(width: intrinsicWrapWidth)
    }

    /// The width `intrinsicContentSize` wraps at (0: unlimited).
    var intrinsicWrapWidth: CGFloat {
        guard numberOfLines != 1 else { return 0 }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return isPlacedByConstraints ? bounds.width : 0
    }

    /// A wrapping label with the automatic width measures its height again for its new width.
    override func autoLayoutWidthDidChange() {
        if numberOfLines != 1 && preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }

    /// The text is centred vertically, so its baselines lie at fixed distances from the label's centre.
    override func layoutBaselines() -> LayoutBaselines {
        guard let text = engineText(highlighting: false) else { return LayoutBaselines(heightFactor: 0.5) }
        let wrap = intrinsicWrapWidth
        let placed = LabelText.layout(
            text, width: wrap > 0 ? wrap : .greatestFiniteMagnitude, height: nil, lines: max(0, numberOfLines),
            lineBreakMode: storedLineBreakMode, minimumScaleFactor: 0
        ).layout
        let half = LabelText.ceiled(placed.size).height / 2
        return LayoutBaselines(heightFactor: 0.5, first: placed.firstBaseline - half, last: placed.lastBaseline - half)
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// The label's text (the attributed text's string) until set; it follows later text changes, and
    /// setting nil goes back to following the text.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// `.staticText` until set; `.notEnabled` is added while the label is disabled (`isEnabled` false),
    /// to set traits too.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityStorage?.traits ?? .staticText).union(isEnabled ? [] : .notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Defaults

    /// The system font at 17 points.
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }
    /// Black.
    static var defaultTextColor: UIColor { .label }
    /// How opaque a disabled label's text is, relative to its colours.
    static let disabledTextAlpha: CGFloat = 0.5
}
