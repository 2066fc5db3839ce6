// Editing a text view through UIKitTesting: the delegate's calls and the notifications in UIKit's
// order, Return, seed 004's dismiss-on-Return example (E10), scrolling to the caret, and bad input.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITextView editing")
struct UITextViewEditingTests {
    init() { TestFonts.pin() }

    func makeTextView(_ h: UIKitTestHarness, text: String = "") -> UITextView {
        let textView = UITextView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        textView.text = text
        h.window.addSubview(textView)
        h.runTurn()
        return textView
    }

    @Test("A session calls the delegate and posts the notifications in UIKit's order")
    func sessionOrder() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        delegate.log.observeNotifications(of: textView)
        defer { delegate.log.stop() }
        h.tap(at: CGPoint(x: 100, y: 60))
        #expect(textView.isFirstResponder)
        h.typeText("a")
        #expect(textView.resignFirstResponder())
        #expect(
            delegate.log.entries == [
                "shouldBegin first=false", "didBegin first=true", "note DidBeginEditing",
                "shouldChange 0,0 \"a\"", "didChangeSelection 1,0", "didChange \"a\"", "note DidChange",
                "shouldEnd first=true", "didEnd first=false", "note DidEndEditing",
            ])
    }

    @Test("Return inserts a newline and the keyboard stays (spec 004 T103)")
    func returnInsertsNewline() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, text: "ab")
        #expect(textView.becomeFirstResponder())
        h.typeText("\n")
        #expect(textView.text == "ab\n")
        #expect(textView.isFirstResponder)
        h.pressKey(.keyboardReturnOrEnter)
        #expect(textView.text == "ab\n\n")
    }

    /// Seed 004's E10, corrected to "\n" (decision A1): Return dismisses the keyboard and inserts nothing.
    final class DismissOnReturn: UITextViewDelegate {
        var replacements: [String] = []
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            replacements.append(text)
            if text == "\n" { textView.resignFirstResponder(); return false }
            return true
        }
    }

    @Test("E10: Return asks shouldChangeTextIn with \"\\n\"; the delegate resigns and the text stays (spec 004 T104)")
    func e10DismissesOnReturn() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, text: "ab")
        let delegate = DismissOnReturn()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        h.typeText("\n")
        #expect(delegate.replacements == ["\n"])
        #expect(textView.text == "ab")
        #expect(!textView.isFirstResponder)
    }

    @Test("E10 lets other characters, the space included, through (spec 004 T105)")
    func e10LetsOthersThrough() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let delegate = DismissOnReturn()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        h.typeText("a b")
        #expect(textView.text == "a b")
        #expect(textView.isFirstResponder)
        #expect(delegate.replacements == ["a", " ", "b"])
    }

    @Test("Begin once, change once per accepted edit, end once, each from the text view (spec 004 T106)")
    func notifications() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let log = TextViewEventLog()
        log.observeNotifications(of: textView)
        defer { log.stop() }
        let delegate = RecordingTextViewDelegate(log: TextViewEventLog())
        delegate.decideChange = { _, _, text in text != "x" }
        textView.delegate = delegate
        textView.becomeFirstResponder()
        h.typeText("axb")
        h.pressKey(.keyboardDeleteOrBackspace)
        textView.resignFirstResponder()
        #expect(textView.text == "a")
        #expect(log.entries == ["note DidBeginEditing", "note DidChange", "note DidChange", "note DidChange", "note DidEndEditing"])
    }

    @Test("Text set in code calls no delegate method and posts nothing, even while editing")
    func codeChangesAreSilent() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let delegate = RecordingTextViewDelegate()
        textView.becomeFirstResponder()
        textView.delegate = delegate
        delegate.log.observeNotifications(of: textView)
        defer { delegate.log.stop() }
        textView.text = "Set in code"
        textView.attributedText = NSAttributedString(string: "Styled")
        textView.font = UIFont.systemFont(ofSize: 20)
        #expect(delegate.log.entries.isEmpty)
        #expect(textView.text == "Styled")
    }

    @Test("textViewShouldBeginEditing false keeps the view out; textViewShouldEndEditing false keeps it in")
    func delegateVetoes() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        delegate.allowsBegin = false
        h.tap(at: CGPoint(x: 100, y: 60))
        #expect(!textView.isFirstResponder)
        delegate.allowsBegin = true
        #expect(textView.becomeFirstResponder())
        delegate.allowsEnd = false
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
        #expect(delegate.log.entries.filter { $0.hasPrefix("didEnd") }.isEmpty)
    }

    @Test("Moving the caret calls textViewDidChangeSelection only")
    func selectionChanges() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, text: "Hello")
        let delegate = RecordingTextViewDelegate()
        textView.becomeFirstResponder()
        textView.delegate = delegate
        h.pressKey(.keyboardLeftArrow)
        h.pressKey(.keyboardLeftArrow, modifiers: .shift)
        #expect(delegate.log.entries == ["didChangeSelection 4,0", "didChangeSelection 3,1"])
    }

    @Test("Typing many lines scrolls to keep the caret visible")
    func caretStaysVisible() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        textView.becomeFirstResponder()
        for line in 1...30 { h.typeText("Typed line \(line)\n") }
        h.typeText("The end")
        h.runTurn()
        #expect(textView.contentSize.height > 200)
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.minY >= textView.contentOffset.y)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
        #expect(textView.contentOffset.y > 100)
    }

    @Test("clearsOnInsertion: the next insertion while editing replaces the whole text and sets it back to false (Apple)")
    func clearsOnInsertion() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, text: "Old text")
        textView.clearsOnInsertion = true
        textView.becomeFirstResponder()
        h.typeText("N")
        #expect(!textView.clearsOnInsertion)
        h.typeText("ew")
        #expect(textView.text == "New")
    }

    @Test("A delegate that rewrites edits with longer text in code gets its text, and the view stays consistent")
    func delegateReplacesWithLongerText() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h)
        let delegate = RecordingTextViewDelegate()
        delegate.decideChange = { textView, range, text in
            guard !text.isEmpty else { return true }
            textView.text = ((textView.text ?? "") as NSString).replacingCharacters(in: range, with: text.uppercased() + "…!")
            return false
        }
        textView.delegate = delegate
        textView.becomeFirstResponder()
        h.typeText("ab")
        #expect(textView.text == "A…!B…!")
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        h.pressKey(.keyboardDeleteOrBackspace)
        #expect(textView.text == "A…!B…")
    }

    @Test("A megabyte pasted arrives whole, the content grows, the caret ends after it")
    func hugePaste() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, text: "Start ")
        textView.becomeFirstResponder()
        let line = String(repeating: "0123456789 ", count: 9) + "\n"
        let megabyte = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
        UIPasteboard.general.string = megabyte
        textView.paste(nil)
        h.runTurn()
        #expect(textView.text.utf16.count == 6 + megabyte.utf16.count)
        #expect(textView.selectedRange == NSRange(location: textView.text.utf16.count, length: 0))
        #expect(textView.contentSize.height > 10_000)
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height + 1)
    }

    @Test("Positions and ranges outside the text are clamped or refused, never trapping")
    func rangesOutsideTheText() {
        let h = UIKitTestHarness()
        let textView = makeTextView(h, text: "Hello")
        textView.becomeFirstResponder()
        #expect(textView.position(from: textView.beginningOfDocument, offset: 99) == nil)
        #expect(textView.position(from: textView.beginningOfDocument, offset: -1) == nil)
        let all = textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)!
        #expect(textView.text(in: all) == "Hello")
        textView.selectedRange = NSRange(location: 2, length: 1_000)
        h.typeText("y")
        #expect(textView.text == "Hey")
        textView.scrollRangeToVisible(NSRange(location: Int.max / 2, length: Int.max / 2))
        _ = textView.caretRect(for: textView.endOfDocument)
        _ = textView.closestPosition(to: CGPoint(x: -1e9, y: .nan))
        _ = textView.characterRange(at: CGPoint(x: 1e9, y: 1e9))
    }
}
