// A text field's use of the shared TextEditor (Sources/UIKit/Text/Interaction): one line, not wrapped;
// its content view shows the text, selection and caret in the editing rect while the field edits, and
// is hidden otherwise (then the field draws its text itself through `drawText(in:)`, as UIKit's does).
extension UITextField: TextEditorHost {
    /// The editing model (the editor's).
    var model: TextEditingModel { editor.model }

    /// The styled text (the editor's storage).
    var content: NSAttributedString { editor.attributedText }

    /// Whether the editor's view shows the text now (while editing).
    var editorShowsText: Bool { isEditing }

    func configureEditor() {
        editor.wrapsLines = false
        editor.typingAttributes = defaultAttributes
        editor.contentView.isHidden = true
        addSubview(editor.contentView)
    }

    /// Places the editor's view over the editing rect (under the overlays) while editing.
    func layoutEditorContent() {
        editor.contentView.isHidden = !isEditing
        guard isEditing else { return }
        editor.contentView.frame = editingRect(forBounds: bounds)
        if subviews.first !== editor.contentView { insertSubview(editor.contentView, at: 0) }
    }

    /// Editing began or ended: the editor shows the caret and selection, or stops.
    func editorEditingDidChange() {
        editor.isEditing = isEditing
        layoutEditorContent()
        setNeedsLayout()
    }

    // MARK: TextEditorHost

    /// The delegate's gate. UIKit: a text field's text is one line, so an edit bringing line breaks (a
    /// paste) is made again with spaces in their place, through the gate once more.
    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool {
        if changingTextInCode { return true }
        if replacement.contains(where: \.isNewline) {
            model.replace(range, with: Self.singleLine(replacement), kind: .paste)
            return false
        }
        if replacesTextOnNextEdit {
            // The first edit of a secure field editing again replaces the whole text (typing or deleting).
            replacesTextOnNextEdit = false
            let whole = NSRange(location: 0, length: model.length)
            if range != whole {
                model.replace(whole, with: replacement, kind: .replace)
                return false
            }
        }
        return delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func textEditorDidChange(_ change: TextChange?) { modelDidChange(change) }

    // MARK: Geometry between the field and the editor's view

    func fromEditor(_ rect: CGRect) -> CGRect { convert(rect, from: editor.contentView) }
    func toEditor(_ point: CGPoint) -> CGPoint { convert(point, to: editor.contentView) }
    func fromEditor(_ selection: UITextSelectionRect) -> UITextSelectionRect {
        ConvertedSelectionRect(selection, rect: fromEditor(selection.rect))
    }
}
