// Tab bars' and tab bar items' appearance-capable members, on their appearance proxies:
// `UITabBar.appearance().selectionIndicatorImage = image`. `tintColor` is on every view's proxy.
//
// Source: Apple's UITabBar.h and UITabBarItem.h mark barStyle, barTintColor, unselectedItemTintColor,
// backgroundImage, selectionIndicatorImage, shadowImage, itemPositioning, itemWidth, itemSpacing,
// titlePositionAdjustment and setBadgeTextAttributes:forState: UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UITabBar {
    /// The colour of matching tab bars' unselected items.
    public var unselectedItemTintColor: UIColor? {
        get { recorded("unselectedItemTintColor") as? UIColor }
        set { record("unselectedItemTintColor", value: newValue) { $0.unselectedItemTintColor = newValue } }
    }

    /// The background image of matching tab bars.
    public var backgroundImage: UIImage? {
        get { recorded("backgroundImage") as? UIImage }
        set { record("backgroundImage", value: newValue) { $0.backgroundImage = newValue } }
    }

    /// The shadow image of matching tab bars.
    public var shadowImage: UIImage? {
        get { recorded("shadowImage") as? UIImage }
        set { record("shadowImage", value: newValue) { $0.shadowImage = newValue } }
    }

    /// The selection indicator of matching tab bars.
    public var selectionIndicatorImage: UIImage? {
        get { recorded("selectionIndicatorImage") as? UIImage }
        set { record("selectionIndicatorImage", value: newValue) { $0.selectionIndicatorImage = newValue } }
    }

    /// The item positioning of matching tab bars.
    public var itemPositioning: UITabBar.ItemPositioning {
        get { recorded("itemPositioning") as? UITabBar.ItemPositioning ?? .automatic }
        set { record("itemPositioning", value: newValue) { $0.itemPositioning = newValue } }
    }

    /// The centred item width of matching tab bars.
    public var itemWidth: CGFloat {
        get { recorded("itemWidth") as? CGFloat ?? 0 }
        set { record("itemWidth", value: newValue) { $0.itemWidth = newValue } }
    }

    /// The centred item spacing of matching tab bars.
    public var itemSpacing: CGFloat {
        get { recorded("itemSpacing") as? CGFloat ?? 0 }
        set { record("itemSpacing", value: newValue) { $0.itemSpacing = newValue } }
    }
}

extension UIAppearanceProxy where Target: UITabBarItem {
    /// The title adjustment of matching items.
    public var titlePositionAdjustment: UIOffset {
        get { recorded("titlePositionAdjustment") as? UIOffset ?? .zero }
        set { record("titlePositionAdjustment", value: newValue) { $0.titlePositionAdjustment = newValue } }
    }

    /// Sets matching items' badge text attributes for `state`.
    public func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record(Target.appearanceKey("badgeTextAttributes", state), value: attributes) { $0.setBadgeTextAttributes(attributes, for: state) }
    }
}
