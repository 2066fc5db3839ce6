import UIKit

final class BadgeView: UIView {
    let label = UILabel()

    init() {
        super.init(frame: .zero)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// MARK: - Layout

extension BadgeView {
    /// Centers the label.
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 24, height: 24) // a round badge
    }
}

extension BadgeView {
    func pulse() {}

    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
    }
}

extension BadgeView: UIGestureRecognizerDelegate {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

final class Empty: UIView {}

extension Empty {
    override func didMoveToWindow() {
        super.didMoveToWindow()
    }
}
