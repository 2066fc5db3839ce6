// Edit actions, the standard shortcuts, undo by Command+Z, and UIKeyCommand along the responder chain.
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

/// A container that offers key commands and handles their actions.
@MainActor
private final class CommandContainer: UIView {
    var commands: [UIKeyCommand] = []
    var fired: [String] = []
    override var keyCommands: [UIKeyCommand]? { commands }
    override class var responderActions: ResponderActions {
        super.responderActions.routing("find:", to: CommandContainer.find).routing("left:", to: CommandContainer.left)
    }
    func find(_ sender: Any?) { fired.append("find") }
    func left(_ sender: Any?) { fired.append("left") }
}

@MainActor
@Suite("TextEditor actions")
struct TextEditorActionTests {
    init() { TestFonts.pin() }

    private func makeHost(_ text: String, in container: UIView? = nil) -> (UIKitTestHarness, EditorTestHost) {
        let h = UIKitTestHarness()
        let host = EditorTestHost(frame: CGRect(x: 10, y: 10, width: 300, height: 100), text: text)
        if let container {
            container.frame = h.window.bounds
            h.window.addSubview(container)
            container.addSubview(host)
        } else {
            h.window.addSubview(host)
        }
        _ = host.becomeFirstResponder()
        h.runTurn()
        return (h, host)
    }

    @Test("copy and cut need a selection and no secure entry; paste needs strings; select and selectAll need text")
    func availability() {
        let (_, host) = makeHost("hello")
        UIPasteboard.general.items = []
        #expect(!host.canPerformAction(.copy, withSender: nil))
        #expect(!host.canPerformAction(.cut, withSender: nil))
        #expect(!host.canPerformAction(.paste, withSender: nil))
        #expect(host.canPerformAction(.select, withSender: nil))
        #expect(host.canPerformAction(.selectAll, withSender: nil))
        host.editor.model.select(NSRange(location: 0, length: 2))
        #expect(host.canPerformAction(.copy, withSender: nil))
        #expect(host.canPerformAction(.cut, withSender: nil))
        #expect(!host.canPerformAction(.select, withSender: nil))
        host.editor.isSecure = true
        #expect(!host.canPerformAction(.copy, withSender: nil))
        #expect(!host.canPerformAction(.cut, withSender: nil))
        UIPasteboard.general.string = "x"
        #expect(host.canPerformAction(.paste, withSender: nil))
        host.editor.isEditable = false
        #expect(!host.canPerformAction(.paste, withSender: nil))
        let (_, empty) = makeHost("")
        #expect(!empty.canPerformAction(.select, withSender: nil))
        #expect(!empty.canPerformAction(.selectAll, withSender: nil))
    }

    @Test("Command+A, C, X and V select all, copy, cut and paste through the responder chain")
    func shortcuts() {
        let (h, host) = makeHost("one two")
        UIPasteboard.general.items = []
        h.pressKey(.keyboardA, modifiers: .command)
        #expect(host.editor.model.selectedRange == NSRange(location: 0, length: 7))
        h.pressKey(.keyboardC, modifiers: .command)
        #expect(UIPasteboard.general.string == "one two")
        h.pressKey(.keyboardLeftArrow, modifiers: .alternate)
        h.pressKey(.keyboardRightArrow, modifiers: [.alternate, .shift])
        h.pressKey(.keyboardX, modifiers: .control)
        #expect(host.editor.text == " two")
        #expect(UIPasteboard.general.string == "one")
        h.pressKey(.keyboardEnd)
        h.pressKey(.keyboardV, modifiers: .command)
        #expect(host.editor.text == " twoone")
    }

    @Test("Command+Z undoes the typing burst through the window's undo manager; Shift+Command+Z redoes it")
    func undoRedo() {
        let (h, host) = makeHost("")
        h.typeText("abc")
        #expect(host.undoManager?.canUndo == true)
        h.pressKey(.keyboardZ, modifiers: .command)
        #expect(host.editor.text == "")
        h.pressKey(.keyboardZ, modifiers: [.command, .shift])
        #expect(host.editor.text == "abc")
    }

    @Test("select(_:) selects the word at the caret; delete(_:) removes the selection without the pasteboard")
    func selectAndDelete() {
        let (_, host) = makeHost("one two three")
        host.editor.model.moveCaret(to: 5)
        host.select(nil)
        #expect(host.editor.model.selectedRange == NSRange(location: 4, length: 3))
        UIPasteboard.general.string = "kept"
        host.delete(nil)
        #expect(host.editor.text == "one  three")
        #expect(UIPasteboard.general.string == "kept")
    }

    @Test("A key command of a responder up the chain fires instead of pressesBegan")
    func keyCommandFires() {
        let container = CommandContainer()
        container.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: "find:")]
        let (h, host) = makeHost("abc", in: container)
        h.pressKey(.keyboardF, modifiers: .command)
        #expect(container.fired == ["find"])
        h.pressKey(.keyboardF, modifiers: [.command, .shift])
        #expect(container.fired == ["find"])
        #expect(host.editor.text == "abc")
    }

    @Test("A text view's own keys win over key commands unless they want priority")
    func textKeysFirst() {
        let container = CommandContainer()
        let command = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: "left:")
        container.commands = [command]
        let (h, host) = makeHost("abc", in: container)
        h.pressKey(.keyboardLeftArrow)
        #expect(container.fired.isEmpty)
        #expect(host.editor.model.selectedRange == NSRange(location: 2, length: 0))
        command.wantsPriorityOverSystemBehavior = true
        h.pressKey(.keyboardLeftArrow)
        #expect(container.fired == ["left"])
        #expect(host.editor.model.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test("The input delegate hears of changes the text-input system did not make")
    func inputDelegate() {
        final class Recorder: UITextInputDelegate {
            var calls: [String] = []
            func selectionWillChange(_ textInput: UITextInput?) { calls.append("selectionWillChange") }
            func selectionDidChange(_ textInput: UITextInput?) { calls.append("selectionDidChange") }
            func textWillChange(_ textInput: UITextInput?) { calls.append("textWillChange") }
            func textDidChange(_ textInput: UITextInput?) { calls.append("textDidChange") }
        }
        let (h, host) = makeHost("abc")
        let recorder = Recorder()
        host.inputDelegate = recorder
        host.insertText("d")
        #expect(recorder.calls.isEmpty)
        h.pressKey(.keyboardLeftArrow)
        #expect(recorder.calls == ["selectionWillChange", "selectionDidChange"])
        recorder.calls = []
        h.pressKey(.keyboardDeleteForward)
        #expect(recorder.calls == ["textWillChange", "textDidChange"])
        recorder.calls = []
        host.editor.attributedText = NSAttributedString(string: "new")
        #expect(recorder.calls == ["textWillChange", "textDidChange"])
    }
}
