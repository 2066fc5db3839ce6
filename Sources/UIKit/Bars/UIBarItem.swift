/// The abstract superclass of the items bars show: ``UIBarButtonItem`` (navigation bars, toolbars) and
/// ``UITabBarItem`` (tab bars). An item is not a view: the bar showing it makes a view for it (a button
/// with the item's title or image), which is what touches, accessibility and UI tests find.
///
/// A bar shows an item's changes at once. An item's image is a template by default (drawn in the tint
/// colour); an `.alwaysOriginal` image keeps its colours. Appearance settings reach an item when a bar
/// in a window starts showing it; its containers are the bar's.
///
/// Source: Apple, UIBarItem.
@preconcurrency @MainActor
open class UIBarItem: NSObject, UIAppearance {
    /// The title shown for the item (nil: none).
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image shown for the item (a template by default).
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// The image a compact (iPhone landscape) bar shows instead of `image`; nil: `image`.
    open var landscapeImagePhone: UIImage? { didSet { if landscapeImagePhone !== oldValue { itemDidChange() } } }
    /// Insets moving the image within the item's space (positive left insets move it right).
    open var imageInsets = UIEdgeInsets.zero { didSet { if imageInsets != oldValue { itemDidChange() } } }
    /// Insets for `landscapeImagePhone`.
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero {
        didSet { if landscapeImagePhoneInsets != oldValue { itemDidChange() } }
    }
    /// Whether the item takes taps (true). A disabled item is drawn faded.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// A number identifying the item (0).
    open var tag = 0
    /// What VoiceOver and UI tests call the item's view (nil: its title, or a system item's name).
    open var accessibilityLabel: String?
    /// What the item does, for VoiceOver (nil: nothing said).
    open var accessibilityHint: String?

    private var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()

    /// Sets the title's text attributes (font, colour, shadow, and any other) for `state` (`.normal`,
    /// `.highlighted`, `.disabled`, `.selected`); a state without its own uses `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        markAppearanceExplicit(Self.appearanceKey("titleTextAttributes", state))
        titleAttributes[exactly: state] = attributes
        itemDidChange()
    }

    /// The title's text attributes set for `state` (nil: none set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[exactly: state]
    }

    /// The attributes the title shows in `state`: its own, else `.normal`'s.
    func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.value(for: state)
    }

    // MARK: Showing in a bar

    /// The bar view showing the item, told of its changes; its containers are the item's.
    weak var host: (any BarItemHost)?
    /// The view the bar shows for the item, while it shows one (a popover points at it).
    weak var shownView: UIView?
    /// Whether appearance settings were applied (once, when first shown in a window).
    var appearanceApplied = false
    package var explicitlySetAppearanceKeys: Set<String> = []

    /// Tells the bar showing the item that it changed.
    func itemDidChange() { host?.barItemDidChange(self) }

    /// Applies appearance settings once, when a bar in a window first shows the item.
    func applyAppearanceIfNeeded() {
        guard !appearanceApplied, let view = host as? UIView, view.window != nil else { return }
        appearanceApplied = true
        AppearanceRegistry.apply(to: self)
    }
}

extension UIBarItem: AppearanceTarget {
    /// The bar showing the item, then that bar's containers.
    package var appearanceContainers: [AnyObject] {
        guard let view = host as? UIView else { return [] }
        return [view] + view.appearanceContainers
    }
}

/// A bar that shows bar items and redraws them when they change.
@MainActor
protocol BarItemHost: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}
