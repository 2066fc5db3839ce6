// UIProgressView's appearance-capable properties, as members of its appearance proxy:
// `UIProgressView.appearance().progressTintColor = .green`. Each is applied through the progress view's
// own setter when it enters a window, unless that property was set on the progress view itself.
//
// Source: Apple's UIProgressView.h marks progressTintColor, trackTintColor, progressImage and trackImage
// UI_APPEARANCE_SELECTOR (iOS 5 and later).
extension UIAppearanceProxy where Target: UIProgressView {
    /// The filled part's colour of matching progress views (nil: the tint).
    public var progressTintColor: UIColor? {
        get { recorded("progressTintColor") as? UIColor }
        set { record("progressTintColor", value: newValue) { $0.progressTintColor = newValue } }
    }

    /// The unfilled part's colour of matching progress views (nil: the style's).
    public var trackTintColor: UIColor? {
        get { recorded("trackTintColor") as? UIColor }
        set { record("trackTintColor", value: newValue) { $0.trackTintColor = newValue } }
    }

    /// The filled part's image of matching progress views (nil: the colour).
    public var progressImage: UIImage? {
        get { recorded("progressImage") as? UIImage }
        set { record("progressImage", value: newValue) { $0.progressImage = newValue } }
    }

    /// The unfilled part's image of matching progress views (nil: the colour).
    public var trackImage: UIImage? {
        get { recorded("trackImage") as? UIImage }
        set { record("trackImage", value: newValue) { $0.trackImage = newValue } }
    }
}
