// UIActivityIndicatorView's appearance-capable property, as a member of its appearance proxy:
// `UIActivityIndicatorView.appearance().color = .orange`. Applied through the indicator's own setter when
// it enters a window, unless `color` was set on the indicator itself.
//
// Source: Apple's UIActivityIndicatorView.h marks `color` UI_APPEARANCE_SELECTOR (iOS 5 and later).
extension UIAppearanceProxy where Target: UIActivityIndicatorView {
    /// The spokes' colour of matching indicators (nil: the style's).
    public var color: UIColor! {
        get { recorded("color") as? UIColor }
        set { record("color", value: newValue) { $0.color = newValue } }
    }
}
