// UISwitch's appearance-capable properties, as members of its appearance proxy:
// `UISwitch.appearance().onTintColor = .orange`. Each is applied through the switch's own setter when
// the switch enters a window, unless that property was set on the switch itself. (`tintColor`, the
// outline's colour, is every view's proxy member.)
//
// Source: Apple's UISwitch.h marks onTintColor, thumbTintColor, onImage and offImage
// UI_APPEARANCE_SELECTOR.
extension UIAppearanceProxy where Target: UISwitch {
    /// The on track's colour of matching switches (nil: iOS 7's green).
    public var onTintColor: UIColor? {
        get { recorded("onTintColor") as? UIColor }
        set { record("onTintColor", value: newValue) { $0.onTintColor = newValue } }
    }

    /// The thumb's colour of matching switches (nil: white).
    public var thumbTintColor: UIColor? {
        get { recorded("thumbTintColor") as? UIColor }
        set { record("thumbTintColor", value: newValue) { $0.thumbTintColor = newValue } }
    }

    /// The on image of matching switches (no effect since iOS 7, as on the switch).
    public var onImage: UIImage? {
        get { recorded("onImage") as? UIImage }
        set { record("onImage", value: newValue) { $0.onImage = newValue } }
    }

    /// The off image of matching switches (no effect since iOS 7, as on the switch).
    public var offImage: UIImage? {
        get { recorded("offImage") as? UIImage }
        set { record("offImage", value: newValue) { $0.offImage = newValue } }
    }
}
