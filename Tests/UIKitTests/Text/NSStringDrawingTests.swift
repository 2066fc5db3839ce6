import Testing
import UIKit

@Suite("NSString drawing") struct NSStringDrawingTests {
    init() { TestFonts.pin() }

    private let long = "The quick brown fox jumps over the lazy dog while the cat watches from the warm windowsill."
    private let font = UIFont.systemFont(ofSize: 17)

    @Test("Without a font attribute text is Helvetica 12")
    func defaultFont() {
        let size = "Hello".size(withAttributes: nil)
        #expect(size == "Hello".size(withAttributes: [.font: UIFont(name: "Helvetica", size: 12)!]))
        #expect(abs(size.height - UIFont(name: "Helvetica", size: 12)!.lineHeight) < 0.001)
    }

    @Test("One line measures the font's lineHeight tall, fractional; an empty string measures zero")
    func oneLine() {
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.height - font.lineHeight) < 0.001)
        #expect(size.width > 30 && size.width != size.width.rounded())
        #expect("".size(withAttributes: [.font: font]) == .zero)
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == size)
    }

    @Test("size(withAttributes:) honours newlines and does not wrap")
    func sizeHonoursNewlines() {
        let one = "Hello".size(withAttributes: [.font: font])
        let two = "Hello\nWorld".size(withAttributes: [.font: font])
        #expect(abs(two.height - 2 * one.height) < 0.001)
        #expect(long.size(withAttributes: [.font: font]).height == one.height)
    }

    @Test("boundingRect with .usesLineFragmentOrigin wraps at width 100 into lines no wider than 100")
    func wraps() {
        let rect = long.boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 100 && rect.width > 60)
        let lines = (rect.height / font.lineHeight).rounded()
        #expect(lines >= 6)
        #expect(abs(rect.height - lines * font.lineHeight) < 0.01)
    }

    @Test("A zero width or height in the size means no limit")
    func zeroMeansUnlimited() {
        let unlimited = long.boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(abs(unlimited.height - font.lineHeight) < 0.001)
        #expect(unlimited.width == long.size(withAttributes: [.font: font]).width)
        let narrow = long.boundingRect(
            with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(narrow.height > 5 * font.lineHeight)
    }

    @Test("Without .usesLineFragmentOrigin the text is one line per paragraph around its baseline")
    func baselineOrigin() {
        let rect = long.boundingRect(with: CGSize(width: 100, height: 500), options: [], attributes: [.font: font], context: nil)
        #expect(abs(rect.height - font.lineHeight) < 0.001)
        #expect(abs(rect.minY + font.ascender) < 0.001)
        #expect(rect.width <= 100)
        let twoParagraphs = "a\nb".boundingRect(with: .zero, options: [], attributes: [.font: font], context: nil)
        #expect(abs(twoParagraphs.height - 2 * font.lineHeight) < 0.001)
    }

    @Test("Lines that do not fit the height are left out; .truncatesLastVisibleLine keeps the result within the rectangle")
    func truncation() {
        let box = CGSize(width: 100, height: font.lineHeight * 2.5)
        let cut = long.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(abs(cut.height - 2 * font.lineHeight) < 0.01)
        let truncated = long.boundingRect(
            with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: nil)
        #expect(truncated.width <= 100 && truncated.height <= box.height)
    }

    @Test("A truncating line break mode keeps each paragraph on one line within the width")
    func truncatingParagraph() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let rect = long.boundingRect(
            with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(abs(rect.height - font.lineHeight) < 0.001)
        #expect(rect.width <= 120)
    }

    @Test("Red text draws red pixels inside its measured rectangle and none outside")
    func drawsRedInside() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let size = "Hamburg".size(withAttributes: attributes)
        let origin = CGPoint(x: 30, y: 20)
        let pixels = RenderedPixels(size: CGSize(width: 160, height: 60), scale: 2) {
            "Hamburg".draw(at: origin, withAttributes: attributes)
        }
        let ink = pixels.inkBounds(where: RenderedPixels.isInk)
        #expect(ink != nil)
        if let ink {
            #expect(CGRect(origin: origin, size: size).insetBy(dx: -0.5, dy: -0.5).contains(ink))
            #expect(ink.width > size.width * 0.8)
        }
        #expect(pixels.count(in: CGRect(x: 0, y: 0, width: 160, height: 60), where: RenderedPixels.isRed) > 50)
        #expect(pixels.inkBounds(where: { r, g, b, a in a > 60 && (g > r || b > r) }) == nil)
    }

    @Test("Text without a colour draws black")
    func defaultBlack() {
        let pixels = RenderedPixels(size: CGSize(width: 80, height: 30)) {
            "IIII".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
        }
        #expect(
            pixels.count(in: CGRect(x: 0, y: 0, width: 80, height: 30), where: { r, g, b, a in a > 200 && r < 30 && g < 30 && b < 30 }) > 20
        )
    }

    @Test("draw(in:) wraps in the rectangle, aligns by the paragraph style and draws nothing below it")
    func drawInRect() {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let rect = CGRect(x: 10, y: 10, width: 120, height: font.lineHeight * 2)
        let pixels = RenderedPixels(size: CGSize(width: 160, height: 200)) {
            long.draw(in: rect, withAttributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
        }
        let ink = pixels.inkBounds(where: RenderedPixels.isRed)
        #expect(ink != nil)
        if let ink {
            #expect(ink.maxY <= rect.maxY + 0.5)
            #expect(ink.maxX <= rect.maxX + 0.5 && ink.maxX > rect.maxX - 3)
            #expect(ink.minX >= rect.minX)
        }
    }

    @Test("draw(with:) without .usesLineFragmentOrigin puts the baseline at the rectangle's origin")
    func drawWithBaselineOrigin() {
        let pixels = RenderedPixels(size: CGSize(width: 120, height: 60)) {
            "HHH".draw(
                with: CGRect(x: 10, y: 40, width: 0, height: 0), options: [],
                attributes: [.font: font, .foregroundColor: UIColor.red], context: nil)
        }
        let ink = pixels.inkBounds(where: RenderedPixels.isRed)
        #expect(ink != nil)
        if let ink {
            #expect(abs(ink.maxY - 40) <= 1)
            #expect(abs(ink.height - font.capHeight) <= 1.5)
        }
    }

    @Test("Right-to-left text with natural alignment is right-aligned")
    func rightToLeftNatural() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let pixels = RenderedPixels(size: rect.size) {
            "שלום עולם".draw(in: rect, withAttributes: [.font: font, .foregroundColor: UIColor.red])
        }
        let ink = pixels.inkBounds(where: RenderedPixels.isRed)
        #expect(ink != nil && ink!.maxX > 195 && ink!.minX > 100)
    }

    @Test("Drawing with no current context does nothing")
    func noContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        "Hello".draw(at: .zero, withAttributes: nil)
        "Hello".draw(in: CGRect(x: 0, y: 0, width: 50, height: 50), withAttributes: nil)
        ("Hello" as NSString).draw(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: nil)
    }

    @Test("A stroke-only width draws hollow glyphs; a negative width fills them too")
    func stroke() {
        let bar = "█"
        let big = UIFont.systemFont(ofSize: 40)
        func centreInk(_ width: CGFloat) -> Int {
            let size = bar.size(withAttributes: [.font: big])
            let pixels = RenderedPixels(size: CGSize(width: 80, height: 80), scale: 2) {
                bar.draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: big, .foregroundColor: UIColor.red, .strokeWidth: width])
            }
            let ink = pixels.inkBounds(where: RenderedPixels.isRed) ?? .zero
            #expect(ink.width > size.width * 0.4)
            return pixels.count(in: ink.insetBy(dx: ink.width * 0.3, dy: ink.height * 0.3), where: RenderedPixels.isRed)
        }
        #expect(centreInk(0) > 100)
        #expect(centreInk(3) == 0)
        #expect(centreInk(-3) > 100)
    }

    @Test("A shadow draws a copy of the glyphs moved by its offset, in its colour")
    func shadow() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 10, height: 12)
        shadow.shadowColor = UIColor.blue
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red, .shadow: shadow,
        ]
        let pixels = RenderedPixels(size: CGSize(width: 140, height: 80), scale: 2) {
            "HIT".draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
        }
        let red = pixels.inkBounds(where: RenderedPixels.isRed)
        let blue = pixels.inkBounds(where: { r, _, b, a in a > 100 && b > 150 && r < 80 })
        #expect(red != nil && blue != nil)
        if let red, let blue {
            #expect(abs(blue.minX - red.minX - 10) <= 1)
            #expect(abs(blue.minY - red.minY - 12) <= 1)
        }
    }

    @Test("Underline and strikethrough draw lines under and through the text, in their colours")
    func decorations() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.blue,
            .strikethroughStyle: NSUnderlineStyle.thick, .strikethroughColor: UIColor.green,
        ]
        let size = "xxxx".size(withAttributes: attributes)
        let origin = CGPoint(x: 10, y: 10)
        let pixels = RenderedPixels(size: CGSize(width: 120, height: 50), scale: 2) { "xxxx".draw(at: origin, withAttributes: attributes) }
        let font = UIFont.systemFont(ofSize: 20)
        let baseline = origin.y + font.ascender
        let blue = pixels.inkBounds(where: { r, g, b, a in a > 100 && b > 150 && r < 80 && g < 80 })
        let green = pixels.inkBounds(where: { r, g, b, a in a > 100 && g > 100 && r < 80 && b < 80 })
        #expect(blue != nil && green != nil)
        if let blue, let green {
            #expect(blue.minY > baseline && blue.maxY < baseline - font.descender)
            #expect(abs(blue.width - size.width) <= 1)
            #expect(green.maxY < baseline && green.minY > baseline - font.xHeight)
        }
    }

    @Test("A background colour fills behind the text over the line's height")
    func background() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .backgroundColor: UIColor.blue]
        let size = "Hi there".size(withAttributes: attributes)
        let pixels = RenderedPixels(size: CGSize(width: 120, height: 50)) {
            "Hi there".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes)
        }
        let blue = pixels.inkBounds(where: { r, _, b, a in a > 200 && b > 200 && r < 50 })
        #expect(blue != nil)
        if let blue {
            #expect(abs(blue.minX - 5) <= 1 && abs(blue.width - size.width) <= 1.5)
            #expect(abs(blue.minY - 5) <= 1 && abs(blue.height - size.height) <= 1.5)
        }
    }

    @Test("A drawing context's minimumScaleFactor shrinks text to fit and reports the factor")
    func minimumScaleFactor() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let width = "Shrink me a bit".size(withAttributes: [.font: font]).width
        let rect = "Shrink me a bit".boundingRect(
            with: CGSize(width: width * 0.8, height: font.lineHeight * 1.1),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(rect.width <= width * 0.8)
        #expect(context.totalBounds == rect)
        let plain = NSStringDrawingContext()
        _ = "Fits".boundingRect(
            with: CGSize(width: 500, height: 100), options: .usesLineFragmentOrigin, attributes: [.font: font], context: plain)
        #expect(plain.actualScaleFactor == 1)
    }
}
