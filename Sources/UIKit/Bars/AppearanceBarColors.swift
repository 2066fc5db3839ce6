// The bar colours every bar's appearance proxy has: `UINavigationBar.appearance().barTintColor = .red`,
// `UIToolbar.appearance().barStyle = .black`. One proxy member each, for the bars that declare them
// appearance-capable (a search bar's `barStyle` is not).
//
// Source: Apple's UINavigationBar.h, UIToolbar.h, UITabBar.h and UISearchBar.h mark barTintColor, and
// all but UISearchBar.h barStyle, UI_APPEARANCE_SELECTOR.

/// A bar whose `barTintColor` is appearance-capable. Not Apple API (hence the underscore): public only
/// because the proxy's public members are constrained on it.
@MainActor
public protocol _UIAppearanceBarTintable: UIAppearance {
    var barTintColor: UIColor? { get set }
}

/// A bar whose `barStyle` is appearance-capable. Not Apple API (hence the underscore).
@MainActor
public protocol _UIAppearanceBarStylable: UIAppearance {
    var barStyle: UIBarStyle { get set }
}

extension UINavigationBar: _UIAppearanceBarTintable, _UIAppearanceBarStylable {}
extension UIToolbar: _UIAppearanceBarTintable, _UIAppearanceBarStylable {}
extension UITabBar: _UIAppearanceBarTintable, _UIAppearanceBarStylable {}
extension UISearchBar: _UIAppearanceBarTintable {}

extension UIAppearanceProxy where Target: _UIAppearanceBarTintable {
    /// The background colour of matching bars.
    public var barTintColor: UIColor? {
        get { recorded("barTintColor") as? UIColor }
        set { record("barTintColor", value: newValue) { $0.barTintColor = newValue } }
    }
}

extension UIAppearanceProxy where Target: _UIAppearanceBarStylable {
    /// The style of matching bars.
    public var barStyle: UIBarStyle {
        get { recorded("barStyle") as? UIBarStyle ?? .default }
        set { record("barStyle", value: newValue) { $0.barStyle = newValue } }
    }
}
