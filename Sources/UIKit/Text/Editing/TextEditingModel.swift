/// The editing model behind UITextField and UITextView, without views: the text, the selection, marked
/// text from an input method, the edits (typing, deleting by unit, clipboard), caret movement, undo
/// with UIKit's grouping, and a report of each change for relayout.
///
/// Positions are UTF-16 offsets (as `NSRange` counts) and always lie on grapheme-cluster boundaries:
/// an "é" written as e + U+0301 or a family emoji (👩‍👩‍👧) is one step for the caret, one deletion and
/// one unit of a selection. Ranges and offsets from outside are clamped to the text, and a range that
/// cuts a cluster grows to cover it; nothing here traps on bad input.
///
/// The selection has an anchor (the end that stays when Shift extends it) and a head (the end that
/// moves; the caret when the selection is empty).
///
/// Source: Apple's UITextField, UITextView and UITextInput documentation.
@MainActor
final class TextEditingModel {
    /// The text.
    private(set) var text: String
    /// The end of the selection that stays put when the selection is extended.
    var anchor = 0
    /// The end of the selection that moves; the caret when the selection is empty.
    var head = 0
    /// The marked (composing) text's range, while an input method composes.
    var markedRange: NSRange?

    /// The undo manager edits register with (a view passes its responder's); nil records nothing.
    var undoManager: UndoManager?
    /// A typing burst ends after this long without an edit (seconds of UIKit's clock).
    // Deviation: UIKit does not document its pause; one second is our choice.
    var typingPause: TimeInterval = 1
    /// UIKit's clock, for typing pauses: the running application's, else 0 (no pauses without one).
    var clock: () -> TimeInterval = { ApplicationHost.current?.now ?? 0 }
    /// The delegate's gate (`textField(_:shouldChangeCharactersIn:replacementString:)`,
    /// `textView(_:shouldChangeTextIn:replacementText:)`): asked with the range (in the text before the
    /// edit) and the replacement before each user edit (typing, deleting, cut, paste, `replace`); false
    /// leaves text, selection and undo as they are. Not asked for `setText(_:)`, undo and redo, or marked
    /// text while it is composed. Source: Apple's UITextFieldDelegate and UITextViewDelegate documentation.
    var shouldChangeText: ((NSRange, String) -> Bool)?
    /// Called after every change of the text (with what changed) or of the selection alone (nil),
    /// whoever made it: an edit, undo or redo, a caret move.
    var didChange: ((TextChange?) -> Void)?

    /// The open undo record that typing or deleting may still extend.
    var openRecord: EditRecord?
    /// Where marked text began and the text it replaced, while composing.
    var composition: (location: Int, replaced: String)?

    init(text: String = "") {
        self.text = text
        anchor = text.utf16.count
        head = anchor
    }

    var boundaries: TextBoundaries { TextBoundaries(text) }
    /// The text's length in UTF-16 code units.
    var length: Int { text.utf16.count }

    /// The selection, lowest offset first.
    var selectedRange: NSRange { NSRange(location: min(anchor, head), length: abs(anchor - head)) }
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// The selected text ("" for a caret).
    var selectedText: String { substring(selection) }

    /// The text in `range` (clamped; grown to whole clusters).
    func text(in range: NSRange) -> String { substring(clamp(range)) }

    // MARK: Setting text and selection

    /// Replaces the whole text, as setting a view's `text` does: the caret goes to the end, marked
    /// text ends, and the undo actions registered for this text go (UIKit clears them too).
    func setText(_ newText: String) {
        let change = TextChange(replacedRange: NSRange(location: 0, length: length), insertedLength: newText.utf16.count)
        text = newText
        markedRange = nil; composition = nil; openRecord = nil
        anchor = length; head = length
        undoManager?.removeAllActions(withTarget: self)
        didChange?(change)
    }

    /// Selects `range`, clamped to the text and grown to whole clusters; the anchor is its start. A
    /// location of `NSNotFound` or past the end puts the caret at the end. Ends a typing burst.
    func select(_ range: NSRange) {
        let clamped = clamp(range)
        setSelection(anchor: clamped.lowerBound, head: clamped.upperBound)
    }

    /// Selects the whole text (the anchor at the start).
    func selectAll() { setSelection(anchor: 0, head: length) }

    /// Moves the head to `offset` (clamped, on a cluster boundary); with `extending`, the anchor stays,
    /// else the selection collapses there.
    func moveCaret(to offset: Int, extending: Bool = false) {
        let target = boundaries.characterBoundary(atOrBefore: offset)
        setSelection(anchor: extending ? anchor : target, head: target)
    }

