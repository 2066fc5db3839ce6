// How a text field draws itself (the bodies behind `draw(_:)`, `drawText(in:)` and
// `drawPlaceholder(in:)`): the background image or the border in the field's own contents; the placeholder
// when the field is empty, else the text when not editing, in its text canvas (while editing, the text
// editor's view shows the text).
//
// iOS 7's looks (Apple's UITextField):
// - `.line`: a 1-point dark grey rectangle.
// - `.bezel`: a chiselled, inset frame: darker at the top, lighter at the bottom.
// - `.roundedRect`: white, with a hairline light grey border and 5-point corners.
// - `background` (or `disabledBackground` while disabled) replaces the `.none`, `.line` or `.bezel`
//   border. UIKit: a `.roundedRect` field ignores the background image (Apple, `borderStyle`);
//   `disabledBackground` is ignored without a `background` (Apple).
// UIKit: a disabled field looks the same as an enabled one unless it has a `disabledBackground`.
extension UITextField {
    /// The text as shown: the content, or one "•" per character for secure entry.
    var displayedText: NSAttributedString? {
        guard content.length > 0 else { return nil }
        guard isSecureTextEntry else { return content }
        let dots = String(repeating: "\u{2022}", count: model.text.count)
        return NSAttributedString(string: dots, attributes: content.attributes(at: 0, effectiveRange: nil))
    }

    func appearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// `draw(_:)`: the background image or the border.
    func drawField() {
        let border = borderRect(forBounds: bounds)
        if borderStyle != .roundedRect, let background {
            (isEnabled ? background : disabledBackground ?? background).draw(in: border)
        } else {
            drawBorder(in: border)
        }
    }

    /// The text canvas's drawing: the placeholder when the field is empty, else the text when the editor
    /// does not show it.
    func drawFieldContent() {
        if !hasText {
            if placeholderString != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else if !isEditing || !editorShowsText {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
    }

    private func drawBorder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        switch borderStyle {
        case .none:
            break
        case .line:
            context.setStrokeColor(UIColor.darkGray.cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            // The chiselled frame: a mid grey outline, a darker line inside the top edge (the shadow of
            // the field being inset) and a lighter bottom edge.
            context.setFillColor(UIColor.white.cgColor)
            context.fill(rect)
            context.setStrokeColor(UIColor(white: 0.55, alpha: 1).cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            context.setFillColor(UIColor(white: 0.35, alpha: 1).cgColor)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            context.setFillColor(UIColor(white: 0.75, alpha: 1).cgColor)
            context.fill(CGRect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: 1))
            context.setFillColor(UIColor(white: 0.82, alpha: 1).cgColor)
            context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
        case .roundedRect:
            // A hairline: one pixel at the field's scale.
            let line = 1 / max(1, contentScaleFactor)
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: line / 2, dy: line / 2), cornerRadius: 5)
            Self.roundedRectFill.setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = line
            path.stroke()
        }
    }

    /// `drawText(in:)`: the text on one line in `rect`, placed down it per `contentVerticalAlignment`;
    /// not editing, truncated at its tail and shrunk per `adjustsFontSizeToFitWidth`.
    func drawFieldText(in rect: CGRect) {
        guard let text = displayedText else { return }
        let shrink: CGFloat
        if adjustsFontSizeToFitWidth, !isEditing {
            let minimum = minimumFontSize.isFinite ? max(1, minimumFontSize) : 1
            shrink = min(1, minimum / max(1, storedFont.pointSize))
        } else {
            shrink = 0
        }
        drawLine(text, in: rect, truncating: !isEditing, shrinkingTo: shrink)
    }

    /// `drawPlaceholder(in:)`: the placeholder on one line, truncated at its tail.
    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = placeholderAttributedString, placeholder.length > 0 else { return }
        drawLine(placeholder, in: rect, truncating: true, shrinkingTo: 0)
    }

    /// Draws `string` as one line in `rect` (clipped to it across), shrunk down to `shrinkingTo` (0 or 1:
    /// no shrinking) when it does not fit.
    private func drawLine(_ string: NSAttributedString, in rect: CGRect, truncating: Bool, shrinkingTo minimumScale: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0,
            rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return }
        let text = TextAttributes.text(Self.oneLine(string))
        let placed = LabelText.layout(
            text, width: rect.width, height: nil, lines: 1,
            lineBreakMode: truncating ? .byTruncatingTail : .byClipping, minimumScaleFactor: minimumScale)
        let top = lineTop(height: placed.layout.size.height, in: rect)
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        context.drawText(placed.layout, at: CGPoint(x: rect.minX, y: top.rounded(.down)))
    }

    /// Where a line `height` tall starts in `rect`, by `contentVerticalAlignment` (centred by default).
    func lineTop(height: CGFloat, in rect: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        default: rect.minY + (rect.height - height) / 2
        }
    }

    /// Long text is drawn from a prefix: one line shows at most a few thousand characters, and laying
    /// out a megabyte to truncate it costs seconds. Newlines (which a single-line field never shows as
    /// line breaks) become spaces.
    static func oneLine(_ string: NSAttributedString) -> NSAttributedString {
        // Deviation: past 4,096 UTF-16 units the rest is not laid out; only a field wider than the
        // prefix's width (or right-to-left text aligned at its end) could show the difference.
        let limit = 4096
        var result = string
        if string.length > limit {
            var end = limit
            let ns = string.string as NSString
            end = ns.rangeOfComposedCharacterSequence(at: end).location
            result = string.attributedSubstring(from: NSRange(location: 0, length: end))
        }
        guard result.string.contains(where: \.isNewline) else { return result }
        let mutable = NSMutableAttributedString(attributedString: result)
        let ns = mutable.string as NSString
        var index = 0
        while index < ns.length {
            let range = ns.rangeOfCharacter(from: .newlines, options: [], range: NSRange(location: index, length: ns.length - index))
            guard range.location != NSNotFound else { break }
            mutable.replaceCharacters(in: range, with: String(repeating: " ", count: range.length))
            index = range.location + range.length
        }
        return mutable
    }
}
