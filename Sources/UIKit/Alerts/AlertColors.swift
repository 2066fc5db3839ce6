/// The colours of alerts and action sheets, light or dark: dark when the sheet's style says so (a black
/// bar's), else following the interface style (an app in dark mode gets dark alerts).
@MainActor
enum AlertColors {
    /// `light` or `dark`: `dark` when `forcedDark`, else by the trait collection's interface style.
    static func pick(_ light: UIColor, _ dark: UIColor, forcedDark: Bool) -> UIColor {
        forcedDark ? dark : UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// The wash over a group's blurred backdrop.
    static func wash(dark: Bool) -> UIColor { pick(UIColor(white: 0.97, alpha: 0.85), UIColor(white: 0.11, alpha: 0.8), forcedDark: dark) }
    /// An alert's title and message.
    static func alertText(dark: Bool) -> UIColor { pick(.black, .white, forcedDark: dark) }
    /// An action sheet's title and message.
    static func sheetText(dark: Bool) -> UIColor { pick(UIColor(white: 0.56, alpha: 1), UIColor(white: 0.6, alpha: 1), forcedDark: dark) }
    static func separator(dark: Bool) -> UIColor { pick(UIColor(white: 0, alpha: 0.2), UIColor(white: 1, alpha: 0.15), forcedDark: dark) }
    /// A button under a finger.
    static func highlight(dark: Bool) -> UIColor { pick(UIColor(white: 0, alpha: 0.1), UIColor(white: 1, alpha: 0.15), forcedDark: dark) }
    /// A disabled action's title.
    static func disabled(dark: Bool) -> UIColor { pick(UIColor(white: 0, alpha: 0.25), UIColor(white: 1, alpha: 0.3), forcedDark: dark) }
    /// A text field's box and its border.
    static let fieldBackground = pick(.white, UIColor(white: 0.17, alpha: 1), forcedDark: false)
    static let fieldBorder = pick(UIColor(white: 0, alpha: 0.25), UIColor(white: 1, alpha: 0.25), forcedDark: false)
}
