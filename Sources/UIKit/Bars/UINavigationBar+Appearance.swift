// Navigation bars' and toolbars' appearance-capable members, on their appearance proxies:
// `UINavigationBar.appearance().barTintColor = .red`. `isTranslucent` is not appearance-capable (on iOS
// setting it through the proxy fails with "Illegal type for appearance setter"): the proxy has no such
// member, so it does not compile. `tintColor` is on every view's proxy.
//
// Source: Apple's UINavigationBar.h and UIToolbar.h mark barStyle, barTintColor, the background and
// shadow image setters, titleTextAttributes, the title vertical position setter and the back indicator
// images UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UINavigationBar {
    /// The shadow image of matching bars.
    public var shadowImage: UIImage? {
        get { recorded("shadowImage") as? UIImage }
        set { record("shadowImage", value: newValue) { $0.shadowImage = newValue } }
    }

    /// The title attributes of matching bars.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded("titleTextAttributes") as? [NSAttributedString.Key: Any] }
        set {
            nonisolated(unsafe) let attributes = newValue
            record("titleTextAttributes", value: attributes) { $0.titleTextAttributes = attributes }
        }
    }

    /// The back indicator of matching bars.
    public var backIndicatorImage: UIImage? {
        get { recorded("backIndicatorImage") as? UIImage }
        set { record("backIndicatorImage", value: newValue) { $0.backIndicatorImage = newValue } }
    }

    /// The back indicator transition mask of matching bars.
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { recorded("backIndicatorTransitionMaskImage") as? UIImage }
        set { record("backIndicatorTransitionMaskImage", value: newValue) { $0.backIndicatorTransitionMaskImage = newValue } }
    }

    /// Sets matching bars' background image for a position and metrics (nil: the standard background).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backgroundImage", [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)]), value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
    }

    /// Sets matching bars' background image for `barMetrics`, at any position.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image recorded for a position and metrics.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        recorded(Target.appearanceKey("backgroundImage", [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)])) as? UIImage
    }

    /// Sets matching bars' title vertical adjustment for `barMetrics`.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("titleVerticalPositionAdjustment", [UInt(barMetrics.rawValue)]), value: adjustment) {
            $0.setTitleVerticalPositionAdjustment(adjustment, for: barMetrics)
        }
    }
}

extension UIAppearanceProxy where Target: UIToolbar {
    /// Sets matching toolbars' background image for a position and metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        record(Target.appearanceKey("backgroundImage", [UInt(topOrBottom.rawValue), UInt(barMetrics.rawValue)]), value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
    }

    /// Sets matching toolbars' shadow image for a position.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        record(Target.appearanceKey("shadowImage", [UInt(topOrBottom.rawValue)]), value: shadowImage) {
            $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
    }
}
