/// A minimal scrolling text view over a ``TextEditor``, for the typing benchmark until UITextView is
/// there to measure (the lead rewires the benchmark to UITextView and removes this class). Not API:
/// reachable only with `@_spi(Benchmarks) import UIKit`.
@_spi(Benchmarks)
public final class TextEditorBenchmarkView: UIScrollView, TextEditorHost {
    lazy var editor = TextEditor(host: self)

    /// A text view of `frame` showing `text` in `font`, wrapped, with UITextView's insets.
    public init(frame: CGRect, text: String, font: UIFont) {
        super.init(frame: frame)
        editor.typingAttributes = [.font: font]
        editor.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        editor.attributedText = NSAttributedString(string: text, attributes: [.font: font])
        addSubview(editor.contentView)
        layoutContent()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Puts the caret at UTF-16 offset `offset`.
    public func placeCaret(at offset: Int) { editor.model.moveCaret(to: offset) }

    private func layoutContent() {
        editor.contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, editor.usedSize.height))
        contentSize = editor.contentView.frame.size
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        if editor.contentView.frame.width != bounds.width { layoutContent() }
        editor.visibleRectDidChange()
    }

    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool { true }
    func textEditorDidChange(_ change: TextChange?) {
        if change != nil, editor.contentView.frame.height != max(bounds.height, editor.usedSize.height) { layoutContent() }
    }

    public override var canBecomeFirstResponder: Bool { true }
    public override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { editor.isEditing = true }
        return became
    }

    public var hasText: Bool { editor.hasText }
    public func insertText(_ text: String) { editor.insertText(text) }
    public func deleteBackward() { editor.deleteBackward() }
    public func text(in range: UITextRange) -> String? { editor.text(in: range) }
    public func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }
    public var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.selectedTextRange = newValue }
    }
    public var markedTextRange: UITextRange? { editor.markedTextRange }
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    public func unmarkText() { editor.unmarkText() }
    public var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    public var endOfDocument: UITextPosition { editor.endOfDocument }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editor.compare(position, to: other) }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    public var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    public var tokenizer: UITextInputTokenizer { editor.tokenizer }
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    public func firstRect(for range: UITextRange) -> CGRect { convert(editor.firstRect(for: range), from: editor.contentView) }
    public func caretRect(for position: UITextPosition) -> CGRect { convert(editor.caretRect(for: position), from: editor.contentView) }
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    public func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: convert(point, to: editor.contentView)) }
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: convert(point, to: editor.contentView), within: range)
    }
    public func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: convert(point, to: editor.contentView)) }
}
