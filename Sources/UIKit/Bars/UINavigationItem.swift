/// What a navigation bar shows while an item is its top item: a title (or a title view) in the centre,
/// an optional prompt above it (the bar grows to fit), bar button items at each end, and, unless told
/// otherwise, a back button leading to the item beneath. A view controller has one, its
/// `navigationItem`. The bar showing an item shows its changes at once (the `animated:` setters fade
/// the change).
///
/// The back button of the top item is made from the item beneath (the back item): its
/// `backBarButtonItem` if it has one, else a button titled with its `backButtonTitle`, else its
/// `title`, else "Back". The top item hides it when `hidesBackButton` is true, or when it has left items
/// and `leftItemsSupplementBackButton` is false.
///
/// Source: Apple, UINavigationItem.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the centre of the bar.
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// A view shown in the centre in place of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// A line of text shown above the title; the bar is 30 points taller while it shows.
    open var prompt: String? { didSet { if prompt != oldValue { itemDidChange() } } }
    /// The item shown as the back button while this item is the back item (nil: one titled from this
    /// item). Its title and image are used; tapping it pops, whatever its action.
    open var backBarButtonItem: UIBarButtonItem? { didSet { if backBarButtonItem !== oldValue { itemDidChange() } } }
    /// The back button's title while this item is the back item, when it has no `backBarButtonItem`
    /// (nil: its `title`).
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { itemDidChange() } } }
    /// Whether the back button is hidden while this item is the top item (false).
    open var hidesBackButton: Bool {
        get { hidesBackButtonStorage }
        set { setHidesBackButton(newValue, animated: false) }
    }
    /// Whether left items show next to the back button rather than in its place (false).
    open var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { itemDidChange() } }
    }
    /// The items at the left end, from the left edge in (the first is the leftmost).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftStorage }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The items at the right end, from the right edge in (the first is the rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightStorage }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The first left item; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftStorage?.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first (rightmost) right item; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightStorage?.first }
        set { setRightBarButton(newValue, animated: false) }
    }

    private var hidesBackButtonStorage = false
    private var leftStorage: [UIBarButtonItem]?
    private var rightStorage: [UIBarButtonItem]?
    /// The bar whose stack holds the item.
    weak var navigationBar: UINavigationBar?

    /// An item without a title.
    public override init() { super.init() }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Shows or hides the back button, fading it when animated.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        guard hidesBackButton != hidesBackButtonStorage else { return }
        hidesBackButtonStorage = hidesBackButton
        itemDidChange(animated: animated)
    }

    /// Replaces the left items, fading the change when animated.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftStorage = items
        itemDidChange(animated: animated)
    }

    /// Replaces the right items, fading the change when animated.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightStorage = items
        itemDidChange(animated: animated)
    }

    /// Makes `item` the only left item (nil: none); Objective-C's `setLeftBarButtonItem:animated:`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Makes `item` the only right item (nil: none); Objective-C's `setRightBarButtonItem:animated:`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// The back button title this item gives the item above it: its back bar button item's title,
    /// else `backButtonTitle`, else `title`, else "Back".
    var backTitle: String {
        if let item = backBarButtonItem { return item.title ?? "" }
        return backButtonTitle ?? title ?? "Back"
    }

    private func itemDidChange(animated: Bool = false) { navigationBar?.navigationItemDidChange(self, animated: animated) }
}
