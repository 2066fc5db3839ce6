// Undo: each edit registers its inverse with the undo manager; typing and deleting bursts extend one
// record, so a burst is one step.

/// One undo step's edit: at `location`, `newText` replaced `oldText`. Typing appends to `newText`,
/// deleting backward prepends to `oldText`, deleting forward appends to it, while the burst lasts.
@MainActor
final class EditRecord {
    var location: Int
    var oldText: String
    var newText: String
    let kind: TextEditKind
    var lastEdit: TimeInterval

    init(location: Int, oldText: String, newText: String, kind: TextEditKind, lastEdit: TimeInterval) {
        self.location = location; self.oldText = oldText; self.newText = newText
        self.kind = kind; self.lastEdit = lastEdit
    }
}

extension TextEditingModel {
    /// Records an edit for undo. It extends the open record when it continues it: the same coalescing
    /// kind, within `typingPause` of the last edit, with no caret move in between, starting where the
    /// record's text ends (typing), where its deletion started (backward) or at its location (forward).
    /// Otherwise it opens a new undo step (a group of its own inside the current event's group).
    func registerEdit(location: Int, old: String, new: String, kind: TextEditKind) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled, !(old.isEmpty && new.isEmpty) else { return }
        let now = clock()
        if let record = openRecord, record.kind == kind, now - record.lastEdit < typingPause {
            let continues: Bool
            switch kind {
            case .typing: continues = old.isEmpty && location == record.location + record.newText.utf16.count
            case .deleteBackward: continues = new.isEmpty && record.newText.isEmpty && location + old.utf16.count == record.location
            case .deleteForward: continues = new.isEmpty && record.newText.isEmpty && location == record.location
            default: continues = false
            }
            if continues {
                switch kind {
                case .typing: record.newText += new
                case .deleteBackward: record.oldText = old + record.oldText; record.location = location
                default: record.oldText += old
                }
                record.lastEdit = now
                return
            }
        }
        let record = EditRecord(location: location, oldText: old, newText: new, kind: kind, lastEdit: now)
        openRecord = kind.coalesces ? record : nil
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { $0.revert(record) }
        undoManager.setActionName(kind.actionName)
        undoManager.endUndoGrouping()
    }

    /// Undoes (or redoes) `record`: its new text gives way to its old text, and the inverse is
    /// registered (on the redo stack while undoing). Restored text is selected after an undo; after a
    /// redo the caret follows it.
    func revert(_ record: EditRecord) {
        if markedRange != nil { cancelMarkedText() }
        openRecord = nil
        let range = clamp(NSRange(location: record.location, length: record.newText.utf16.count))
        let change = replaceCharacters(in: range, with: record.oldText)
        let end = range.lowerBound + change.insertedLength
        let undoing = undoManager?.isUndoing ?? false
        anchor = undoing ? range.lowerBound : end
        head = end
        let inverse = EditRecord(
            location: record.location, oldText: record.newText, newText: record.oldText,
            kind: record.kind, lastEdit: record.lastEdit)
        undoManager?.registerUndo(withTarget: self) { $0.revert(inverse) }
        undoManager?.setActionName(record.kind.actionName)
        didChange?(change)
    }

    /// Undoes the newest step of the undo manager (closing the event's group first).
    func undo() { openRecord = nil; undoManager?.undo() }
    /// Redoes the step the last undo reverted.
    func redo() { openRecord = nil; undoManager?.redo() }
}
