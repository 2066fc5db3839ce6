// Typing, deleting by unit, the clipboard and marked text.
extension TextEditingModel {
    // MARK: Typing and deleting

    /// Types `string`: it replaces the marked text (ending the composition) or the selection, and the
    /// caret follows it. Successive typing at the caret is one undo step until a pause, a caret move
    /// or another kind of edit.
    func insertText(_ string: String) {
        if markedRange != nil {
            setMarkedText(string, selectedRange: NSRange(location: string.utf16.count, length: 0))
            unmarkText()
            return
        }
        perform(selection, with: string, kind: .typing)
    }

    /// Deletes the selection, or the `unit` before the caret: a whole cluster, back to the start of
    /// the word (Option/Ctrl-Backspace), or to the start of the line (Cmd-Backspace; at a line's start,
    /// the newline before it). Nothing happens at the start of the text.
    func deleteBackward(by unit: TextMovementUnit = .character) {
        if markedRange != nil { unmarkText() }
        if !selection.isEmpty { perform(selection, with: "", kind: .deleteBackward); return }
        let b = boundaries
        var start: Int
        switch unit {
        case .character: start = b.characterBoundary(before: head)
        case .word: start = b.wordStart(before: head)
        case .line: start = b.paragraphStart(atOrBefore: head)
        case .document: start = 0
        }
        if start == head { start = b.characterBoundary(before: head) }
        guard start < head else { return }
        perform(start..<head, with: "", kind: .deleteBackward)
    }

    /// Deletes the selection, or the `unit` after the caret (a cluster, to the end of the word, to the
    /// end of the line; at a line's end, the newline). Nothing happens at the end of the text.
    func deleteForward(by unit: TextMovementUnit = .character) {
        if markedRange != nil { unmarkText() }
        if !selection.isEmpty { perform(selection, with: "", kind: .deleteForward); return }
        let b = boundaries
        var end: Int
        switch unit {
        case .character: end = b.characterBoundary(after: head)
        case .word: end = b.wordEnd(after: head)
        case .line: end = b.paragraphEnd(atOrAfter: head)
        case .document: end = length
        }
        if end == head { end = b.characterBoundary(after: head) }
        guard end > head else { return }
        perform(head..<end, with: "", kind: .deleteForward)
    }

    // MARK: Clipboard

    /// Whether there is a selection to copy or cut.
    var canCopy: Bool { !selection.isEmpty }

    /// Puts the selected text on `pasteboard` (nothing happens for a caret).
    func copy(to pasteboard: UIPasteboard) {
        guard canCopy else { return }
        pasteboard.string = selectedText
    }

    /// Copies the selection, then deletes it as one undo step ("Cut").
    func cut(to pasteboard: UIPasteboard) {
        guard canCopy else { return }
        pasteboard.string = selectedText
        perform(selection, with: "", kind: .cut)
    }

    /// Replaces the selection with the pasteboard's string as one undo step ("Paste"); the caret
    /// follows the pasted text. Nothing happens when the pasteboard holds no string.
    func paste(from pasteboard: UIPasteboard) {
        guard let string = pasteboard.string else { return }
        if markedRange != nil { unmarkText() }
        perform(selection, with: string, kind: .paste)
    }

    // MARK: Marked text

    /// Sets the input method's composing text: it replaces the marked text, or the selection when
    /// nothing is marked (the composition starts there), and is marked; `selectedRange` (relative to
    /// the marked text, clamped to it) is the selection inside it. Empty or nil text removes the marked
    /// text and ends the composition. Composing registers no undo until the text is committed.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let string = markedText ?? ""
        let target: Range<Int>
        if let marked = markedRange {
            target = clamp(marked)
        } else {
            target = selection
            composition = (selection.lowerBound, substring(selection))
        }
        openRecord = nil
        let change = replaceCharacters(in: target, with: string)
        let location = target.lowerBound
        if string.isEmpty {
            markedRange = nil
            let started = composition
            composition = nil
            anchor = location; head = location
            if let started, !started.replaced.isEmpty {
                registerEdit(location: location, old: started.replaced, new: "", kind: .replace)
            }
        } else {
            markedRange = NSRange(location: location, length: change.insertedLength)
            let inner = TextBoundaries(string)
            let innerStart = inner.characterBoundary(
                atOrBefore: selectedRange.location == NSNotFound ? inner.length : selectedRange.location)
            let innerEnd = max(innerStart, inner.characterBoundary(atOrBefore: innerStart + max(0, selectedRange.length)))
            anchor = location + innerStart; head = location + innerEnd
        }
        didChange?(change)
    }

    /// Commits the marked text: it stays as typed text (one undo step with the text it replaced), the
    /// caret goes after it. Does nothing without marked text.
    func unmarkText() {
        guard let marked = markedRange else { return }
        let range = clamp(marked)
        let committed = substring(range)
        let started = composition ?? (range.lowerBound, "")
        markedRange = nil
        composition = nil
        anchor = range.upperBound; head = range.upperBound
        registerEdit(location: range.lowerBound, old: started.replaced, new: committed, kind: .typing)
        didChange?(nil)
    }

    /// Cancels the composition: the marked text goes and the text it replaced comes back, selected
    /// as it was. Registers no undo. Does nothing without marked text.
    func cancelMarkedText() {
        guard let marked = markedRange else { return }
        let range = clamp(marked)
        let replaced = composition?.replaced ?? ""
        markedRange = nil
        composition = nil
        let change = replaceCharacters(in: range, with: replaced)
        anchor = range.lowerBound; head = range.lowerBound + change.insertedLength
        didChange?(change)
    }
}
