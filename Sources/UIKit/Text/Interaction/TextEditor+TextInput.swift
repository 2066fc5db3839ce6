// The UITextInput and UIKeyInput plumbing the hosts forward, one method each, under the protocol's
// names. Edits from here are the text-input system's own: they go through the host's gate, and the
// input delegate is not told of them (UIKit tells it only of changes the system did not make).
extension TextEditor {
    // MARK: UIKeyInput

    /// Whether there is text.
    var hasText: Bool { model.length > 0 }

    /// Types `text` at the selection (replacing marked text), with the typing attributes. Nothing in a
    /// text that is not editable.
    func insertText(_ text: String) {
        guard isEditable else { return }
        model.insertText(text)
    }

    /// Deletes the selection or the character before the caret.
    func deleteBackward() {
        guard isEditable else { return }
        model.deleteBackward()
    }

    // MARK: Text and ranges

    func text(in range: UITextRange) -> String? {
        guard let nsRange = model.nsRange(of: range) else { return nil }
        return model.text(in: nsRange)
    }

    /// Replaces `range` with `text` (through the host's gate), the caret after it.
    func replace(_ range: UITextRange, withText text: String) {
        guard isEditable, let nsRange = model.nsRange(of: range) else { return }
        model.replace(nsRange, with: text)
    }

    /// The selection; nil only when the text cannot be selected. Setting it selects (clamped); nil is
    /// ignored.
    var selectedTextRange: UITextRange? {
        get { model.textRange(model.selectedRange) }
        set {
            guard let newValue, let nsRange = model.nsRange(of: newValue) else { return }
            if model.markedRange != nil { model.unmarkText() }
            model.select(nsRange)
        }
    }

    /// The marked text's range, or nil when there is none.
    var markedTextRange: UITextRange? { model.markedRange.map { model.textRange($0) } }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        model.setMarkedText(markedText, selectedRange: selectedRange)
    }

    func unmarkText() { model.unmarkText() }

    // MARK: Positions

    var beginningOfDocument: UITextPosition { model.textPosition(0) }
    var endOfDocument: UITextPosition { model.textPosition(model.length) }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        model.textRange(from: fromPosition, to: toPosition)
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        model.position(from: position, offset: offset)
    }

    /// Left and right move by characters in storage order; up and down move by laid-out lines,
    /// keeping the x (nil past the first or last line).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .left, .right: return model.position(from: position, in: direction, offset: offset)
        case .up, .down:
            guard let start = model.offset(of: position) else { return nil }
            var current = start
            let steps = direction == .down ? offset : -offset
            for _ in 0..<abs(steps) {
                guard let next = lineOffset(from: current, down: steps > 0, x: nil) else { return nil }
                current = next
            }
            return model.textPosition(current)
        }
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        model.compare(position, to: other)
    }

    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { model.offset(from: from, to: toPosition) }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        model.position(within: range, farthestIn: direction)
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        model.characterRange(byExtending: position, in: direction)
    }

    // MARK: Writing direction

    /// The paragraph's base direction at `position`: right to left when its first strong character is.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        guard let offset = model.offset(of: position), !layout.paragraphs.isEmpty else { return .natural }
        return layout.paragraphs[layout.paragraphIndex(containing: offset)].layout.startsRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Sets the base writing direction of the paragraphs `range` crosses, through their paragraph style.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let nsRange = model.nsRange(of: range), storage.length > 0 else { return }
        let bounds = nsRange.location..<nsRange.location + nsRange.length
        for index in paragraphs(crossing: bounds) {
            let paragraph = layout.paragraphs[index]
            let span = NSRange(location: paragraph.start, length: max(1, paragraph.nextStart - paragraph.start))
            guard span.location < storage.length else { continue }
            let clamped = NSRange(location: span.location, length: min(span.length, storage.length - span.location))
            let current = storage.attribute(.paragraphStyle, at: clamped.location, effectiveRange: nil) as? NSParagraphStyle
            let style = NSMutableParagraphStyle()
            if let current { style.setParagraphStyle(current) }
            style.baseWritingDirection = writingDirection
            storage.addAttribute(.paragraphStyle, value: style, range: clamped)
        }
        layoutAll()
    }

    // MARK: Moving by laid-out lines

    /// The offset on the line above or below the one holding `offset`, nearest to `x` (content view
    /// coordinates; the caret's x when nil); nil when there is no such line.
    func lineOffset(from offset: Int, down: Bool, x: CGFloat?) -> Int? {
        let caret = caretRect(atOffset: offset)
        let targetY = down ? caret.maxY + 1 : caret.minY - 1
        let origin = textOrigin
        guard targetY >= origin.y, targetY < origin.y + layout.size.height else { return nil }
        return closestOffset(to: CGPoint(x: x ?? caret.minX, y: targetY))
    }
}
