/// UILabel's text rules on top of the text engine: which attributes a label's text is drawn with, how its
/// lines break, and how far the font shrinks to fit. No views here; `UILabel` asks, measures and draws.
///
/// The rules, as UIKit applies them (Apple, UILabel reference):
/// - Attributes the string carries win; the label's `font`, `textColor`, alignment, line break mode and
///   shadow fill in where a run has none. `highlightedTextColor` (while highlighted) colours every run.
/// - One line (`numberOfLines == 1`): each paragraph is one line, clipped or truncated per its mode; the
///   wrapping modes show the first wrapped line. Several lines: every paragraph wraps at word boundaries,
///   at most `numberOfLines` lines (0: no limit) that fit the height, and a truncating mode puts the
///   ellipsis on the last visible line.
/// - Shrinking (`adjustsFontSizeToFitWidth`): every font shrinks by the same, largest factor down to the
///   minimum that lets the text fit; below it the line break mode applies.
enum LabelText {
    /// What a label's properties contribute to its text, captured once per measure or draw.
    struct Defaults {
        var font: UIFont
        var textColor: UIColor
        var alignment: NSTextAlignment
        var lineBreakMode: NSLineBreakMode
        var shadowColor: UIColor?
        var shadowOffset: CGSize
        /// Replaces every run's colour (a highlighted label with a highlighted text colour).
        var overridingColor: UIColor?
    }

    /// The attributes that `text` is given: the label's font, colour and paragraph style.
    static func attributes(_ defaults: Defaults) -> [NSAttributedString.Key: Any] {
        [.font: defaults.font, .foregroundColor: defaults.textColor, .paragraphStyle: paragraphStyle(defaults)]
    }

    static func paragraphStyle(_ defaults: Defaults) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = defaults.alignment
        style.lineBreakMode = defaults.lineBreakMode
        return style
    }

    /// The engine's text for `string`, the label's defaults filling in missing attributes; nil when empty.
    static func engineText(_ string: NSAttributedString?, defaults: Defaults) -> AttributedText? {
        guard let string, string.length > 0 else { return nil }
        let paragraph = paragraphStyle(defaults)
        var shadow: NSShadow?
        if let color = defaults.shadowColor {
            let value = NSShadow()
            value.shadowColor = color
            value.shadowOffset = defaults.shadowOffset
            shadow = value
        }
        var runs: [AttributedText.Run] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var merged = attributes
            if merged[.font] == nil { merged[.font] = defaults.font }
            if merged[.foregroundColor] == nil { merged[.foregroundColor] = defaults.textColor }
            if merged[.paragraphStyle] == nil { merged[.paragraphStyle] = paragraph }
            if merged[.shadow] == nil, let shadow { merged[.shadow] = shadow }
            if let color = defaults.overridingColor { merged[.foregroundColor] = color }
            runs.append(AttributedText.Run(length: range.length, style: TextAttributes.style(merged)))
        }
        return AttributedText(string: string.string, runs: runs)
    }

    /// The layout of `text` in a container of `width` (unlimited when not positive or huge) and `height`
    /// (used only for several lines; nil: unlimited), at most `lines` lines (0: no limit), shrunk down to
    /// `minimumScaleFactor` when that is in 0<..<1. Returns the layout and the font scale used.
    static func layout(
        _ text: AttributedText, width: CGFloat, height: CGFloat?, lines: Int, lineBreakMode: NSLineBreakMode,
        minimumScaleFactor: CGFloat
    ) -> (layout: TextLayout, scale: CGFloat) {
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode)
        var constraints = TextLayoutConstraints(
            width: width, height: lines == 1 ? nil : height, maximumNumberOfLines: lines,
            wrapsTruncatingParagraphs: lines != 1, truncatesLastVisibleLine: truncates)
        // UIKit: a label too short for even one line still shows its first line (clipped by its bounds).
        if constraints.height != nil, TextLayout.make(text, constraints: constraints).lines.isEmpty {
            constraints.height = nil
            constraints.maximumNumberOfLines = 1
        }
        guard minimumScaleFactor > 0, minimumScaleFactor < 1 else {
            return (TextLayout.make(text, constraints: constraints), 1)
        }
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = minimumScaleFactor
        let layout = StringDrawing.layout(text, constraints: constraints, context: context)
        return (layout, context.actualScaleFactor)
    }

    /// A size rounded up to whole points, as UIKit's label sizes are (a hundred-thousandth of a point
    /// over a whole number is taken as rounding noise, not as another point).
    static func ceiled(_ size: CGSize) -> CGSize {
        func up(_ value: CGFloat) -> CGFloat { value > 0 ? (value - 0.00001).rounded(.up) : 0 }
        return CGSize(width: up(size.width), height: up(size.height))
    }
}
