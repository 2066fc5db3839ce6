/// The system keyboard's keys at work: the first responder's traits shape the keyboard, and each key
/// types into the responder as iOS's keyboard does: `insertText(_:)` (Return as "\n", letters in upper
/// case while Shift is on) and `deleteBackward()`. After each key, and whenever the text changes
/// otherwise (hardware typing, the input method, or code that tells its `inputDelegate`), Shift follows
/// `autocapitalizationType` and the Return key `enablesReturnKeyAutomatically`.
extension KeyboardHost {
    func configureKeyboard(for responder: UIResponder, newResponder: Bool) {
        let traits = responder as? UITextInputTraits
        keyboardView.keyboardType = traits?.keyboardType ?? .default
        keyboardView.appearance = traits?.keyboardAppearance ?? .default
        keyboardView.returnKeyType = traits?.returnKeyType ?? .default
        if newResponder { keyboardView.plane = keyboardView.initialPlane }
        refreshKeyState()
    }

    /// Shift and the Return key, for the responder's text now.
    func refreshKeyState() {
        guard let responder = FirstResponder.current, let input = responder as? UIKeyInput else { return }
        keyboardView.isReturnKeyEnabled = !input.enablesReturnKeyAutomatically || input.hasText
        keyboardView.shift.autocapitalize(input.autocapitalizationType, context: context(of: input))
    }

    /// The text just before the caret (a few dozen characters): from a `UITextInput`, else what the
    /// keys typed (nothing when the responder has no text).
    private func context(of input: UIKeyInput) -> Substring {
        if let textInput = input as? UITextInput, let selection = textInput.selectedTextRange {
            let start = textInput.position(from: selection.start, offset: -40) ?? textInput.beginningOfDocument
            guard let range = textInput.textRange(from: start, to: selection.start) else { return "" }
            return Substring(textInput.text(in: range) ?? "")
        }
        guard input.hasText else { return "" }
        // Text the keys did not type: assume the caret follows a letter.
        return typedText.isEmpty ? "a" : Substring(typedText)
    }

    func keyPressed(_ action: KeyboardKey.Action) {
        guard let responder = FirstResponder.current else { return }
        if action == .dismiss {
            responder.resignFirstResponder()
            return
        }
        guard let input = responder as? UIKeyInput else { return }
        let view = keyboardView
        switch action {
        case .text(let text):
            let shifted = view.plane == .letters && view.shift.isOn
            type(shifted ? text.uppercased() : text, into: input)
            view.shift.didType()
        case .space:
            type(" ", into: input)
            // iOS: a space typed on the numbers or symbols plane goes back to the letters.
            if view.plane != .letters && !view.plane.isPad && view.initialPlane == .letters { view.plane = .letters }
        case .returnKey:
            type("\n", into: input)
        case .delete:
            input.deleteBackward()
            if !typedText.isEmpty { typedText.removeLast() }
        case .shift:
            view.shift.tap(at: ApplicationHost.current?.now ?? 0)
            return
        case .plane(let plane):
            view.plane = plane
            return
        case .dismiss, .none:
            return
        }
        refreshKeyState()
    }

    private func type(_ text: String, into input: UIKeyInput) {
        input.insertText(text)
        typedText = String((typedText + text).suffix(40))
    }

    // MARK: For the test harness

    /// The frame of the key named `name` (see `KeyboardKey.name`) in screen coordinates, while the
    /// system keyboard is up.
    package func keyFrame(named name: String) -> CGRect? {
        guard isVisible, keyboardView.superview != nil, let key = keyboardView.key(named: name) else { return nil }
        return keyboardView.convert(key.frame, to: window)
    }

    /// The names of the keys shown now, in reading order.
    package var keyNames: [String] { keyboardView.keys.map(\.name) }
}

/// The keyboard's ear on a `UITextInput` first responder (its `inputDelegate`, when it had none): a
/// change the responder reports updates Shift and the Return key.
@MainActor
final class KeyboardTextInputDelegate: UITextInputDelegate {
    private weak var host: KeyboardHost?
    init(host: KeyboardHost) { self.host = host }
    func selectionWillChange(_ textInput: UITextInput?) {}
    func selectionDidChange(_ textInput: UITextInput?) { host?.refreshKeyState() }
    func textWillChange(_ textInput: UITextInput?) {}
    func textDidChange(_ textInput: UITextInput?) { host?.refreshKeyState() }
}
