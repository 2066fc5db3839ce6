// Touches and the mouse: a tap places the caret at the closest position, a drag selects from where
// it went down, a double tap selects a word and a triple tap the paragraph (the drag after them
// extends by words or paragraphs). The host decides whether a tap begins editing (it becomes first
// responder), then forwards the touches here.
extension TextEditor {
    /// The selection a touch is making: the unit it went down on and how it extends.
    struct TouchSelection {
        var anchor: Range<Int>
        var granularity: UITextGranularity
    }

    /// Starts placing the caret or selecting for the touch; false when the text is neither editable nor
    /// selectable (the host handles the touch itself then).
    @discardableResult
    func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard isEditable || isSelectable, let touch = touches.first else { return false }
        let point = touch.location(in: contentView)
        let granularity: UITextGranularity = touch.tapCount >= 3 ? .paragraph : touch.tapCount == 2 ? .word : .character
        let anchor = unitRange(at: point, granularity: granularity)
        touchSelection = TouchSelection(anchor: anchor, granularity: granularity)
        notifyingSelection { model.setSelection(anchor: anchor.lowerBound, head: anchor.upperBound) }
        return true
    }

    /// Extends the selection from the touch's anchor to the unit under the touch.
    @discardableResult
    func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let selection = touchSelection, let touch = touches.first else { return false }
        let unit = unitRange(at: touch.location(in: contentView), granularity: selection.granularity)
        notifyingSelection {
            if unit.lowerBound < selection.anchor.lowerBound {
                model.setSelection(anchor: selection.anchor.upperBound, head: unit.lowerBound)
            } else {
                model.setSelection(anchor: selection.anchor.lowerBound, head: max(unit.upperBound, selection.anchor.upperBound))
            }
        }
        return true
    }

    @discardableResult
    func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard touchSelection != nil else { return false }
        touchSelection = nil
        return true
    }

    @discardableResult
    func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool { touchesEnded(touches, with: event) }

    /// The unit of `granularity` at `point`: the closest caret position (character); the word under the
    /// point, or the caret position between words (word); the paragraph (paragraph).
    private func unitRange(at point: CGPoint, granularity: UITextGranularity) -> Range<Int> {
        let caret = closestOffset(to: point)
        guard granularity != .character, let character = characterOffset(at: point) else { return caret..<caret }
        let boundaries = model.boundaries
        if granularity == .word {
            return boundaries.wordRange(containingCharacterAt: character) ?? caret..<caret
        }
        return boundaries.paragraphStart(atOrBefore: character)..<boundaries.paragraphEnd(atOrAfter: character)
    }

    /// Runs `change` (a selection change the text-input system did not make) between the input
    /// delegate's `selectionWillChange` and `selectionDidChange`; marked text is committed first.
    func notifyingSelection(_ change: () -> Void) {
        guard let host else { return change() }
        if model.markedRange != nil { model.unmarkText() }
        inputDelegate?.selectionWillChange(host)
        change()
        inputDelegate?.selectionDidChange(host)
    }

    /// Runs `change` (a text change the text-input system did not make: keys, edit actions, undo)
    /// between the input delegate's `textWillChange` and `textDidChange`.
    func notifyingText(_ change: () -> Void) {
        guard let host else { return change() }
        inputDelegate?.textWillChange(host)
        change()
        inputDelegate?.textDidChange(host)
    }
}
