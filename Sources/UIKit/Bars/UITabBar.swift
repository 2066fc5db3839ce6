/// A bar of tab bar items at the bottom of the screen, one of them selected: the selected item is drawn
/// in the tint colour, the others gray. A touch on an item selects it and tells the delegate; a
/// disabled item cannot be selected. On an iPhone the items share the bar's width (`.fill`); on an
/// iPad they are centred, 76 points wide and 34 apart (`.centered`), unless `itemWidth` and
/// `itemSpacing` say otherwise.
///
/// Styling is the same as every bar's (see `BarBackgroundView`): `barStyle`, `isTranslucent`,
/// `barTintColor`, a background image, a shadow image (a hairline above the bar by default), plus a
/// selection indicator image drawn behind the selected item. `beginCustomizingItems(_:)` shows the
/// customizing sheet behind the bar, from which the user drags items onto it; while it shows, items
/// dragged within the bar swap places.
///
/// Source: Apple, UITabBar.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemHost {
    /// The items, left to right (nil: none).
    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item (nil: none). It must be one of `items`; another item is refused (a message
    /// names the call). Setting it in code does not tell the delegate.
    open var selectedItem: UITabBarItem? {
        get { selectedStorage }
        set {
            if let newValue, !(itemStorage ?? []).contains(where: { $0 === newValue }) {
                ConsoleLog.write("UITabBar.selectedItem: the item is not one of the tab bar's items; the selection is unchanged.")
                return
            }
            selectedStorage = newValue
            updateSelection()
        }
    }

    /// The delegate, told of selections and customizing.
    open weak var delegate: (any UITabBarDelegate)?

    /// The bar's style (`.default`: light).
    open var barStyle = UIBarStyle.default {
        didSet {
            markAppearanceExplicit("barStyle")
            styling.barStyle = barStyle
            updateBackground()
        }
    }

    /// Whether the bar is translucent, blurring what lies beneath. Unless set, true, or with a custom
    /// background image whether that image has a see-through pixel.
    open var isTranslucent: Bool {
        get { styling.translucency }
        set {
            styling.isTranslucent = newValue
            updateBackground()
        }
    }

    /// The bar's background colour (nil: the style's); on an opaque bar it is made opaque.
    open var barTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("barTintColor")
            styling.barTintColor = barTintColor
            updateBackground()
        }
    }

    /// The colour of unselected items (nil: iOS 7's gray).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("unselectedItemTintColor")
            updateButtons()
        }
    }

    /// The iOS 6 colour of the selected item's image; it follows the newer `tintColor` (setting it sets
    /// the tint, reading it reads the tint).
    @available(*, deprecated, message: "Use tintColor")
    open var selectedImageTintColor: UIColor? {
        get { tintColor }
        set { tintColor = newValue }
    }

    /// The background image (nil: the style's background); its transparency is obeyed.
    open var backgroundImage: UIImage? {
        didSet {
            markAppearanceExplicit("backgroundImage")
            styling.setBackgroundImage(backgroundImage, for: .any, metrics: .default)
            updateBackground()
        }
    }

    /// The shadow above the bar (nil: a hairline, or none with a custom background image).
    open var shadowImage: UIImage? {
        didSet {
            markAppearanceExplicit("shadowImage")
            updateBackground()
        }
    }

    /// An image drawn behind the selected item: stretched to the item if resizable, else centred.
    open var selectionIndicatorImage: UIImage? {
        didSet {
            markAppearanceExplicit("selectionIndicatorImage")
            updateSelection()
        }
    }

    /// How items are laid out across the bar (`.automatic`: fill on an iPhone, centred on an iPad).
    open var itemPositioning = ItemPositioning.automatic {
        didSet {
            markAppearanceExplicit("itemPositioning")
            setNeedsLayout()
        }
    }

    /// The width of centred items (0: 76 points).
    open var itemWidth: CGFloat = 0 {
        didSet {
            markAppearanceExplicit("itemWidth")
            setNeedsLayout()
        }
    }

    /// The space between centred items (0: 34 points).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            markAppearanceExplicit("itemSpacing")
            setNeedsLayout()
        }
    }

    /// Whether the customizing sheet is showing.
    open var isCustomizing: Bool { customizeView != nil }

    private var itemStorage: [UITabBarItem]?
    private weak var selectedStorage: UITabBarItem?
    var styling = BarStyling()
    private let background = BarBackgroundView()
    private let selectionIndicator = UIImageView()
    private var buttons: [TabBarButton] = []
    var customizeView: TabBarCustomizeView?
    /// Set by the tab bar controller that manages the bar: told first of an item the user touched, it
    /// selects the item's tab itself and returns true, or false when its delegate refused the tab (the
    /// bar then leaves its selection and tells its delegate nothing).
    var managingSelection: ((UITabBarItem) -> Bool)?

    /// iOS 7's tab bar height, and its centred items' default width and spacing.
    static let height: CGFloat = 49
    static let centeredItemWidth: CGFloat = 76
    static let centeredItemSpacing: CGFloat = 34

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        addSubview(selectionIndicator)
        selectionIndicator.isUserInteractionEnabled = false
        updateBackground()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items; animated, new items fade in. The selection is kept if its item stays.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemStorage = items
        let new = items ?? []
        if let selected = selectedStorage, !new.contains(where: { $0 === selected }) { selectedStorage = nil }
        var kept: [TabBarButton] = []
        var arriving: [TabBarButton] = []
        for item in new {
            item.host = self
            if let existing = buttons.first(where: { $0.item === item }) {
                kept.append(existing)
            } else {
                let button = TabBarButton(item: item)
                button.addTarget(self, action: UITabBar.buttonTouched, for: .touchDown)
                let reorder = UIPanGestureRecognizer(target: self, action: UITabBar.reorderDrag)
                reorder.isEnabled = isCustomizing
                button.addGestureRecognizer(reorder)
                addSubview(button)
                kept.append(button)
                arriving.append(button)
            }
            if window != nil { item.applyAppearanceIfNeeded() }
        }
        for button in buttons where !kept.contains(where: { $0 === button }) { button.removeFromSuperview() }
        buttons = kept
        updateButtons()
        if animated, window != nil {
            UIView.performWithoutAnimation {
                layoutIfNeeded()
                for button in arriving { button.alpha = 0 }
            }
            UIView.animate(withDuration: 0.2) {
                for button in arriving { button.alpha = 1 }
                self.setNeedsLayout()
                self.layoutIfNeeded()
            }
        } else {
            setNeedsLayout()
        }
    }

    private func buttonTouched(_ button: TabBarButton) {
        guard button.item.isEnabled, !isCustomizing else { return }
        if let managingSelection, !managingSelection(button.item) { return }
        selectedStorage = button.item
        updateSelection()
        delegate?.tabBar(self, didSelect: button.item)
    }

    // MARK: Customizing

    /// Shows the customizing sheet (behind the bar, in front of everything else in the bar's superview)
    /// listing `items`: the user drags one onto the bar to put it in place of the item there. Items in
    /// the bar that are not in `items` cannot be replaced. The delegate hears
    /// `tabBar(_:willBeginCustomizing:)` now and `tabBar(_:didBeginCustomizing:)` when the sheet is up.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard customizeView == nil, let container = superview else {
            if superview == nil { ConsoleLog.write("UITabBar.beginCustomizingItems(_:): the tab bar is in no view; nothing to show.") }
            return
        }
        delegate?.tabBar(self, willBeginCustomizing: items)
        let sheet = TabBarCustomizeView(tabBar: self, items: items)
        customizeView = sheet
        customizingDidChange()
        let area = CGRect(x: 0, y: 0, width: container.bounds.width, height: frame.minY)
        container.insertSubview(sheet, belowSubview: self)
        sheet.frame = area.offsetBy(dx: 0, dy: area.height)
        sheet.layoutIfNeeded()
        UIView.animate(
            withDuration: 0.3, animations: { sheet.frame = area },
            completion: { _ in self.delegate?.tabBar(self, didBeginCustomizing: items) })
    }

    /// Hides the customizing sheet (the sheet's Done button does this); the delegate hears
    /// `tabBar(_:willEndCustomizing:changed:)` and, when it is gone, `tabBar(_:didEndCustomizing:changed:)`.
    /// Returns whether the items changed.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let sheet = customizeView else { return false }
        let changed = sheet.itemsChanged
        let items = sheet.customizableItems
        delegate?.tabBar(self, willEndCustomizing: items, changed: changed)
        customizeView = nil
        customizingDidChange()
        let finish = {
            sheet.removeFromSuperview()
            self.delegate?.tabBar(self, didEndCustomizing: items, changed: changed)
        }
        if animated, window != nil {
            UIView.animate(
                withDuration: 0.3, animations: { sheet.frame = sheet.frame.offsetBy(dx: 0, dy: sheet.frame.height) },
                completion: { _ in finish() })
        } else {
            finish()
        }
        return changed
    }

    /// Puts `item` in the bar at the place of `index`'s item, if that one may be replaced: swapping
    /// places when `item` is in the bar already. Returns whether the items changed.
    @discardableResult
    func place(_ item: UITabBarItem, at index: Int, customizable: [UITabBarItem]) -> Bool {
        guard var items = itemStorage, items.indices.contains(index), items[index] !== item,
            customizable.contains(where: { $0 === items[index] })
        else { return false }
        if let current = items.firstIndex(where: { $0 === item }) {
            items.swapAt(current, index)
        } else {
            items[index] = item
        }
        setItems(items, animated: true)
        return true
    }

    /// The index of the item whose place in the bar spans `x` (in the bar's coordinates), if any: where
    /// a drag while customizing drops.
    func slot(atX x: CGFloat) -> Int? { buttons.firstIndex { $0.frame.minX <= x && x < $0.frame.maxX } }

    /// While customizing, the bar's items can be dragged to another place in the bar: the two swap.
    private func reorderDrag(_ pan: UIPanGestureRecognizer) {
        guard isCustomizing, let button = pan.view as? TabBarButton, pan.state == .ended,
            var items = itemStorage, let from = items.firstIndex(where: { $0 === button.item })
        else { return }
        guard let to = slot(atX: pan.location(in: self).x), to != from else { return }
        items.swapAt(from, to)
        setItems(items, animated: true)
    }

    /// Turns the reordering drags on while customizing.
    func customizingDidChange() {
        for button in buttons {
            for recognizer in button.gestureRecognizers ?? [] where recognizer is UIPanGestureRecognizer {
                recognizer.isEnabled = isCustomizing
            }
        }
    }

    // MARK: Layout

    /// The width given, and 49 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The positioning in effect: `.automatic` resolves to `.centered` on an iPad, `.fill` otherwise.
    var resolvedPositioning: ItemPositioning {
        guard itemPositioning == .automatic else { return itemPositioning }
        return traitCollection.userInterfaceIdiom == .pad ? .centered : .fill
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateBackground()
        background.frame = bounds
        sendSubviewToBack(background)
        let count = CGFloat(buttons.count)
        guard count > 0 else { return }
        if resolvedPositioning == .fill {
            let width = bounds.width / count
            for (index, button) in buttons.enumerated() {
                let minX = (CGFloat(index) * width).rounded(), maxX = (CGFloat(index + 1) * width).rounded()
                button.frame = CGRect(x: minX, y: 0, width: maxX - minX, height: bounds.height)
            }
        } else {
            let width = itemWidth > 0 ? itemWidth : Self.centeredItemWidth
            let spacing = itemSpacing > 0 ? itemSpacing : Self.centeredItemSpacing
            let total = count * width + (count - 1) * spacing
            var x = ((bounds.width - total) / 2).rounded()
            for button in buttons {
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width + spacing
            }
        }
        layoutSelectionIndicator()
    }

    private func layoutSelectionIndicator() {
        guard let image = selectionIndicatorImage, let button = buttons.first(where: { $0.item === selectedStorage }) else {
            selectionIndicator.isHidden = true
            return
        }
        selectionIndicator.isHidden = false
        selectionIndicator.image = image
        if image.attributes.isResizable {
            selectionIndicator.frame = button.frame
        } else {
            let size = image.size
            selectionIndicator.frame = CGRect(
                x: (button.frame.midX - size.width / 2).rounded(), y: (button.frame.midY - size.height / 2).rounded(),
                width: size.width, height: size.height)
        }
        insertSubview(selectionIndicator, aboveSubview: background)
    }

    // MARK: State

    private func updateSelection() {
        for button in buttons { button.isSelected = button.item === selectedStorage }
        setNeedsLayout()
    }

    private func updateButtons() {
        for button in buttons {
            button.isEnabled = button.item.isEnabled
            button.selectedColor = tintColor
            button.unselectedColor = unselectedItemTintColor ?? TabBarButton.defaultUnselectedColor
            button.isSelected = button.item === selectedStorage
            button.update()
        }
    }

    private func updateBackground() {
        background.look = styling.look(
            position: .bottom, metrics: .default, traits: traitCollection, shadowImage: shadowImage, shadowAbove: true)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtons()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBackground()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        for item in itemStorage ?? [] { item.applyAppearanceIfNeeded() }
        updateButtons()
    }

    func barItemDidChange(_ item: UIBarItem) {
        guard let button = buttons.first(where: { $0.item === item }) else { return }
        button.isEnabled = button.item.isEnabled
        button.update()
    }

    /// How a tab bar lays out its items. The raw values are Apple's.
    ///
    /// Source: Apple, UITabBar.ItemPositioning.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on an iPhone, centred on an iPad.
        case automatic = 0
        /// The items share the bar's width.
        case fill = 1
        /// The items are centred, `itemWidth` wide and `itemSpacing` apart.
        case centered = 2
    }
}

/// What a tab bar tells its delegate: selections by the user, and the steps of customizing. Every
/// method is optional.
///
/// Source: Apple, UITabBarDelegate.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item` (also when it was already selected).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The customizing sheet is about to show `items`.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is up.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is about to go; `changed`: whether the bar's items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customizing sheet is gone.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
