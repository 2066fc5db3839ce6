// The view-free editing model behind UITextField and UITextView: clusters never split, word and line
// movement with Shift, deletion by unit, clamping, the clipboard, marked text and the change report.
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

/// "é" written as e + U+0301 (2 UTF-16 units), and a family emoji (8 UTF-16 units).
private let eAcute = "e\u{301}"
private let family = "👩‍👩‍👧"

@MainActor
@Suite("TextEditingModel")
struct TextEditingModelTests {
    @Test("A new model has its caret at the end of its text")
    func caretAtEnd() {
        let model = TextEditingModel(text: "abc")
        #expect(model.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("Typing replaces the selection and the caret follows the typed text")
    func typingReplacesSelection() {
        let model = TextEditingModel(text: "Hello world")
        model.select(NSRange(location: 6, length: 5))
        model.insertText("there")
        #expect(model.text == "Hello there" && model.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test("Moving by character steps over a combined é and a family emoji whole")
    func characterMovementKeepsClusters() {
        let model = TextEditingModel(text: "a\(eAcute)\(family)b")
        #expect(model.length == 1 + 2 + 8 + 1)
        model.moveCaret(to: 0)
        var stops: [Int] = []
        for _ in 0..<5 { model.move(forward: true, by: .character); stops.append(model.head) }
        #expect(stops == [1, 3, 11, 12, 12])
        for _ in 0..<5 { model.move(forward: false, by: .character); stops.append(model.head) }
        #expect(stops.suffix(5) == [11, 3, 1, 0, 0])
    }

    @Test("Backspace deletes a whole cluster: the family emoji, then é with its accent")
    func backspaceDeletesClusters() {
        let model = TextEditingModel(text: "a\(eAcute)\(family)")
        model.deleteBackward()
        #expect(model.text == "a\(eAcute)" && model.head == 3)
        model.deleteBackward()
        #expect(model.text == "a" && model.head == 1)
        model.deleteBackward(); model.deleteBackward()
        #expect(model.text == "" && model.head == 0)
    }

    @Test("Forward delete removes the cluster after the caret")
    func forwardDelete() {
        let model = TextEditingModel(text: "\(family)\(eAcute)x")
        model.moveCaret(to: 0)
        model.deleteForward()
        #expect(model.text == "\(eAcute)x" && model.head == 0)
        model.deleteForward()
        #expect(model.text == "x")
        model.moveCaret(to: 1)
        model.deleteForward()
        #expect(model.text == "x")
    }

    @Test("Offsets and ranges inside a cluster snap to its edges: a caret rounds down, a range grows")
    func snapping() {
        let model = TextEditingModel(text: "a\(family)b")
        model.moveCaret(to: 4)
        #expect(model.head == 1)
        model.select(NSRange(location: 3, length: 2))
        #expect(model.selectedRange == NSRange(location: 1, length: 8))
        model.select(NSRange(location: 2, length: 0))
        #expect(model.selectedRange == NSRange(location: 1, length: 0))
        #expect(model.text(in: NSRange(location: 5, length: 1)) == family)
    }

    @Test("Ranges outside the text are clamped; NSNotFound and negative lengths never trap")
    func clamping() {
        let model = TextEditingModel(text: "abc")
        model.select(NSRange(location: 10, length: 5))
        #expect(model.selectedRange == NSRange(location: 3, length: 0))
        model.select(NSRange(location: 1, length: 99))
        #expect(model.selectedRange == NSRange(location: 1, length: 2))
        model.select(NSRange(location: NSNotFound, length: 0))
        #expect(model.selectedRange == NSRange(location: 3, length: 0))
        model.select(NSRange(location: -4, length: -2))
        #expect(model.selectedRange == NSRange(location: 0, length: 0))
        model.moveCaret(to: Int.max)
        #expect(model.head == 3)
        model.replace(NSRange(location: 2, length: Int.max), with: "Z")
        #expect(model.text == "abZ")
        #expect(model.offset(from: 1, by: Int.max) == nil && model.offset(from: 1, by: -2) == nil)
        #expect(model.offset(from: 0, by: 3) == 3)
    }

    @Test("Option-Right goes to the end of the next word, over punctuation and spaces")
    func wordMovementForward() {
        let model = TextEditingModel(text: "Hello, world! It's 3.14 now")
        model.moveCaret(to: 0)
        var stops: [Int] = []
        for _ in 0..<6 { model.move(forward: true, by: .word); stops.append(model.head) }
        // "Hello" ends at 5; "world" at 12; "It's" (one word) at 18; "3.14" at 23; "now" at 27.
        #expect(stops == [5, 12, 18, 23, 27, 27])
    }

    @Test("Option-Left goes to the start of the previous word, over punctuation and spaces")
    func wordMovementBackward() {
        let model = TextEditingModel(text: "Hello, world! It's 3.14 now")
        var stops: [Int] = []
        for _ in 0..<6 { model.move(forward: false, by: .word); stops.append(model.head) }
        #expect(stops == [24, 19, 14, 7, 0, 0])
    }

    @Test("Emoji and accents inside words: a word ends at an emoji, an accented word stays whole")
    func wordsWithClusters() {
        let model = TextEditingModel(text: "caf\(eAcute) \(family)ok")
        model.moveCaret(to: 0)
        model.move(forward: true, by: .word)
        #expect(model.head == 5)
        model.move(forward: true, by: .word)
        #expect(model.head == 16)
        model.move(forward: false, by: .word)
        #expect(model.head == 14)
    }

    @Test("Shift extends from the anchor; moving back past it flips the selection's direction")
    func shiftSelection() {
        let model = TextEditingModel(text: "one two three")
        model.moveCaret(to: 4)
        model.move(forward: true, by: .word, extending: true)
        #expect(model.selectedRange == NSRange(location: 4, length: 3))
        model.move(forward: false, by: .word, extending: true)
        model.move(forward: false, by: .word, extending: true)
        #expect(model.selectedRange == NSRange(location: 0, length: 4) && model.anchor == 4 && model.head == 0)
        model.move(forward: true, by: .character)
        #expect(model.selectedRange == NSRange(location: 4, length: 0))
    }

    @Test("Line and document moves go to the hard line's ends and the text's ends")
    func lineAndDocumentMovement() {
        let model = TextEditingModel(text: "first line\nsecond\r\nthird")
        model.moveCaret(to: 14)
        model.move(forward: false, by: .line)
        #expect(model.head == 11)
        model.move(forward: true, by: .line, extending: true)
        #expect(model.selectedRange == NSRange(location: 11, length: 6))
        model.move(forward: true, by: .document)
        #expect(model.head == model.length)
        model.move(forward: false, by: .document, extending: true)
        #expect(model.selectedRange == NSRange(location: 0, length: model.length))
        // "\r\n" is one cluster: one step over it.
        model.moveCaret(to: 17)
        model.move(forward: true, by: .character)
        #expect(model.head == 19)
    }

    @Test("Deleting by word and by line; at a line's start the newline goes")
    func deleteByUnit() {
        let model = TextEditingModel(text: "alpha beta, gamma\nnext line")
        model.moveCaret(to: 17)
        model.deleteBackward(by: .word)
        #expect(model.text == "alpha beta, \nnext line")
        model.deleteBackward(by: .word)
        #expect(model.text == "alpha \nnext line")
        model.deleteBackward(by: .line)
        #expect(model.text == "\nnext line" && model.head == 0)
        model.moveCaret(to: 1)
        model.deleteBackward(by: .line)
        #expect(model.text == "next line")
        model.moveCaret(to: 0)
        model.deleteForward(by: .word)
        #expect(model.text == " line")
        model.deleteForward(by: .line)
        #expect(model.text == "")
    }

    @Test("Select all, copy, cut and paste go through UIPasteboard")
    func clipboard() {
        _ = UIKitTestHarness()
        let board = UIPasteboard.general
        let model = TextEditingModel(text: "copy me")
        model.copy(to: board)
        #expect(board.string == nil)
        model.selectAll()
        #expect(model.selectedRange == NSRange(location: 0, length: 7) && model.canCopy)
        model.copy(to: board)
        #expect(board.string == "copy me" && model.text == "copy me")
        model.select(NSRange(location: 0, length: 5))
        model.cut(to: board)
        #expect(board.string == "copy " && model.text == "me" && model.head == 0)
        model.moveCaret(to: 2)
        model.paste(from: board)
        #expect(model.text == "mecopy " && model.head == 7)
    }

    @Test("A 1 MB paste lands whole, with the caret after it")
    func largePaste() {
        _ = UIKitTestHarness()
        let big = String(repeating: "abcdefgh\(eAcute) ", count: 100_000)
        #expect(big.utf16.count == 1_100_000)
        UIPasteboard.general.string = big
        let model = TextEditingModel(text: "[]")
        model.moveCaret(to: 1)
        model.paste(from: .general)
        #expect(model.length == 1_100_002 && model.head == 1_100_001)
        model.move(forward: false, by: .word)
        #expect(model.head == 1_100_001 - 11)
        model.move(forward: true, by: .document)
        model.deleteBackward()
        #expect(model.length == 1_100_001)
    }

    @Test("Marked text: set, replace, commit; its selected range is relative to it")
    func markedTextCommit() {
        let model = TextEditingModel(text: "ab")
        model.moveCaret(to: 1)
        model.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        #expect(model.text == "akb" && model.markedRange == NSRange(location: 1, length: 1) && model.head == 2)
        model.setMarkedText("かn", selectedRange: NSRange(location: 1, length: 1))
        #expect(model.text == "aかnb" && model.markedRange == NSRange(location: 1, length: 2))
        #expect(model.selectedRange == NSRange(location: 2, length: 1))
        model.setMarkedText("漢字", selectedRange: NSRange(location: 99, length: 0))
        #expect(model.selectedRange == NSRange(location: 3, length: 0))
        model.unmarkText()
        #expect(model.text == "a漢字b" && model.markedRange == nil && model.head == 3)
    }

    @Test("Cancelling marked text restores the selection it replaced")
    func markedTextCancel() {
        let model = TextEditingModel(text: "one two")
        model.select(NSRange(location: 4, length: 3))
        model.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(model.text == "one ni")
        model.cancelMarkedText()
        #expect(model.text == "one two" && model.selectedRange == NSRange(location: 4, length: 3) && model.markedRange == nil)
        model.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        model.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        #expect(model.text == "one " && model.markedRange == nil)
    }

    @Test("insertText while composing commits the typed text in place of the marked text")
    func insertCommitsComposition() {
        let model = TextEditingModel(text: "")
        model.setMarkedText("nihon", selectedRange: NSRange(location: 5, length: 0))
        model.insertText("日本")
        #expect(model.text == "日本" && model.markedRange == nil && model.head == 2)
    }

    @Test("Each edit reports the replaced range and the inserted length; a caret move reports nil")
    func changeReport() {
        let model = TextEditingModel(text: "Hello")
        var reports: [TextChange?] = []
        model.didChange = { reports.append($0) }
        model.moveCaret(to: 1)
        model.insertText("XY")
        model.select(NSRange(location: 0, length: 3))
        model.deleteBackward()
        #expect(
            reports == [
                nil, TextChange(replacedRange: NSRange(location: 1, length: 0), insertedLength: 2),
                nil, TextChange(replacedRange: NSRange(location: 0, length: 3), insertedLength: 0),
            ])
        #expect(reports[1]?.delta == 2 && reports[1]?.insertedRange == NSRange(location: 1, length: 2))
    }

    @Test("A joiner typed between two emoji joins them: the caret moves past the joined cluster")
    func joinerMergesClusters() {
        let model = TextEditingModel(text: "👩👧")
        model.moveCaret(to: 2)
        model.insertText("\u{200D}")
        #expect(model.text == "👩‍👧" && model.head == 5)
    }
}

@MainActor
@Suite("TextEditingModel delegate gate")
struct TextEditingGateTests {
    @Test("A refused edit changes nothing and records no undo: Return dismisses instead (spec 004 §3.2 E10)")
    func refusedReturn() {
        let model = TextEditingModel(text: "note")
        let manager = UndoManager()
        model.undoManager = manager
        var asked: [(NSRange, String)] = []
        model.shouldChangeText = { range, text in
            asked.append((range, text)); return text != "\n"
        }
        model.insertText("\n")
        #expect(model.text == "note" && model.head == 4 && !manager.canUndo)
        model.insertText("s")
        #expect(model.text == "notes")
        model.deleteBackward(by: .word)
        #expect(model.text == "")
        #expect(asked.map(\.0) == [NSRange(location: 4, length: 0), NSRange(location: 4, length: 0), NSRange(location: 0, length: 5)])
        #expect(asked.map(\.1) == ["\n", "s", ""])
    }

    @Test("A gate that refuses everything keeps the text; cut still copies")
    func refusedCut() {
        _ = UIKitTestHarness()
        let model = TextEditingModel(text: "keep")
        model.shouldChangeText = { _, _ in false }
        model.selectAll()
        model.cut(to: .general)
        model.paste(from: .general)
        model.deleteForward()
        #expect(model.text == "keep" && UIPasteboard.general.string == "keep")
        model.setText("set by code")
        #expect(model.text == "set by code")
    }
}
