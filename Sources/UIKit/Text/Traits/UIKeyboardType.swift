/// The layout of the on-screen keyboard a text input asks for. Raw values are Apple's.
public enum UIKeyboardType: Int, Sendable {
    /// The current input method's keyboard.
    case `default` = 0
    /// Letters, numbers and punctuation of ASCII only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs: ".", "/" and ".com" on the letters layer.
    case URL = 3
    /// The digits 0–9 only.
    case numberPad = 4
    /// A telephone keypad: 0–9, "*", "#" and "+".
    case phonePad = 5
    /// A telephone keypad that can switch to letters for names.
    case namePhonePad = 6
    /// For e-mail addresses: "@" and "." on the letters layer.
    case emailAddress = 7
    /// The digits and the locale's decimal separator.
    case decimalPad = 8
    /// "@" and "#" on the letters layer.
    case twitter = 9
    /// A "Go"-style layout with "." and space for search terms.
    case webSearch = 10
    /// The digits 0–9 of ASCII.
    case asciiCapableNumberPad = 11

    /// The older name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The look of the on-screen keyboard. Raw values are Apple's.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's look (light).
    case `default` = 0
    /// A dark keyboard.
    case dark = 1
    /// A light keyboard.
    case light = 2

    /// The older name of `dark`, for alert panels.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the keyboard's Return key. Raw values are Apple's.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
