import Foundation

/// The rounded grey button of an iOS 14 date picker that shows a date or a time ("Nov 12, 2026",
/// "9:41 AM"): the compact picker's two buttons, and the time of the inline calendar's time row. A tap sends
/// `.touchUpInside`, then `.primaryActionTriggered`; whoever hosts it opens the overlay and sets `isActive`
/// while it is up.
///
/// The text is 17 points in the label colour (the tint colour while active), centred, 11 points from the
/// sides and 7 from the top and bottom, on a `tertiarySystemFill` rounded rectangle of radius 6.
///
/// Source: Apple, UIDatePicker with `preferredDatePickerStyle = .compact` (iOS 14): its date and time
/// buttons, which show their text in the tint colour while their picker is presented.
@MainActor
final class DatePickerPill: UIControl {
    /// The text's font.
    static let font = UIFont.systemFont(ofSize: 17)
    /// The space between the text and the sides, and the top and bottom.
    static let padding = UIEdgeInsets(top: 7, left: 11, bottom: 7, right: 11)
    static let cornerRadius: CGFloat = 6

    /// The text shown.
    var text = "" {
        didSet {
            guard text != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the overlay this pill opened is up: the text shows in the tint colour.
    var isActive = false {
        didSet { if isActive != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = DatePickerPill.cornerRadius
        contentMode = .redraw
    }

    convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
        frame.size = intrinsicContentSize
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Size

    private var attributes: [NSAttributedString.Key: Any] {
        [.font: DatePickerPill.font, .foregroundColor: isActive ? tintColor ?? .systemBlue : UIColor.label]
    }

    /// The text's size with the padding, in whole points.
    override var intrinsicContentSize: CGSize {
        let padding = DatePickerPill.padding
        let textSize = (text as NSString).size(withAttributes: [.font: DatePickerPill.font])
        let lineHeight = max(textSize.height, DatePickerPill.font.lineHeight)
        return CGSize(
            width: (textSize.width + padding.left + padding.right).rounded(.up),
            height: (lineHeight + padding.top + padding.bottom).rounded(.up))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        var attributes = attributes
        if isHighlighted, let color = attributes[.foregroundColor] as? UIColor {
            // UIKit: a pressed pill dims its text, as a system button does.
            attributes[.foregroundColor] = color.withAlphaComponent(0.4)
        }
        let size = (text as NSString).size(withAttributes: attributes)
        let origin = CGPoint(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded())
        (text as NSString).draw(at: origin, withAttributes: attributes)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isActive { setNeedsDisplay() }
    }

    // MARK: Events

    override func stateDidChange() { setNeedsDisplay() }

    /// A tap sends `.primaryActionTriggered` after `.touchUpInside`, as a button does.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A single tap on the pill is the pill's, not a tap recognizer's of a view behind it, as for a button.
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        UIControl.isSingleTap(recognizer)
    }
}
