/// Delivers keyboard input to the first responder: typed text to a `UIKeyInput` (Return as "\n"),
/// Backspace as `deleteBackward()`, and every key as a presses event that `UIApplication.sendEvent(_:)`
/// hands to the key window, which sends it to the first responder (or itself when there is none); from
/// there `pressesBegan`/`pressesEnded` travel the responder chain.
@MainActor
package enum KeyDelivery {
    static func deliverText(_ text: String) {
        guard let input = FirstResponder.current as? UIKeyInput else { return }
        input.insertText(text)
    }

    /// The input method's composition: text being composed becomes the first responder's marked text
    /// (`setMarkedText(_:selectedRange:)` of a `UITextInput`), replacing the marked text before it. An
    /// empty composition removes the marked text (`setMarkedText("")`, then `unmarkText()`): the input
    /// method either cancelled, or commits the text as a `.text` event that `insertText(_:)` types. A
    /// responder that is only a `UIKeyInput` sees no composition, only the committed text.
    ///
    /// Source: Apple, UITextInput (marked text); SDL's SDL_TEXTEDITING.
    static func deliverComposition(_ text: String, selectedRange: NSRange) {
        guard let input = FirstResponder.current as? UITextInput else { return }
        if text.isEmpty {
            guard input.markedTextRange != nil else { return }
            input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            input.unmarkText()
            return
        }
        let length = text.utf16.count
        let location = max(0, min(selectedRange.location, length))
        let selected = NSRange(location: location, length: max(0, min(selectedRange.length, length - location)))
        input.setMarkedText(text, selectedRange: selected)
    }

    static func deliverKey(down: Bool, key: PlatformKey, modifiers: PlatformKeyModifiers, timestamp: TimeInterval) {
        let press = UIPress()
        press.phase = down ? .began : .ended
        press.timestamp = timestamp
        let uiKey = UIKey()
        let (usage, characters) = describe(key)
        uiKey.keyCode = usage
        uiKey.charactersIgnoringModifiers = characters
        uiKey.characters = modifiers.contains(.shift) ? characters.uppercased() : characters
        uiKey.modifierFlags = flags(modifiers)
        press.key = uiKey
        let event = UIPressesEvent()
        event.timestamp = timestamp
        event.pressSet = [press]
        // A key command takes the press before the responders' pressesBegan (UIKeyCommand).
        if down, KeyCommandDispatch.fire(uiKey, event: event) { return }
        // Through the application and the key window, to the first responder (UIWindow.sendEvent).
        UIApplication.shared.sendEvent(event)
        if down {
            // Keys that edit text without producing characters of their own.
            if let input = FirstResponder.current as? UIKeyInput {
                switch key {
                // With Option, Control or Command, Backspace deletes by word or line: the text views
                // do that in pressesBegan, so deleteBackward() is not sent as well.
                case .backspace where modifiers.isDisjoint(with: [.alternate, .control, .command]): input.deleteBackward()
                case .returnKey: input.insertText("\n")
                default: break
                }
            }
        }
    }

    /// Each platform modifier and its UIKit flag: the one table both conversions read.
    private static let modifierPairs: [(PlatformKeyModifiers, UIKeyModifierFlags)] = [
        (.shift, .shift), (.control, .control), (.alternate, .alternate), (.command, .command),
    ]

    private static func flags(_ modifiers: PlatformKeyModifiers) -> UIKeyModifierFlags {
        modifierPairs.reduce(into: []) { flags, pair in if modifiers.contains(pair.0) { flags.insert(pair.1) } }
    }

    /// The HID usage and the unmodified characters of a platform key.
    static func describe(_ key: PlatformKey) -> (UIKeyboardHIDUsage, String) {
        switch key {
        case .character(let c):
            let lower = Character(c.lowercased())
            if let ascii = lower.asciiValue, ascii >= 97, ascii <= 122,
                let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(ascii - 97))
            {
                return (usage, String(lower))
            }
            if let digit = lower.wholeNumberValue, lower.isASCII,
                let usage = UIKeyboardHIDUsage(
                    rawValue: digit == 0
                        ? UIKeyboardHIDUsage.keyboard0.rawValue
                        : UIKeyboardHIDUsage.keyboard1.rawValue + digit - 1)
            {
                return (usage, String(lower))
            }
            return (.keyboardErrorUndefined, String(c))
        case .returnKey: return (.keyboardReturnOrEnter, "\r")
        case .escape: return (.keyboardEscape, "\u{1B}")
        case .backspace: return (.keyboardDeleteOrBackspace, "\u{8}")
        case .deleteForward: return (.keyboardDeleteForward, "\u{7F}")
        case .tab: return (.keyboardTab, "\t")
        case .space: return (.keyboardSpacebar, " ")
        case .left: return (.keyboardLeftArrow, "")
        case .right: return (.keyboardRightArrow, "")
        case .up: return (.keyboardUpArrow, "")
        case .down: return (.keyboardDownArrow, "")
        case .home: return (.keyboardHome, "")
        case .end: return (.keyboardEnd, "")
        case .pageUp: return (.keyboardPageUp, "")
        case .pageDown: return (.keyboardPageDown, "")
        case .function(let n):
            return (UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + n - 1) ?? .keyboardErrorUndefined, "")
        case .other: return (.keyboardErrorUndefined, "")
        }
    }

    /// The platform key for a HID usage (for the test harness's `pressKey(_:)`).
    package static func platformKey(for usage: UIKeyboardHIDUsage) -> PlatformKey {
        switch usage {
        case .keyboardReturnOrEnter: return .returnKey
        case .keyboardEscape: return .escape
        case .keyboardDeleteOrBackspace: return .backspace
        case .keyboardDeleteForward: return .deleteForward
        case .keyboardTab: return .tab
        case .keyboardSpacebar: return .space
        case .keyboardLeftArrow: return .left
        case .keyboardRightArrow: return .right
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardHome: return .home
        case .keyboardEnd: return .end
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        default:
            let raw = usage.rawValue
            if raw >= UIKeyboardHIDUsage.keyboardA.rawValue, raw <= UIKeyboardHIDUsage.keyboardZ.rawValue {
                return .character(Character(UnicodeScalar(UInt8(97 + raw - UIKeyboardHIDUsage.keyboardA.rawValue))))
            }
            if raw >= UIKeyboardHIDUsage.keyboard1.rawValue, raw <= UIKeyboardHIDUsage.keyboard0.rawValue {
                let digit = raw == UIKeyboardHIDUsage.keyboard0.rawValue ? 0 : raw - UIKeyboardHIDUsage.keyboard1.rawValue + 1
                return .character(Character(String(digit)))
            }
            if raw >= UIKeyboardHIDUsage.keyboardF1.rawValue, raw <= UIKeyboardHIDUsage.keyboardF12.rawValue {
                return .function(raw - UIKeyboardHIDUsage.keyboardF1.rawValue + 1)
            }
            return .other(raw)
        }
    }

    /// Converts the harness's modifier flags to the platform's.
    package static func platformModifiers(_ flags: UIKeyModifierFlags) -> PlatformKeyModifiers {
        modifierPairs.reduce(into: []) { modifiers, pair in if flags.contains(pair.1) { modifiers.insert(pair.0) } }
    }
}
