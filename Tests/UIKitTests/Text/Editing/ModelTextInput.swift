@testable import UIKit
import Foundation

/// A responder that adopts `UITextInput` over a `TextEditingModel`, as UITextField and UITextView will:
/// positions are `TextOffsetPosition`s, ranges `TextOffsetRange`s; geometry is left to views.
@MainActor
final class ModelTextInput: UIResponder, UITextInput {
    let model: TextEditingModel
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?

    init(text: String) { model = TextEditingModel(text: text); super.init() }

    private func offset(_ position: UITextPosition) -> Int? {
        guard let offset = (position as? TextOffsetPosition)?.offset, offset >= 0, offset <= model.length else { return nil }
        return offset
    }
    private func range(_ range: UITextRange) -> NSRange? { (range as? TextOffsetRange)?.nsRange }

    var hasText: Bool { model.length > 0 }
    func insertText(_ text: String) { model.insertText(text) }
    func deleteBackward() { model.deleteBackward() }

    func text(in range: UITextRange) -> String? { self.range(range).map(model.text(in:)) }
    func replace(_ range: UITextRange, withText text: String) {
        if let nsRange = self.range(range) { model.replace(nsRange, with: text) }
    }
    var selectedTextRange: UITextRange? {
        get { TextOffsetRange(model.selectedRange) }
        set { if let newValue, let nsRange = range(newValue) { model.select(nsRange) } }
    }
    var markedTextRange: UITextRange? { model.markedRange.map { TextOffsetRange($0) } }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { model.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { model.unmarkText() }

    var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    var endOfDocument: UITextPosition { TextOffsetPosition(model.length) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = offset(fromPosition), let b = offset(toPosition) else { return nil }
        return TextOffsetRange(min(a, b) ..< max(a, b))
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(position), let target = model.offset(from: start, by: offset) else { return nil }
        return TextOffsetPosition(target)
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .left: self.position(from: position, offset: -offset)
        case .right: self.position(from: position, offset: offset)
        case .up, .down: nil
        }
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position) ?? 0, b = offset(other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { (offset(toPosition) ?? 0) - (offset(from) ?? 0) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let target = self.position(from: position, in: direction, offset: 1) else { return nil }
        return textRange(from: position, to: target)
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
