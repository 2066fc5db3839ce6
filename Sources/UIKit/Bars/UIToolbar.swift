/// A bar of bar button items, usually at the bottom of the screen (on an iPad also at the top, as a menu
/// bar). Items are laid out left to right in the order of `items`; a flexible space takes an equal share
/// of the leftover width, a fixed space its `width`, and adjacent buttons are 8 points apart, inside a
/// margin of 12 points (20 on an iPad). Items are centred vertically in the bar's 44 points (32 for a
/// compact bar, an iPhone in landscape).
///
/// Styling is the same as every bar's (see `BarBackgroundView`): `barStyle`, `isTranslucent`,
/// `barTintColor`, background images per position and metrics, and shadow images per position. A toolbar
/// sits at the bottom by default; its delegate can say it is at the top, or top-attached (its background
/// then extends 20 points up behind the status bar, its height unchanged), and its shadow then falls
/// below it.
///
/// Source: Apple, UIToolbar.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning, BarItemHost {
    /// The items, left to right (nil: none).
    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The bar's style (`.default`: light).
    open var barStyle = UIBarStyle.default {
        didSet {
            markAppearanceExplicit("barStyle")
            styling.barStyle = barStyle
            updateBackground()
        }
    }

    /// Whether the bar is translucent, blurring what lies beneath. Unless set, true, or with a custom
    /// background image (for the default position and metrics) whether that image has a see-through pixel.
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

    /// The delegate, which chooses the bar's position.
    open weak var delegate: (any UIToolbarDelegate)? { didSet { updatePosition() } }

    /// Where the bar sits, as its delegate says (`.bottom` without one).
    open private(set) var barPosition = UIBarPosition.bottom

    private var itemStorage: [UIBarButtonItem]?
    private var styling = BarStyling()
    private var shadowImages: [Int: UIImage] = [:]
    private let background = BarBackgroundView()
    private lazy var itemViews = BarItemViews(bar: self)

    /// iOS 7's toolbar heights.
    static let height: CGFloat = 44
    static let compactHeight: CGFloat = 32

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        updateBackground()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Makes a bar of the receiver's class for `UINavigationController(navigationBarClass:toolbarClass:)`:
    /// Swift makes an instance of a class object only through a required initializer. Subclasses inherit
    /// it when they override all the designated initializers or none. Not Apple API (hence the underscore).
    public required convenience init(_madeByNavigationController: Void) { self.init(frame: .zero) }

    /// Replaces the items; animated, the items that go fade out, those that come fade in, and those that
    /// stay slide to their new places.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = itemStorage ?? []
        itemStorage = items
        let new = items ?? []
        let leaving = old.filter { item in !new.contains { $0 === item } }.compactMap { itemViews.existingView(for: $0) }
        itemViews.keepOnly(new)
        var arriving: [UIView] = []
        for item in new {
            guard let view = itemViews.view(for: item), view.superview !== self else { continue }
            addSubview(view)
            arriving.append(view)
        }
        guard animated, window != nil else {
            for view in leaving where !arriving.contains(view) { view.removeFromSuperview() }
            setNeedsLayout()
            return
        }
        UIView.performWithoutAnimation {
            layoutIfNeeded()
            for view in arriving { view.alpha = 0 }
        }
        UIView.animate(
            withDuration: 0.2,
            animations: {
                for view in leaving { view.alpha = 0 }
                for view in arriving { view.alpha = 1 }
                self.setNeedsLayout()
                self.layoutIfNeeded()
            },
            completion: { _ in
                for view in leaving where view.alpha == 0 {
                    view.removeFromSuperview()
                    view.alpha = 1
                }
            })
    }

    // MARK: Background and shadow images

    /// Sets the background image for a position and metrics (`.any` and `.default` stand for those
    /// without their own).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backgroundImage", [UInt(topOrBottom.rawValue), UInt(barMetrics.rawValue)]))
        styling.setBackgroundImage(backgroundImage, for: topOrBottom, metrics: barMetrics)
        updateBackground()
    }

    /// The background image set for exactly this position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        styling.backgroundImages[topOrBottom, barMetrics]
    }

    /// Sets the shadow image for a position (`.any`: for positions without their own). It shows only
    /// with a custom background image; it is tiled across, above a bottom bar and below a top one.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        markAppearanceExplicit(Self.appearanceKey("shadowImage", [UInt(topOrBottom.rawValue)]))
        shadowImages[topOrBottom.rawValue] = shadowImage
        updateBackground()
    }

    /// The shadow image set for exactly this position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom.rawValue] }

    // MARK: Layout

    /// The bar's metrics: compact when it is shorter than the regular height.
    var barMetrics: UIBarMetrics { bounds.height < Self.height - 4 ? .compact : .default }

    /// The width given, and 44 points (32 on an iPhone in landscape).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let compact = traitCollection.userInterfaceIdiom == .phone && traitCollection.verticalSizeClass == .compact
        return CGSize(width: size.width, height: compact ? Self.compactHeight : Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateBackground()
        let extends = barPosition == .topAttached ? topAttachedExtension : 0
        background.frame = CGRect(x: 0, y: -extends, width: bounds.width, height: bounds.height + extends)
        sendSubviewToBack(background)
        layoutItems()
    }

    /// The margin at each end, and the space between adjacent buttons.
    private var margin: CGFloat { traitCollection.userInterfaceIdiom == .pad ? 20 : 12 }
    static let itemSpacing: CGFloat = 8

    private func layoutItems() {
        let items = itemStorage ?? []
        let metrics = barMetrics
        let views = items.map { itemViews.view(for: $0) }
        var widths: [CGFloat] = []
        var gaps: [CGFloat] = []  // before each item
        var flexibleCount = 0
        var previousWasButton = false
        for (item, view) in zip(items, views) {
            (view as? BarButtonView)?.metrics = metrics
            let isSpace = item.systemItem?.isSpace == true
            if item.systemItem == .flexibleSpace { flexibleCount += 1 }
            widths.append(item.systemItem == .flexibleSpace ? 0 : itemViews.width(of: item))
            gaps.append(previousWasButton && !isSpace ? Self.itemSpacing : 0)
            previousWasButton = !isSpace
        }
        let used = widths.reduce(0, +) + gaps.reduce(0, +)
        let leftover = max(0, bounds.width - 2 * margin - used)
        let flexibleWidth = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        var x = margin
        let band = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        for (index, item) in items.enumerated() {
            x += gaps[index]
            let width = item.systemItem == .flexibleSpace ? flexibleWidth : widths[index]
            if let view = views[index] {
                if view.superview !== self { addSubview(view) }
                itemViews.place(view, of: item, x: x.rounded(), width: width, band: band)
            }
            x += width
        }
    }

    // MARK: Position and background

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        updatePosition()
        itemViews.barDidMoveToWindow(itemStorage ?? [])
        setNeedsLayout()
    }

    private func updatePosition() {
        let position = delegate?.position(for: self) ?? .bottom
        let changed = position != barPosition
        barPosition = position == .any ? .bottom : position
        if changed {
            updateBackground()
            setNeedsLayout()
        }
    }

    private func updateBackground() {
        let shadowAbove = barPosition == .bottom || barPosition == .any
        let shadow = shadowImages[barPosition.rawValue] ?? shadowImages[UIBarPosition.any.rawValue]
        background.look = styling.look(
            position: barPosition, metrics: barMetrics, traits: traitCollection, shadowImage: shadow, shadowAbove: shadowAbove)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBackground()
    }

    func barItemDidChange(_ item: UIBarItem) {
        guard let item = item as? UIBarButtonItem, itemStorage?.contains(where: { $0 === item }) == true else { return }
        if let view = itemViews.refresh(item) { addSubview(view) }
        setNeedsLayout()
    }
}

/// The delegate of a toolbar: it chooses the toolbar's position (see ``UIBarPositioningDelegate``).
///
/// Source: Apple, UIToolbarDelegate.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
