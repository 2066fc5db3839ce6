extension ApplicationHost {
    /// Tells the platform's input method where the first responder's caret is (in points in the
    /// screen), so that its candidate window opens beside the text being composed. Only a `UITextInput`
    /// view with a selection has a caret; its `caretRect(for:)` is in the view's coordinates.
    func updateTextInputRect() {
        guard let input = FirstResponder.current as? UITextInput, let view = input as? UIView,
            let window = view.window, let selection = input.selectedTextRange
        else { return }
        let caret = input.caretRect(for: selection.end)
        guard !caret.isNull, !caret.isInfinite, caret.minX.isFinite, caret.minY.isFinite else { return }
        let inWindow = view.convert(caret, to: window)
        backend.setTextInputRect(inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY))
    }
}
