// Hardware keys the host forwards from pressesBegan: caret movement by character, word, line and
// document (Shift extends), deleting forward and by word or line, Tab in a text view, Escape for marked
// text. Plain Backspace and Return are not handled here: KeyDelivery sends them to the host's
// UIKeyInput methods (deleteBackward, insertText("\n")), so they are never done twice.
extension TextEditor {
    /// Handles the first press's key; false when the key is not a text-editing key here (the host
    /// passes it on to `super`).
    ///
    /// Word moves and deletes take Option (iOS) or Control (Linux desktops); Command+Left/Right and
    /// Home/End go to the line's start or end; Command+Up/Down and Control+Home/End to the document's.
    /// Up and Down move by laid-out line keeping the caret's x (to the text's start or end past the first
    /// or last line, and always in unwrapped text). Source: iOS's hardware-keyboard text editing.
    func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) -> Bool {
        guard let key = presses.first(where: { $0.key != nil })?.key, isEditable || isSelectable else { return false }
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let command = flags.contains(.command)
        let word = flags.contains(.alternate) || flags.contains(.control)
        if (command || flags.contains(.control)) && !flags.contains(.alternate),
            let handled = standardShortcut(key.charactersIgnoringModifiers.lowercased(), shift: shift, event: event)
        {
            return handled
        }
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            if command {
                moveToLineEdge(forward: forward, extending: shift)
            } else {
                move { model.move(forward: forward, by: word ? .word : .character, extending: shift) }
            }
        case .keyboardUpArrow, .keyboardDownArrow:
            let down = key.keyCode == .keyboardDownArrow
            if command || !wrapsLines {
                move { model.move(forward: down, by: .document, extending: shift) }
            } else {
                moveVertically(down: down, extending: shift)
            }
        case .keyboardHome, .keyboardEnd:
            let forward = key.keyCode == .keyboardEnd
            if flags.contains(.control) || command {
                move { model.move(forward: forward, by: .document, extending: shift) }
            } else {
                moveToLineEdge(forward: forward, extending: shift)
            }
        case .keyboardDeleteOrBackspace:
            // Plain Backspace arrives as deleteBackward() from KeyDelivery.
            guard (word || command), isEditable else { return false }
            notifyingText { model.deleteBackward(by: command ? .line : .word) }
        case .keyboardDeleteForward:
            guard isEditable else { return false }
            notifyingText { model.deleteForward(by: command ? .line : word ? .word : .character) }
        case .keyboardTab:
            // A field leaves Tab to its host (moving between fields).
            guard wrapsLines, isEditable, flags.isDisjoint(with: [.command, .control, .alternate]) else { return false }
            notifyingText { model.insertText("\t") }
        case .keyboardEscape:
            guard model.markedRange != nil else { return false }
            notifyingText { model.cancelMarkedText() }
        default:
            return false
        }
        return true
    }

    /// Command or Control with C, X, V, A: the standard edit action, sent from the first responder up
    /// the chain (so a responder's `canPerformAction(_:withSender:)` decides); with Z, undo (Shift:
    /// redo) through the undo manager. Nil for other keys.
    private func standardShortcut(_ character: String, shift: Bool, event: UIPressesEvent?) -> Bool? {
        let action: Selector
        switch character {
        case "c": action = .copy
        case "x": action = .cut
        case "v": action = .paste
        case "a": action = .selectAll
        case "z":
            guard let undoManager = model.undoManager ?? host?.undoManager, isEditable else { return false }
            guard shift ? undoManager.canRedo : undoManager.canUndo else { return false }
            model.undoManager = undoManager
            notifyingText { shift ? model.redo() : model.undo() }
            return true
        default: return nil
        }
        return UIApplication.shared.sendAction(action, to: nil, from: host, for: event)
    }

    /// A selection change by key: told to the input delegate; the vertical goal x is forgotten.
    private func move(_ change: () -> Void) {
        goalX = nil
        notifyingSelection(change)
    }

    /// Moves to the start or end of the laid-out line holding the caret (the selection's start or end
    /// when not extending).
    private func moveToLineEdge(forward: Bool, extending: Bool) {
        let from = extending ? model.head : (forward ? model.selection.upperBound : model.selection.lowerBound)
        let line = visualLineRange(at: from)
        var target = forward ? line.upperBound : line.lowerBound
        // A wrapped line's end is the next line's start: stop before the space the line broke at.
        if forward, target < paragraphEnd(at: from), target > line.lowerBound {
            target = model.boundaries.characterBoundary(before: target)
        }
        move { model.setSelection(anchor: extending ? model.anchor : target, head: target) }
    }

    /// Moves up or down one laid-out line, keeping the x where vertical moves began.
    private func moveVertically(down: Bool, extending: Bool) {
        let from = extending ? model.head : (down ? model.selection.upperBound : model.selection.lowerBound)
        let x = goalX ?? caretRect(atOffset: from).minX
        let target = lineOffset(from: from, down: down, x: x) ?? (down ? model.length : 0)
        notifyingSelection { model.setSelection(anchor: extending ? model.anchor : target, head: target) }
        goalX = x
    }

    /// The characters of the laid-out line the caret at `offset` stands on.
    func visualLineRange(at offset: Int) -> Range<Int> {
        guard !layout.paragraphs.isEmpty else { return 0..<0 }
        let paragraph = layout.paragraphs[layout.paragraphIndex(containing: offset)]
        let lines = paragraph.layout.lines
        guard !lines.isEmpty else { return paragraph.start..<paragraph.end }
        let local = paragraph.displayOffset(min(max(0, offset - paragraph.start), paragraph.length))
        let range = lines[paragraph.layout.lineIndex(forCaretAt: local)].characterRange
        return paragraph.start + paragraph.storedOffset(range.lowerBound)..<paragraph.start + paragraph.storedOffset(range.upperBound)
    }

    private func paragraphEnd(at offset: Int) -> Int {
        layout.paragraphs.isEmpty ? model.length : layout.paragraphs[layout.paragraphIndex(containing: offset)].end
    }
}
