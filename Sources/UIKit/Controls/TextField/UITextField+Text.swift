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
        style.baseWritingDirection = storedWritingDirection
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

    var writingDirection: NSWritingDirection { storedWritingDirection }

    func setWritingDirection(_ direction: NSWritingDirection) {
        storedWritingDirection = direction
        styleDidChange(.paragraphStyle, paragraphStyle)
    }

    func setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { storedFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { storedAlignment = style.alignment }
        var extra = attributes
        extra[.font] = nil; extra[.foregroundColor] = nil; extra[.paragraphStyle] = nil
        extraAttributes = extra
        rebuildContent(model.text)
        textAppearanceDidChange()
    }

    /// A style property changed: UIKit applies it to the whole text.
    func styleDidChange(_ key: NSAttributedString.Key, _ value: Any) {
        if content.length > 0 {
            let updated = NSMutableAttributedString(attributedString: content)
            let whole = NSRange(location: 0, length: updated.length)
            // Linux Foundation traps comparing unequal paragraph styles on replacement: remove first.
            updated.removeAttribute(key, range: whole)
            updated.addAttribute(key, value: value, range: whole)
            content = updated
        }
        storedTypingAttributes = nil
        textAppearanceDidChange()
    }

    func textAppearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Replaces the whole text in code (`text`, `attributedText`, clearing): no delegate call, no event.
    func setTextInCode(_ string: String, attributed: NSAttributedString?) {
        changingTextInCode = true
        model.setText(string)
        changingTextInCode = false
        rebuildContent(string, attributed: attributed)
        replacesTextOnNextEdit = false
        textAppearanceDidChange()
    }

    /// `content` for `string`: the attributed string as given (the field's attributes filling in where a
    /// run has none), or the whole string in the default attributes.
    func rebuildContent(_ string: String, attributed: NSAttributedString? = nil) {
        guard let attributed, attributed.length > 0 else {
            content = NSAttributedString(string: string, attributes: defaultAttributes)
            return
        }
        let filled = NSMutableAttributedString(string: attributed.string, attributes: defaultAttributes)
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            for (key, value) in attributes {
                filled.removeAttribute(key, range: range)
                filled.addAttribute(key, value: value, range: range)
            }
        }
        content = filled
    }

    /// The attributes of the character before the caret (the first character's at the start; the
    /// defaults in an empty field).
    var attributesAtCaret: [NSAttributedString.Key: Any] {
        guard content.length > 0 else { return defaultAttributes }
        let location = min(max(0, model.selectedRange.location - 1), content.length - 1)
        return content.attributes(at: location, effectiveRange: nil)
    }

    /// Keeps `content` in step with an edit of the model: the inserted characters take the typing
    /// attributes.
    func applyToContent(_ change: TextChange) {
        let attributes = storedTypingAttributes ?? attributesBefore(change.replacedRange.location)
        let updated = NSMutableAttributedString(attributedString: content)
        let replaced = NSRange(location: min(change.replacedRange.location, updated.length),
                               length: max(0, min(change.replacedRange.length, updated.length - change.replacedRange.location)))
        let inserted = (model.text as NSString).substring(with: NSRange(location: change.insertedRange.location,
                                                                        length: min(change.insertedLength, model.length - change.insertedRange.location)))
        updated.replaceCharacters(in: replaced, with: NSAttributedString(string: inserted, attributes: attributes))
        content = updated
        if content.string != model.text { rebuildContent(model.text) }
    }

    /// The attributes typing at `location` continues: those of the character before it.
    private func attributesBefore(_ location: Int) -> [NSAttributedString.Key: Any] {
        guard content.length > 0 else { return defaultAttributes }
        return content.attributes(at: min(max(0, location - 1), content.length - 1), effectiveRange: nil)
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
