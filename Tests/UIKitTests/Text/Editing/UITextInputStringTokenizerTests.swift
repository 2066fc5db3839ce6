// UITextInputStringTokenizer over a UITextInput: unit ranges, boundaries and moves by character, word,
// sentence, paragraph, line and document; clusters stay whole; positions outside the text are refused.
@testable import UIKit
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite("UITextInputStringTokenizer")
struct UITextInputStringTokenizerTests {
    private let forward = UITextDirection.storage(.forward)
    private let backward = UITextDirection.storage(.backward)

    private func at(_ offset: Int) -> UITextPosition { TextOffsetPosition(offset) }
    private func offsets(_ range: UITextRange?) -> Range<Int>? { (range as? TextOffsetRange)?.range }
    private func offset(_ position: UITextPosition?) -> Int? { (position as? TextOffsetPosition)?.offset }

    @Test("Directions map to UIKit's raw values; left and up count as backward")
    func directions() {
        #expect(UITextDirection.storage(.backward).rawValue == 1 && UITextDirection.layout(.right).rawValue == 2)
        #expect(UITextDirection.layout(.down).rawValue == 5 && UITextGranularity.document.rawValue == 5)
        #expect(!UITextDirection.layout(.left).isForward && !UITextDirection.layout(.up).isForward)
        #expect(UITextDirection.layout(.down).isForward)
    }

    @Test("The word enclosing a position; on a boundary the direction picks the side; a comma is in no word")
    func wordRanges() {
        let input = ModelTextInput(text: "Hello, world")
        let t = input.tokenizer
        #expect(offsets(t.rangeEnclosingPosition(at(8), with: .word, inDirection: forward)) == 7..<12)
        #expect(t.rangeEnclosingPosition(at(5), with: .word, inDirection: forward) == nil)
        #expect(offsets(t.rangeEnclosingPosition(at(5), with: .word, inDirection: backward)) == 0..<5)
        #expect(t.isPosition(at(5), atBoundary: .word, inDirection: forward))
        #expect(t.isPosition(at(7), atBoundary: .word, inDirection: backward))
        #expect(!t.isPosition(at(3), atBoundary: .word, inDirection: forward))
        #expect(!t.isPosition(at(6), withinTextUnit: .word, inDirection: forward))
        #expect(t.isPosition(at(9), withinTextUnit: .word, inDirection: backward))
        #expect(offset(t.position(from: at(0), toBoundary: .word, inDirection: forward)) == 5)
        #expect(offset(t.position(from: at(12), toBoundary: .word, inDirection: backward)) == 7)
        #expect(t.position(from: at(12), toBoundary: .word, inDirection: forward) == nil)
    }

    @Test("Characters are grapheme clusters: a family emoji and e + U+0301 are one unit each")
    func characters() {
        let input = ModelTextInput(text: "a👩‍👩‍👧e\u{301}")
        let t = input.tokenizer
        #expect(offset(t.position(from: at(1), toBoundary: .character, inDirection: forward)) == 9)
        #expect(offset(t.position(from: at(11), toBoundary: .character, inDirection: backward)) == 9)
        #expect(offsets(t.rangeEnclosingPosition(at(4), with: .character, inDirection: forward)) == 1..<9)
        #expect(!t.isPosition(at(10), atBoundary: .character, inDirection: forward))
        #expect(t.isPosition(at(9), atBoundary: .character, inDirection: forward))
    }

    @Test("Sentences end after . ! or ? and a space")
    func sentences() {
        let input = ModelTextInput(text: "One. Two! \"Three?\" Four")
        let t = input.tokenizer
        #expect(offsets(t.rangeEnclosingPosition(at(6), with: .sentence, inDirection: forward)) == 5..<10)
        #expect(offsets(t.rangeEnclosingPosition(at(12), with: .sentence, inDirection: forward)) == 10..<19)
        #expect(offset(t.position(from: at(0), toBoundary: .sentence, inDirection: forward)) == 5)
        #expect(offset(t.position(from: at(19), toBoundary: .sentence, inDirection: forward)) == 23)
        #expect(offset(t.position(from: at(12), toBoundary: .sentence, inDirection: backward)) == 10)
    }

