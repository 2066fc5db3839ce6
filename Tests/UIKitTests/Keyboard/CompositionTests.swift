// The platform's input method: a composition becomes the first responder's marked text
// (UITextInput.setMarkedText), and the commit types the chosen text in its place. The responder here is
// a UITextInput over the editing model (Tests/UIKitTests/Text/Editing/ModelTextInput.swift).
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Input method composition")
struct CompositionTests {
    func scene(text: String = "") -> (UIKitTestHarness, ModelTextInput) {
        let h = UIKitTestHarness()
        let view = TextInputView(text: text)
        view.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        h.window.addSubview(view)
        view.input.model.select(NSRange(location: text.utf16.count, length: 0))
        #expect(view.becomeFirstResponder())
        return (h, view.input)
    }

    @Test("The input method hears where the caret is, in screen points, when composing (for its candidate window)")
    func textInputRect() {
        let (h, _) = scene(text: "abc")
        #expect(h.textInputRect == CGRect(x: 50, y: 100, width: 2, height: 20))
        h.composeText("に")
        #expect(h.textInputRect == CGRect(x: 60, y: 100, width: 2, height: 20))
    }

    @Test("Composing sets marked text with the input method's cursor; committing replaces it with the chosen text")
    func composeAndCommit() {
        let (h, input) = scene(text: "I like ")
        h.composeText("に")
        #expect(input.model.text == "I like に")
        #expect(input.model.markedRange == NSRange(location: 7, length: 1))
        h.composeText("にほん", selectedRange: NSRange(location: 1, length: 2))
        #expect(input.model.text == "I like にほん")
        #expect(input.model.markedRange == NSRange(location: 7, length: 3))
        #expect(input.model.selectedRange == NSRange(location: 8, length: 2))
        h.commitComposition("日本")
        #expect(input.model.text == "I like 日本")
        #expect(input.model.markedRange == nil)
        #expect(input.model.selectedRange == NSRange(location: 9, length: 0))
    }

    @Test("Cancelling the composition removes the marked text; an empty composition with nothing marked changes nothing")
    func cancel() {
        let (h, input) = scene(text: "ab")
        h.composeText("xyz")
        h.cancelComposition()
        #expect(input.model.text == "ab" && input.model.markedRange == nil)
        h.cancelComposition()
        #expect(input.model.text == "ab")
    }

    @Test("A cursor outside the composed text is clamped to it")
    func clampedCursor() {
        let (h, input) = scene()
        h.composeText("ab", selectedRange: NSRange(location: 5, length: 9))
        #expect(input.model.text == "ab")
        #expect(input.model.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test("A responder that is only a UIKeyInput gets the committed text, not the composition")
    func plainKeyInput() {
        let h = UIKitTestHarness()
        let field = KeyInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        h.window.addSubview(field)
        field.becomeFirstResponder()
        h.composeText("にほ")
        #expect(field.text == "")
        h.commitComposition("日本")
        #expect(field.text == "日本")
    }

    @Test("Text typed on the hardware keyboard moves Shift: after \"Hi. \" the next tapped letter is a capital")
    func hardwareTypingUpdatesShift() {
        let (h, input) = scene()
        h.advance(by: 0.3)
        h.typeText("Hi. ")
        h.tapKeyboardKey("o")
        #expect(input.model.text == "Hi. O")
        h.tapKeyboardKey("k")
        #expect(input.model.text == "Hi. Ok")
    }
}

/// A view that is a `UITextInput` over the editing model (forwarding to `ModelTextInput`), with a caret
/// 10 points per UTF-16 unit from its left edge.
@MainActor
final class TextInputView: UIView, UITextInput {
    let input: ModelTextInput
    init(text: String) { input = ModelTextInput(text: text); super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFirstResponder: Bool { true }

    var tokenizer: UITextInputTokenizer { input.tokenizer }
    var inputDelegate: UITextInputDelegate? {
        get { input.inputDelegate }
        set { input.inputDelegate = newValue }
    }
    var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { input.markedTextStyle }
        set { input.markedTextStyle = newValue }
    }
    var hasText: Bool { input.hasText }
    func insertText(_ text: String) { input.insertText(text) }
    func deleteBackward() { input.deleteBackward() }
    func text(in range: UITextRange) -> String? { input.text(in: range) }
    func replace(_ range: UITextRange, withText text: String) { input.replace(range, withText: text) }
    var selectedTextRange: UITextRange? {
        get { input.selectedTextRange }
        set { input.selectedTextRange = newValue }
    }
    var markedTextRange: UITextRange? { input.markedTextRange }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { input.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { input.unmarkText() }
    var beginningOfDocument: UITextPosition { input.beginningOfDocument }
    var endOfDocument: UITextPosition { input.endOfDocument }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        input.textRange(from: fromPosition, to: toPosition)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? { input.position(from: position, offset: offset) }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        input.position(from: position, in: direction, offset: offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { input.compare(position, to: other) }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { input.offset(from: from, to: toPosition) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        input.position(within: range, farthestIn: direction)
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        input.characterRange(byExtending: position, in: direction)
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .null }
    func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(x: CGFloat(input.offset(from: input.beginningOfDocument, to: position)) * 10, y: 0, width: 2, height: 20)
    }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}
