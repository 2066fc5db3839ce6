// Search bars' appearance-capable members, on their appearance proxies:
// `UISearchBar.appearance().barTintColor = .red`,
// `UISearchBar.appearance().setImage(image, for: .search, state: .normal)`. `tintColor` is on every
// view's proxy. The Cancel button is a bar button item: `UIBarButtonItem.appearance(whenContainedInInstancesOf:
// [UISearchBar.self])` reaches it.
//
// Source: Apple's UISearchBar.h marks barTintColor, backgroundImage, scopeBarBackgroundImage, the
// background image, search field background image, icon image and scope bar setters,
// searchFieldBackgroundPositionAdjustment, searchTextPositionAdjustment and the icon position setter
// UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UISearchBar {
    /// The background image of matching search bars, for any position with the default metrics.
    public var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    /// Sets matching search bars' background image for a position and metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backgroundImage", [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)]), value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
    }

    /// The background image recorded for a position and metrics.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        recorded(Target.appearanceKey("backgroundImage", [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)])) as? UIImage
    }

    /// The scope bar background image of matching search bars.
    public var scopeBarBackgroundImage: UIImage? {
        get { recorded("scopeBarBackgroundImage") as? UIImage }
        set { record("scopeBarBackgroundImage", value: newValue) { $0.scopeBarBackgroundImage = newValue } }
    }

    /// Sets matching search bars' search field background image for `state`.
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        record(Target.appearanceKey("searchFieldBackgroundImage", state), value: backgroundImage) {
            $0.setSearchFieldBackgroundImage(backgroundImage, for: state)
        }
    }

    /// The search field background image recorded for `state`.
    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        recorded(Target.appearanceKey("searchFieldBackgroundImage", state)) as? UIImage
    }

    /// Sets matching search bars' image for an icon in `state`.
    public func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        record(Target.appearanceKey("image", [UInt(icon.rawValue), state.rawValue]), value: iconImage) {
            $0.setImage(iconImage, for: icon, state: state)
        }
    }

    /// The icon image recorded for `icon` and `state`.
    public func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
        recorded(Target.appearanceKey("image", [UInt(icon.rawValue), state.rawValue])) as? UIImage
    }

    /// Sets matching search bars' scope button background image for `state`.
    public func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        record(Target.appearanceKey("scopeBarButtonBackgroundImage", state), value: backgroundImage) {
            $0.setScopeBarButtonBackgroundImage(backgroundImage, for: state)
        }
    }

    /// Sets matching search bars' scope button divider for a pair of states.
    public func setScopeBarButtonDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        record(Target.appearanceKey("scopeBarButtonDividerImage", [leftState.rawValue, rightState.rawValue]), value: dividerImage) {
            $0.setScopeBarButtonDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState)
        }
    }

    /// Sets matching search bars' scope button title attributes for `state`.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record(Target.appearanceKey("scopeBarButtonTitleTextAttributes", state), value: attributes) {
            $0.setScopeBarButtonTitleTextAttributes(attributes, for: state)
        }
    }

    /// The scope button title attributes recorded for `state`.
    public func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded(Target.appearanceKey("scopeBarButtonTitleTextAttributes", state)) as? [NSAttributedString.Key: Any]
    }

    /// The search field offset of matching search bars.
    public var searchFieldBackgroundPositionAdjustment: UIOffset {
        get { recorded("searchFieldBackgroundPositionAdjustment") as? UIOffset ?? .zero }
        set { record("searchFieldBackgroundPositionAdjustment", value: newValue) { $0.searchFieldBackgroundPositionAdjustment = newValue } }
    }

    /// The text offset of matching search bars.
    public var searchTextPositionAdjustment: UIOffset {
        get { recorded("searchTextPositionAdjustment") as? UIOffset ?? .zero }
        set { record("searchTextPositionAdjustment", value: newValue) { $0.searchTextPositionAdjustment = newValue } }
    }

    /// Sets matching search bars' adjustment for an icon.
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon) {
        record(Target.appearanceKey("positionAdjustment", [UInt(icon.rawValue)]), value: adjustment) {
            $0.setPositionAdjustment(adjustment, for: icon)
        }
    }
}
