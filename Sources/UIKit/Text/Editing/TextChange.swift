/// What one edit did to the text, for partial relayout: the range it replaced (in the text before the
/// edit) and the length of what replaced it, both in UTF-16 code units.
struct TextChange: Equatable, Sendable {
    /// The replaced range, in the text before the edit.
    let replacedRange: NSRange
    /// The length of the inserted text.
    let insertedLength: Int

    /// The inserted text's range, in the text after the edit.
    var insertedRange: NSRange { NSRange(location: replacedRange.location, length: insertedLength) }
    /// How much the text after the edit's range moved (positive when the text grew).
    var delta: Int { insertedLength - replacedRange.length }
}

/// The kinds of edit, for undo: typing and deleting bursts coalesce into one undo step; the others are
/// one step each. Each has the name UIKit shows in "Undo …".
enum TextEditKind: Equatable, Sendable {
    case typing, deleteBackward, deleteForward, paste, cut, replace

    /// Whether a run of edits of this kind, each continuing where the last ended, is one undo step.
    var coalesces: Bool { self == .typing || self == .deleteBackward || self == .deleteForward }

    var actionName: String {
        switch self {
        case .typing: "Typing"
        case .deleteBackward, .deleteForward: "Delete"
        case .paste: "Paste"
        case .cut: "Cut"
        case .replace: "Replace"
        }
    }
}

/// The units the caret moves and deletes by. `line` is a hard line in the model (to the newline);
/// a view with laid-out text passes its visual line's ends to `moveCaret(to:extending:)` instead.
enum TextMovementUnit: Sendable {
    case character, word, line, document
}
