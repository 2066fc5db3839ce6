/// Finds the key command a key press fires and sends its action (see ``UIKeyCommand``). Called by
/// KeyDelivery before the press reaches `pressesBegan`.
@MainActor
enum KeyCommandDispatch {
    /// Fires the first matching command along the responder chain whose action some responder can
    /// perform; true when one fired (the press then goes no further).
    static func fire(_ key: UIKey, event: UIPressesEvent) -> Bool {
        let start: UIResponder? = FirstResponder.current ?? UIApplication.shared.keyWindow
        let textFirst = FirstResponder.current is UITextInput && isTextEditingKey(key)
        var responder = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action, !textFirst || command.wantsPriorityOverSystemBehavior else { continue }
                if UIApplication.shared.sendAction(action, to: nil, from: command, for: event) { return true }
            }
            responder = current.next
        }
        return false
    }

    /// The keys a text field or view handles itself.
    static func isTextEditingKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardHome, .keyboardEnd,
            .keyboardPageUp, .keyboardPageDown, .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardTab,
            .keyboardReturnOrEnter, .keyboardEscape:
            return true
        default:
            let flags = key.modifierFlags
            guard flags.contains(.command) || flags.contains(.control) else { return false }
            return ["c", "x", "v", "a", "z"].contains(key.charactersIgnoringModifiers.lowercased())
        }
    }
}