    func setSelection(anchor newAnchor: Int, head newHead: Int) {
        openRecord = nil
        guard newAnchor != anchor || newHead != head else { return }
        anchor = newAnchor; head = newHead
        didChange?(nil)
    }

    // MARK: Ranges and replacing

    /// `range` clamped to the text, its ends moved out to cluster boundaries (an empty range stays
    /// empty, at the start of its cluster). `NSNotFound` or a
    /// location past the end gives the empty range at the end; a negative length counts as 0.
    func clamp(_ range: NSRange) -> Range<Int> {
        let count = length
        let location = range.location == NSNotFound ? count : min(max(0, range.location), count)
        let end = min(count, location + min(max(0, range.length), count))
        let b = boundaries
        let lower = b.characterBoundary(atOrBefore: location)
        guard end > location else { return lower..<lower }
        var upper = b.characterBoundary(atOrBefore: end)
        if upper < end { upper = b.characterBoundary(after: upper) }
        return lower..<upper
    }

    func substring(_ range: Range<Int>) -> String {
        let b = boundaries
        return String(text[b.index(range.lowerBound)..<b.index(range.upperBound)])
    }

    /// Replaces `range` (offsets on cluster boundaries) with `string`, without undo or selection
    /// changes, and reports the change. Marked text's range moves with the text after it.
    @discardableResult
    func replaceCharacters(in range: Range<Int>, with string: String) -> TextChange {
        // The indices are found before the edit, so no second reference to the text is alive while it
        // changes (one would make the replacement copy the whole string first).
        let indices: Range<String.Index> = {
            let b = boundaries; return b.index(range.lowerBound)..<b.index(range.upperBound)
        }()
        text.replaceSubrange(indices, with: string)
        let change = TextChange(
            replacedRange: NSRange(location: range.lowerBound, length: range.count),
            insertedLength: string.utf16.count)
        if let marked = markedRange, marked.location >= range.upperBound {
            markedRange = NSRange(location: marked.location + change.delta, length: marked.length)
        }
        return change
    }

    /// The offset just after `location + length`, moved forward onto a cluster boundary (an insertion
    /// can join the text after it into one cluster, as a ZWJ does).
    func boundary(atOrAfter offset: Int) -> Int {
        let b = boundaries
        let down = b.characterBoundary(atOrBefore: offset)
        return down < offset ? b.characterBoundary(after: down) : down
    }

    /// Replaces `range` (clamped) with `string` as one edit of `kind`: registered for undo, the caret
    /// after the inserted text, a change reported; nil when `shouldChangeText` refused it. Ends marked
    /// text first.
    @discardableResult
    func replace(_ range: NSRange, with string: String, kind: TextEditKind = .replace) -> TextChange? {
        if markedRange != nil { unmarkText() }
        return perform(clamp(range), with: string, kind: kind)
    }

    /// One registered edit of a cluster-aligned range, if `shouldChangeText` allows it.
    @discardableResult
    func perform(_ range: Range<Int>, with string: String, kind: TextEditKind) -> TextChange? {
        if let shouldChangeText, !shouldChangeText(NSRange(location: range.lowerBound, length: range.count), string) { return nil }
        let old = substring(range)
        let change = replaceCharacters(in: range, with: string)
        let caret = boundary(atOrAfter: range.lowerBound + change.insertedLength)
        anchor = caret; head = caret
        registerEdit(location: range.lowerBound, old: old, new: string, kind: kind)
        didChange?(change)
        return change
    }
}

extension TextEditingModel {
    /// The text between two UTF-16 offsets exactly (clamped, not grown to clusters): what an edit
    /// inserted, for a view's styled copy of the text.
    func utf16Substring(_ range: Range<Int>) -> String {
        let count = length
        let lower = min(max(0, range.lowerBound), count), upper = min(max(lower, range.upperBound), count)
        let start = String.Index(utf16Offset: lower, in: text), end = String.Index(utf16Offset: upper, in: text)
        return String(text.utf16[start..<end]) ?? String(decoding: Array(text.utf16[start..<end]), as: UTF16.self)
    }

    /// The UTF-16 code units between two offsets (clamped), for finding paragraph separators.
    func utf16Units(_ range: Range<Int>) -> [UInt16] {
        let count = length
        let lower = min(max(0, range.lowerBound), count), upper = min(max(lower, range.upperBound), count)
        let start = String.Index(utf16Offset: lower, in: text), end = String.Index(utf16Offset: upper, in: text)
        return Array(text.utf16[start..<end])
    }
}
