// UITextField's text and its attributes: the bodies behind `text`, `attributedText`, the style
// properties, `defaultTextAttributes`, `typingAttributes` and the placeholder declared in
// UITextField.swift. `model` holds the characters; `content` the same characters with their attributes.
extension UITextField {
    /// The paragraph style plain text gets: the alignment; one line, truncated at its tail when drawn
    /// outside editing.
    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = .byTruncatingTail
        return style
    }

    /// `defaultTextAttributes`: the extra attributes, then font, colour and paragraph style.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        var attributes = extraAttributes
        attributes[.font] = storedFont
        attributes[.foregroundColor] = storedTextColor
        attributes[.paragraphStyle] = paragraphStyle
        return attributes
    }

    func setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { storedFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { storedAlignment = style.alignment }
        var extra = attributes
        extra[.font] = nil; extra[.foregroundColor] = nil; extra[.paragraphStyle] = nil
        extraAttributes = extra
        replaceContent(NSAttributedString(string: model.text, attributes: defaultAttributes))
        textAppearanceDidChange()
    }

    /// A style property changed: UIKit applies it to the whole text (the selection stays).
    func styleDidChange(_ key: NSAttributedString.Key, _ value: Any) {
        if content.length > 0 {
            let updated = NSMutableAttributedString(attributedString: content)
            let whole = NSRange(location: 0, length: updated.length)
            // Linux Foundation traps comparing unequal paragraph styles on replacement: remove first.
            updated.removeAttribute(key, range: whole)
            updated.addAttribute(key, value: value, range: whole)
            replaceContent(updated)
        } else {
            editor.typingAttributes = defaultAttributes
        }
        textAppearanceDidChange()
    }

    /// Gives the editor new styled text with the same characters, keeping the selection; no event.
    func replaceContent(_ attributed: NSAttributedString) {
        let selection = (model.anchor, model.head)
        changingTextInCode = true
        editor.attributedText = attributed
        model.setSelection(anchor: min(selection.0, model.length), head: min(selection.1, model.length))
        editor.typingAttributes = attributesAtCaret
        changingTextInCode = false
    }

    func textAppearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Replaces the whole text in code (`text`, `attributedText`, clearing): no delegate call, no event.
    /// The caret goes to the end; typing continues in the attributes there (the defaults when empty).
    func setTextInCode(_ string: String, attributed: NSAttributedString?) {
        changingTextInCode = true
        // The input delegate (the keyboard's Shift and Return key) hears of text set by code.
        editor.notifyingText {
            editor.attributedText = filledContent(string, attributed: attributed)
            editor.typingAttributes = attributesAtCaret
        }
        changingTextInCode = false
        replacesTextOnNextEdit = false
        textAppearanceDidChange()
        overlayStateDidChange()
    }

    /// `string` in the default attributes, or the attributed string as given with the field's
    /// attributes filling in where a run has none.
    func filledContent(_ string: String, attributed: NSAttributedString?) -> NSAttributedString {
        guard let attributed, attributed.length > 0 else { return NSAttributedString(string: string, attributes: defaultAttributes) }
        let filled = NSMutableAttributedString(string: attributed.string, attributes: defaultAttributes)
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            for (key, value) in attributes {
                filled.removeAttribute(key, range: range)
                filled.addAttribute(key, value: value, range: range)
            }
        }
        return filled
    }

    /// The attributes of the character before the caret (the first character's at the start; the
    /// defaults in an empty field).
    var attributesAtCaret: [NSAttributedString.Key: Any] {
        let content = self.content
        guard content.length > 0 else { return defaultAttributes }
        let location = min(max(0, model.selectedRange.location - 1), content.length - 1)
        return content.attributes(at: location, effectiveRange: nil)
    }

    // MARK: Placeholder

    /// The placeholder as drawn: its own attributes, the field's font, alignment and the placeholder
    /// colour filling in.
    var placeholderAttributedString: NSAttributedString? {
        guard let string = placeholderString ?? storedAttributedPlaceholder?.string else { return nil }
        var defaults = defaultAttributes
        defaults[.foregroundColor] = UIColor.placeholderText
        let result = NSMutableAttributedString(string: string, attributes: defaults)
        if let own = storedAttributedPlaceholder, own.length == result.length {
            own.enumerateAttributes(in: NSRange(location: 0, length: own.length), options: []) { attributes, range, _ in
                for (key, value) in attributes {
                    result.removeAttribute(key, range: range)
                    result.addAttribute(key, value: value, range: range)
                }
            }
        }
        return result
    }
}
