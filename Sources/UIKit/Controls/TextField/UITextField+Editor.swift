// INTERIM: the text field's hooks to the shared text editor (helper E's TextEditor), until it lands.
extension UITextField {
    /// Whether the editor's view shows the text while editing (else the field draws it).
    var editorShowsText: Bool { false }
    func layoutEditorContent() {}
    func editorModelDidChange(_ change: TextChange?) {}
    func editorEditingDidChange() {}
    var textGeometry: InterimFieldGeometry { InterimFieldGeometry(field: self) }
}

@MainActor
struct InterimFieldGeometry {
    let field: UITextField
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}
