// UIButton's per-state content: the type's defaults behind the six per-state features declared in
// UIButton.swift. Lookup (``ControlStateValues``): the value set for exactly the state, else the type's own
// default for that state (a system button's gray disabled title, white selected title), else the value
// set for `.normal`, else the type's default for `.normal` (a system button's `tintColor` title, a custom
// button's white title, the glyph types' image).
//
// Source: Apple, UIButton ("Configuring the button title", "Configuring button images").
extension UIButton {
    // MARK: Defaults by type

    /// The type's own title colour for exactly `state`, if it has one.
    func defaultTitleColor(exactly state: UIControl.State) -> UIColor? {
        guard buttonType.isSystemFamily else { return state == .normal ? .white : nil }
        if state.contains(.disabled) { return UIButton.systemDisabledTitleColor }
        if state.contains(.selected) { return .white }
        return state == .normal ? tintColor : nil
    }

    /// A system button's disabled title and template-image colour.
    static let systemDisabledTitleColor = UIColor(white: 0.5, alpha: 0.5)
}
