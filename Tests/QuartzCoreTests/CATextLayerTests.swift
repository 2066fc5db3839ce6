// CATextLayer: defaults, key-value access, redisplay, where text draws, wrapping, truncation, alignment,
// contents scale, fonts of every kind, attributed strings.
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("CATextLayer")
struct CATextLayerTests {
    /// A text layer of `size` showing `string` in black 20-point Helvetica.
    private func textLayer(_ string: Any?, size: CGSize = CGSize(width: 120, height: 40)) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.string = string
        layer.fontSize = 20
        layer.foregroundColor = UIColor.black.cgColor
        return layer
    }

    /// The columns (at `scale` pixels per point) in which some pixel of the image is dark.
    private func inkColumns(_ image: UIImage) -> ClosedRange<Int>? {
        let cg = image.cgImage!
        let columns = (0..<cg.width).filter { x in (0..<cg.height).contains { image.rgba(x, $0)[0] < 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// The rows in which some pixel is dark.
    private func inkRows(_ image: UIImage) -> ClosedRange<Int>? {
        let cg = image.cgImage!
        let rows = (0..<cg.height).filter { y in (0..<cg.width).contains { image.rgba($0, y)[0] < 128 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test("Defaults are Core Animation's: Helvetica 36, opaque white, no wrapping or truncation, natural alignment")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect((layer.font as? String) == "Helvetica")
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor?.components == [1, 1])
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(CATextLayerTruncationMode.end.rawValue == "end" && CATextLayerAlignmentMode.center.rawValue == "center")
    }

    @Test("Every text property is reachable by key; modes take raw strings; wrong types change nothing")
    func keyValue() {
        let layer = CATextLayer()
        layer.setValue("Hi", forKey: "string")
        layer.setValue(14, forKey: "fontSize")
        layer.setValue("middle", forKey: "truncationMode")
        layer.setValue(CATextLayerAlignmentMode.right, forKey: "alignmentMode")
        layer.setValue(true, forKey: "wrapped")
        layer.setValue(UIColor.red.cgColor, forKey: "foregroundColor")
        layer.setValue("not a number", forKey: "fontSize")
        #expect(layer.string as? String == "Hi" && layer.fontSize == 14)
        #expect(layer.truncationMode == .middle && layer.alignmentMode == .right && layer.isWrapped)
        #expect(layer.foregroundColor == UIColor.red.cgColor)
        #expect(layer.value(forKey: "fontSize") as? CGFloat == 14)
        #expect(layer.value(forKey: "wrapped") as? Bool == true)
    }

    @Test("Changing the text, a text property or the bounds' size marks the layer for display")
    func redisplay() {
        let layer = textLayer("A")
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.string = "B"
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.alignmentMode = .center
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.bounds.size.width = 200
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.position.x += 10
        #expect(!layer.needsDisplay())
    }

    @Test("Text draws from the top left of the bounds, not centred vertically")
    func topLeft() {
        let image = renderLayer(
            textLayer("Hello", size: CGSize(width: 120, height: 80)), size: CGSize(width: 120, height: 80), background: .white)
        let columns = inkColumns(image), rows = inkRows(image)
        #expect(columns != nil && columns!.lowerBound <= 3)
        // A 20-point line is about 24 points tall: the ink stays in the top third.
        #expect(rows != nil && rows!.lowerBound < 8 && rows!.upperBound < 26)
    }

    @Test("Without wrapping a long line is cut at the bounds; with it the text wraps onto more lines")
    func wrapping() {
        let words = "one two three four five six"
        let single = renderLayer(textLayer(words), size: CGSize(width: 120, height: 80), background: .white)
        let wrapped = textLayer(words, size: CGSize(width: 120, height: 80))
        wrapped.isWrapped = true
        let multi = renderLayer(wrapped, size: CGSize(width: 120, height: 80), background: .white)
        #expect(inkRows(single)!.upperBound < 26)
        #expect(inkRows(multi)!.upperBound > 40)
        #expect(inkColumns(multi)!.upperBound < 120)
    }

    @Test("Truncation at the end puts an ellipsis where the line is cut")
    func truncation() {
        let plain = textLayer("abcdefghijklmnopqrstuvwxyz")
        let truncated = textLayer("abcdefghijklmnopqrstuvwxyz")
        truncated.truncationMode = .end
        let cut = truncated.textLayout()!
        #expect(cut.isTruncated)
        #expect(!plain.textLayout()!.isTruncated)
        #expect(cut.lines.count == 1)
    }

    @Test("Alignment places the line's ink on the right or in the middle of the bounds")
    func alignment() {
        let size = CGSize(width: 200, height: 30)
        let left = inkColumns(renderLayer(textLayer("Hi", size: size), size: size, background: .white))!
        let right = textLayer("Hi", size: size)
        right.alignmentMode = .right
        let rightInk = inkColumns(renderLayer(right, size: size, background: .white))!
        let center = textLayer("Hi", size: size)
        center.alignmentMode = .center
        let centerInk = inkColumns(renderLayer(center, size: size, background: .white))!
        #expect(left.lowerBound < 5)
        #expect(rightInk.upperBound > 192)
        #expect(abs((centerInk.lowerBound + centerInk.upperBound) / 2 - 100) <= 3)
    }

    @Test("The fontSize wins over the size of a UIFont or CGFont; names, CGFonts and UIFonts all draw")
    func fonts() throws {
        let byName = textLayer("H")
        byName.font = "DejaVu Serif" as NSString
        let byUIFont = textLayer("H")
        byUIFont.font = UIFont.systemFont(ofSize: 80)
        let byCGFont = textLayer("H")
        byCGFont.font = try #require(CGFont("Inter" as CFString))
        for layer in [byName, byUIFont, byCGFont] {
            let height = try #require(layer.textLayout()).size.height
            // A 20-point font's line, whatever size the font object had.
            #expect(height > 18 && height < 30)
        }
        let unknown = textLayer("H")
        unknown.font = "No Such Font" as NSString
        #expect(unknown.textLayout()!.size == textLayer("H").textLayout()!.size)
    }

    @Test("An attributed string draws with its own attributes; the layer's colour and size are ignored")
    func attributed() {
        let string = NSAttributedString(
            string: "Red", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
        let layer = textLayer(string, size: CGSize(width: 120, height: 50))
        layer.foregroundColor = UIColor.blue.cgColor
        let image = renderLayer(layer, size: CGSize(width: 120, height: 50), background: .white)
        var reds = 0, blues = 0
        for y in 0..<50 {
            for x in 0..<120 {
                let p = image.rgba(x, y)
                if p[0] > 200 && p[1] < 60 && p[2] < 60 { reds += 1 }
                if p[2] > 200 && p[0] < 60 { blues += 1 }
            }
        }
        #expect(reds > 50 && blues == 0)
        #expect(layer.textLayout()!.size.height > 30)
    }

    @Test("Text is drawn at contentsScale: a 2x layer in a 2x canvas has more distinct edge pixels than a 1x one")
    func contentsScale() {
        let sharp = textLayer("Scale")
        sharp.contentsScale = 2
        let blurry = textLayer("Scale")
        let sharpImage = renderLayer(sharp, size: CGSize(width: 120, height: 40), scale: 2, background: .white)
        let blurryImage = renderLayer(blurry, size: CGSize(width: 120, height: 40), scale: 2, background: .white)
        #expect(sharp.contents != nil && blurry.contents != nil)
        #expect((sharp.contents as! CGImage).width == 240)
        #expect((blurry.contents as! CGImage).width == 120)
        func fullyDark(_ image: UIImage) -> Int {
            var count = 0
            for y in 0..<80 { for x in 0..<240 where image.rgba(x, y)[0] < 40 { count += 1 } }
            return count
        }
        #expect(fullyDark(sharpImage) > fullyDark(blurryImage))
    }

    @Test("Nil, empty and non-string values draw nothing")
    func nothing() {
        for value: Any? in [nil, "", 42] {
            let image = renderLayer(textLayer(value), size: CGSize(width: 120, height: 40), background: .white)
            #expect(inkColumns(image) == nil)
        }
    }

    @Test("Gallery: sizes, wrapping, truncation modes, alignments and an attributed string, at 2x")
    func gallery() {
        let canvas = CALayer()
        canvas.frame = CGRect(x: 0, y: 0, width: 260, height: 250)
        func add(_ layer: CATextLayer, y: CGFloat, height: CGFloat = 26) {
            layer.frame = CGRect(x: 10, y: y, width: 240, height: height)
            layer.contentsScale = 2
            layer.backgroundColor = UIColor(white: 0.93, alpha: 1).cgColor
            canvas.addSublayer(layer)
        }
        add(textLayer("Helvetica 20 on grey"), y: 10)
        let wrapped = textLayer("A wrapped paragraph of text that goes on to a second and a third line")
        wrapped.fontSize = 15
        wrapped.isWrapped = true
        add(wrapped, y: 42, height: 56)
        let y = [106.0, 138.0, 170.0]
        for (mode, y) in zip([CATextLayerTruncationMode.start, .middle, .end], y) {
            let layer = textLayer("Truncated \(mode.rawValue): abcdefghijklmnopqrstuvwxyz")
            layer.truncationMode = mode
            layer.alignmentMode = .center
            layer.fontSize = 15
            add(layer, y: y)
        }
        let attributed = NSMutableAttributedString(
            string: "Bold red, ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red])
        attributed.append(
            NSAttributedString(
                string: "blue serif", attributes: [.font: UIFont(name: "Georgia", size: 17)!, .foregroundColor: UIColor.blue]))
        add(textLayer(attributed), y: 204, height: 30)
        assertSnapshot(of: renderLayer(canvas, size: canvas.bounds.size, scale: 2, background: .white), as: .image, named: "gallery")
    }
}