    @Test("Paragraphs and lines end at newlines; the document is the whole text")
    func paragraphsAndDocument() {
        let input = ModelTextInput(text: "a\nbc\n\nd")
        let t = input.tokenizer
        #expect(offsets(t.rangeEnclosingPosition(at(3), with: .paragraph, inDirection: forward)) == 2..<4)
        #expect(offsets(t.rangeEnclosingPosition(at(3), with: .line, inDirection: forward)) == 2..<4)
        #expect(offset(t.position(from: at(2), toBoundary: .paragraph, inDirection: forward)) == 4)
        #expect(offset(t.position(from: at(4), toBoundary: .paragraph, inDirection: backward)) == 2)
        #expect(offset(t.position(from: at(2), toBoundary: .paragraph, inDirection: backward)) == 0)
        #expect(t.isPosition(at(4), atBoundary: .paragraph, inDirection: forward))
        #expect(offsets(t.rangeEnclosingPosition(at(0), with: .document, inDirection: forward)) == 0..<7)
        #expect(offset(t.position(from: at(3), toBoundary: .document, inDirection: forward)) == 7)
        #expect(t.isPosition(at(0), atBoundary: .document, inDirection: backward))
    }

    @Test("Positions outside the text or of another kind give nil or false, never a trap")
    func invalidPositions() {
        let input = ModelTextInput(text: "abc")
        let t = input.tokenizer
        #expect(t.rangeEnclosingPosition(at(99), with: .word, inDirection: forward) == nil)
        #expect(t.position(from: at(-3), toBoundary: .character, inDirection: forward) == nil)
        #expect(!t.isPosition(UITextPosition(), atBoundary: .word, inDirection: forward))
        #expect(t.rangeEnclosingPosition(at(3), with: .character, inDirection: forward) == nil)
        #expect(input.position(from: at(1), offset: 5) == nil)
        #expect(offset(input.position(from: at(1), offset: 2)) == 3)
    }

    @Test("The adopter edits through UITextInput: selection, replace and marked text")
    func textInputEditing() {
        let input = ModelTextInput(text: "Hello world")
        input.selectedTextRange = input.textRange(from: at(6), to: at(11))
        #expect(input.text(in: input.selectedTextRange!) == "world")
        input.insertText("there")
        #expect(input.text(in: input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)!) == "Hello there")
        input.setMarkedText("!", selectedRange: NSRange(location: 1, length: 0))
        #expect(offsets(input.markedTextRange) == 11..<12)
        input.unmarkText()
        #expect(input.markedTextRange == nil && input.hasText)
        #expect(input.compare(at(1), to: at(2)) == .orderedAscending && input.offset(from: at(5), to: at(2)) == -3)
    }

    @Test("UITextInput positions step over clusters; left and right move, up and down need a layout")
    func textInputPositions() {
        let input = ModelTextInput(text: "a👩‍👩‍👧b")
        #expect(offset(input.position(from: at(1), offset: 1)) == 9)
        #expect(offset(input.position(from: at(9), in: .left, offset: 1)) == 1)
        #expect(input.position(from: at(9), in: .up, offset: 1) == nil)
        #expect(offsets(input.characterRange(byExtending: at(1), in: .right)) == 1..<9)
        let whole = input.textRange(from: input.endOfDocument, to: input.beginningOfDocument)!
        #expect(offsets(whole) == 0..<10)
        #expect(offset(input.position(within: whole, farthestIn: .left)) == 0)
        #expect(offset(input.position(within: whole, farthestIn: .down)) == 10)
        #expect(input.textRange(from: at(0), to: at(11)) == nil && input.textRange(from: UITextPosition(), to: at(1)) == nil)
        input.selectedTextRange = TextOffsetRange(3..<4)
        #expect(offsets(input.selectedTextRange) == 1..<9)
    }
}
