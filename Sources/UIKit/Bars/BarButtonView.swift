/// The view a navigation bar or toolbar shows for a bar button item with a title or an image (a system
/// button: the tint-coloured title or template image, faded while pressed, gray when disabled). A tap
/// sends the item's action with the item as the sender. As a back button it leaves room at its left for
/// the bar's back indicator (which the bar draws, so that it stays put while titles slide), uses the
/// item's back-button customizations, and pops instead of sending the action.
final class BarButtonView: UIButton {
    let item: UIBarButtonItem
    /// The metrics of the bar showing the button (compact bars show the landscape image).
    var metrics = UIBarMetrics.default { didSet { if metrics != oldValue { configure() } } }
    /// The width of the back indicator left of a back button's title (nil: not a back button).
    var backIndicatorWidth: CGFloat? { didSet { if backIndicatorWidth != oldValue { configure() } } }
    /// What a tap does in place of sending the item's action (a back button pops).
    var tapHandler: (() -> Void)?

    /// iOS 7's bar button title font (17 pt; bold for `.done`).
    static let fontSize: CGFloat = 17
    /// The space between a back indicator and the back title.
    static let backIndicatorSpacing: CGFloat = 6
    /// The padding around the content of an item with a background image.
    static let backgroundPadding: CGFloat = 6

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        becomeSystemButton()
        addTarget(self, action: BarButtonView.tapped, for: .touchUpInside)
        configure()
    }

    required init?(coder: NSCoder) { return nil }

    private var isBackButton: Bool { backIndicatorWidth != nil }

    private func tapped(_ sender: UIButton, event: UIEvent?) {
        if let tapHandler { tapHandler() } else { item.sendAction(for: event, from: self) }
    }

    /// An item with both an action and a menu shows the menu on a long press.
    private var menuPress: UILongPressGestureRecognizer?

    private func longPressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let menu = item.menu, item.isEnabled else { return }
        cancelTracking(with: nil)
        item.showMenu(menu, from: self)
    }

    /// The title font: the item's attributes' font, else 17 pt (bold for `.done`).
    var titleFont: UIFont {
        if let font = item.effectiveTitleTextAttributes(for: .normal)?[.font] as? UIFont { return font }
        return item.style == .done ? .boldSystemFont(ofSize: Self.fontSize) : .systemFont(ofSize: Self.fontSize)
    }

    /// The image the item shows with the current metrics.
    private var shownImage: UIImage? {
        let compact = metrics == .compact || metrics == .compactPrompt
        return (compact ? item.landscapeImagePhone : nil) ?? item.image ?? item.systemItem?.glyph?.image(scale: contentScale)
    }

    private var contentScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    /// Shows the item's current title, image, tint, state and customization.
    func configure() {
        AppearanceRegistry.settingDefaults {
            tintColor = item.tintColor
            isEnabled = item.isEnabled
            titleLabel?.font = titleFont
            for state: UIControl.State in [.normal, .highlighted, .disabled] {
                let attributes = item.effectiveTitleTextAttributes(for: state)
                if let title = item.title, let attributes, attributes.keys.contains(where: { $0 != .font && $0 != .foregroundColor }) {
                    var all = attributes
                    all[.font] = all[.font] ?? titleFont
                    if all[.foregroundColor] == nil, state != .disabled { all[.foregroundColor] = tintColor }
                    setAttributedTitle(NSAttributedString(string: title, attributes: all), for: state)
                } else {
                    setAttributedTitle(nil, for: state)
                }
                setTitleColor(attributes?[.foregroundColor] as? UIColor, for: state)
            }
            setTitle(item.title, for: .normal)
            let image = isBackButton ? nil : shownImage
            setImage(image, for: .normal)
            let compact = metrics == .compact || metrics == .compactPrompt
            imageEdgeInsets =
                isBackButton ? .zero : (compact && item.landscapeImagePhone != nil ? item.landscapeImagePhoneInsets : item.imageInsets)
            let hasTitleAndImage = image != nil && item.title != nil
            let adjustment =
                isBackButton
                ? BarButtonItemCustomization.resolved(item.customization.backButtonTitleAdjustments, metrics) ?? .zero
                : BarButtonItemCustomization.resolved(item.customization.titleAdjustments, metrics) ?? .zero
            let spacing = hasTitleAndImage ? Self.backIndicatorSpacing : 0
            contentEdgeInsets = UIEdgeInsets(
                top: 0, left: backIndicatorWidth.map { $0 + Self.backIndicatorSpacing } ?? 0, bottom: 0, right: 0)
            titleEdgeInsets = UIEdgeInsets(
                top: adjustment.vertical, left: spacing + adjustment.horizontal, bottom: -adjustment.vertical,
                right: -spacing - adjustment.horizontal)
            let table = isBackButton ? item.customization.backButtonBackgroundImages : item.customization.backgroundImages
            for state: UIControl.State in [.normal, .highlighted, .disabled] {
                setBackgroundImage(table.resolved(state: state, style: item.style, metrics: metrics), for: state)
            }
            contentHorizontalAlignment = isBackButton ? .left : .center
        }
        let wantsPress = item.menu != nil && item.hasAction && tapHandler == nil
        if wantsPress, menuPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: BarButtonView.longPressed)
            addGestureRecognizer(press)
            menuPress = press
        } else if !wantsPress, let press = menuPress {
            removeGestureRecognizer(press)
            menuPress = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Whether the item has a background image (then its content is padded inside it).
    private var hasBackground: Bool { currentBackgroundImage != nil }

    /// The width the item takes in its bar: `width` when positive; else its content's (the widest of
    /// `possibleTitles`, the image with its insets, the indicator, the title and the space between).
    var preferredWidth: CGFloat {
        if item.width > 0 { return item.width }
        let font = titleFont
        var titleWidth: CGFloat = 0
        for title in (item.possibleTitles ?? []).union(item.title.map { [$0] } ?? []) {
            titleWidth = max(titleWidth, (title as NSString).size(withAttributes: [.font: font]).width.rounded(.up))
        }
        let image = currentImage
        let imageWidth = image.map { $0.size.width + imageEdgeInsets.left + imageEdgeInsets.right } ?? 0
        let spacing = image != nil && titleWidth > 0 ? Self.backIndicatorSpacing : 0
        let padding = hasBackground ? 2 * Self.backgroundPadding : 0
        let indicator = backIndicatorWidth.map { $0 + Self.backIndicatorSpacing } ?? 0
        return max(indicator + imageWidth + spacing + titleWidth + padding, hasBackground ? currentBackgroundImage!.size.width : 0)
    }

    /// The vertical offset of the background for the bar's metrics (not for custom views).
    var backgroundVerticalAdjustment: CGFloat {
        let table =
            isBackButton ? item.customization.backButtonBackgroundVerticalAdjustments : item.customization.backgroundVerticalAdjustments
        return BarButtonItemCustomization.resolved(table, metrics) ?? 0
    }

    /// The item's own label, else its title, else a system item's name.
    override var accessibilityLabel: String? {
        get { item.accessibilityLabel ?? super.accessibilityLabel ?? item.systemItem?.accessibilityName }
        set { item.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        get { item.accessibilityHint }
        set { item.accessibilityHint = newValue }
    }

    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = currentBackgroundImage else { return bounds }
        // The background keeps its own height (up to the bar's), centred, moved by the adjustment.
        let height = min(bounds.height, max(image.size.height, 30))
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2 + backgroundVerticalAdjustment, width: bounds.width, height: height)
    }
}
