// UILabel's properties, state and drawing, through public UIKit API (spec 004 T001-T011, spec 001-003
// #139, #141-#144, #147). Sizing is in UILabelLayoutTests.swift, goldens in UILabelSnapshotTests.swift.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UILabel")
struct UILabelTests {
    init() { TestFonts.pin() }

    /// The label drawn alone on white at `scale`.
    func pixels(_ label: UILabel, scale: CGFloat = 2) -> Pixels {
        label.contentScaleFactor = scale
        label.setNeedsDisplay()
        return Pixels(renderView(label, scale: scale))
    }

    func label(_ text: String, width: CGFloat = 200, height: CGFloat = 30) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        return label
    }

    // MARK: Defaults

    @Test("A new label has UIKit's defaults (spec 004 §2.1, A32; spec 001-003 #139)")
    func defaults() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(
            label.textColor == .label && label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black,
            "the label colour: black in light")
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines && label.preferredMaxLayoutWidth == 0)
        #expect(!label.isUserInteractionEnabled && !label.isOpaque, "labels and image views are not opaque by default")
        #expect(label.contentMode == .redraw)
        #expect(label.backgroundColor == nil)
    }

    @Test("Setting nil font or textColor restores the defaults (null_resettable)")
    func nullResettable() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30); label.textColor = .red
        label.font = nil; label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label)
    }

    // MARK: Text and attributed text

    @Test("Text set through the property reads back and is drawn (spec 004 T001)")
    func textShows() {
        let label = label("A")
        #expect(label.text == "A")
        let ink = pixels(label).box(where: isDark)
        #expect(ink != nil)
        let empty = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(pixels(empty).box(where: isInk) == nil)
    }

    @Test("Plain text becomes attributed text with the label's font, colour and alignment")
    func textToAttributedText() throws {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .red
        label.textAlignment = .center
        label.text = "Hello"
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hello")
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == UIColor.red)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    }

    @Test("Attributed text sets text, and font, colour and alignment from its first character")
    func attributedTextToProperties() {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        label.attributedText = NSAttributedString(
            string: "Styled",
            attributes: [
                .font: UIFont.italicSystemFont(ofSize: 24), .foregroundColor: UIColor.blue, .paragraphStyle: style,
            ])
        #expect(label.text == "Styled")
        #expect(label.font == UIFont.italicSystemFont(ofSize: 24))
        #expect(label.textColor == UIColor.blue)
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byWordWrapping)  // the paragraph style's, as on iOS
        label.text = "Plain"
        #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == UIColor.blue)
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test("A style property set after attributed text applies to the whole string")
    func styleAppliesToWholeAttributedString() throws {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 30)]))
        label.attributedText = text
        label.textColor = .green
        label.font = .systemFont(ofSize: 12)
        let result = try #require(label.attributedText)
        for index in [0, 4] {
            let attributes = result.attributes(at: index, effectiveRange: nil)
            #expect(attributes[.foregroundColor] as? UIColor == UIColor.green)
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
        }
    }

    // MARK: Font, colour, alignment

    @Test("Font, colour and alignment are honoured: red, centred, 20 pt bold (spec 004 T002)")
    func fontColourAlignment() throws {
        let label = label("HHHH", width: 200, height: 40)
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .red
        let image = pixels(label)
        let red = try #require(image.box(where: isRedInk))
        #expect(image.count(where: isDark) == 0)
        let centre = CGFloat(red.minX + red.maxX + 1) / 4  // pixels at scale 2 → points
        #expect(abs(centre - 100) <= 1)
        let capHeight = CGFloat(red.maxY - red.minY + 1) / 2
        #expect(abs(capHeight - UIFont.boldSystemFont(ofSize: 20).capHeight) <= 1)
    }

    @Test("Left, centre and right put the line at the left edge, centred or at the right edge; natural is left (spec 001-003 #147)")
    func alignment() throws {
        var boxes: [NSTextAlignment: (minX: Int, minY: Int, maxX: Int, maxY: Int)] = [:]
        for alignment in [NSTextAlignment.left, .center, .right, .natural] {
            let label = label("Align", width: 200)
            label.textAlignment = alignment
            let box = try #require(pixels(label).box(where: isInk))
            boxes[alignment] = box
        }
        let left = try #require(boxes[.left]), center = try #require(boxes[.center]), right = try #require(boxes[.right])
        #expect(left.minX <= 4)
        #expect(right.maxX >= 400 - 5)
        #expect(abs((center.minX + center.maxX) / 2 - 200) <= 3)
        #expect(boxes[.natural]!.minX == left.minX && boxes[.natural]!.maxX == left.maxX)
    }

    // MARK: Line breaking (one line)

    /// The width, in pixels, of the run of ink nearest the `fromLeft` or right end of the line, and how
    /// tall that run is: an ellipsis is a short, flat run (three dots on the baseline).
    func endIsEllipsis(_ image: Pixels, atLeft: Bool) -> Bool {
        guard let box = image.box(where: isInk) else { return false }
        // The last 8 px (4 pt at scale 2) of ink at that end: dots only reach 3 pt above the baseline.
        let columns = atLeft ? box.minX..<(box.minX + 8) : (box.maxX - 7)..<(box.maxX + 1)
        var top = Int.max, bottom = -1
        for x in columns { for y in 0..<image.height where isInk(image[x, y]) { top = min(top, y); bottom = max(bottom, y) } }
        return bottom - top + 1 <= 6
    }

    /// Whether two renders have the same pixels in `columns`.
    func sameColumns(_ a: Pixels, _ b: Pixels, _ columns: Range<Int>) -> Bool {
        for x in columns { for y in 0..<a.height where a[x, y] != b[x, y] { return false } }
        return true
    }

    static let longText = "Hello World Hello World Hello World"

    @Test("Tail truncation keeps the start and ends with an ellipsis (spec 001-003 #141)")
    func tailTruncation() throws {
        let truncated = label(Self.longText, width: 120)
        let image = pixels(truncated)
        #expect(endIsEllipsis(image, atLeft: false))
        #expect(!endIsEllipsis(image, atLeft: true))
        let box = try #require(image.box(where: isInk))
        #expect(box.maxX < 240)
        let full = label(Self.longText, width: 400)
        #expect(sameColumns(image, pixels(full), 0..<60))
    }

    @Test("Head truncation starts with an ellipsis and keeps the end; middle keeps both ends (spec 001-003 #142)")
    func headAndMiddleTruncation() {
        let head = label(Self.longText, width: 120)
        head.lineBreakMode = .byTruncatingHead
        head.textAlignment = .right
        let headImage = pixels(head)
        #expect(endIsEllipsis(headImage, atLeft: true) && !endIsEllipsis(headImage, atLeft: false))

        let middle = label(Self.longText, width: 120)
        middle.lineBreakMode = .byTruncatingMiddle
        let middleLeft = pixels(middle)
        #expect(!endIsEllipsis(middleLeft, atLeft: true) && !endIsEllipsis(middleLeft, atLeft: false))
        let tail = label(Self.longText, width: 120)
        #expect(sameColumns(middleLeft, pixels(tail), 0..<40))  // the start is kept
        middle.textAlignment = .right
        #expect(sameColumns(pixels(middle), headImage, 200..<240))  // the end is kept
    }

    @Test("Clipping draws no ellipsis and cuts the line at the bounds (spec 001-003 #143)")
    func clipping() throws {
        let clipped = label(Self.longText, width: 120)
        clipped.lineBreakMode = .byClipping
        let image = pixels(clipped)
        #expect(!endIsEllipsis(image, atLeft: false))
        let box = try #require(image.box(where: isInk))
        #expect(box.maxX >= 230)  // glyphs run up to the edge
        // Up to the edge, exactly what the whole line shows.
        #expect(sameColumns(image, pixels(label(Self.longText, width: 400)), 0..<240))
    }

    @Test("Word wrapping breaks only at spaces; character wrapping may break inside a word (spec 001-003 #144)")
    func wordVersusCharacterWrapping() throws {
        func firstLineInkWidth(_ mode: NSLineBreakMode) throws -> Int {
            let label = label("Hello wonderful", width: 100, height: 60)
            label.numberOfLines = 2
            label.lineBreakMode = mode
            label.textAlignment = .left
            let image = pixels(label)
            let box = try #require(image.box(where: isInk))
            // The first line: rows down to the middle of the two-line block.
            let firstLine = (box.minY..<((box.minY + box.maxY) / 2))
            var maxX = -1
            for y in firstLine { for x in 0..<image.width where isInk(image[x, y]) { maxX = max(maxX, x) } }
            return maxX
        }
        let hello = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let word = try firstLineInkWidth(.byWordWrapping)
        let char = try firstLineInkWidth(.byCharWrapping)
        #expect(CGFloat(word) / 2 <= hello + 1)
        #expect(CGFloat(char) / 2 > hello + 20)
    }

    // MARK: Enabled and highlighted

    @Test("A disabled label is dimmed; enabling it again restores the same pixels (spec 004 T003)")
    func disabledIsDimmed() throws {
        let label = label("Dimmed", width: 120)
        let enabled = pixels(label)
        label.isEnabled = false
        let disabled = pixels(label)
        let darkest = { (image: Pixels) -> Int in
            var value = 255
            for p in image.all where p[3] > 0 { value = min(value, Int(p[0])) }
            return value
        }
        #expect(darkest(enabled) < 20)
        #expect(darkest(disabled) > 100 && darkest(disabled) < 160)  // black at half opacity on white
        #expect(disabled.box(where: isInk) != nil)
        label.isEnabled = true
        #expect(pixels(label).all == enabled.all)
    }

    @Test("Highlighted without a highlighted text colour draws as not highlighted (spec 004 T009)")
    func highlightWithoutColour() {
        let label = label("Highlight", width: 120)
        let normal = pixels(label)
        label.isHighlighted = true
        #expect(pixels(label).all == normal.all)
    }

    @Test("Highlighted with a highlighted text colour draws in it; unhighlighted in textColor (spec 004 T010)")
    func highlightWithColour() {
        let label = label("Highlight", width: 120)
        label.highlightedTextColor = .red
        #expect(pixels(label).count(where: isRedInk) == 0)
        label.isHighlighted = true
        let highlighted = pixels(label)
        #expect(highlighted.count(where: isRedInk) > 50 && highlighted.count(where: isDark) == 0)
        label.isHighlighted = false
        #expect(pixels(label).count(where: isRedInk) == 0)
    }

    // MARK: Shadow

    @Test("shadowOffset is a CGSize that reads back as set (spec 004 T004)")
    func shadowOffsetReadsBack() {
        let label = UILabel()
        label.shadowOffset = CGSize(width: 2, height: 2)
        #expect(label.shadowOffset.width == 2 && label.shadowOffset.height == 2)
    }

    func inkBox(_ configure: (UILabel) -> Void) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let label = label("Shadow", width: 120, height: 40)
        label.textAlignment = .center
        configure(label)
        return try #require(pixels(label).box(where: isInk))
    }

    @Test("A black shadow at (2, 2) grows the ink 2 pt right and 2 pt down only (spec 004 T005, E1)")
    func heavyShadow() throws {
        let plain = try inkBox { _ in }
        let shadowed = try inkBox {
            $0.shadowColor = .black; $0.shadowOffset = CGSize(width: 2, height: 2)
        }
        #expect(shadowed.minX == plain.minX && shadowed.minY == plain.minY)
        #expect(shadowed.maxX == plain.maxX + 4 && shadowed.maxY == plain.maxY + 4)  // 2 pt at scale 2
    }

    @Test("Without a shadow colour no shadow is drawn, whatever the offset (spec 004 T006)")
    func noShadowWithoutColour() {
        let label = label("Shadow", width: 120, height: 40)
        let plain = pixels(label)
        label.shadowOffset = CGSize(width: 5, height: 5)
        #expect(pixels(label).all == plain.all)
    }

    @Test("Negative offsets move the shadow left and up (spec 004 T007)")
    func negativeShadowOffset() throws {
        let plain = try inkBox { _ in }
        let shadowed = try inkBox {
            $0.shadowColor = .black; $0.shadowOffset = CGSize(width: -2, height: -2)
        }
        #expect(shadowed.minX == plain.minX - 4 && shadowed.minY == plain.minY - 4)
        #expect(shadowed.maxX == plain.maxX && shadowed.maxY == plain.maxY)
    }

    @Test("A gray shadow at (1, 1) adds gray ink 1 pt right and below, only on the shadowed label (spec 004 T008, E2)")
    func subtleShadow() throws {
        let plainLabel = label("Shadow", width: 120, height: 40)
        let shadowLabel = label("Shadow", width: 120, height: 40)
        shadowLabel.shadowColor = .gray
        shadowLabel.shadowOffset = CGSize(width: 1, height: 1)
        let plain = pixels(plainLabel), shadowed = pixels(shadowLabel)
        // Shadow pixels not under a glyph are exactly the shadow's gray; antialiased edges rarely are.
        let isGray = { (p: [UInt8]) -> Bool in (127...129).contains(p[0]) && p[0] == p[1] && p[1] == p[2] }
        #expect(plain.count(where: isGray) < shadowed.count(where: isGray) / 4)
        let plainBox = try #require(plain.box(where: isInk)), shadowBox = try #require(shadowed.box(where: isInk))
        #expect(shadowBox.maxX == plainBox.maxX + 2 && shadowBox.maxY == plainBox.maxY + 2)
        #expect(shadowBox.minX == plainBox.minX && shadowBox.minY == plainBox.minY)
    }

    @Test("A run's own NSShadow wins over the label's shadow (seed 003: attributes override shadowOffset)")
    func attributedShadowWins() throws {
        let own = NSShadow()
        own.shadowColor = UIColor.black
        own.shadowOffset = CGSize(width: 4, height: 0)
        let plain = try inkBox { _ in }
        let box = try inkBox {
            $0.shadowColor = .black
            $0.shadowOffset = CGSize(width: 0, height: 3)
            $0.attributedText = NSAttributedString(string: "Shadow", attributes: [.shadow: own])
        }
        #expect(box.maxX == plain.maxX + 8 && box.maxY == plain.maxY)
    }

    // MARK: Interaction and invalidation

    final class TouchLabel: UILabel {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }

    @Test("A label takes touches only once isUserInteractionEnabled is set (spec 004 T011)")
    func userInteraction() {
        let h = UIKitTestHarness()
        let label = TouchLabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Tap me"
        h.window.addSubview(label)
        #expect(h.window.hitTest(CGPoint(x: 50, y: 30), with: nil) === h.window)
        h.tap(at: CGPoint(x: 50, y: 30))
        #expect(label.touches == 0)
        label.isUserInteractionEnabled = true
        #expect(h.window.hitTest(CGPoint(x: 50, y: 30), with: nil) === label)
        h.tap(at: CGPoint(x: 50, y: 30))
        #expect(label.touches == 1)
    }

    @Test("Every property that changes the look redraws the label; setting the same value does not")
    func redrawOnChange() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100), scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        h.window.addSubview(label)
        label.text = "Redraw"
        h.runTurn()
        let changes: [(String, (UILabel) -> Void)] = [
            ("text", { $0.text = "Other" }), ("font", { $0.font = .systemFont(ofSize: 12) }),
            ("textColor", { $0.textColor = .red }), ("textAlignment", { $0.textAlignment = .center }),
            ("lineBreakMode", { $0.lineBreakMode = .byClipping }), ("numberOfLines", { $0.numberOfLines = 0 }),
            ("isEnabled", { $0.isEnabled = false }), ("shadowColor", { $0.shadowColor = .gray }),
            ("shadowOffset", { $0.shadowOffset = CGSize(width: 1, height: 1) }),
            ("isHighlighted", { $0.isHighlighted = true }), ("highlightedTextColor", { $0.highlightedTextColor = .blue }),
            ("adjustsFontSizeToFitWidth", { $0.adjustsFontSizeToFitWidth = true }),
            ("minimumScaleFactor", { $0.minimumScaleFactor = 0.5 }), ("baselineAdjustment", { $0.baselineAdjustment = .none }),
            ("attributedText", { $0.attributedText = NSAttributedString(string: "Attributed") }),
            ("bounds", { $0.frame.size.width = 150 }),
        ]
        for (name, change) in changes {
            #expect(!label.layer.needsDisplay(), "\(name): marked before the change")
            change(label)
            #expect(label.layer.needsDisplay(), "\(name) did not redraw the label")
            h.runTurn()
        }
        label.text = "Same"
        h.runTurn()
        label.text = "Same"
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.numberOfLines = 0
        label.shadowOffset = CGSize(width: 1, height: 1)
        label.highlightedTextColor = .blue
        #expect(!label.layer.needsDisplay())
    }

    @Test("Size-changing properties invalidate the intrinsic content size (the superview is marked for layout)")
    func intrinsicInvalidation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100), scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        container.addSubview(label)
        h.window.addSubview(container)
        h.runTurn()
        let changes: [(String, (UILabel) -> Void)] = [
            ("text", { $0.text = "Text" }), ("font", { $0.font = .systemFont(ofSize: 12) }),
            ("numberOfLines", { $0.numberOfLines = 0 }), ("lineBreakMode", { $0.lineBreakMode = .byCharWrapping }),
            ("preferredMaxLayoutWidth", { $0.preferredMaxLayoutWidth = 100 }),
            ("attributedText", { $0.attributedText = NSAttributedString(string: "Attributed") }),
        ]
        for (name, change) in changes {
            change(label)
            #expect(container.layer.needsLayout(), "\(name) did not invalidate the intrinsic size")
            h.runTurn()
        }
    }
}
