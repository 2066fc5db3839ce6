// Where a text field puts its parts: the text rect inside the border padding and between the overlays
// (left view, clear button, right view), the overlays' own rects, and the field's fitting size. The
// bodies behind the rect override points declared in UITextField.swift: every rect here is computed
// through those open methods, so a subclass's override moves what depends on it too.
//
// Sizes as iOS 7 (Apple's UITextField): a rounded-rect field with the 17-point system
// font is 30 points high and its text starts 7 points in; overlays sit at the field's edges, centred
// vertically, at their own size; the clear button is 19 points square, 5 points from the right, and
// a right view showing at the same time takes its place.
// Deviation: the line and bezel fields' 4-point text padding is our choice (UIKit does not document it).
extension UITextField {
    /// The text's horizontal padding inside the border.
    var horizontalTextInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 7
        }
    }

    /// The padding above and below the text line in the fitting size.
    var verticalTextInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 4.5
        }
    }

    /// Whether an overlay in `mode` shows, editing or not.
    func shows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    func showsLeftView(editing: Bool) -> Bool { leftView != nil && shows(leftViewMode, editing: editing) }
    func showsRightView(editing: Bool) -> Bool { rightView != nil && shows(rightViewMode, editing: editing) }
    /// UIKit: the clear button shows only while there is text to clear, and gives way to a right view
    /// showing at the same time (both would sit at the right edge).
    func showsClearButton(editing: Bool) -> Bool {
        hasText && shows(clearButtonMode, editing: editing) && !showsRightView(editing: editing)
    }

    static let clearButtonSide: CGFloat = 19
    static let clearButtonMargin: CGFloat = 5

    // MARK: The rects

    /// `textRect`/`editingRect`/`placeholderRect`: the border rect less the padding, and less the overlays
    /// showing in that state. Never negative in size.
    func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let border = borderRect(forBounds: bounds)
        var minX = border.minX + horizontalTextInset, maxX = border.maxX - horizontalTextInset
        if showsLeftView(editing: editing) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView(editing: editing) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton(editing: editing) { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        let inset: CGFloat = borderStyle == .none ? 0 : 1
        return CGRect(x: minX, y: border.minY + inset, width: max(0, maxX - minX), height: max(0, border.height - 2 * inset))
    }

    /// The left view at the left edge, at its own size, centred vertically.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView else { return .zero }
        let size = view.bounds.size
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The right view at the right edge, at its own size, centred vertically.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView else { return .zero }
        let size = view.bounds.size
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The clear button: 19 points square, centred vertically, 5 points left of the right edge.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        return CGRect(
            x: bounds.maxX - Self.clearButtonMargin - side, y: bounds.minY + (bounds.height - side) / 2, width: side, height: side)
    }

    // MARK: Overlay views

    /// A new `leftView` or `rightView`: the old one leaves the field, the new one is placed at layout.
    func overlayDidChange(old: UIView?, new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Shows, hides and places the overlays for the current state.
    func layoutOverlays() {
        textCanvas.frame = bounds
        place(leftView, shown: showsLeftView(editing: isEditing)) { leftViewRect(forBounds: bounds) }
        place(rightView, shown: showsRightView(editing: isEditing)) { rightViewRect(forBounds: bounds) }
        let clear = showsClearButton(editing: isEditing)
        clearButton.isHidden = !clear
        if clear { clearButton.frame = clearButtonRect(forBounds: bounds) }
        bringSubviewToFront(clearButton)
        layoutEditorContent()
    }

    private func place(_ view: UIView?, shown: Bool, rect: () -> CGRect) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            view.frame = rect()
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// Something that shows or hides overlays changed (editing began or ended, the text became empty or
    /// not): lay out and redraw.
    func overlayStateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Fitting size

    /// `intrinsicContentSize` and `sizeThatFits(_:)`: the text (or the placeholder, when empty) on one
    /// line with the padding and the overlays showing now; at least one line of the font high.
    var fittingSize: CGSize {
        let shown = hasText ? displayedText : placeholderAttributedString
        let measured = shown.map { $0.length > 0 ? $0.size() : .zero } ?? .zero
        var width = measured.width.rounded(.up) + 2 * horizontalTextInset
        var height = max(measured.height, storedFont.lineHeight).rounded(.up) + 2 * verticalTextInset
        if showsLeftView(editing: isEditing), let view = leftView {
            width += view.bounds.width
            height = max(height, view.bounds.height)
        }
        if showsRightView(editing: isEditing), let view = rightView {
            width += view.bounds.width
            height = max(height, view.bounds.height)
        }
        if showsClearButton(editing: isEditing) { width += Self.clearButtonSide + Self.clearButtonMargin }
        return CGSize(width: width, height: height)
    }
}

extension UITextField {
    /// `layoutBaselines()`: the baseline of the line shown (the text, or the placeholder when empty) where
    /// it is drawn: in `editingRect(forBounds:)` while editing, else `textRect(forBounds:)` or
    /// `placeholderRect(forBounds:)`, placed by `contentVerticalAlignment`. Sampled at two heights, so
    /// overridden rects move it too; both baselines are the line's (a field shows one line), as UIKit
    /// aligns forms by a field's text.
    // Deviation: text shrunk by adjustsFontSizeToFitWidth keeps the baseline of its full size.
    var textLineBaselines: LayoutBaselines {
        let shown =
            (hasText ? displayedText : placeholderAttributedString).flatMap { $0.length > 0 ? $0 : nil }
            ?? NSAttributedString(string: " ", attributes: [.font: storedFont])
        let line = LabelText.layout(
            TextAttributes.text(Self.oneLine(shown)), width: .greatestFiniteMagnitude, height: nil, lines: 1,
            lineBreakMode: .byClipping, minimumScaleFactor: 0
        ).layout
        let width = max(bounds.width, 100)
        return LayoutBaselines.sampled { height in
            let bounds = CGRect(x: 0, y: 0, width: width, height: height)
            let rect =
                isEditing ? editingRect(forBounds: bounds) : hasText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
            let baseline = lineTop(height: line.size.height, in: rect) + line.firstBaseline
            return (baseline, baseline)
        }
    }
}
