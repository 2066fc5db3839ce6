// UILabel's sizes: sizeThatFits(_:), intrinsicContentSize, textRect(forBounds:limitedToNumberOfLines:),
// shrinking and the overridable text rectangle (spec 001-003 #140, #145, #146). Public API only.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UILabel layout")
struct UILabelLayoutTests {
    init() { TestFonts.pin() }

    static let font = UIFont.systemFont(ofSize: 17)
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// What UIKit's string measuring gives for `text` wrapped at `width`, rounded up as labels round.
    func measured(_ text: String, width: CGFloat = .greatestFiniteMagnitude, font: UIFont = font) -> CGSize {
        let size = (text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
        ).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    func pixels(_ label: UILabel, scale: CGFloat = 2) -> Pixels {
        label.contentScaleFactor = scale
        label.setNeedsDisplay()
        return Pixels(renderView(label, scale: scale))
    }

    @Test("A single line's size is its text's, rounded up to whole points, whatever width is offered")
    func singleLine() {
        let label = UILabel()
        label.text = "Hello, World"
        let expected = measured("Hello, World")
        #expect(label.intrinsicContentSize == expected)
        #expect(label.sizeThatFits(CGSize(width: 30, height: 10)) == expected)
        #expect(label.sizeThatFits(.zero) == expected)
        #expect(expected.width == expected.width.rounded() && expected.height == (Self.font.lineHeight).rounded(.up))
        label.sizeToFit()
        #expect(label.bounds.size == expected)
    }

    @Test("Empty or nil text has a zero size")
    func emptyText() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero && label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        #expect(
            label.textRect(forBounds: CGRect(x: 5, y: 6, width: 100, height: 100), limitedToNumberOfLines: 0)
                == CGRect(x: 5, y: 6, width: 0, height: 0))
    }

    @Test("With unlimited lines the text wraps at the width offered, as many lines as needed (spec 001-003 #140)")
    func wrapsAtWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.sentence
        let size = label.sizeThatFits(CGSize(width: 100, height: 10))
        #expect(size == measured(Self.sentence, width: 100))
        #expect(size.width <= 100)
        #expect(size.height >= 3 * Self.font.lineHeight)
        // Width 0 offers no limit: each paragraph on one line.
        #expect(label.sizeThatFits(.zero) == measured(Self.sentence))

        label.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let image = pixels(label)
        let box = image.box(where: isInk)!
        #expect(CGFloat(box.maxY - box.minY) / 2 > 2.5 * Self.font.lineHeight)
    }

    @Test("numberOfLines limits the lines measured and drawn")
    func lineLimit() {
        let label = UILabel()
        label.numberOfLines = 2
        label.text = Self.sentence
        let size = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(size.height == (2 * Self.font.lineHeight).rounded(.up))
        #expect(size.width <= 100)
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 1000), limitedToNumberOfLines: 3)
        #expect(rect.height == (3 * Self.font.lineHeight).rounded(.up))
        // Lines that do not fit the bounds' height are not drawn either.
        let short = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 30), limitedToNumberOfLines: 0)
        #expect(short.height == Self.font.lineHeight.rounded(.up))
    }

    @Test("A truncated line stays within the bounds, in textRect and in ink")
    func truncationStaysInBounds() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = Self.sentence
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.width <= 100 && rect.width > 80)
        #expect(rect.height == Self.font.lineHeight.rounded(.up))
        let box = try #require(pixels(label).box(where: isInk))
        #expect(box.minX >= 0 && box.maxX < 200)
        // The label's own size is still the whole text's.
        #expect(label.intrinsicContentSize == measured(Self.sentence))
    }

    @Test("A label several lines tall centres its text vertically")
    func verticalCentring() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "HHHH"
        let box = try #require(pixels(label).box(where: isInk))
        let inkCentre = CGFloat(box.minY + box.maxY + 1) / 4
        // The caps sit between the baseline and the cap height, within a line centred in the 100 pt.
        let lineTop = (100 - Self.font.lineHeight.rounded(.up)) / 2
        let capsCentre = lineTop + Self.font.ascender - Self.font.capHeight / 2
        #expect(abs(inkCentre - capsCentre) <= 1)
    }

    // MARK: Shrinking

    /// The ink of `text` in caps, drawn in a label of `width` that shrinks down to `factor`.
    func shrunk(_ text: String, width: CGFloat, factor: CGFloat) throws -> (
        box: (minX: Int, minY: Int, maxX: Int, maxY: Int), image: Pixels
    ) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.text = text
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = factor
        let image = pixels(label)
        return (try #require(image.box(where: isInk)), image)
    }

    @Test("Text 1.5 times too wide shrinks to about 2/3 and is not truncated (spec 001-003 #145)")
    func shrinksToFit() throws {
        let text = "HELLO WORLD"
        let full = measured(text).width
        let fullCaps = UIFont.systemFont(ofSize: 17).capHeight
        let result = try shrunk(text, width: full / 1.5, factor: 0.5)
        let capHeight = CGFloat(result.box.maxY - result.box.minY + 1) / 2
        #expect(abs(capHeight / fullCaps - 2.0 / 3.0) < 0.08)
        // Not truncated: the whole text, shrunk, nearly fills the width (an ellipsis would end it early).
        #expect(CGFloat(result.box.maxX + 1) / 2 > full / 1.5 - 4)
        let again = UILabel()
        again.text = text
        again.adjustsFontSizeToFitWidth = true
        again.minimumScaleFactor = 0.5
        #expect(again.intrinsicContentSize == measured(text))  // sizes are the unshrunk text's
    }

    @Test("Text 3 times too wide shrinks only to minimumScaleFactor, then truncates (spec 001-003 #145)")
    func shrinksThenTruncates() throws {
        let text = "HELLO WORLD"
        let full = measured(text).width
        let result = try shrunk(text, width: full / 3, factor: 0.5)
        let half = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        half.font = .systemFont(ofSize: 8.5)
        half.text = text
        let halfBox = try #require(pixels(half).box(where: isInk))
        #expect(abs((result.box.maxY - result.box.minY) - (halfBox.maxY - halfBox.minY)) <= 1)
        // The line ends with the ellipsis: its last ink is low dots, not a cap.
        var top = Int.max
        for x in (result.box.maxX - 5)...result.box.maxX {
            for y in 0..<result.image.height where isInk(result.image[x, y]) { top = min(top, y) }
        }
        #expect(result.box.maxY - top + 1 <= 4)
    }

    @Test("Without a minimum scale factor the font does not shrink")
    func noShrinkWithoutFactor() throws {
        let text = "HELLO WORLD"
        let result = try shrunk(text, width: measured(text).width / 1.5, factor: 0)
        let capHeight = CGFloat(result.box.maxY - result.box.minY + 1) / 2
        #expect(abs(capHeight - UIFont.systemFont(ofSize: 17).capHeight) <= 1)
    }

    @Test("Shrunk text keeps the full-size baseline by default; alignCenters centres it")
    func baselineAdjustment() throws {
        func capsBottom(_ adjustment: UIBaselineAdjustment, text: String) throws -> (top: Int, bottom: Int) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            label.text = text
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.3
            label.baselineAdjustment = adjustment
            let box = try #require(pixels(label).box(where: isInk))
            return (box.minY, box.maxY)
        }
        let unshrunk = try capsBottom(.alignBaselines, text: "HH")
        let baselines = try capsBottom(.alignBaselines, text: "HHHHHHHHH")
        let centers = try capsBottom(.alignCenters, text: "HHHHHHHHH")
        let none = try capsBottom(.none, text: "HHHHHHHHH")
        #expect(abs(baselines.bottom - unshrunk.bottom) <= 1)
        #expect(centers.bottom < baselines.bottom - 2)
        #expect(none.top < centers.top)
    }

    // MARK: Intrinsic size and attributed text

    @Test("A multi-line label's intrinsic size wraps at preferredMaxLayoutWidth; without it, one line per paragraph")
    func preferredMaxLayoutWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.sentence
        #expect(label.intrinsicContentSize == measured(Self.sentence))
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == measured(Self.sentence, width: 120))
        #expect(label.intrinsicContentSize.width <= 120)
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == measured(Self.sentence))  // ignored for one line
    }

    @Test("Attributed text's colour overrides textColor; textColor set afterwards applies to all of it (spec 001-003 #146)")
    func attributedColourOverrides() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.textColor = .black
        label.attributedText = NSAttributedString(string: "Red text", attributes: [.foregroundColor: UIColor.red])
        let image = pixels(label)
        #expect(image.count(where: isRedInk) > 50 && image.count(where: isDark) == 0)
        #expect(label.textColor == UIColor.red)  // taken from the first character, as on iOS
        label.textColor = .black
        let recoloured = pixels(label)
        #expect(recoloured.count(where: isRedInk) == 0 && recoloured.count(where: isDark) > 50)
    }

    @Test("Attributed text's font overrides the label's font in sizes")
    func attributedFontOverrides() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.attributedText = NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        #expect(label.intrinsicContentSize == measured("Big", font: .systemFont(ofSize: 40)))
    }

    // MARK: Overriding the text rectangle

    final class InsetLabel: UILabel {
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return rect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    }

    @Test("A subclass that insets textRect and drawText grows its size and moves its text")
    func insetSubclass() throws {
        let label = InsetLabel()
        label.text = "Inset"
        let plain = measured("Inset")
        #expect(label.intrinsicContentSize == CGSize(width: plain.width + 20, height: plain.height + 10))
        label.sizeToFit()
        let box = try #require(pixels(label).box(where: isInk))
        #expect(box.minX >= 20 && box.minX <= 24)

        let plainLabel = UILabel()
        plainLabel.text = "Inset"
        plainLabel.sizeToFit()
        let plainBox = try #require(pixels(plainLabel).box(where: isInk))
        #expect(box.minY - plainBox.minY == 10)
    }
}
