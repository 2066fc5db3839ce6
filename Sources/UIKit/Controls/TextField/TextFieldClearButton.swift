/// The clear button of a text field: the circled ⓧ glyph (iOS 7: a grey disc with a white cross, 14
/// points across, centred in the 19-point button). A tap asks the field to clear
/// (`textFieldShouldClear(_:)`). It highlights darker while pressed.
///
/// Source: Apple, UITextField.clearButtonMode.
final class TextFieldClearButton: UIControl {
    weak var field: UITextField?
    static let glyphDiameter: CGFloat = 14

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.field?.clearButtonTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { return nil }

    override func stateDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let d = Self.glyphDiameter
        let disc = CGRect(x: bounds.midX - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        context.saveGState()
        defer { context.restoreGState() }
        context.setFillColor(UIColor(white: isHighlighted ? 0.45 : 0.7, alpha: 1).cgColor)
        context.fillEllipse(in: disc)
        // The cross: two strokes 1.5 points wide, 6 points across.
        let arm: CGFloat = 3
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        context.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        context.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        context.strokePath()
    }
}
