// Bar items' appearance-capable members, on their appearance proxies:
// `UIBarButtonItem.appearance().tintColor = .orange`,
// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).setTitleTextAttributes(...)`.
// Settings reach an item when a bar in a window first shows it; its containers are the bar's. A value
// set on the item itself wins.
//
// Source: Apple's UIBarItem.h and UIBarButtonItem.h mark setTitleTextAttributes:forState:, tintColor and
// the background image, background vertical position, title position and back-button setters
// UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UIBarItem {
    /// Sets matching items' title attributes for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record(Target.appearanceKey("titleTextAttributes", state), value: attributes) { $0.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title attributes recorded for `state` through this proxy.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded(Target.appearanceKey("titleTextAttributes", state)) as? [NSAttributedString.Key: Any]
    }
}

extension UIAppearanceProxy where Target: UIBarButtonItem {
    /// The tint colour of matching items' titles and template images.
    public var tintColor: UIColor? {
        get { recorded("tintColor") as? UIColor }
        set { record("tintColor", value: newValue) { $0.tintColor = newValue } }
    }

    /// Sets matching items' background image for `state` and `barMetrics`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]), value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
    }

    /// The background image recorded for `state` and `barMetrics`.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        recorded(Target.appearanceKey("backgroundImage", [state.rawValue, UInt(barMetrics.rawValue)])) as? UIImage
    }

    /// Sets matching items' background image for `state`, `style` and `barMetrics`.
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics
    ) {
        let key = Target.appearanceKey("backgroundImage", [state.rawValue, UInt(style.rawValue), UInt(barMetrics.rawValue)])
        record(key, value: backgroundImage) { $0.setBackgroundImage(backgroundImage, for: state, style: style, barMetrics: barMetrics) }
    }

    /// Sets matching items' background vertical adjustment for `barMetrics`.
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backgroundVerticalPositionAdjustment", [UInt(barMetrics.rawValue)]), value: adjustment) {
            $0.setBackgroundVerticalPositionAdjustment(adjustment, for: barMetrics)
        }
    }

    /// Sets matching items' title adjustment for `barMetrics`.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("titlePositionAdjustment", [UInt(barMetrics.rawValue)]), value: adjustment) {
            $0.setTitlePositionAdjustment(adjustment, for: barMetrics)
        }
    }

    /// Sets matching items' back-button background image for `state` and `barMetrics`.
    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backButtonBackgroundImage", [state.rawValue, UInt(barMetrics.rawValue)]), value: backgroundImage) {
            $0.setBackButtonBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
    }

    /// Sets matching items' back-button title adjustment for `barMetrics`.
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backButtonTitlePositionAdjustment", [UInt(barMetrics.rawValue)]), value: adjustment) {
            $0.setBackButtonTitlePositionAdjustment(adjustment, for: barMetrics)
        }
    }

    /// Sets matching items' back-button background vertical adjustment for `barMetrics`.
    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backButtonBackgroundVerticalPositionAdjustment", [UInt(barMetrics.rawValue)]), value: adjustment) {
            $0.setBackButtonBackgroundVerticalPositionAdjustment(adjustment, for: barMetrics)
        }
    }
}
