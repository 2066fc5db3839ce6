/// The view a tab bar shows for one item: the image at the top and the 10-point title under it, both in
/// the tab bar's tint while selected and gray otherwise (templates; original images keep their colours),
/// and the badge, a red lozenge of white 13-point text at the image's top right. It takes the touches
/// for its item; the tab bar decides what a tap does.
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private(set) var badgeView: BadgeView?
    /// The colours of the selected and unselected parts.
    var selectedColor: UIColor = .systemBlue { didSet { update() } }
    var unselectedColor = TabBarButton.defaultUnselectedColor { didSet { update() } }

    /// iOS 7's gray for unselected items.
    static let defaultUnselectedColor = UIColor(white: 0.57, alpha: 1)
    static let titleFont = UIFont.systemFont(ofSize: 10)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(titleLabel)
        imageView.isUserInteractionEnabled = false
        titleLabel.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        update()
    }

    required init?(coder: NSCoder) { return nil }

    override var isSelected: Bool { didSet { if isSelected != oldValue { update() } } }
    override var isEnabled: Bool { didSet { if isEnabled != oldValue { update() } } }

    /// Shows the item's current image, title, badge and state.
    func update() {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let colour = isSelected ? selectedColor : unselectedColor
        AppearanceRegistry.settingDefaults {
            let image = item.shownImage(selected: isSelected, scale: scale)
            imageView.image = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
            imageView.tintColor = colour
            imageView.alpha = isEnabled ? 1 : 0.4
            let state: UIControl.State = isSelected ? .selected : (isEnabled ? .normal : .disabled)
            var attributes = item.effectiveTitleTextAttributes(for: state) ?? [:]
            attributes[.font] = attributes[.font] ?? Self.titleFont
            attributes[.foregroundColor] = attributes[.foregroundColor] ?? colour
            titleLabel.attributedText = item.title.map { NSAttributedString(string: $0, attributes: attributes) }
            titleLabel.alpha = isEnabled ? 1 : 0.4
        }
        if let value = item.badgeValue {
            let badge = badgeView ?? BadgeView()
            if badgeView == nil {
                addSubview(badge)
                badgeView = badge
            }
            badge.configure(text: value, color: item.badgeColor, attributes: item.effectiveBadgeTextAttributes(for: .normal))
        } else {
            badgeView?.removeFromSuperview()
            badgeView = nil
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image.map { $0.size } ?? .zero
        let insets = item.imageInsets
        imageView.frame = CGRect(
            x: ((bounds.width - imageSize.width) / 2).rounded() + insets.left - insets.right,
            y: (19 - imageSize.height / 2).rounded() + insets.top - insets.bottom, width: imageSize.width, height: imageSize.height)
        let adjustment = item.titlePositionAdjustment
        titleLabel.frame = CGRect(x: adjustment.horizontal, y: bounds.height - 14 + adjustment.vertical, width: bounds.width, height: 12)
        if let badgeView {
            let size = badgeView.sizeThatFits(.zero)
            badgeView.frame = CGRect(x: (bounds.midX + 6).rounded(), y: 2, width: size.width, height: size.height)
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        update()
    }

    /// The item's own label, else its title.
    override var accessibilityLabel: String? {
        get { item.accessibilityLabel ?? item.title }
        set { item.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        get { item.accessibilityHint }
        set { item.accessibilityHint = newValue }
    }

    /// A button, selected while its item is.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? [.button, .selected] : .button }
        set {}
    }
}

/// A tab bar item's badge: white text on a red lozenge at least as wide as it is tall (18 points).
final class BadgeView: UIView {
    let label = UILabel()
    static let height: CGFloat = 18
    static let defaultColor = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(label)
        label.textAlignment = .center
        layer.cornerRadius = Self.height / 2
    }

    required init?(coder: NSCoder) { return nil }

    func configure(text: String, color: UIColor?, attributes: [NSAttributedString.Key: Any]?) {
        backgroundColor = color ?? Self.defaultColor
        var all = attributes ?? [:]
        all[.font] = all[.font] ?? UIFont.systemFont(ofSize: 13)
        all[.foregroundColor] = all[.foregroundColor] ?? UIColor.white
        label.attributedText = NSAttributedString(string: text, attributes: all)
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.height))
        return CGSize(width: max(Self.height, (text.width + 10).rounded(.up)), height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
