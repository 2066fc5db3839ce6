@testable import UIKit
import Foundation

/// A responder that adopts `UITextInput` over a `TextEditingModel`, as UITextField and UITextView will:
/// the position and range answers come from the model (TextEditingModel+TextInput); geometry is
/// left to the views, so it answers empty here.
@MainActor
final class ModelTextInput: UIResponder, UITextInput {
    let model: TextEditingModel
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?

    init(text: String) { model = TextEditingModel(text: text); super.init() }

    var hasText: Bool { model.length > 0 }
    func insertText(_ text: String) { model.insertText(text) }
    func deleteBackward() { model.deleteBackward() }

    func text(in range: UITextRange) -> String? { model.nsRange(of: range).map(model.text(in:)) }
    func replace(_ range: UITextRange, withText text: String) {
        if let nsRange = model.nsRange(of: range) { model.replace(nsRange, with: text) }
    }
    var selectedTextRange: UITextRange? {
        get { model.textRange(model.selectedRange) }
        set { if let newValue, let nsRange = model.nsRange(of: newValue) { model.select(nsRange) } }
    }
    var markedTextRange: UITextRange? { model.markedRange.map(model.textRange) }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { model.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { model.unmarkText() }

    var beginningOfDocument: UITextPosition { model.textPosition(0) }
    var endOfDocument: UITextPosition { model.textPosition(model.length) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        model.textRange(from: fromPosition, to: toPosition)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? { model.position(from: position, offset: offset) }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        model.position(from: position, in: direction, offset: offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { model.compare(position, to: other) }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { model.offset(from: from, to: toPosition) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        model.position(within: range, farthestIn: direction)
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        model.characterRange(byExtending: position, in: direction)
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .null }
    func caretRect(for position: UITextPosition) -> CGRect { .null }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}
