import UIKit

final class BadgeView: UIView {
    let label = UILabel()

    init() {
        super.init(frame: .zero)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Centers the label.
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 24, height: 24) // a round badge
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = tintColor
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

// MARK: - Layout

extension BadgeView {
    func pulse() {}
}

extension BadgeView: UIGestureRecognizerDelegate {}

final class Empty: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
    }
}
