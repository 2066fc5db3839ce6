// The style edit actions of a field that `allowsEditingTextAttributes`: bold, italic and underline
// toggle over the selection (the edit menu's "B I U"). Without the property, or without a selection, the
// field does not take these actions. Source: Apple, UITextField.allowsEditingTextAttributes and
// UIResponderStandardEditActions.
extension UITextField {
    /// Whether the field takes one of the style actions now; nil for other actions.
    func canPerformStyleAction(_ action: Selector) -> Bool? {
        guard action == .toggleBoldface || action == .toggleItalics || action == .toggleUnderline else { return nil }
        return allowsEditingTextAttributes && isEditing && model.selectedRange.length > 0 && !isSecureTextEntry
    }

    /// Toggles bold, italic or underline over the selection: on unless the whole selection has it already.
    func toggleStyle(_ action: Selector) {
        guard canPerformStyleAction(action) == true else { return }
        let range = model.selectedRange
        guard range.location + range.length <= content.length else { return }
        let updated = NSMutableAttributedString(attributedString: content)
        if action == .toggleUnderline {
            var allUnderlined = true
            updated.enumerateAttribute(.underlineStyle, in: range, options: []) { value, _, _ in
                if ((value as? NSNumber)?.intValue ?? (value as? Int) ?? 0) == 0 { allUnderlined = false }
            }
            updated.removeAttribute(.underlineStyle, range: range)
            if !allUnderlined { updated.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range) }
        } else {
            let bold = action == .toggleBoldface
            var allHave = true
            updated.enumerateAttribute(.font, in: range, options: []) { value, _, _ in
                let font = (value as? UIFont) ?? storedFont
                if bold ? font.textFont.weight < 600 : !font.textFont.isItalic { allHave = false }
            }
            var changes: [(NSRange, UIFont)] = []
            updated.enumerateAttribute(.font, in: range, options: []) { value, runRange, _ in
                var face = ((value as? UIFont) ?? storedFont).textFont
                if bold { face.weight = allHave ? 400 : 700 } else { face.isItalic = !allHave }
                let base = (value as? UIFont) ?? storedFont
                changes.append((runRange, UIFont(fontName: base.fontName, familyName: base.familyName, textFont: face)))
            }
            for (runRange, font) in changes {
                updated.removeAttribute(.font, range: runRange)
                updated.addAttribute(.font, value: font, range: runRange)
            }
        }
        replaceContent(updated)
        textAppearanceDidChange()
        reportUserChange()
    }
}
