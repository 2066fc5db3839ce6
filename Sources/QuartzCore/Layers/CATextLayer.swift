import Foundation

/// A layer that draws a string, plain or attributed, into its contents.
///
/// The text is drawn from the top left of the bounds (it is not centred vertically), into the layer's
/// backing image at `contentsScale` pixels per point: like every layer that draws, a text layer is
/// sharp on a 2x screen only when its `contentsScale` is 2, and blurry at the default 1, as on iOS.
/// Without wrapping each paragraph is one line, cut (or truncated, see `truncationMode`) at the bounds;
/// with `isWrapped` lines wrap at the bounds' width and lines past its height are left out. Every
/// property redraws the layer when it changes, and so does a change of the bounds' size.
///
/// Source: Apple's CATextLayer documentation; defaults (Helvetica 36, opaque white, no wrapping or
/// truncation, natural alignment) from the same.
open class CATextLayer: CALayer {
    /// The text: a `String` (drawn with `font`, `fontSize` and `foregroundColor`) or an
    /// `NSAttributedString` (drawn with its own attributes; those three are ignored). Nil, the default,
    /// and values of other types draw nothing.
    open var string: Any? { didSet { textChanged("string") } }

    /// The font of a plain string: a `UIFont`, a `CGFont` or a font's name (a `String`); Helvetica by
    /// default. The font's own size is ignored: `fontSize` gives the size. An unknown name draws with
    /// Helvetica.
    open var font: CFTypeRef? = "Helvetica" as NSString { didSet { textChanged("font") } }

    /// The size of a plain string's font, in points; 36 by default. Animatable.
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { textChanged("fontSize", old: oldValue) } } }

    /// The colour of a plain string; opaque white by default, nil for black. Animatable.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if foregroundColor != oldValue { textChanged("foregroundColor", old: oldValue) } }
    }

    /// Whether lines wrap at the bounds' width; false by default (each paragraph is one line).
    open var isWrapped = false { didSet { if isWrapped != oldValue { textChanged("wrapped") } } }

    /// Where a line that does not fit is shortened with an ellipsis; `.none` (cut at the bounds) by
    /// default. With wrapping, the last line that fits the bounds' height is truncated when more text
    /// follows.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { if truncationMode != oldValue { textChanged("truncationMode") } }
    }

    /// How lines align within the bounds' width; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { if alignmentMode != oldValue { textChanged("alignmentMode") } }
    }

    public override init() { super.init() }

    /// Copies `layer`'s text properties along with the layer properties, for the presentation tree.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyState(from layer: CALayer) {
        super.copyState(from: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
    }

    /// A new size lays the text out again.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size, !suppressesChanges, !isPresentationCopy { setNeedsDisplay() } }
    }

    private func textChanged(_ key: String, old: @autoclosure () -> Any? = nil) {
        guard !suppressesChanges, !isPresentationCopy else { return }
        changed(key, old: old())
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the text into `ctx` (the layer's bounds, y down), then whatever the delegate draws.
    open override func draw(in ctx: CGContext) {
        if let layout = textLayout() { ctx.drawText(layout, at: CGPoint(x: bounds.minX, y: bounds.minY)) }
        super.draw(in: ctx)
    }

    /// The laid-out text for the current properties and bounds; nil when there is nothing to draw.
    package func textLayout() -> TextLayout? {
        guard let text = engineText(), text.length > 0 else { return nil }
        let constraints =
            isWrapped
            ? TextLayoutConstraints(
                width: bounds.width, height: bounds.height, truncatesLastVisibleLine: truncationMode != .none)
            : TextLayoutConstraints(width: bounds.width, singleLineParagraphs: true)
        return TextLayout.make(text, constraints: constraints)
    }

    /// The string as the engine's text, with the layer's wrapping, truncation and alignment applied to
    /// every paragraph.
    private func engineText() -> AttributedText? {
        let text: AttributedText
        switch string {
        case let plain as String:
            text = AttributedText(string: plain, style: TextStyle(font: resolvedFont(), foregroundColor: foregroundColor))
        case let plain as NSString:
            text = AttributedText(string: plain as String, style: TextStyle(font: resolvedFont(), foregroundColor: foregroundColor))
        case let attributed as AttributedTextConvertible:
            text = attributed.attributedText
        case let attributed as NSAttributedString:
            // Without UIKit nothing reads the attributes: the characters draw in the layer's font.
            text = AttributedText(
                string: attributed.string, style: TextStyle(font: resolvedFont(), foregroundColor: foregroundColor))
        default:
            return nil
        }
        let lineBreak: ParagraphSettings.LineBreak
        if isWrapped {
            lineBreak = .wordWrap
        } else {
            lineBreak =
                switch truncationMode {
                case .start: .truncateHead
                case .middle: .truncateMiddle
                case .end: .truncateTail
                default: .clip
                }
        }
        let alignment: ParagraphSettings.Alignment? =
            switch alignmentMode {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: nil
            }
        return AttributedText(
            string: text.string,
            runs: text.runs.map { run in
                var style = run.style
                style.paragraph.lineBreak = lineBreak
                if let alignment { style.paragraph.alignment = alignment }
                return AttributedText.Run(length: run.length, style: style)
            })
    }

    /// `font` at `fontSize`.
    private func resolvedFont() -> TextFont {
        let size = fontSize
        switch font {
        case let convertible as TextFontConvertible: return convertible.textFont.withSize(size)
        case let name as NSString:
            if let named = FontNames.font(named: name as String, size: size) { return named.textFont }
        case let name as String:
            if let named = FontNames.font(named: name, size: size) { return named.textFont }
        default: break
        }
        return FontNames.font(named: "Helvetica", size: size)?.textFont ?? TextFont(families: ["sans-serif"], size: size)
    }

    // MARK: Key-value access

    /// The text properties by name, then `CALayer`'s keys.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "string": return string
        case "font": return font
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        case "wrapped", "isWrapped": return isWrapped
        case "truncationMode": return truncationMode
        case "alignmentMode": return alignmentMode
        default: return super.value(forKey: key)
        }
    }

    /// Sets a text property by name (then `CALayer`'s keys). Modes accept their type or its raw string;
    /// a value of the wrong type leaves the property unchanged, and nil clears an optional property.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value.map { $0 as AnyObject }
        case "fontSize": if let v = AnimatedValue.number(value) { fontSize = v }
        case "foregroundColor": if value == nil { foregroundColor = nil } else if let v = CALayer.color(value) { foregroundColor = v }
        case "wrapped", "isWrapped": if let v = value as? Bool { isWrapped = v }
        case "truncationMode":
            if let v = value as? CATextLayerTruncationMode {
                truncationMode = v
            } else if let v = value as? String {
                truncationMode = .init(rawValue: v)
            }
        case "alignmentMode":
            if let v = value as? CATextLayerAlignmentMode {
                alignmentMode = v
            } else if let v = value as? String {
                alignmentMode = .init(rawValue: v)
            }
        default: super.setValue(value, forKey: key)
        }
    }
}
