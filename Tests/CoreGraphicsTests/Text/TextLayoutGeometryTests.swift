import CoreGraphics
import Foundation
import Testing

@Suite("TextLayout geometry") struct TextLayoutGeometryTests {
    init() { TestFonts.pin() }

    /// Emoji (two UTF-16 units each, one a flag of four), CJK (one unit, three UTF-8 bytes) and Latin.
    private let mixed = "Hi 😀 日本語 🇫🇷 ok"

    @Test("Line character ranges are UTF-16 offsets, even with emoji and CJK")
    func utf16Ranges() {
        let layout = TextLayout.make(.plain(mixed), constraints: TextLayoutConstraints())
        #expect(layout.lines[0].characterRange == 0..<mixed.utf16.count)
        let wrapped = TextLayout.make(.plain(String(repeating: mixed + " ", count: 4)), constraints: TextLayoutConstraints(width: 90))
        #expect(wrapped.lineCount > 2)
        #expect(wrapped.lines.last?.characterRange.upperBound == (mixed + " ").utf16.count * 4)
    }

    @Test("Caret x grows with the offset in left-to-right text, and an offset inside an emoji sits at its start")
    func caretsLeftToRight() {
        let layout = TextLayout.make(.plain(mixed), constraints: TextLayoutConstraints())
        let xs = (0...mixed.utf16.count).map { layout.caretRect(forUTF16Offset: $0).minX }
        for (a, b) in zip(xs, xs.dropFirst()) { #expect(b >= a) }
        // "Hi " is 3 units; the emoji is units 3 and 4.
        #expect(xs[4] == xs[3])
        #expect(xs[5] > xs[3])
        // The CJK characters (units 6, 7, 8) each advance the caret by about an em of WenQuanYi.
        #expect(abs((xs[9] - xs[6]) - 3 * 17) < 2)
        let caret = layout.caretRect(forUTF16Offset: 0)
        #expect(caret.width == 2 && caret.height > 17)
    }

    @Test("Caret x falls with the offset in right-to-left text")
    func caretsRightToLeft() {
        let hebrew = "שלום עולם"
        let layout = TextLayout.make(.plain(hebrew), constraints: TextLayoutConstraints(width: 200))
        let xs = (0...hebrew.utf16.count).map { layout.caretRect(forUTF16Offset: $0).minX }
        for (a, b) in zip(xs, xs.dropFirst()) { #expect(b <= a) }
        #expect(abs(xs[0] - 200) < 0.01)
    }

    @Test("Carets step down the lines in logical order")
    func caretsAcrossLines() {
        let text = "one two three four five six seven eight nine ten"
        let layout = TextLayout.make(.plain(text), constraints: TextLayoutConstraints(width: 80))
        let ys = (0...text.utf16.count).map { layout.caretRect(forUTF16Offset: $0).minY }
        for (a, b) in zip(ys, ys.dropFirst()) { #expect(b >= a) }
        #expect(ys.last! > ys.first!)
    }

    @Test("Hit-testing finds the character under a point and round-trips with carets")
    func hitTesting() {
        let layout = TextLayout.make(.plain(mixed), constraints: TextLayoutConstraints())
        let y = layout.lines[0].rect.midY
        for offset in [0, 1, 3, 6, 7, 8] {
            let caret = layout.caretRect(forUTF16Offset: offset).minX
            let next = layout.caretRect(forUTF16Offset: offset + (offset == 3 ? 2 : 1)).minX
            #expect(layout.characterIndex(at: CGPoint(x: (caret + next) / 2, y: y)) == offset)
            #expect(layout.caretOffset(closestTo: CGPoint(x: caret + 0.2, y: y)) == offset)
        }
        #expect(layout.characterIndex(at: CGPoint(x: -50, y: y)) == 0)
        #expect(layout.caretOffset(closestTo: CGPoint(x: 5000, y: y)) == mixed.utf16.count)
        #expect(layout.caretOffset(closestTo: CGPoint(x: CGFloat.nan, y: CGFloat.nan)) == 0)
    }

    @Test("Hit-testing below or above the text picks the last or first line")
    func hitTestingLines() {
        let text = "one two three four five six"
        let layout = TextLayout.make(.plain(text), constraints: TextLayoutConstraints(width: 80))
        #expect(layout.caretOffset(closestTo: CGPoint(x: 0, y: -100)) == 0)
        #expect(layout.caretOffset(closestTo: CGPoint(x: 1000, y: 1000)) == text.utf16.count)
        let second = layout.lines[1]
        #expect(layout.caretOffset(closestTo: CGPoint(x: -1, y: second.rect.midY)) == second.characterRange.lowerBound)
    }

    @Test("Selection rects cover a range line by line, growing with the range")
    func selectionLeftToRight() {
        let text = "one two three four five six seven"
        let layout = TextLayout.make(.plain(text), constraints: TextLayoutConstraints(width: 80))
        #expect(layout.selectionRects(forUTF16Range: 2..<2).isEmpty)
        let short = layout.selectionRects(forUTF16Range: 0..<3)
        #expect(short.count == 1)
        #expect(abs(short[0].minX - layout.caretRect(forUTF16Offset: 0).minX) < 0.01)
        #expect(abs(short[0].maxX - layout.caretRect(forUTF16Offset: 3).minX) < 0.01)
        let all = layout.selectionRects(forUTF16Range: 0..<text.utf16.count)
        #expect(all.count == layout.lineCount)
        for (above, below) in zip(all, all.dropFirst()) { #expect(above.minY < below.minY) }
        var previousWidth: CGFloat = 0
        for end in 1...7 {
            let width = layout.selectionRects(forUTF16Range: 0..<end).reduce(0) { $0 + $1.width }
            #expect(width > previousWidth)
            previousWidth = width
        }
    }

    @Test("Selection across an embedded left-to-right word in right-to-left text gives pieces in reading order")
    func selectionBidi() {
        let text = "שלום abc עולם"
        let layout = TextLayout.make(.plain(text), constraints: TextLayoutConstraints(width: 300))
        // From inside the first Hebrew word into the Latin word: two pieces, the Hebrew first.
        let rects = layout.selectionRects(forUTF16Range: 2..<7)
        #expect(rects.count == 2)
        if rects.count == 2 {
            #expect(rects[0].minX > rects[1].minX)  // the Hebrew piece is right of the Latin one
        }
        let whole = layout.selectionRects(forUTF16Range: 0..<text.utf16.count)
        #expect(whole.count == 1)
        #expect(abs(whole[0].maxX - 300) < 0.01)
    }
}
