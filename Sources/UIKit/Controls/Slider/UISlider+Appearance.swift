// UISlider's appearance-capable properties, as members of its appearance proxy:
// `UISlider.appearance().minimumTrackTintColor = .orange`,
// `UISlider.appearance().setThumbImage(knob, for: .normal)`. Each is applied through the slider's own
// setter when the slider enters a window, unless that property (for that state) was set on the slider
// itself.
//
// Source: Apple's UISlider.h marks minimumTrackTintColor, maximumTrackTintColor, thumbTintColor,
// setThumbImage:forState:, setMinimumTrackImage:forState: and setMaximumTrackImage:forState:
// UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UISlider {
    /// The colour of matching sliders' track left of the thumb (nil: the tint colour).
    public var minimumTrackTintColor: UIColor? {
        get { recorded("minimumTrackTintColor") as? UIColor }
        set { record("minimumTrackTintColor", value: newValue) { $0.minimumTrackTintColor = newValue } }
    }

    /// The colour of matching sliders' track right of the thumb (nil: light grey).
    public var maximumTrackTintColor: UIColor? {
        get { recorded("maximumTrackTintColor") as? UIColor }
        set { record("maximumTrackTintColor", value: newValue) { $0.maximumTrackTintColor = newValue } }
    }

    /// The colour of matching sliders' default thumb (nil: white).
    public var thumbTintColor: UIColor? {
        get { recorded("thumbTintColor") as? UIColor }
        set { record("thumbTintColor", value: newValue) { $0.thumbTintColor = newValue } }
    }

    /// Sets matching sliders' thumb image for `state`.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        record(UISlider.appearanceKey("thumbImage", state), value: image) { $0.setThumbImage(image, for: state) }
    }

    /// The thumb image recorded for `state` through this proxy.
    public func thumbImage(for state: UIControl.State) -> UIImage? {
        recorded(UISlider.appearanceKey("thumbImage", state)) as? UIImage
    }

    /// Sets matching sliders' minimum track image for `state`.
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        record(UISlider.appearanceKey("minimumTrackImage", state), value: image) { $0.setMinimumTrackImage(image, for: state) }
    }

    /// The minimum track image recorded for `state` through this proxy.
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        recorded(UISlider.appearanceKey("minimumTrackImage", state)) as? UIImage
    }

    /// Sets matching sliders' maximum track image for `state`.
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        record(UISlider.appearanceKey("maximumTrackImage", state), value: image) { $0.setMaximumTrackImage(image, for: state) }
    }

    /// The maximum track image recorded for `state` through this proxy.
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        recorded(UISlider.appearanceKey("maximumTrackImage", state)) as? UIImage
    }
}
