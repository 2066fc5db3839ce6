import CoreGraphics
import Foundation
import Testing

@Suite("TextLayout") struct TextLayoutTests {
    init() { TestFonts.pin() }

    private let long = "The quick brown fox jumps over the lazy dog while the cat watches from the warm windowsill."

    @Test("One line is as tall as the font's ascender minus descender, as wide as its advance")
    func oneLine() {
        let layout = TextLayout.make(.plain("Hello"), constraints: TextLayoutConstraints())
        let metrics = TextEngine.metrics(for: TestFonts.inter(17))
        #expect(layout.lineCount == 1)
        #expect(abs(layout.size.height - metrics.lineHeight) < 0.001)
        #expect(abs(layout.firstBaseline - metrics.ascender) < 0.001)
        #expect(layout.size.width > 35 && layout.size.width < 46)
    }

    @Test("A long string at width 100 wraps into several lines, none wider than 100")
    func wrapping() {
        let layout = TextLayout.make(.plain(long), constraints: TextLayoutConstraints(width: 100))
        #expect(layout.lineCount >= 5)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 100.001 && $0.rect.minX >= 0 })
        #expect(layout.size.width <= 100.001)
        let lineHeight = TextEngine.metrics(for: TestFonts.inter(17)).lineHeight
        #expect(abs(layout.size.height - CGFloat(layout.lineCount) * lineHeight) < 0.01)
        // Lines follow each other without gaps and cover the text in order.
        for (above, below) in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(abs(above.rect.maxY - below.rect.minY) < 0.001)
            #expect(above.characterRange.upperBound == below.characterRange.lowerBound)
        }
        #expect(layout.lines.last?.characterRange.upperBound == long.utf16.count)
    }

    @Test("Newlines start paragraphs; a trailing newline adds an empty line")
    func newlines() {
        #expect(TextLayout.make(.plain("a\nb\r\nc"), constraints: TextLayoutConstraints()).lineCount == 3)
        #expect(TextLayout.make(.plain("a\n"), constraints: TextLayoutConstraints()).lineCount == 2)
        #expect(TextLayout.make(.plain("a\u{2028}b"), constraints: TextLayoutConstraints()).lineCount == 2)
    }

    @Test("An empty text measures zero but keeps a line for the caret")
    func empty() {
        let layout = TextLayout.make(.plain(""), constraints: TextLayoutConstraints())
        #expect(layout.size == .zero)
        #expect(layout.lineCount == 0)
        #expect(layout.caretRect(forUTF16Offset: 0).height > 15)
    }

    @Test("The line limit keeps the first lines and marks the layout truncated")
    func lineLimit() {
        let layout = TextLayout.make(.plain(long), constraints: TextLayoutConstraints(width: 100, maximumNumberOfLines: 2))
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        #expect(!layout.lines.contains { $0.isTruncated })
    }

    @Test("Truncating the last visible line puts an ellipsis there and stays within the width")
    func truncatesLastLine() {
        let constraints = TextLayoutConstraints(width: 100, maximumNumberOfLines: 2, truncatesLastVisibleLine: true)
        let layout = TextLayout.make(.plain(long), constraints: constraints)
        #expect(layout.lineCount == 2)
        #expect(layout.lines[1].isTruncated && !layout.lines[0].isTruncated)
        #expect(layout.size.width <= 100.001)
        #expect(layout.lines.allSatisfy { $0.rect.maxX <= 100.001 })
        // The truncated line stands for the rest of the text.
        #expect(layout.lines[1].characterRange.upperBound == long.utf16.count)
    }

    @Test("The height limit leaves out lines that do not fit entirely")
    func heightLimit() {
        let lineHeight = TextEngine.metrics(for: TestFonts.inter(17)).lineHeight
        let layout = TextLayout.make(.plain(long), constraints: TextLayoutConstraints(width: 100, height: lineHeight * 2.5))
        #expect(layout.lineCount == 2)
        #expect(layout.size.height <= lineHeight * 2.5)
        let none = TextLayout.make(.plain(long), constraints: TextLayoutConstraints(width: 100, height: lineHeight / 2))
        #expect(none.lineCount == 0 && none.size.height == 0)
    }

    @Test("Truncating modes lay each paragraph out as one ellipsized line, head, middle or tail")
    func truncationModes() {
        for mode in [ParagraphSettings.LineBreak.truncateHead, .truncateMiddle, .truncateTail] {
            let text = AttributedText.plain(long + "\n" + long, paragraph: ParagraphSettings(lineBreak: mode))
            let layout = TextLayout.make(text, constraints: TextLayoutConstraints(width: 120))
            #expect(layout.lineCount == 2)
            #expect(layout.lines.allSatisfy { $0.isTruncated && $0.rect.width <= 120.001 })
        }
    }

    @Test("UILabel-style wrapping of a truncating paragraph truncates only the last line")
    func labelTruncation() {
        let text = AttributedText.plain(long, paragraph: ParagraphSettings(lineBreak: .truncateTail))
        let constraints = TextLayoutConstraints(
            width: 100, maximumNumberOfLines: 3, wrapsTruncatingParagraphs: true,
            truncatesLastVisibleLine: true)
        let layout = TextLayout.make(text, constraints: constraints)
        #expect(layout.lineCount == 3)
        #expect(layout.lines.map(\.isTruncated) == [false, false, true])
    }

    @Test("A cut at a paragraph's end appends an ellipsis to the last visible line")
    func cutAtParagraphEnd() {
        let constraints = TextLayoutConstraints(maximumNumberOfLines: 1, truncatesLastVisibleLine: true)
        let layout = TextLayout.make(.plain("Hello\nWorld"), constraints: constraints)
        let plain = TextLayout.make(.plain("Hello"), constraints: TextLayoutConstraints())
        #expect(layout.lineCount == 1 && layout.lines[0].isTruncated)
        #expect(layout.size.width > plain.size.width + 5)
    }

    @Test("Clipping lays a paragraph out on one line longer than the container, clipped when drawn")
    func clipping() {
        let text = AttributedText.plain(long, paragraph: ParagraphSettings(lineBreak: .clip))
        let layout = TextLayout.make(text, constraints: TextLayoutConstraints(width: 100))
        #expect(layout.lineCount == 1)
        #expect(layout.lines[0].isClipped && layout.lines[0].rect.width > 100)
        #expect(layout.size.width <= 100)
    }

    @Test("Baseline-origin drawing keeps every paragraph on one line")
    func singleLineParagraphs() {
        let layout = TextLayout.make(.plain(long + "\nsecond"), constraints: TextLayoutConstraints(width: 100, singleLineParagraphs: true))
        #expect(layout.lineCount == 2)
    }

    @Test("Alignment places lines in the container: right, center, natural")
    func alignment() {
        func firstLine(_ alignment: ParagraphSettings.Alignment, _ string: String = "Hi") -> CGRect {
            TextLayout.make(
                .plain(string, paragraph: ParagraphSettings(alignment: alignment)),
                constraints: TextLayoutConstraints(width: 200)
            ).lines[0].rect
        }
        #expect(firstLine(.left).minX == 0)
        #expect(abs(firstLine(.right).maxX - 200) < 0.001)
        #expect(abs(firstLine(.center).midX - 100) < 0.001)
        #expect(firstLine(.natural).minX == 0)
        #expect(abs(firstLine(.natural, "שלום עולם").maxX - 200) < 0.001)
        #expect(firstLine(.left, "שלום עולם").minX == 0)
    }

    @Test("Right-to-left natural text is right-aligned, and an explicit direction overrides the text's")
    func rightToLeft() {
        let arabic = TextLayout.make(.plain("مرحبا بالعالم"), constraints: TextLayoutConstraints(width: 300))
        #expect(abs(arabic.lines[0].rect.maxX - 300) < 0.001)
        let forced = TextLayout.make(
            .plain("Hello", paragraph: ParagraphSettings(baseWritingDirection: .rightToLeft)),
            constraints: TextLayoutConstraints(width: 300))
        #expect(abs(forced.lines[0].rect.maxX - 300) < 0.001)
    }

    @Test("Justified lines fill the width except the paragraph's last")
    func justified() {
        let layout = TextLayout.make(
            .plain(long, paragraph: ParagraphSettings(alignment: .justified)),
            constraints: TextLayoutConstraints(width: 150))
        #expect(layout.lineCount > 2)
        for line in layout.lines.dropLast() { #expect(abs(line.rect.width - 150) < 0.5) }
        #expect(layout.lines.last!.rect.width < 149)
    }

    @Test("Indents: the first line starts at firstLineHeadIndent, the others at headIndent, tailIndent shortens lines")
    func indents() {
        let settings = ParagraphSettings(firstLineHeadIndent: 30, headIndent: 10, tailIndent: -20)
        let layout = TextLayout.make(.plain(long, paragraph: settings), constraints: TextLayoutConstraints(width: 200))
        #expect(layout.lines[0].rect.minX == 30)
        #expect(layout.lines.dropFirst().allSatisfy { $0.rect.minX == 10 })
        #expect(layout.lines.allSatisfy { $0.rect.maxX <= 180.001 })
        let fixedLength = TextLayout.make(
            .plain(long, paragraph: ParagraphSettings(tailIndent: 120)),
            constraints: TextLayoutConstraints(width: 200))
        #expect(fixedLength.lines.allSatisfy { $0.rect.maxX <= 120.001 })
    }

    @Test("Line spacing goes between lines, paragraph spacing between paragraphs")
    func spacing() {
        let lineHeight = TextEngine.metrics(for: TestFonts.inter(17)).lineHeight
        let spaced = TextLayout.make(
            .plain("a\u{2028}b\nc", paragraph: ParagraphSettings(lineSpacing: 5, paragraphSpacing: 11)),
            constraints: TextLayoutConstraints())
        #expect(spaced.lineCount == 3)
        #expect(abs(spaced.lines[1].rect.minY - (lineHeight + 5)) < 0.001)
        #expect(abs(spaced.lines[2].rect.minY - (2 * lineHeight + 10 + 11)) < 0.001)
        #expect(abs(spaced.size.height - (3 * lineHeight + 10 + 11)) < 0.001)
        let before = TextLayout.make(
            .plain("a\nb", paragraph: ParagraphSettings(paragraphSpacingBefore: 7)),
            constraints: TextLayoutConstraints())
        #expect(before.lines[0].rect.minY == 0)
        #expect(abs(before.lines[1].rect.minY - (lineHeight + 7)) < 0.001)
    }

    @Test("Line height multiple, minimum and maximum set the line height; extra space goes above the glyphs")
    func lineHeights() {
        let metrics = TextEngine.metrics(for: TestFonts.inter(17))
        let doubled = TextLayout.make(
            .plain("a", paragraph: ParagraphSettings(lineHeightMultiple: 2)), constraints: TextLayoutConstraints())
        #expect(abs(doubled.size.height - 2 * metrics.lineHeight) < 0.001)
        #expect(abs(doubled.firstBaseline - (2 * metrics.lineHeight + metrics.descender)) < 0.001)
        let minimum = TextLayout.make(
            .plain("a", paragraph: ParagraphSettings(minimumLineHeight: 40)), constraints: TextLayoutConstraints())
        #expect(minimum.size.height == 40)
        let maximum = TextLayout.make(
            .plain("a", paragraph: ParagraphSettings(maximumLineHeight: 10)), constraints: TextLayoutConstraints())
        #expect(maximum.size.height == 10)
    }

    @Test("A raised run makes its line taller by the offset")
    func baselineOffset() {
        let font = TestFonts.inter(17)
        let plain = TextLayout.make(.plain("ab"), constraints: TextLayoutConstraints())
        let raised = TextLayout.make(
            AttributedText(
                string: "ab",
                runs: [
                    .init(length: 1, style: TextStyle(font: font)),
                    .init(length: 1, style: TextStyle(font: font, baselineOffset: 6)),
                ]), constraints: TextLayoutConstraints())
        #expect(abs(raised.size.height - plain.size.height - 6) < 0.001)
        #expect(abs(raised.firstBaseline - plain.firstBaseline - 6) < 0.001)
    }

    @Test("Kern widens the text; kern 0 keeps its width close to the default")
    func kern() {
        let font = TestFonts.inter(17)
        let plain = TextLayout.make(.plain("AVAVAV"), constraints: TextLayoutConstraints()).size.width
        let kerned = TextLayout.make(
            AttributedText(string: "AVAVAV", style: TextStyle(font: font, kern: 2)),
            constraints: TextLayoutConstraints()
        ).size.width
        let unkerned = TextLayout.make(
            AttributedText(string: "AVAVAV", style: TextStyle(font: font, kern: 0)),
            constraints: TextLayoutConstraints()
        ).size.width
        #expect(abs(kerned - plain - 10) < 0.01)
        #expect(unkerned >= plain)
    }

    @Test("A second identical measurement is served from the cache without shaping")
    func cache() {
        let text = AttributedText.plain(long + " \(UUID())")
        let constraints = TextLayoutConstraints(width: 100)
        let start = TextEngine.shapingCountOnCurrentThread
        let first = TextLayout.make(text, constraints: constraints)
        let afterFirst = TextEngine.shapingCountOnCurrentThread
        let second = TextLayout.make(text, constraints: constraints)
        #expect(afterFirst > start)
        #expect(TextEngine.shapingCountOnCurrentThread == afterFirst)
        #expect(first === second)
        _ = TextLayout.make(text, constraints: TextLayoutConstraints(width: 120))
        #expect(TextEngine.shapingCountOnCurrentThread > afterFirst)
    }

    @Test("The cache is bounded and evicts the least recently used layout")
    func cacheEviction() {
        var cache = TextLayoutCache(capacity: 2)
        func key(_ s: String) -> TextLayoutCache.Key { .init(text: .plain(s), constraints: TextLayoutConstraints()) }
        let a = TextLayout.make(.plain("a"), constraints: TextLayoutConstraints())
        cache.insert(a, for: key("a"))
        cache.insert(TextLayout.make(.plain("b"), constraints: TextLayoutConstraints()), for: key("b"))
        #expect(cache.layout(for: key("a")) === a)  // a is now the most recent
        cache.insert(TextLayout.make(.plain("c"), constraints: TextLayoutConstraints()), for: key("c"))
        #expect(cache.count == 2)
        #expect(cache.layout(for: key("b")) == nil)
        #expect(cache.layout(for: key("a")) === a)
    }

    @Test("Bad constraints and settings never reach Pango")
    func badInput() {
        let constraints = TextLayoutConstraints(width: .nan, height: -5, maximumNumberOfLines: -1)
        #expect(constraints.width == nil && constraints.height == nil && constraints.maximumNumberOfLines == 0)
        let settings = ParagraphSettings(lineSpacing: -4, firstLineHeadIndent: .infinity, lineHeightMultiple: .nan)
        #expect(settings.lineSpacing == 0 && settings.firstLineHeadIndent == 0 && settings.lineHeightMultiple == 0)
        let layout = TextLayout.make(.plain("a\u{0}b", paragraph: settings), constraints: constraints)
        #expect(layout.lineCount == 1 && layout.size.width > 0)
    }
}
