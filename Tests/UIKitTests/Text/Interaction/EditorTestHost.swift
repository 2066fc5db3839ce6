@testable import UIKit
import Foundation

/// The smallest host of a ``TextEditor``, as UITextField and UITextView host it: first responder on a
/// tap, its content view filling its bounds, every UITextInput method a one-line forward, keys, touches
/// and edit actions handed to the editor first.
@MainActor
final class EditorTestHost: UIView, TextEditorHost {
    private(set) lazy var editor = TextEditor(host: self)
    /// Every change the editor reported, in order (nil: the selection alone).
    var changes: [TextChange?] = []
    /// The delegate's gate; nil allows every edit.
    var gate: ((NSRange, String) -> Bool)?

    init(frame: CGRect, text: String = "", font: UIFont = .systemFont(ofSize: 17), wraps: Bool = true) {
        super.init(frame: frame)
        editor.wrapsLines = wraps
        editor.typingAttributes = [.font: font]
        editor.attributedText = NSAttributedString(string: text, attributes: [.font: font])
        addSubview(editor.contentView)
        editor.contentView.frame = bounds
    }

    required init?(coder: NSCoder) { return nil }

    /// The bounds the content view was last fitted to: a host fits it when its own size changes, as a
    /// scroll view does, and leaves alone a frame a test sets to show part of a tall text.
    private var fittedBounds: CGRect?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard fittedBounds != bounds else { return }
        fittedBounds = bounds
        editor.contentView.frame = bounds
        editor.visibleRectDidChange()
    }

    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool { gate?(range, replacement) ?? true }
    func textEditorDidChange(_ change: TextChange?) { changes.append(change) }

    // MARK: Responder

    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { editor.isEditing = true }
        return became
    }
    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { editor.isEditing = false }
        return resigned
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isFirstResponder { _ = becomeFirstResponder() }
        if !editor.touchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editor.touchesMoved(touches, with: event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editor.touchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !editor.touchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !editor.pressesBegan(presses, with: event) { super.pressesBegan(presses, with: event) }
    }

    // MARK: Edit actions

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editor.canPerformAction(action, withSender: sender) ?? super.canPerformAction(action, withSender: sender)
    }
    override func cut(_ sender: Any?) { editor.cut(sender) }
    override func copy(_ sender: Any?) { editor.copy(sender) }
    override func paste(_ sender: Any?) { editor.paste(sender) }
    override func select(_ sender: Any?) { editor.select(sender) }
    override func selectAll(_ sender: Any?) { editor.selectAll(sender) }
    override func delete(_ sender: Any?) { editor.delete(sender) }

    // MARK: UIKeyInput

    var hasText: Bool { editor.hasText }
    func insertText(_ text: String) { editor.insertText(text) }
    func deleteBackward() { editor.deleteBackward() }

    // MARK: UITextInput

    func text(in range: UITextRange) -> String? { editor.text(in: range) }
    func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }
    var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.selectedTextRange = newValue }
    }
    var markedTextRange: UITextRange? { editor.markedTextRange }
    var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { editor.unmarkText() }
    var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    var endOfDocument: UITextPosition { editor.endOfDocument }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editor.compare(position, to: other) }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    var tokenizer: UITextInputTokenizer { editor.tokenizer }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    func firstRect(for range: UITextRange) -> CGRect { convert(editor.firstRect(for: range), from: editor.contentView) }
    func caretRect(for position: UITextPosition) -> CGRect { convert(editor.caretRect(for: position), from: editor.contentView) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: convert(point, to: editor.contentView)) }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: convert(point, to: editor.contentView), within: range)
    }
    func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: convert(point, to: editor.contentView)) }
}
