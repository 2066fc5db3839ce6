// Hardware keys in the text-editing engine: arrows by character, word, line and document, Shift
// extending, deleting by unit, Tab and Escape.
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite("TextEditor keys")
struct TextEditorKeyTests {
    init() { TestFonts.pin() }

    private func makeHost(_ text: String, size: CGSize = CGSize(width: 300, height: 200), wraps: Bool = true)
        -> (UIKitTestHarness, EditorTestHost)
    {
        let h = UIKitTestHarness()
        let host = EditorTestHost(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size), text: text, wraps: wraps)
        h.window.addSubview(host)
        _ = host.becomeFirstResponder()
        h.runTurn()
        return (h, host)
    }

    private func selection(_ host: EditorTestHost) -> NSRange { host.editor.model.selectedRange }

    @Test("Left and Right move by character; Shift extends from the anchor")
    func arrows() {
        let (h, host) = makeHost("abcdef")
        h.pressKey(.keyboardLeftArrow)
        h.pressKey(.keyboardLeftArrow)
        #expect(selection(host) == NSRange(location: 4, length: 0))
        h.pressKey(.keyboardLeftArrow, modifiers: .shift)
        h.pressKey(.keyboardLeftArrow, modifiers: .shift)
        #expect(selection(host) == NSRange(location: 2, length: 2))
        h.pressKey(.keyboardRightArrow)
        #expect(selection(host) == NSRange(location: 4, length: 0))
    }

    @Test("Option or Control with Left/Right moves by word")
    func wordMoves() {
        let (h, host) = makeHost("one two three")
        h.pressKey(.keyboardLeftArrow, modifiers: .alternate)
        #expect(selection(host) == NSRange(location: 8, length: 0))
        h.pressKey(.keyboardLeftArrow, modifiers: .control)
        #expect(selection(host) == NSRange(location: 4, length: 0))
        h.pressKey(.keyboardRightArrow, modifiers: [.alternate, .shift])
        #expect(selection(host) == NSRange(location: 4, length: 3))
    }

    @Test("Command+Left/Right and Home/End go to the line's ends; Command+Up/Down and Control+Home/End to the text's")
    func lineAndDocument() {
        let (h, host) = makeHost("first line\nsecond line")
        h.pressKey(.keyboardLeftArrow, modifiers: .command)
        #expect(selection(host) == NSRange(location: 11, length: 0))
        h.pressKey(.keyboardEnd)
        #expect(selection(host) == NSRange(location: 22, length: 0))
        h.pressKey(.keyboardHome)
        #expect(selection(host) == NSRange(location: 11, length: 0))
        h.pressKey(.keyboardUpArrow, modifiers: .command)
        #expect(selection(host) == NSRange(location: 0, length: 0))
        h.pressKey(.keyboardEnd, modifiers: .control)
        #expect(selection(host) == NSRange(location: 22, length: 0))
        h.pressKey(.keyboardHome, modifiers: [.control, .shift])
        #expect(selection(host) == NSRange(location: 0, length: 22))
    }

    @Test("Up and Down move by laid-out line keeping the x; past the ends they go to the text's start or end")
    func vertical() {
        let (h, host) = makeHost("abcdef\nab\nabcdef")
        host.editor.model.moveCaret(to: 5)
        h.pressKey(.keyboardDownArrow)
        #expect(selection(host) == NSRange(location: 9, length: 0))
        h.pressKey(.keyboardDownArrow)
        #expect(selection(host) == NSRange(location: 15, length: 0))
        h.pressKey(.keyboardDownArrow)
        #expect(selection(host) == NSRange(location: 16, length: 0))
        h.pressKey(.keyboardUpArrow, modifiers: .shift)
        #expect(selection(host).location < 16 && selection(host).length > 0)
    }

    @Test("In a single-line field Up and Down go to the start and end")
    func fieldVertical() {
        let (h, host) = makeHost("abc", wraps: false)
        h.pressKey(.keyboardUpArrow)
        #expect(selection(host) == NSRange(location: 0, length: 0))
        h.pressKey(.keyboardDownArrow)
        #expect(selection(host) == NSRange(location: 3, length: 0))
    }

    @Test("Backspace with Option deletes a word, once; Delete deletes forward")
    func deleting() {
        let (h, host) = makeHost("one two three")
        h.pressKey(.keyboardDeleteOrBackspace, modifiers: .alternate)
        #expect(host.editor.text == "one two ")
        host.editor.model.moveCaret(to: 0)
        h.pressKey(.keyboardDeleteForward)
        #expect(host.editor.text == "ne two ")
        h.pressKey(.keyboardDeleteForward, modifiers: .control)
        #expect(host.editor.text == " two ")
    }

    @Test("Tab inserts a tab in a text view and is left to a field's host")
    func tab() {
        let (h, view) = makeHost("a")
        h.pressKey(.keyboardTab)
        #expect(view.editor.text == "a\t")
        let (h2, field) = makeHost("a", wraps: false)
        h2.pressKey(.keyboardTab)
        #expect(field.editor.text == "a")
    }

    @Test("Escape cancels marked text")
    func escape() {
        let (h, host) = makeHost("ab")
        host.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(host.editor.text == "abka")
        h.pressKey(.keyboardEscape)
        #expect(host.editor.text == "ab")
        #expect(host.markedTextRange == nil)
    }
}
