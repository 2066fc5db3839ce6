extension UITextView {
    /// Posted after a text view becomes first responder and its delegate heard
    /// `textViewDidBeginEditing(_:)`; the object is the text view, there is no userInfo.
    /// Source: Apple, `UITextView.textDidBeginEditingNotification`.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each user edit, following `textViewDidChange(_:)`; the object is the text view. Not
    /// posted for text set by code.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view resigns first responder and its delegate heard
    /// `textViewDidEndEditing(_:)`; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: The editing session

    func shouldBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }

    func didBeginEditing() {
        editor.isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        scrollCaretToVisible()
    }

    func shouldEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    func didEndEditing() {
        editor.isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: TextEditorHost

    /// The delegate's gate for each user edit (typing, Return as "\n", deleting, cut, paste).
    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool {
        guard !isChangingTextInCode else { return true }
        return textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    /// After each change: the content size follows the text; a user edit scrolls the caret into view,
    /// calls `textViewDidChangeSelection(_:)` (the caret moved with the text, as UIKit reports it), then
    /// `textViewDidChange(_:)` and posts `textDidChangeNotification`; a selection move alone calls
    /// `textViewDidChangeSelection(_:)`. Changes made by code call nothing.
    func textEditorDidChange(_ change: TextChange?) {
        guard !isChangingTextInCode else { return }
        if change != nil {
            updateContentSize()
            layoutIfNeeded()
            scrollCaretToVisible()
            textViewDelegate?.textViewDidChangeSelection(self)
            textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        } else {
            if isFirstResponder { scrollCaretToVisible() }
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }
}
