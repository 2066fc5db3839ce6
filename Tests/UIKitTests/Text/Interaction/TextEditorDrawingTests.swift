// The text-editing engine's drawing: right-to-left text with its caret and selection, marked text,
// secure entry, the caret in its own layer, tiles only where the text can be seen, and relayout of
// the edited paragraph alone.
@testable import UIKit
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@MainActor
@Suite("TextEditor drawing")
struct TextEditorDrawingTests {
    init() { TestFonts.pin() }

    private func makeHost(_ text: String, size: CGSize = CGSize(width: 220, height: 90), wraps: Bool = true)
        -> (UIKitTestHarness, EditorTestHost)
    {
        let h = UIKitTestHarness()
        let host = EditorTestHost(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size), text: text, wraps: wraps)
        host.backgroundColor = .white
        h.window.addSubview(host)
        _ = host.becomeFirstResponder()
        h.runTurn()
        return (h, host)
    }

    @Test("Right-to-left text: the caret stands at the right of its paragraph, selections follow logical order")
    func rightToLeft() {
        let hebrew = "שלום עולם"
        let arabic = "مرحبا بالعالم"
        let mixed = "abc שלום def"
        let text = hebrew + "\n" + arabic + "\n" + mixed
        let (h, host) = makeHost(text)
        // The start of a right-to-left paragraph is at its right.
        let start = host.editor.caretRect(atOffset: 0)
        #expect(start.minX > 150)
        let end = host.editor.caretRect(atOffset: hebrew.utf16.count)
        #expect(end.minX < start.minX)
        #expect(host.baseWritingDirection(for: host.beginningOfDocument, in: .forward) == .rightToLeft)
        // Selecting "c שלו" in the mixed line: two pieces, in reading order, not one span.
        let mixedStart = hebrew.utf16.count + 1 + arabic.utf16.count + 1
        let range = host.textRange(
            from: host.position(from: host.beginningOfDocument, offset: mixedStart + 2)!,
            to: host.position(from: host.beginningOfDocument, offset: mixedStart + 7)!)!
        let rects = host.selectionRects(for: range)
        #expect(rects.count == 2)
        #expect(rects.first?.containsStart == true && rects.last?.containsEnd == true)
        host.editor.model.select(NSRange(location: 5, length: 4))
        h.runTurn()
        assertSnapshot(of: host, as: .image, named: "selection")
        host.editor.model.moveCaret(to: hebrew.utf16.count + 1 + 5)
        h.runTurn()
        assertSnapshot(of: host, as: .image, named: "caret")
    }

    @Test("Marked text is underlined; the caret stands inside it")
    func markedText() {
        let (h, host) = makeHost("Type ")
        host.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        h.runTurn()
        #expect(host.editor.contentView.markedLayer.sublayers?.count == 1)
        assertSnapshot(of: host, as: .image, named: "underline")
        host.unmarkText()
        h.runTurn()
        #expect(host.editor.contentView.markedLayer.sublayers?.isEmpty ?? true)
    }

    @Test("Secure entry draws one bullet per character, emoji and accents included")
    func secure() {
        let (h, host) = makeHost("", size: CGSize(width: 200, height: 40), wraps: false)
        host.editor.isSecure = true
        h.typeText("pa👩‍👩‍👧e\u{301}")
        #expect(host.editor.text == "pa👩‍👩‍👧e\u{301}")
        let bullets = NSAttributedString(string: "••••", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size().width
        let caret = host.editor.caretRect(atOffset: host.editor.model.length)
        #expect(abs(caret.minX - bullets) < 1)
        host.editor.model.moveCaret(to: 2)
        #expect(abs(host.editor.caretRect(atOffset: 2).minX - bullets / 2) < 1)
        assertSnapshot(of: host, as: .image, named: "bullets")
    }

    @Test("A selection over several lines reaches the container's edges, empty lines included, as iOS draws it")
    func multiLineSelection() {
        let (h, host) = makeHost("First line of text that wraps here\n\nlast")
        host.editor.model.select(NSRange(location: 6, length: 33))
        h.runTurn()
        let rects = host.selectionRects(for: host.selectedTextRange!).map(\.rect)
        #expect(rects.count == 4)
        #expect(rects[0].maxX == 220 && rects[1].minX == 0 && rects[1].maxX == 220)
        #expect(rects[2].minX == 0 && rects[2].width == 220)
        #expect(rects[3].minX == 0 && rects[3].maxX < 50)
        assertSnapshot(of: host, as: .image, named: "lines")
    }

    @Test("Blinking changes only the caret layer: the text's tiles are not redrawn")
    func blinkDoesNotRedrawText() {
        let (h, host) = makeHost("Blink")
        let tiles = host.editor.contentView.tiles.values.map { $0 }
        #expect(!tiles.isEmpty)
        let before = tiles.map { $0.contents as AnyObject? }
        h.advance(by: 0.6)
        #expect(host.editor.contentView.caretLayer.isHidden)
        let after = tiles.map { $0.contents as AnyObject? }
        #expect(zip(before, after).allSatisfy { $0 === $1 })
    }

    @Test("A text 60,000 points tall keeps tiles only where it can be seen")
    func tallTextIsTiled() {
        let text = (0..<3000).map { "Line \($0)" }.joined(separator: "\n")
        let h = UIKitTestHarness()
        let host = EditorTestHost(frame: CGRect(x: 0, y: 0, width: 320, height: 480), text: text)
        h.window.addSubview(host)
        h.runTurn()
        let height = host.editor.usedSize.height
        #expect(height > 60_000)
        // The content view as tall as the text, shifted as a scroll view would show its middle.
        host.editor.contentView.frame = CGRect(x: 0, y: -30_000, width: 320, height: height)
        host.editor.visibleRectDidChange()
        h.runTurn()
        let tiles = host.editor.contentView.tiles
        let tile = TextEditorContentView.tileHeight
        // The 480 points shown, plus at most one tile of margin above and below.
        #expect(tiles.count <= Int((480 / tile).rounded(.up)) + 3)
        #expect(tiles.values.allSatisfy { $0.bounds.height <= tile })
        #expect(tiles.values.allSatisfy { $0.frame.maxY > 30_000 - 2 * tile && $0.frame.minY < 30_480 + 2 * tile })
    }

    @Test("Typing shapes only the edited paragraph again")
    func typingShapesOneParagraph() {
        let text = (0..<50).map { "Paragraph \($0) with a few words in it." }.joined(separator: "\n")
        let (h, host) = makeHost(text, size: CGSize(width: 300, height: 200))
        host.editor.model.moveCaret(to: 200)
        let before = TextEngine.shapingCountOnCurrentThread
        h.typeText("x")
        #expect(TextEngine.shapingCountOnCurrentThread - before == 1)
    }
}
