/// How a text-taking responder wants its text entered: the keyboard's layout, Return key and look,
/// automatic capitalization, and whether its text is secret. The on-screen keyboard reads these from
/// the first responder when it appears.
///
/// Apple declares every member optional; here each is a read-only requirement with UIKit's default, so a
/// custom `UIKeyInput` view gets the defaults and overrides a trait by declaring a property of that name
/// (UITextField and UITextView declare them all as settable properties).
///
/// Source: Apple's UITextInputTraits documentation.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the keyboard turns Shift on by itself. Default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether autocorrection is on. Default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether spell checking is on. Default `.default`.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// Whether straight quotes become typographic ones. Default `.default`.
    var smartQuotesType: UITextSmartQuotesType { get }
    /// Whether two hyphens become a dash. Default `.default`.
    var smartDashesType: UITextSmartDashesType { get }
    /// Whether spaces are added or removed around pasted words. Default `.default`.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    /// The keyboard's layout. Default `.default`.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's look. Default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The Return key's title. Default `.default` ("return").
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the Return key is disabled while there is no text. Default false.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed and cannot be copied. Default false.
    var isSecureTextEntry: Bool { get }
    /// What the text means (a name, an e-mail address, a password...). Default nil.
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}
