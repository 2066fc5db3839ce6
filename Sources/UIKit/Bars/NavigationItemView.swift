/// What a navigation bar shows for its top item: the prompt (in the top 30 points, when the item has
/// one), and in the band below it the back button with the back indicator at the left, the left items
/// after it, the right items from the right edge in, and the title (or title view) centred in the bar,
/// moved aside only as far as the items at either end require. Each part is a view: labels for texts,
/// a button per item.
///
/// A transition (push or pop) shows two of these at once, the outgoing and the incoming (see
/// `UINavigationBar+Transition.swift`).
final class NavigationItemView: PassthroughView {
    let item: UINavigationItem
    let backItem: UINavigationItem?
    private unowned let bar: UINavigationBar
    let titleLabel = UILabel()
    let promptLabel = UILabel()
    let indicatorView = UIImageView()
    /// Holds the back button, so a transition can mask it where the indicator is.
    let backContainer = PassthroughView()
    private(set) var backButton: BarButtonView?
    private var synthesizedBackItem: UIBarButtonItem?
    private lazy var itemViews = BarItemViews(bar: bar)
    private var leftItems: [UIBarButtonItem] = []
    private var rightItems: [UIBarButtonItem] = []
    private var shownTitleView: UIView?

    /// Space from the bar's edges, and between adjacent items.
    static let margin: CGFloat = 8
    static let spacing: CGFloat = 8
    /// iOS 7's title (17 pt medium) and prompt (13 pt) fonts.
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let promptFont = UIFont.systemFont(ofSize: 13)

    init(item: UINavigationItem, backItem: UINavigationItem?, bar: UINavigationBar) {
        self.item = item
        self.backItem = backItem
        self.bar = bar
        super.init(frame: bar.bounds)
        addSubview(backContainer)
        addSubview(indicatorView)
        addSubview(titleLabel)
        addSubview(promptLabel)
        indicatorView.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        promptLabel.textAlignment = .center
        promptLabel.font = Self.promptFont
        update()
    }

    required init?(coder: NSCoder) { return nil }

    /// Whether the back button shows: there is an item beneath, the top item does not hide it, and it
    /// has no left items unless they supplement it.
    var showsBackButton: Bool {
        backItem != nil && !item.hidesBackButton && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
    }

    /// Rebuilds the parts from the item, the back item and the bar's customization.
    func update() {
        let textColor = bar.styling.textColor(in: traitCollection)
        AppearanceRegistry.settingDefaults {
            // Title: the title view, else a label with the bar's title attributes.
            if shownTitleView !== item.titleView {
                if shownTitleView?.superview === self { shownTitleView?.removeFromSuperview() }
                shownTitleView = item.titleView
                if let titleView = item.titleView { addSubview(titleView) }
            }
            titleLabel.isHidden = item.titleView != nil
            var attributes = bar.titleTextAttributes ?? [:]
            attributes[.font] = attributes[.font] ?? Self.titleFont
            attributes[.foregroundColor] = attributes[.foregroundColor] ?? textColor
            titleLabel.attributedText = item.title.map { NSAttributedString(string: $0, attributes: attributes) }
            promptLabel.text = item.prompt
            promptLabel.isHidden = item.prompt == nil
            promptLabel.textColor = textColor
        }
        updateBackButton()
        let left = showsBackButton && !item.leftItemsSupplementBackButton ? [] : (item.leftBarButtonItems ?? [])
        let right = item.rightBarButtonItems ?? []
        for old in leftItems + rightItems where !(left + right).contains(where: { $0 === old }) {
            itemViews.existingView(for: old)?.removeFromSuperview()
        }
        leftItems = left
        rightItems = right
        itemViews.keepOnly(left + right)
        for barItem in left + right {
            if let view = itemViews.view(for: barItem), view.superview !== self { addSubview(view) }
        }
        setNeedsLayout()
    }

    private func updateBackButton() {
        guard showsBackButton, let backItem else {
            backButton?.removeFromSuperview()
            backButton = nil
            indicatorView.isHidden = true
            return
        }
        let barItem: UIBarButtonItem
        if let own = backItem.backBarButtonItem {
            barItem = own
        } else {
            let synthesized = synthesizedBackItem ?? UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
            synthesized.title = backItem.backTitle
            synthesizedBackItem = synthesized
            barItem = synthesized
        }
        if backButton?.item !== barItem {
            backButton?.removeFromSuperview()
            barItem.host = bar
            barItem.applyAppearanceIfNeeded()
            let button = BarButtonView(item: barItem)
            button.tapHandler = { [weak bar] in bar?.backButtonTapped() }
            backContainer.addSubview(button)
            backButton = button
        }
        let indicator = bar.shownBackIndicatorImage
        indicatorView.image = indicator
        indicatorView.isHidden = false
        backButton?.backIndicatorWidth = indicator.size.width
        backButton?.configure()
    }

