import Testing
import UIKit

@Suite("NSAttributedString drawing") struct NSAttributedStringDrawingTests {
    init() { TestFonts.pin() }

    private let font = UIFont.systemFont(ofSize: 20)

    @Test("An attributed string measures like the plain string with the same attributes")
    func sameAsString() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .kern: 1.5]
        let string = NSAttributedString(string: "Hello, world", attributes: attributes)
        #expect(string.size() == "Hello, world".size(withAttributes: attributes))
        let size = CGSize(width: 60, height: 0)
        #expect(
            string.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
                == "Hello, world".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil))
        #expect(NSAttributedString(string: "").size() == .zero)
    }

    @Test("Runs keep their own fonts: a larger run makes the line taller and wider")
    func mixedFonts() {
        let string = NSMutableAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        string.append(NSAttributedString(string: "LARGE", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        let size = string.size()
        #expect(abs(size.height - UIFont.systemFont(ofSize: 30).lineHeight) < 0.001)
        #expect(size.width > "LARGE".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width)
    }

    @Test("Each run draws in its own colour, in order")
    func runColours() {
        let string = NSMutableAttributedString(string: "RRRR", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "BBBB", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let pixels = RenderedPixels(size: CGSize(width: 160, height: 40)) { string.draw(at: CGPoint(x: 5, y: 5)) }
        let red = pixels.inkBounds(where: RenderedPixels.isRed)
        let blue = pixels.inkBounds(where: { r, _, b, a in a > 100 && b > 150 && r < 80 })
        #expect(red != nil && blue != nil)
        if let red, let blue { #expect(red.maxX <= blue.minX + 1) }
    }

    @Test("Kern widens text by the kern between characters")
    func kern() {
        let plain = NSAttributedString(string: "abcd", attributes: [.font: font]).size().width
        let kerned = NSAttributedString(string: "abcd", attributes: [.font: font, .kern: 3]).size().width
        let number = NSAttributedString(string: "abcd", attributes: [.font: font, .kern: NSNumber(value: 3)]).size().width
        #expect(abs(kerned - plain - 9) < 0.01)
        #expect(number == kerned)
    }

    @Test("A baseline offset raises its run and makes the line taller")
    func baselineOffset() {
        let string = NSMutableAttributedString(string: "x", attributes: [.font: font])
        string.append(NSAttributedString(string: "2", attributes: [.font: font, .baselineOffset: 8]))
        #expect(abs(string.size().height - font.lineHeight - 8) < 0.001)
    }

    @Test("draw(in:) and draw(with:options:context:) honour the rectangle and report the bounds drawn")
    func drawInRect() {
        let string = NSAttributedString(
            string: "one two three four five six seven eight",
            attributes: [.font: font, .foregroundColor: UIColor.red])
        let rect = CGRect(x: 20, y: 10, width: 100, height: font.lineHeight * 2)
        let context = NSStringDrawingContext()
        let pixels = RenderedPixels(size: CGSize(width: 160, height: 200)) {
            string.draw(with: rect, options: .usesLineFragmentOrigin, context: context)
        }
        let ink = pixels.inkBounds(where: RenderedPixels.isRed)
        #expect(ink != nil)
        if let ink { #expect(rect.insetBy(dx: -0.5, dy: -0.5).contains(ink)) }
        #expect(context.totalBounds.origin == rect.origin)
        #expect(abs(context.totalBounds.height - 2 * font.lineHeight) < 0.01)
    }

    @Test("Obliqueness leans the glyphs right without changing the measured size")
    func obliqueness() {
        let upright = NSAttributedString(string: "I", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red])
        let leaning = NSAttributedString(
            string: "I",
            attributes: [
                .font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red,
                .obliqueness: 0.3,
            ])
        #expect(upright.size() == leaning.size())
        func ink(_ string: NSAttributedString) -> CGRect {
            RenderedPixels(size: CGSize(width: 60, height: 60)) { string.draw(at: CGPoint(x: 10, y: 5)) }.inkBounds(
                where: RenderedPixels.isRed) ?? .zero
        }
        #expect(ink(leaning).width > ink(upright).width + 5)
    }

    @Test("Emoji and CJK measure and draw without breaking runs")
    func emojiAndCJK() {
        let string = NSMutableAttributedString(string: "日本語 ", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "😀 ok", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        #expect(string.size().width > 3 * 20)
        let pixels = RenderedPixels(size: CGSize(width: 200, height: 40)) { string.draw(at: CGPoint(x: 5, y: 5)) }
        #expect(pixels.inkBounds(where: RenderedPixels.isRed) != nil)
        #expect(pixels.inkBounds(where: { r, _, b, a in a > 100 && b > 150 && r < 80 }) != nil)
    }
}
