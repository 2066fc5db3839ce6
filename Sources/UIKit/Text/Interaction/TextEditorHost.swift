/// The view a ``TextEditor`` edits for: UITextField and UITextView adopt it. The host is the first
/// responder and the `UITextInput` (each of its `UITextInput` methods is a one-line forward to the
/// editor's method of the same name); the editor asks it before each user edit and tells it after each
/// change, so that it can run its delegate, send its events and notifications, and scroll.
@MainActor
protocol TextEditorHost: UIView, UITextInput {
    /// The delegate's gate for a user edit (typing, deleting, cut, paste, `replace`): `range` in the text
    /// before the edit, `replacement` the new text. False leaves the text as it is.
    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool
    /// After every change of the text (with what changed) or of the selection alone (nil), whoever made
    /// it. The editor has relaid out and redrawn by then, so `usedSize` and the caret are current.
    func textEditorDidChange(_ change: TextChange?)
}