    /// Reconfigures the views of the items (after an item changed, or appearance was applied).
    func itemDidChange(_ barItem: UIBarButtonItem) -> Bool {
        if barItem === backButton?.item {
            backButton?.configure()
            setNeedsLayout()
            return true
        }
        guard (leftItems + rightItems).contains(where: { $0 === barItem }) else { return false }
        if let view = itemViews.refresh(barItem) { addSubview(view) }
        setNeedsLayout()
        return true
    }

    func didMoveToBarWindow() {
        itemViews.barDidMoveToWindow(leftItems + rightItems)
        backButton.map { itemViews.barDidMoveToWindow([$0.item]) }
        backButton?.configure()
    }

    // MARK: Layout

    /// The band the items and title sit in: below the prompt.
    var band: CGRect {
        let prompt = item.prompt != nil ? UINavigationBar.promptHeight : 0
        return CGRect(x: 0, y: prompt, width: bounds.width, height: max(0, bounds.height - prompt))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let band = self.band
        let metrics = bar.barMetrics
        backContainer.frame = bounds
        promptLabel.frame = CGRect(x: Self.margin, y: 0, width: max(0, bounds.width - 2 * Self.margin), height: band.minY)
        var left = Self.margin
        if let backButton {
            backButton.metrics = metrics
            let indicator = indicatorView.image?.size ?? .zero
            indicatorView.frame = CGRect(
                x: Self.margin, y: (band.midY - indicator.height / 2).rounded(), width: indicator.width, height: indicator.height)
            // The back title must leave the centred title its place; a title of the back item that does
            // not fit becomes "Back", as iOS 7 does (a back bar button item's title is kept, truncated).
            let room = max(indicator.width, (bounds.width - naturalTitleWidth) / 2 - Self.margin - Self.spacing)
            if let synthesized = synthesizedBackItem, backButton.item === synthesized, let backItem {
                let full = backItem.backTitle
                let fullWidth =
                    (full as NSString).size(withAttributes: [.font: backButton.titleFont]).width.rounded(.up) + indicator.width
                    + BarButtonView.backIndicatorSpacing
                let wanted = fullWidth > room ? "Back" : full
                if synthesized.title != wanted { synthesized.title = wanted }
            }
            let width = min(backButton.preferredWidth, max(indicator.width, room))
            backButton.bounds.size = CGSize(width: width, height: band.height)
            backButton.center = CGPoint(x: Self.margin + width / 2, y: band.midY)
            left += width + Self.spacing
        }
        for barItem in leftItems {
            guard let view = itemViews.view(for: barItem) else { continue }
            (view as? BarButtonView)?.metrics = metrics
            let width = itemViews.width(of: barItem)
            itemViews.place(view, of: barItem, x: left, width: width, band: band)
            left += width + Self.spacing
        }
        var right = bounds.width - Self.margin
        for barItem in rightItems {
            guard let view = itemViews.view(for: barItem) else { continue }
            (view as? BarButtonView)?.metrics = metrics
            let width = itemViews.width(of: barItem)
            right -= width
            itemViews.place(view, of: barItem, x: right, width: width, band: band)
            right -= Self.spacing
        }
        layoutTitle(between: left, and: right, band: band, metrics: metrics)
    }

    /// The width the title (or title view) would take unconstrained.
    private var naturalTitleWidth: CGFloat {
        if let titleView = shownTitleView { return titleView.bounds.width }
        return titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width.rounded(.up)
    }

    /// Centres the title (or title view) in the bar, moved aside to stay between `left` and `right`,
    /// and shortened (truncated) when even that space is too narrow.
    private func layoutTitle(between left: CGFloat, and right: CGFloat, band: CGRect, metrics: UIBarMetrics) {
        let available = max(0, right - left)
        let adjustment = bar.titleVerticalPositionAdjustment(for: metrics)
        let natural: CGSize
        if let titleView = shownTitleView {
            natural = CGSize(width: min(titleView.bounds.width, available), height: min(titleView.bounds.height, band.height))
        } else {
            let size = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: band.height))
            natural = CGSize(width: min(size.width.rounded(.up), available), height: size.height.rounded(.up))
        }
        let x = min(max(left, (bounds.width - natural.width) / 2), right - natural.width).rounded()
        let frame = CGRect(x: x, y: (band.midY - natural.height / 2 + adjustment).rounded(), width: natural.width, height: natural.height)
        if let titleView = shownTitleView {
            titleView.bounds.size = frame.size
            titleView.center = CGPoint(x: frame.midX, y: frame.midY)
        } else {
            titleLabel.bounds.size = frame.size
            titleLabel.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}
