// UIPageControl's appearance-capable properties, as members of its appearance proxy:
// `UIPageControl.appearance().pageIndicatorTintColor = .lightGray`. Each is applied through the page
// control's own setter when it enters a window, unless that property was set on the control itself.
//
// Source: Apple's UIPageControl.h marks pageIndicatorTintColor and currentPageIndicatorTintColor
// UI_APPEARANCE_SELECTOR (iOS 6 and later).
extension UIAppearanceProxy where Target: UIPageControl {
    /// The other pages' dot colour of matching page controls (nil: white at 30%).
    public var pageIndicatorTintColor: UIColor? {
        get { recorded("pageIndicatorTintColor") as? UIColor }
        set { record("pageIndicatorTintColor", value: newValue) { $0.pageIndicatorTintColor = newValue } }
    }

    /// The current page's dot colour of matching page controls (nil: white).
    public var currentPageIndicatorTintColor: UIColor? {
        get { recorded("currentPageIndicatorTintColor") as? UIColor }
        set { record("currentPageIndicatorTintColor", value: newValue) { $0.currentPageIndicatorTintColor = newValue } }
    }
}
