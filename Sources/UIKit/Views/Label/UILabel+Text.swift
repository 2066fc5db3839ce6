// UILabel's text storage, measuring and drawing: the bodies behind the properties and overridable
// methods declared in UILabel.swift. The line rules themselves are in LabelText.swift.
extension UILabel {
    /// The label's properties as its text's defaults; `highlighting` applies `highlightedTextColor`.
    func labelDefaults(highlighting: Bool) -> LabelText.Defaults {
        LabelText.Defaults(
            font: storedFont, textColor: storedTextColor, alignment: storedAlignment,
            lineBreakMode: storedLineBreakMode, shadowColor: shadowColor, shadowOffset: shadowOffset,
            overridingColor: highlighting && isHighlighted ? highlightedTextColor : nil)
    }

    /// The text to measure or draw, nil when empty.
    func engineText(highlighting: Bool) -> AttributedText? {
        LabelText.engineText(content, defaults: labelDefaults(highlighting: highlighting))
    }

    /// The factor shrinking may reach: 0 (no shrinking) unless `adjustsFontSizeToFitWidth`.
    var shrinkFactor: CGFloat {
        guard adjustsFontSizeToFitWidth else { return 0 }
        if minimumScaleFactor.isFinite, minimumScaleFactor > 0 { return min(1, minimumScaleFactor) }
        let size = storedFont.pointSize
        if storedMinimumFontSize > 0, size > 0 { return min(1, storedMinimumFontSize / size) }
        return 0
    }

    // MARK: Storage

    /// A property change that can change the text's size: redraw and invalidate the intrinsic size.
    func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Takes `font`, `textColor`, `textAlignment` and `lineBreakMode` from newly set attributed text.
    func adoptAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { storedFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            storedAlignment = style.alignment
            storedLineBreakMode = style.lineBreakMode
        }
    }

    /// Sets one attribute over the whole text, as UIKit does when a style property changes.
    func applyToWholeText(_ key: NSAttributedString.Key, value: Any) {
        guard let content, content.length > 0 else { return }
        guard contentIsAttributed else { return rebuildPlainContent() }
        let updated = NSMutableAttributedString(attributedString: content)
        updated.addAttribute(key, value: value, range: NSRange(location: 0, length: content.length))
        self.content = updated
    }

    /// Changes every paragraph style in the text; runs without one take the label's settings anyway.
    func updateParagraphStyles(_ change: (NSMutableParagraphStyle) -> Void) {
        guard let content, content.length > 0 else { return }
        guard contentIsAttributed else { return rebuildPlainContent() }
        var changed: [(NSRange, NSParagraphStyle)] = []
        content.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: content.length), options: []) { value, range, _ in
            guard let style = value as? NSParagraphStyle, let copy = style.mutableCopy() as? NSMutableParagraphStyle else { return }
            change(copy)
            changed.append((range, copy))
        }
        // Linux Foundation traps when replacing an attribute makes it compare two unequal NSParagraphStyle
        // (or NSShadow) values; removing the old style first avoids the comparison.
        let updated = NSMutableAttributedString(attributedString: content)
        for (range, style) in changed {
            updated.removeAttribute(.paragraphStyle, range: range)
            updated.addAttribute(.paragraphStyle, value: style, range: range)
        }
        self.content = updated
    }

    /// Plain text takes the label's current attributes again.
    private func rebuildPlainContent() {
        guard let string = content?.string else { return }
        content = NSAttributedString(string: string, attributes: LabelText.attributes(labelDefaults(highlighting: false)))
    }

    // MARK: Measuring

    /// `textRect(forBounds:limitedToNumberOfLines:)` as UILabel implements it.
    func measuredTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let text = engineText(highlighting: false) else { return CGRect(origin: bounds.origin, size: .zero) }
        let placed = LabelText.layout(
            text, width: bounds.width, height: bounds.height, lines: max(0, lines),
            lineBreakMode: storedLineBreakMode, minimumScaleFactor: shrinkFactor)
        var size = LabelText.ceiled(placed.layout.size)
        if bounds.width > 0, bounds.width < 1_000_000 { size.width = min(size.width, bounds.width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The size `sizeThatFits(_:)` and `intrinsicContentSize` give for wrapping at `width` (0: unlimited).
    func fittingSize(width: CGFloat) -> CGSize {
        let lines = max(0, numberOfLines)
        let wrapWidth = lines == 1 || !(width > 0) || !width.isFinite ? CGFloat.greatestFiniteMagnitude : width
        let bounds = CGRect(x: 0, y: 0, width: wrapWidth, height: .greatestFiniteMagnitude)
        return LabelText.ceiled(textRect(forBounds: bounds, limitedToNumberOfLines: lines).size)
    }

    // MARK: Drawing

    /// `drawText(in:)` as UILabel implements it.
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = engineText(highlighting: true),
            rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return }
        let lines = max(0, numberOfLines)
        let placed = LabelText.layout(
            text, width: rect.width, height: rect.height, lines: lines,
            lineBreakMode: storedLineBreakMode, minimumScaleFactor: shrinkFactor)
        var top = rect.minY + (rect.height - LabelText.ceiled(placed.layout.size).height) / 2
        if placed.scale < 1, lines == 1, baselineAdjustment != .alignCenters {
            // Where the unshrunk line would be: keep its baseline or its top.
            let full = LabelText.layout(
                text, width: rect.width, height: nil, lines: 1, lineBreakMode: storedLineBreakMode,
                minimumScaleFactor: 0
            ).layout
            let fullTop = rect.minY + (rect.height - LabelText.ceiled(full.size).height) / 2
            top = baselineAdjustment == .alignBaselines ? fullTop + full.firstBaseline - placed.layout.firstBaseline : fullTop
        }
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled {
            // UIKit: "The label dims the text somewhat when not enabled".
            context.setAlpha(UILabel.disabledTextAlpha)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        context.drawText(placed.layout, at: CGPoint(x: rect.minX, y: top))
        if !isEnabled { context.endTransparencyLayer() }
    }
}
