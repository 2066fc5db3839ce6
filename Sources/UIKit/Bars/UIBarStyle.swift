/// The first level of a bar's styling: a light or a dark bar. In iOS 7 `.default` is a flat white bar
/// with dark text and `.black` a flat black one with white text; whether either is see-through is the
/// separate `isTranslucent`.
///
/// The raw values are Apple's (`UIBarStyleDefault` 0, `Black` 1, `BlackTranslucent` 2).
///
/// Source: Apple, UIBarStyle.
public enum UIBarStyle: Int, Sendable {
    /// A light bar with dark text.
    case `default` = 0
    /// A dark bar with light text.
    case black = 1
    /// The pre-iOS 7 translucent black bar: a black bar that is translucent whatever `isTranslucent` says.
    @available(*, deprecated, message: "Use .black and set isTranslucent to true")
    case blackTranslucent = 2

    /// The pre-iOS 7 name of `.black`.
    @available(*, deprecated, renamed: "black")
    public static var blackOpaque: UIBarStyle { .black }

    /// Whether the style is one of the dark ones.
    var isDark: Bool { self != .default }
}
