// Touches in the text-editing engine: drag selection from the touch-down, double tap for a word,
// triple tap for a paragraph.
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite("TextEditor touches")
struct TextEditorTouchTests {
    init() { TestFonts.pin() }

    private func makeHost(_ text: String) -> (UIKitTestHarness, EditorTestHost) {
        let h = UIKitTestHarness()
        let host = EditorTestHost(frame: CGRect(x: 10, y: 10, width: 300, height: 200), text: text)
        h.window.addSubview(host)
        h.runTurn()
        return (h, host)
    }

    /// The window point at the middle of the caret before `offset`.
    private func point(_ host: EditorTestHost, _ offset: Int, in h: UIKitTestHarness) -> CGPoint {
        let caret = host.caretRect(for: host.position(from: host.beginningOfDocument, offset: offset)!)
        return host.convert(CGPoint(x: caret.minX + 1, y: caret.midY), to: h.window)
    }

    @Test("A drag selects from where the touch went down to where it is")
    func dragSelects() {
        let (h, host) = makeHost("one two three")
        h.drag(from: point(host, 4, in: h), to: point(host, 11, in: h))
        #expect(host.editor.model.selectedRange == NSRange(location: 4, length: 7))
        h.drag(from: point(host, 8, in: h), to: point(host, 2, in: h))
        #expect(host.editor.model.selectedRange == NSRange(location: 2, length: 6))
        #expect(host.editor.model.anchor == 8)
    }

    @Test("A double tap selects the word; a triple tap the paragraph")
    func multipleTaps() {
        let (h, host) = makeHost("one two three\nnext line")
        let p = point(host, 5, in: h)
        h.touchDown(at: p, tapCount: 2)
        h.touchUp(at: p)
        #expect(host.editor.model.selectedRange == NSRange(location: 4, length: 3))
        h.touchDown(at: p, tapCount: 3)
        h.touchUp(at: p)
        #expect(host.editor.model.selectedRange == NSRange(location: 0, length: 13))
    }

    @Test("A tap in a text that is neither editable nor selectable leaves the selection")
    func notSelectable() {
        let (h, host) = makeHost("abc")
        host.editor.isEditable = false
        host.editor.isSelectable = false
        h.tap(at: point(host, 1, in: h))
        #expect(host.editor.model.selectedRange == NSRange(location: 3, length: 0))
    }
}
