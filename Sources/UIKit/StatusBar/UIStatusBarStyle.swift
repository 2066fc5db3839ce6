/// The look of the status bar's content: dark for light backgrounds, or light for dark ones. iOS 7's
/// status bar is transparent: the app's content shows through it.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen for the appearance underneath (iOS 13): dark content (black text and glyphs) in light,
    /// light content in dark.
    case `default` = 0
    /// Light content (white text and glyphs).
    case lightContent = 1
    /// Dark content whatever the appearance (`default` follows the interface style since iOS 13).
    case darkContent = 3

    /// iOS 6's translucent black bar: in iOS 7, light content.
    @available(*, deprecated, renamed: "lightContent")
    public static let blackTranslucent = UIStatusBarStyle.lightContent
    /// iOS 6's opaque black bar: in iOS 7, light content.
    @available(*, deprecated, renamed: "lightContent")
    public static let blackOpaque = UIStatusBarStyle.lightContent
}

/// How the status bar appears or disappears when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
