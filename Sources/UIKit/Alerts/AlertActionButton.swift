import Foundation

/// One action's button in an alert or action sheet: its title in a `UILabel` (so that tests and
/// accessibility find it by its text), grey while the action is disabled, on a light (or, on a dark
/// sheet, dark) highlight while a finger is on it. The panel holding the buttons tracks the finger
/// (it can slide from button to button, as in UIKit), so the button itself takes no touches.
final class AlertActionButton: UIView {
    let action: UIAlertAction
    let titleLabel = UILabel()
    /// Whether the title is bold: the preferred action's, else the cancel action's.
    var isEmphasized = false { didSet { if isEmphasized != oldValue { applyLook() } } }
    var isDark = false { didSet { if isDark != oldValue { applyLook() } } }
    private let font: CGFloat

    init(action: UIAlertAction, fontSize: CGFloat) {
        self.action = action
        self.font = fontSize
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        isUserInteractionEnabled = false
        action.enabledDidChange = { [weak self] in self?.applyLook() }
        applyLook()
    }

    required init?(coder: NSCoder) { return nil }

    /// The action's colour: red when destructive, grey when disabled, else the tint colour.
    private var titleColor: UIColor {
        if !action.isEnabled { return AlertColors.disabled(dark: isDark) }
        if action.style == .destructive { return .systemRed }
        return tintColor
    }

    private func applyLook() {
        titleLabel.font = isEmphasized ? .boldSystemFont(ofSize: font) : .systemFont(ofSize: font)
        titleLabel.textColor = titleColor
        backgroundColor = isHighlighted && action.isEnabled ? AlertColors.highlight(dark: isDark) : .clear
    }

    /// Whether a finger is on the button.
    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { applyLook() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyLook()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}
