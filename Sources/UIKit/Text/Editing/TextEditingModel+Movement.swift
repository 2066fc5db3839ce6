// Caret movement by unit, with Shift extending the selection from its anchor.
extension TextEditingModel {
    /// Moves the caret by `unit` towards the start (`forward` false) or end of the text. Without
    /// `extending`, a selection moved by character collapses to its start or end (Left/Right); by a
    /// larger unit the move starts from that end. With `extending`, the head moves and the anchor stays
    /// (Shift). A word move skips separators, then a word (Option-Left/Right); a line move goes to the
    /// hard line's start or end (Cmd-Left/Right); a document move to the text's start or end
    /// (Cmd-Up/Down). Marked text is committed first.
    func move(forward: Bool, by unit: TextMovementUnit, extending: Bool = false) {
        if markedRange != nil { unmarkText() }
        if !extending, !selection.isEmpty {
            let edge = forward ? selection.upperBound : selection.lowerBound
            if unit == .character { setSelection(anchor: edge, head: edge); return }
            let target = destination(from: edge, forward: forward, by: unit)
            setSelection(anchor: target, head: target)
            return
        }
        let target = destination(from: head, forward: forward, by: unit)
        setSelection(anchor: extending ? anchor : target, head: target)
    }

    /// Where a move by `unit` from `offset` ends.
    func destination(from offset: Int, forward: Bool, by unit: TextMovementUnit) -> Int {
        let b = boundaries
        switch unit {
        case .character: return forward ? b.characterBoundary(after: offset) : b.characterBoundary(before: offset)
        case .word: return forward ? b.wordEnd(after: offset) : b.wordStart(before: offset)
        case .line: return forward ? b.paragraphEnd(atOrAfter: offset) : b.paragraphStart(atOrBefore: offset)
        case .document: return forward ? length : 0
        }
    }

    /// The offset `delta` UTF-16 units from `offset`, on a cluster boundary (a move into a cluster
    /// goes on past it in the direction of the move); nil when it falls outside the text, as UIKit's
    /// `position(from:offset:)` answers.
    func offset(from offset: Int, by delta: Int) -> Int? {
        let (target, overflow) = offset.addingReportingOverflow(delta)
        guard !overflow, target >= 0, target <= length, offset >= 0, offset <= length else { return nil }
        return delta > 0 ? boundary(atOrAfter: target) : boundaries.characterBoundary(atOrBefore: target)
    }
}
