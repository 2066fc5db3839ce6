// The text-editing engine through a minimal host: typing and deleting through the model, layout per
// paragraph, caret geometry and blinking, tap placement.
@testable import UIKit
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@MainActor
@Suite("TextEditor")
struct TextEditorTests {
    init() { TestFonts.pin() }

    /// A harness with a host at (10, 10) of `size`, first responder.
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

    @Test("Typed text goes into the model at the caret, and the caret follows it")
    func typingInserts() {
        let (h, host) = makeHost("Hello")
        let before = host.editor.caretRect(atOffset: 5)
        h.typeText(" world")
        #expect(host.editor.text == "Hello world")
        #expect(host.editor.model.selectedRange == NSRange(location: 11, length: 0))
        #expect(host.editor.contentView.caretLayer.frame.minX > before.minX + 30)
        #expect(host.editor.attributedText.string == "Hello world")
    }

    @Test("Backspace deletes one character, once")
    func backspaceDeletesOnce() {
        let (h, host) = makeHost("abc")
        h.pressKey(.keyboardDeleteOrBackspace)
        #expect(host.editor.text == "ab")
    }

    @Test("Typed text takes the typing attributes")
    func typingAttributes() {
        let (h, host) = makeHost("ab")
        let red = UIColor.red
        host.editor.typingAttributes = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: red]
        h.typeText("c")
        let attributes = host.editor.attributedText.attributes(at: 2, effectiveRange: nil)
        #expect((attributes[.foregroundColor] as? UIColor) == red)
        #expect(host.editor.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
    }

    @Test("Typing after a caret move continues in the attributes of the text before the caret")
    func typingContinuesAttributes() {
        let (h, host) = makeHost("")
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let text = NSMutableAttributedString(string: "plain ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "bold", attributes: [.font: bold]))
        host.editor.attributedText = text
        host.editor.model.moveCaret(to: 8)
        h.typeText("xy")
        #expect(host.editor.text == "plain boxyld")
        #expect((host.editor.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont) == bold)
        host.editor.model.moveCaret(to: 3)
        h.typeText("z")
        #expect((host.editor.attributedText.attribute(.font, at: 3, effectiveRange: nil) as? UIFont) == UIFont.systemFont(ofSize: 17))
    }

    @Test("The caret is 2 points wide and as tall as the font's line, at the insertion point")
    func caretGeometry() {
        let (_, host) = makeHost("Hello")
        let font = UIFont.systemFont(ofSize: 17)
        let start = host.caretRect(for: host.beginningOfDocument)
        let end = host.caretRect(for: host.endOfDocument)
        #expect(start.width == 2)
        #expect(abs(start.height - (font.ascender - font.descender)) < 1)
        #expect(start.minX == 0)
        #expect(end.minX > 30 && end.minY == start.minY)
    }

    @Test("closestPosition(to:) finds the insertion point nearest a point, on the line at its height")
    func closestPosition() {
        let (_, host) = makeHost("one\ntwo\nthree")
        let line2 = host.caretRect(for: host.position(from: host.beginningOfDocument, offset: 4)!)
        let position = host.closestPosition(to: CGPoint(x: 500, y: line2.midY))!
        #expect(host.offset(from: host.beginningOfDocument, to: position) == 7)
        let before = host.closestPosition(to: CGPoint(x: -50, y: -50))!
        #expect(host.offset(from: host.beginningOfDocument, to: before) == 0)
    }

    @Test("A tap places the caret at the closest position")
    func tapPlacesCaret() {
        let (h, host) = makeHost("one two three")
        let target = host.caretRect(for: host.position(from: host.beginningOfDocument, offset: 4)!)
        h.tap(at: host.convert(CGPoint(x: target.minX + 1, y: target.midY), to: h.window))
        #expect(host.editor.model.selectedRange == NSRange(location: 4, length: 0))
    }

    @Test("An edit lays out only its paragraph again; the others keep their layouts and move")
    func relayoutIsPerParagraph() {
        let (h, host) = makeHost("first\nsecond\nthird")
        let layouts = host.editor.layout.paragraphs.map { ObjectIdentifier($0.layout) }
        host.editor.model.select(NSRange(location: 8, length: 0))
        h.typeText("\nnew")
        let paragraphs = host.editor.layout.paragraphs
        #expect(paragraphs.count == 4)
        #expect(ObjectIdentifier(paragraphs[0].layout) == layouts[0])
        #expect(ObjectIdentifier(paragraphs[3].layout) == layouts[2])
        #expect(paragraphs[3].start == 17 && paragraphs[3].top == paragraphs[2].bottom)
        #expect(host.editor.text == "first\nse\nnewcond\nthird")
    }

    @Test("Paragraphs are spaced as TextKit spaces them: lineSpacing and paragraphSpacing after, paragraphSpacingBefore before")
    func paragraphSpacing() {
        let (_, host) = makeHost("")
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 2
        style.paragraphSpacing = 10
        style.paragraphSpacingBefore = 5
        let font = UIFont.systemFont(ofSize: 17)
        host.editor.attributedText = NSAttributedString(string: "one\ntwo", attributes: [.font: font, .paragraphStyle: style])
        let first = host.editor.caretRect(atOffset: 0), second = host.editor.caretRect(atOffset: 4)
        let line = host.editor.layout.paragraphs[0].height
        #expect(abs((second.minY - first.minY) - (line + 2 + 10 + 5)) < 0.01)
        #expect(first.minY < 1)
    }

    @Test("Wrapped text grows downward; usedSize is the text's size plus the insets")
    func wrapping() {
        let (h, host) = makeHost("", size: CGSize(width: 120, height: 300))
        host.editor.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        let oneLine = host.editor.usedSize.height
        h.typeText("the quick brown fox jumps over the lazy dog")
        #expect(host.editor.usedSize.height > oneLine * 2)
        #expect(host.editor.usedSize.width <= 120)
        let caret = host.editor.caretRect(atOffset: host.editor.model.length)
        #expect(caret.minY > 8 + UIFont.systemFont(ofSize: 17).lineHeight)
    }

    @Test("The caret blinks on UIKit's clock, solid again after each keystroke, and stops when editing ends")
    func caretBlinks() {
        let (h, host) = makeHost("abc")
        let caret = host.editor.contentView.caretLayer
        #expect(!caret.isHidden)
        h.advance(by: 0.6)
        #expect(caret.isHidden)
        h.advance(by: 0.5)
        #expect(!caret.isHidden)
        h.advance(by: 0.5)
        #expect(caret.isHidden)
        h.typeText("d")
        #expect(!caret.isHidden)
        h.advance(by: 0.4)
        #expect(!caret.isHidden)
        _ = host.resignFirstResponder()
        h.advance(by: 2)
        #expect(caret.isHidden)
    }

    @Test("The caret stops blinking when the view leaves the window")
    func blinkStopsOffWindow() {
        let (h, host) = makeHost("abc")
        #expect(host.editor.blink.isRunning)
        host.removeFromSuperview()
        h.runTurn()
        #expect(!host.editor.blink.isRunning)
    }

    @Test("Unwrapped text is centred vertically and scrolls sideways to keep the caret in view")
    func fieldScrolls() {
        let (h, host) = makeHost("", size: CGSize(width: 100, height: 40), wraps: false)
        let empty = host.editor.caretRect(atOffset: 0)
        #expect(abs(empty.midY - 20) < 1)
        h.typeText("a long line of text that does not fit")
        let caret = host.editor.contentView.caretLayer.frame
        #expect(caret.maxX <= 100 && caret.minX > 80)
        host.editor.model.moveCaret(to: 0)
        #expect(host.editor.contentView.caretLayer.frame.minX == 0)
    }

    @Test("Caret and selection drawn over text")
    func caretAndSelectionGolden() {
        let (h, host) = makeHost("Select some text here,\nthen the caret.", size: CGSize(width: 200, height: 60))
        host.backgroundColor = .white
        host.editor.model.select(NSRange(location: 7, length: 9))
        h.runTurn()
        assertSnapshot(of: host, as: .image, named: "selection")
        host.editor.model.moveCaret(to: 28)
        h.runTurn()
        assertSnapshot(of: host, as: .image, named: "caret")
    }
}
