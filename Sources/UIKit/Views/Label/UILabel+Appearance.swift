// UILabel's appearance-capable properties, as members of its appearance proxy:
// `UILabel.appearance().textColor = .darkGray`,
// `UILabel.appearance(whenContainedInInstancesOf: [Toolbar.self]).font = .boldSystemFont(ofSize: 12)`.
// Each is applied through the label's own setter when the label enters a window, unless that property
// was set on the label itself.
//
// Source: Apple's UILabel.h marks font, textColor, shadowColor, shadowOffset and highlightedTextColor
// UI_APPEARANCE_SELECTOR (iOS 12 SDK and later). The iOS 5 and iOS 9 headers mark none of them, yet
// iOS accepted them on the proxy all along, as it did the untagged tintColor (legal on every view's
// proxy in iOS 7).
extension UIAppearanceProxy where Target: UILabel {
    /// The font of matching labels' text (nil: the label's default, the system font at 17 points).
    public var font: UIFont! {
        get { recorded("font") as? UIFont }
        set { record("font", value: newValue) { $0.font = newValue } }
    }

    /// The colour of matching labels' text (nil: the label's default, black).
    public var textColor: UIColor! {
        get { recorded("textColor") as? UIColor }
        set { record("textColor", value: newValue) { $0.textColor = newValue } }
    }

    /// The colour of matching labels' text shadow (nil: no shadow).
    public var shadowColor: UIColor? {
        get { recorded("shadowColor") as? UIColor }
        set { record("shadowColor", value: newValue) { $0.shadowColor = newValue } }
    }

    /// Where matching labels' text shadow falls. Reads `.zero` until set through this proxy.
    public var shadowOffset: CGSize {
        get { recorded("shadowOffset") as? CGSize ?? .zero }
        set { record("shadowOffset", value: newValue) { $0.shadowOffset = newValue } }
    }

    /// The colour of matching labels' text while highlighted (nil: no highlight colour).
    public var highlightedTextColor: UIColor? {
        get { recorded("highlightedTextColor") as? UIColor }
        set { record("highlightedTextColor", value: newValue) { $0.highlightedTextColor = newValue } }
    }
}
