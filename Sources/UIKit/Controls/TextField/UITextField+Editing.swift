// A text field's editing session: beginning and ending it (first responder, delegate, events,
// notifications, in UIKit's order), the user's edits through the delegate's gate, Return, and the
// clear button. The order is documented on UITextFieldDelegate.
extension UITextField {
    // MARK: Beginning and ending

    func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

    func didBecomeEditing() {
        isEditing = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            setTextInCode("", attributed: nil)
        } else if isSecureTextEntry, hasText {
            // UIKit: the first edit after a secure field begins editing again replaces its whole text.
            replacesTextOnNextEdit = true
        }
        changingTextInCode = true
        model.moveCaret(to: model.length)
        changingTextInCode = false
        editingStateDidChange()
        delegate?.textFieldDidBeginEditing(self)
        send(.editingDidBegin, with: nil)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditing() -> Bool { !isEditing || (delegate?.textFieldShouldEndEditing(self) ?? true) }

    func didStopEditing() {
        guard isEditing else { return }
        model.unmarkText()
        isEditing = false
        replacesTextOnNextEdit = false
        editingStateDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        send(.editingDidEnd, with: nil)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: NSNumber(value: DidEndEditingReason.committed.rawValue)])
    }

    /// A touch ended: a tap inside a field that is not editing begins editing (UIKit begins on touch up)
    /// and places the caret where it was.
    func trackingEnded(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), !isEditing, becomeFirstResponder() else { return }
        layoutIfNeeded()
        if !replacesTextOnNextEdit {
            editor.touchesBegan([touch], with: event)
            editor.touchesEnded([touch], with: event)
        }
    }

    // MARK: The user's edits

    /// `insertText(_:)`: Return ("\n") is the Return key (a field never holds a line break); other text
    /// replaces the selection (or the whole text, per `clearsOnInsertion` and secure re-editing), with
    /// line breaks turned into spaces, if the delegate allows it.
    func userInsert(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" { return pressReturn() }
        let line = Self.singleLine(text)
        if clearsOnInsertion {
            clearsOnInsertion = false
            return replaceWholeText(with: line)
        }
        editor.insertText(line)
    }

    /// `deleteBackward()`: the selection or the character before the caret (the whole text, first after
    /// a secure field began editing again), if the delegate allows it.
    func userDeleteBackward() {
        if replacesTextOnNextEdit, hasText { return replaceWholeText(with: "") }
        editor.deleteBackward()
    }

    /// `replace(_:withText:)`: one edit of `range` (clamped to the text), if the delegate allows it.
    func userReplace(_ range: UITextRange, with text: String) {
        editor.replace(range, withText: Self.singleLine(text))
    }

    /// Replaces the whole text as one user edit (asking the delegate with the whole range); a refused edit
    /// leaves the selection as it was.
    private func replaceWholeText(with text: String) {
        replacesTextOnNextEdit = false
        let selection = (model.anchor, model.head)
        if model.replace(NSRange(location: 0, length: model.length), with: text) == nil {
            model.setSelection(anchor: selection.0, head: selection.1)
        }
    }

    /// Line breaks become spaces: a text field's text is one line.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The Return key: commits marked text, asks `textFieldShouldReturn(_:)`, and if it agrees sends
    /// `.editingDidEndOnExit` and `.primaryActionTriggered`. UIKit: a field with any action for
    /// `.editingDidEndOnExit` then resigns first responder; one with none stays editing.
    func pressReturn() {
        model.unmarkText()
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        let exits = allControlEvents.contains(.editingDidEndOnExit)
        send(.editingDidEndOnExit, with: nil)
        send(.primaryActionTriggered, with: nil)
        if exits, isFirstResponder { _ = resignFirstResponder() }
    }

    /// The clear button was tapped: a field not editing begins editing; then, if there is text and
    /// `textFieldShouldClear(_:)` agrees, the text goes, with `.editingChanged` and
    /// `textDidChangeNotification` (the delegate's change gate is not asked: UIKit's is not).
    func clearButtonTapped() {
        if !isEditing, !becomeFirstResponder() { return }
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        setTextInCode("", attributed: nil)
        reportUserChange()
    }

    // MARK: Reports

    /// The editor changed the text (with what changed) or the selection alone (nil): for the user's
    /// changes, tell the delegate, the targets and observers.
    func modelDidChange(_ change: TextChange?) {
        if change != nil {
            textAppearanceDidChange()
            if !changingTextInCode { reportUserChange() }
        } else if isEditing, !changingTextInCode {
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// A user edit: `textFieldDidChangeSelection(_:)`, `.editingChanged`, `textDidChangeNotification`.
    func reportUserChange() {
        overlayStateDidChange()
        delegate?.textFieldDidChangeSelection(self)
        send(.editingChanged, with: nil)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Editing began or ended: overlays and the text's look change.
    private func editingStateDidChange() {
        editorEditingDidChange()
        overlayStateDidChange()
        invalidateIntrinsicContentSize()
    }
}
