/// A key on a hardware keyboard, as a press carries it.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces with its modifiers ("" for keys without characters).
    open internal(set) var characters: String = ""
    /// The characters the key produces without modifiers.
    open internal(set) var charactersIgnoringModifiers: String = ""
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The USB HID usage of the key.
    open internal(set) var keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined

    override init() { super.init() }
}

/// Modifier keys held with a key.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID keyboard usages (the keys OpenUIKit's backends report).
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorUndefined = 0x03
    case keyboardA = 0x04, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI,
        keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ, keyboardR,
        keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    case keyboard1 = 0x1E, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9, keyboard0
    case keyboardReturnOrEnter = 0x28, keyboardEscape, keyboardDeleteOrBackspace, keyboardTab, keyboardSpacebar
    case keyboardF1 = 0x3A, keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6, keyboardF7, keyboardF8,
        keyboardF9, keyboardF10, keyboardF11, keyboardF12
    case keyboardHome = 0x4A, keyboardPageUp, keyboardDeleteForward, keyboardEnd, keyboardPageDown,
        keyboardRightArrow, keyboardLeftArrow, keyboardDownArrow, keyboardUpArrow
}
