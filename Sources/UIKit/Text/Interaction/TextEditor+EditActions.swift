// The standard edit actions a text field or view performs, on UIPasteboard.general, and when it can:
// the host's canPerformAction(_:withSender:) asks here first, and its cut(_:), copy(_:), ... overrides
// call here.
extension TextEditor {
    /// Whether the editor can perform `action` now; nil for an action that is not a text action (the host
    /// answers with `super`). As iOS: copy needs a selection and no secure entry (and cut also an editable
    /// text); paste an editable text and strings on the pasteboard; select a caret in text; selectAll
    /// some text not all selected; delete an editable selection.
    /// Source: Apple, UIResponderStandardEditActions and UITextField/UITextView behaviour.
    func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool? {
        let selection = model.selection
        switch action {
        case .copy: return (isEditable || isSelectable) && !isSecure && !selection.isEmpty
        case .cut: return isEditable && !isSecure && !selection.isEmpty
        case .paste: return isEditable && UIPasteboard.general.hasStrings
        case .select: return (isEditable || isSelectable) && hasText && selection.isEmpty
        case .selectAll: return (isEditable || isSelectable) && hasText && selection.count < model.length
        case .delete: return isEditable && !selection.isEmpty
        default: return nil
        }
    }

    /// Copies the selection to the general pasteboard (nothing for secure text).
    func copy(_ sender: Any?) {
        guard canPerformAction(.copy, withSender: sender) == true else { return }
        model.copy(to: .general)
    }

    /// Copies, then deletes the selection (one undo step, "Cut").
    func cut(_ sender: Any?) {
        guard canPerformAction(.cut, withSender: sender) == true else { return }
        notifyingText { model.cut(to: .general) }
    }

    /// Replaces the selection with the pasteboard's string (one undo step, "Paste").
    func paste(_ sender: Any?) {
        guard canPerformAction(.paste, withSender: sender) == true else { return }
        notifyingText { model.paste(from: .general) }
    }

    /// Selects the word at the caret (or the one before it, between words).
    func select(_ sender: Any?) {
        guard canPerformAction(.select, withSender: sender) == true else { return }
        let boundaries = model.boundaries
        let caret = model.head
        let range =
            boundaries.wordRange(containingCharacterAt: caret)
            ?? (caret > 0 ? boundaries.wordRange(containingCharacterAt: boundaries.characterBoundary(before: caret)) : nil)
            ?? boundaries.wordStart(before: caret)..<boundaries.wordEnd(after: boundaries.wordStart(before: caret))
        notifyingSelection { model.setSelection(anchor: range.lowerBound, head: range.upperBound) }
    }

    /// Selects the whole text.
    func selectAll(_ sender: Any?) {
        guard canPerformAction(.selectAll, withSender: sender) == true else { return }
        notifyingSelection { model.selectAll() }
    }

    /// Deletes the selection without touching the pasteboard.
    func delete(_ sender: Any?) {
        guard canPerformAction(.delete, withSender: sender) == true else { return }
        notifyingText { model.deleteBackward() }
    }
}
