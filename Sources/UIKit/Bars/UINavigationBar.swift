/// A bar at the top of the screen that shows a stack of navigation items: the top item's title, bar
/// button items and prompt, and a back button (with iOS 7's chevron) leading to the item beneath.
/// Pushing an item slides its title in from the right while the old title slides left into the back
/// button's place; popping reverses it; a tap on the back button pops, through the delegate. A
/// navigation controller owns its bar and is its delegate; a bar can also be used on its own.
///
/// The bar is 44 points tall (32 on an iPhone in landscape), 30 more while the top item has a prompt;
/// a top-attached bar's background extends 20 points up behind the status bar. Styling is the same as
/// every bar's (see `BarBackgroundView`); the title's text attributes and vertical position, and the
/// back indicator, are the navigation bar's own. In a popover the bar is part of the popover's panel:
/// it draws no colour of its own (`barTintColor` shows nothing there; the view's `backgroundColor` does).
///
/// Source: Apple, UINavigationBar.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning, BarItemHost {
    /// The stack of items, bottom first (nil: empty).
    open var items: [UINavigationItem]? {
        get { stack.isEmpty ? nil : stack }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top of the stack, whose content the bar shows.
    open var topItem: UINavigationItem? { stack.last }
    /// The item beneath the top one, which the back button leads to.
    open var backItem: UINavigationItem? { stack.count > 1 ? stack[stack.count - 2] : nil }

    /// The delegate, asked before items are pushed or popped and told after; it also chooses the bar's
    /// position.
    open weak var delegate: (any UINavigationBarDelegate)? { didSet { updatePosition() } }

    /// Where the bar sits, as its delegate says (`.top` without one).
    open private(set) var barPosition = UIBarPosition.top

    /// The bar's style (`.default`: light, dark text; `.black`: dark, white text).
    open var barStyle = UIBarStyle.default {
        didSet {
            markAppearanceExplicit("barStyle")
            styling.barStyle = barStyle
            styleDidChange()
        }
    }

    /// Whether the bar is translucent, blurring what lies beneath. Unless set, true, or with a custom
    /// background image (for the default position and metrics) whether that image has a see-through pixel.
    open var isTranslucent: Bool {
        get { styling.translucency }
        set {
            styling.isTranslucent = newValue
            styleDidChange()
        }
    }

    /// The bar's background colour (nil: the style's); on an opaque bar it is made opaque.
    open var barTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("barTintColor")
            styling.barTintColor = barTintColor
            styleDidChange()
        }
    }

    /// The shadow under the bar (nil: a hairline, or none with a custom background image); tiled across.
    open var shadowImage: UIImage? {
        didSet {
            markAppearanceExplicit("shadowImage")
            styleDidChange()
        }
    }

    /// The title's text attributes (font, colour, shadow...); nil: 17 pt medium in the style's colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            markAppearanceExplicit("titleTextAttributes")
            styleDidChange()
        }
    }

    /// The image left of the back button's title (nil: iOS 7's chevron), a template by default. It is
    /// used only together with `backIndicatorTransitionMaskImage`.
    open var backIndicatorImage: UIImage? {
        didSet {
            markAppearanceExplicit("backIndicatorImage")
            styleDidChange()
        }
    }

    /// Where a back button's title may show while it slides during a transition: opaque parts of the
    /// image (placed over the indicator; everything right of it shows) let it through.
    open var backIndicatorTransitionMaskImage: UIImage? {
        didSet {
            markAppearanceExplicit("backIndicatorTransitionMaskImage")
            styleDidChange()
        }
    }

    var stack: [UINavigationItem] = []
    var styling = BarStyling()
    private var titleAdjustments: [Int: CGFloat] = [:]
    private let background = BarBackgroundView()
    /// The content of the top item (and, during a transition, the outgoing item's too).
    var contentView: NavigationItemView?
    var outgoingContentView: NavigationItemView?
    /// Set while a push or pop animates: further pushes and pops wait for it to end.
    var isTransitioning = false

    /// iOS 7's heights: regular, compact, and the extra height of a prompt.
    static let height: CGFloat = 44
    static let compactHeight: CGFloat = 32
    static let promptHeight: CGFloat = 30

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

    // MARK: The stack

    /// Pushes `item`, making it the top item (after the delegate's `navigationBar(_:shouldPush:)`
    /// allows it); animated, the titles slide. The delegate hears `navigationBar(_:didPush:)` when it
    /// ends. An item already in a stack is not pushed again (a message names the call).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if stack.contains(where: { $0 === item }) || (item.navigationBar != nil && item.navigationBar !== self) {
            reportMisuse("pushItem(_:animated:)", "the item is already in a navigation bar's stack; it is not pushed again")
            return
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        stack.append(item)
        item.navigationBar = self
        showTopItem(transition: animated && window != nil ? .push : nil) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPush: item)
        }
    }

    /// Pops the top item (after the delegate's `navigationBar(_:shouldPop:)` allows it) and returns it;
    /// nil when the stack is empty or the delegate refuses. Animated, the titles slide back. The
    /// delegate hears `navigationBar(_:didPop:)` when it ends.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let item = stack.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: item) ?? true else { return nil }
        stack.removeLast()
        item.navigationBar = nil
        showTopItem(transition: animated && window != nil ? .pop : nil) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPop: item)
        }
        return item
    }

    /// Replaces the stack (the delegate is not asked). Animated, it looks like a push when the new top
    /// item was not in the stack, like a pop when it was beneath the old top item.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        var unique: [UINavigationItem] = []
        for item in items ?? [] where !unique.contains(where: { $0 === item }) { unique.append(item) }
        if unique.count != (items ?? []).count {
            reportMisuse("setItems(_:animated:)", "an item appears more than once; only its first place is kept")
        }
        let oldStack = stack
        for item in stack where !unique.contains(where: { $0 === item }) { item.navigationBar = nil }
        stack = unique
        for item in stack { item.navigationBar = self }
        var transition: Transition?
        if animated, window != nil, let newTop = stack.last, let oldTop = oldStack.last, newTop !== oldTop {
            transition = oldStack.contains { $0 === newTop } ? .pop : .push
        }
        showTopItem(transition: transition, completion: nil)
    }

    /// The back button was tapped: pop, as the user asked.
    func backButtonTapped() {
        guard !isTransitioning else { return }
        popItem(animated: true)
    }

    func navigationItemDidChange(_ item: UINavigationItem, animated: Bool) {
        guard item === topItem || item === backItem, !isTransitioning else { return }
        if item === topItem, contentView?.item === item {
            invalidateIntrinsicContentSize()
            if animated, window != nil {
                UIView.transition(with: self, duration: 0.2, options: .transitionCrossDissolve, animations: { self.contentView?.update() })
            } else {
                contentView?.update()
            }
        } else {
            showTopItem(transition: nil, completion: nil)
        }
    }

    // MARK: Customization

    /// Sets the background image for a position and metrics (`.any` and `.default` stand for those
    /// without their own; a prompt metrics falls back to the same metrics without the prompt).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backgroundImage", [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)]))
        styling.setBackgroundImage(backgroundImage, for: barPosition, metrics: barMetrics)
        styleDidChange()
    }

    /// The background image set for exactly this position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        styling.backgroundImages[barPosition, barMetrics]
    }

    /// Sets the background image for `barMetrics`, at any position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barMetrics` at any position.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }

    /// Moves the title vertically (positive: down) for `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("titleVerticalPositionAdjustment", [UInt(barMetrics.rawValue)]))
        titleAdjustments[barMetrics.rawValue] = adjustment
        contentView?.setNeedsLayout()
    }

    /// The title's vertical adjustment for `barMetrics` (else for `.default`; 0).
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        BarButtonItemCustomization.resolved(titleAdjustments, barMetrics) ?? 0
    }

    /// The back indicator shown: the custom image when its mask is set too, else the chevron.
    var shownBackIndicatorImage: UIImage {
        if let image = backIndicatorImage, backIndicatorTransitionMaskImage != nil {
            return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
        }
        return BarGlyph.backChevron.image(scale: window?.screen.scale ?? UIScreen.main.scale)
    }

    // MARK: Layout

    /// The bar's metrics, from its height and whether the top item has a prompt.
    var barMetrics: UIBarMetrics {
        let hasPrompt = topItem?.prompt != nil
        let band = bounds.height - (hasPrompt ? Self.promptHeight : 0)
        let compact = band < Self.height - 4
        switch (compact, hasPrompt) {
        case (false, false): return .default
        case (true, false): return .compact
        case (false, true): return .defaultPrompt
        case (true, true): return .compactPrompt
        }
    }

    /// The width given, and 44 points (32 on an iPhone in landscape), plus 30 while the top item has a
    /// prompt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let compact = traitCollection.userInterfaceIdiom == .phone && traitCollection.verticalSizeClass == .compact
        let prompt = topItem?.prompt != nil ? Self.promptHeight : 0
        return CGSize(width: size.width, height: (compact ? Self.compactHeight : Self.height) + prompt)
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
        for content in [outgoingContentView, contentView].compactMap({ $0 }) where !isTransitioning {
            content.frame = bounds
        }
    }

    // MARK: Position, background, appearance

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        updatePosition()
        contentView?.didMoveToBarWindow()
        styleDidChange()
    }

    private func updatePosition() {
        let position = delegate?.position(for: self) ?? .top
        let resolved = position == .any ? UIBarPosition.top : position
        guard resolved != barPosition else { return }
        barPosition = resolved
        updateBackground()
        setNeedsLayout()
    }

    private func updateBackground() {
        background.look = styling.look(
            position: barPosition, metrics: barMetrics, traits: traitCollection, shadowImage: shadowImage,
            shadowAbove: barPosition == .bottom, onPanel: isOnBarPanel)
    }

    private func styleDidChange() {
        updateBackground()
        contentView?.update()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styleDidChange()
    }

    func barItemDidChange(_ item: UIBarItem) {
        guard let item = item as? UIBarButtonItem else { return }
        _ = contentView?.itemDidChange(item)
    }

    /// Writes a message naming the misused call to the console.
    private func reportMisuse(_ call: String, _ problem: String) {
        ConsoleLog.write("UINavigationBar.\(call): \(problem).")
    }
}

/// What a navigation bar asks its delegate before pushing or popping an item, and tells it after. Every
/// method is optional: a missing `should` method allows.
///
/// Source: Apple, UINavigationBarDelegate.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed (true by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed (after the animation).
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (true by default); asked for a tap on the back button too.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped (after the animation).
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
