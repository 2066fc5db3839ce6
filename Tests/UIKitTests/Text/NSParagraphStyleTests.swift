import Testing
import UIKit

@Suite("NSParagraphStyle") struct NSParagraphStyleTests {
    init() { TestFonts.pin() }

    @Test("The default style has natural alignment, word wrapping and no spacing")
    func defaults() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        #expect(style.baseWritingDirection == .natural)
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0 && style.paragraphSpacingBefore == 0)
        #expect(style.firstLineHeadIndent == 0 && style.headIndent == 0 && style.tailIndent == 0)
        #expect(style.minimumLineHeight == 0 && style.maximumLineHeight == 0 && style.lineHeightMultiple == 0)
    }

    @Test("mutableCopy gives an equal mutable style; copies are independent")
    func copies() {
        let mutable = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        #expect(mutable == NSParagraphStyle.default)
        mutable.alignment = .center
        mutable.lineSpacing = 4
        #expect(mutable != NSParagraphStyle.default)
        let frozen = mutable.copy() as! NSParagraphStyle
        mutable.alignment = .right
        #expect(frozen.alignment == .center && frozen.lineSpacing == 4)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(frozen)
        #expect(other == frozen)
    }

    @Test("Raw values are iOS's")
    func rawValues() {
        #expect(NSTextAlignment.natural.rawValue == 4 && NSTextAlignment.justified.rawValue == 3)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4 && NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
        #expect(NSWritingDirection.natural.rawValue == -1 && NSWritingDirection.rightToLeft.rawValue == 1)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-US") == .leftToRight)
    }

    @Test("Line spacing adds space between lines; a line height multiple makes every line taller")
    func lineSpacing() {
        let font = UIFont.systemFont(ofSize: 17)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let spaced = "a\nb".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(abs(spaced.height - (2 * font.lineHeight + 6)) < 0.001)
        let tall = NSMutableParagraphStyle()
        tall.lineHeightMultiple = 1.5
        #expect(abs("a".size(withAttributes: [.font: font, .paragraphStyle: tall]).height - 1.5 * font.lineHeight) < 0.001)
        let fixed = NSMutableParagraphStyle()
        fixed.minimumLineHeight = 30
        fixed.maximumLineHeight = 30
        #expect("a\nb".size(withAttributes: [.font: font, .paragraphStyle: fixed]).height == 60)
    }

    @Test("Center alignment centres the ink in the rectangle; indents move it")
    func alignmentAndIndents() {
        let font = UIFont.systemFont(ofSize: 17)
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let rect = CGRect(x: 0, y: 0, width: 200, height: 30)
        let pixels = RenderedPixels(size: rect.size) {
            "Middle".draw(in: rect, withAttributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: centered])
        }
        let ink = pixels.inkBounds(where: RenderedPixels.isRed)
        #expect(ink != nil && abs(ink!.midX - 100) < 2)

        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 40
        let moved = RenderedPixels(size: rect.size) {
            "Indented".draw(in: rect, withAttributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: indented])
        }
        let movedInk = moved.inkBounds(where: RenderedPixels.isRed)
        #expect(movedInk != nil && movedInk!.minX >= 40 && movedInk!.minX < 44)
    }

    @Test("An explicit right-to-left direction right-aligns natural text")
    func explicitDirection() {
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let rect = CGRect(x: 0, y: 0, width: 200, height: 30)
        let pixels = RenderedPixels(size: rect.size) {
            "Hello".draw(
                in: rect,
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red,
                    .paragraphStyle: style,
                ])
        }
        #expect((pixels.inkBounds(where: RenderedPixels.isRed)?.maxX ?? 0) > 195)
    }
}
