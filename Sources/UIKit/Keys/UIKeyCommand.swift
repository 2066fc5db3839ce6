/// A key combination that sends an action message along the responder chain: a responder lists its
/// commands in `keyCommands`, and a key press that matches one (its `input` and exactly its
/// `modifierFlags`) sends the command's `action` from the first responder up the chain, instead of
/// reaching `pressesBegan`. Commands are found from the first responder up (the key window when there
/// is none); the first whose action some responder can perform (`canPerformAction(_:withSender:)`) wins.
///
/// While a text field or view is first responder, its own editing keys (arrows, Home/End, Page Up/Down,
/// Delete, Tab, Return, Escape, and Command or Control with C, X, V, A, Z) go to the text first: a
/// command for one of them fires only with `wantsPriorityOverSystemBehavior`.
///
/// Source: Apple, `UIKeyCommand` (iOS 7; `wantsPriorityOverSystemBehavior` iOS 15).
/// Deviation: it derives from UIMenuElement directly (OpenUIKit has no UICommand yet), so it has no
/// `propertyList`, `alternates` or `state`.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key: a character ("s", "[") or one of the special inputs (`UIKeyCommand.inputUpArrow`, ...).
    /// Letters match whatever the Shift state; put `.shift` in `modifierFlags` to require it.
    open private(set) var input: String?
    /// The modifier keys that must be held, exactly (Caps Lock and the numeric pad flag are ignored).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The action message sent when the command fires.
    open private(set) var action: Selector?
    /// The name the keyboard shortcuts overlay shows; nil shows `title`.
    open var discoverabilityTitle: String?
    /// `.disabled` keeps the command from firing; the others are for menus.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether the command fires before the first responder's own handling of the same key (a text
    /// view's arrows). False by default.
    open var wantsPriorityOverSystemBehavior = false

    /// A command with a title for menus and the shortcuts overlay.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = []
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        super.init(title: title, image: image)
    }

    /// A command for `input` with `modifierFlags` that sends `action` (iOS 7).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command with its shortcuts-overlay name (iOS 9; deprecated in iOS 13 for the title form).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    // MARK: Special inputs (Apple's string values)

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1", inputF2 = "UIKeyInputF2", inputF3 = "UIKeyInputF3", inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5", inputF6 = "UIKeyInputF6", inputF7 = "UIKeyInputF7", inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9", inputF10 = "UIKeyInputF10", inputF11 = "UIKeyInputF11", inputF12 = "UIKeyInputF12"

    /// The keys the special inputs name.
    static let specialKeys: [String: UIKeyboardHIDUsage] = [
        inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow, inputLeftArrow: .keyboardLeftArrow,
        inputRightArrow: .keyboardRightArrow, inputEscape: .keyboardEscape, inputPageUp: .keyboardPageUp,
        inputPageDown: .keyboardPageDown, inputHome: .keyboardHome, inputEnd: .keyboardEnd,
        inputDelete: .keyboardDeleteForward, "\u{8}": .keyboardDeleteOrBackspace, "\r": .keyboardReturnOrEnter,
        "\t": .keyboardTab, " ": .keyboardSpacebar,
        inputF1: .keyboardF1, inputF2: .keyboardF2, inputF3: .keyboardF3, inputF4: .keyboardF4, inputF5: .keyboardF5,
        inputF6: .keyboardF6, inputF7: .keyboardF7, inputF8: .keyboardF8, inputF9: .keyboardF9, inputF10: .keyboardF10,
        inputF11: .keyboardF11, inputF12: .keyboardF12,
    ]

    /// Whether a press of `key` fires this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !attributes.contains(.disabled) else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard modifierFlags.intersection(relevant) == key.modifierFlags.intersection(relevant) else { return false }
        if let special = Self.specialKeys[input] { return key.keyCode == special }
        return !key.charactersIgnoringModifiers.isEmpty && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
