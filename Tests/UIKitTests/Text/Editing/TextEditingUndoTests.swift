// Undo in the editing model, with iOS's grouping: a burst of typing or deleting is one step; a pause,
// a caret move or another kind of edit starts the next; paste, cut and committed marked text are
// steps of their own. Time is the harness's virtual clock.
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite("TextEditingModel undo")
struct TextEditingUndoTests {
    /// A model on a fresh harness, with an undo manager, its caret at the end of `text`.
    private func makeModel(_ text: String = "") -> (UIKitTestHarness, TextEditingModel, UndoManager) {
        let h = UIKitTestHarness()
        let model = TextEditingModel(text: text)
        let manager = UndoManager()
        model.undoManager = manager
        return (h, model, manager)
    }

    /// Types `text` one character per keystroke, `interval` seconds apart on UIKit's clock.
    private func type(_ text: String, into model: TextEditingModel, _ h: UIKitTestHarness, interval: TimeInterval = 0.1) {
        for character in text { model.insertText(String(character)); h.advance(by: interval) }
    }

    @Test("A burst of typing is one undo step, and redo types it again")
    func typingBurst() {
        let (h, model, manager) = makeModel()
        type("hello", into: model, h)
        #expect(manager.canUndo && manager.undoActionName == "Typing")
        model.undo()
        #expect(model.text == "" && model.head == 0 && !manager.canUndo)
        model.redo()
        #expect(model.text == "hello" && model.head == 5)
    }

    @Test("A pause longer than the typing pause starts a new step")
    func pauseSplits() {
        let (h, model, _) = makeModel()
        type("ab", into: model, h)
        h.advance(by: 1.5)
        type("cd", into: model, h)
        model.undo()
        #expect(model.text == "ab")
        model.undo()
        #expect(model.text == "")
    }

    @Test("A caret move between keystrokes starts a new step")
    func caretMoveSplits() {
        let (h, model, _) = makeModel()
        type("abc", into: model, h)
        model.moveCaret(to: 1)
        type("X", into: model, h)
        #expect(model.text == "aXbc")
        model.undo()
        #expect(model.text == "abc" && model.selectedRange == NSRange(location: 1, length: 0))
        model.undo()
        #expect(model.text == "")
    }

    @Test("Deleting after typing is a new step; a backspace burst is one step that restores the text selected")
    func deleteBurst() {
        let (h, model, manager) = makeModel()
        type("hello", into: model, h)
        model.deleteBackward(); h.advance(by: 0.1)
        model.deleteBackward(); h.advance(by: 0.1)
        model.deleteBackward()
        #expect(model.text == "he" && manager.undoActionName == "Delete")
        model.undo()
        #expect(model.text == "hello" && model.selectedRange == NSRange(location: 2, length: 3))
        model.undo()
        #expect(model.text == "")
        model.redo(); model.redo()
        #expect(model.text == "he" && model.head == 2)
    }

    @Test("Forward deletes at one caret coalesce into one step")
    func forwardDeleteBurst() {
        let (_, model, _) = makeModel()
        model.setText("abcdef")
        model.moveCaret(to: 1)
        model.deleteForward(); model.deleteForward(); model.deleteForward()
        #expect(model.text == "aef")
        model.undo()
        #expect(model.text == "abcdef" && model.selectedRange == NSRange(location: 1, length: 3))
    }

    @Test("Paste and cut are steps of their own, named for the menu")
    func pasteAndCut() {
        let (h, model, manager) = makeModel()
        type("one", into: model, h)
        UIPasteboard.general.string = " two"
        model.paste(from: .general)
        #expect(manager.undoMenuItemTitle == "Undo Paste")
        model.select(NSRange(location: 0, length: 4))
        model.cut(to: .general)
        #expect(model.text == "two" && manager.undoActionName == "Cut")
        model.undo()
        #expect(model.text == "one two" && model.selectedRange == NSRange(location: 0, length: 4))
        model.undo()
        #expect(model.text == "one")
        model.undo()
        #expect(model.text == "" && !manager.canUndo)
    }

    @Test("Composing registers nothing until committed; the commit is one typing step")
    func markedTextUndo() {
        let (_, model, manager) = makeModel("x")
        model.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        model.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        #expect(!manager.canUndo)
        model.unmarkText()
        #expect(manager.canUndo && model.text == "xに")
        model.undo()
        #expect(model.text == "x" && !manager.canUndo)
    }

    @Test("Setting the text clears the model's undo steps")
    func setTextClearsUndo() {
        let (h, model, manager) = makeModel()
        type("draft", into: model, h)
        model.setText("final")
        #expect(!manager.canUndo && model.head == 5)
    }

    @Test("Undo and redo report their changes for relayout")
    func undoReportsChange() {
        let (h, model, _) = makeModel("ab")
        type("cd", into: model, h)
        var reports: [TextChange?] = []
        model.didChange = { reports.append($0) }
        model.undo()
        model.redo()
        #expect(
            reports == [
                TextChange(replacedRange: NSRange(location: 2, length: 2), insertedLength: 0),
                TextChange(replacedRange: NSRange(location: 2, length: 0), insertedLength: 2),
            ])
    }

    @Test("Typing that replaces a selection undoes to the selection's text, selected again")
    func replaceSelectionUndo() {
        let (h, model, _) = makeModel("Hello world")
        model.select(NSRange(location: 6, length: 5))
        type("you", into: model, h)
        #expect(model.text == "Hello you")
        model.undo()
        #expect(model.text == "Hello world" && model.selectedRange == NSRange(location: 6, length: 5))
    }
}
