// UIButton's appearance-capable members, on its appearance proxy:
// `UIButton.appearance().setTitleColor(.red, for: .normal)`,
// `UIButton.appearance(whenContainedInInstancesOf: [Toolbar.self]).contentEdgeInsets = ...`.
// Each per-state setter records one setting per state. A value set on the button itself wins.
//
// Source: Apple's UIButton.h marks contentEdgeInsets, setTitleColor:forState:,
// setTitleShadowColor:forState:, setBackgroundImage:forState: and setImage:forState:
// UI_APPEARANCE_SELECTOR; tintColor is on every view's proxy.
extension UIAppearanceProxy where Target: UIButton {
    /// Margins around matching buttons' content. Reads `.zero` until set through this proxy.
    public var contentEdgeInsets: UIEdgeInsets {
        get { recorded("contentEdgeInsets") as? UIEdgeInsets ?? .zero }
        set { record("contentEdgeInsets", value: newValue) { $0.contentEdgeInsets = newValue } }
    }

    /// Sets matching buttons' title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record(UIButton.appearanceKey("titleColor", state), value: color) { $0.setTitleColor(color, for: state) }
    }

    /// The title colour recorded for `state` through this proxy.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        recorded(UIButton.appearanceKey("titleColor", state)) as? UIColor
    }

    /// Sets matching buttons' title shadow colour for `state`.
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        record(UIButton.appearanceKey("titleShadowColor", state), value: color) { $0.setTitleShadowColor(color, for: state) }
    }

    /// The title shadow colour recorded for `state` through this proxy.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        recorded(UIButton.appearanceKey("titleShadowColor", state)) as? UIColor
    }

    /// Sets matching buttons' background image for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        record(UIButton.appearanceKey("backgroundImage", state), value: image) { $0.setBackgroundImage(image, for: state) }
    }

    /// The background image recorded for `state` through this proxy.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        recorded(UIButton.appearanceKey("backgroundImage", state)) as? UIImage
    }

    /// Sets matching buttons' image for `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        record(UIButton.appearanceKey("image", state), value: image) { $0.setImage(image, for: state) }
    }

    /// The image recorded for `state` through this proxy.
    public func image(for state: UIControl.State) -> UIImage? {
        recorded(UIButton.appearanceKey("image", state)) as? UIImage
    }
}
