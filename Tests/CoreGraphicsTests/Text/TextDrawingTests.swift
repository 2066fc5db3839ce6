import CoreGraphics
import Foundation
import Testing

@Suite("CGContext text drawing") struct TextDrawingTests {
    init() { TestFonts.pin() }

    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bool { r > 150 && g < 60 && b < 60 }

    @Test("Red text puts red ink inside its layout's rectangle and nowhere else")
    func inkInsideLayout() {
        let canvas = TextCanvas(width: 200, height: 60)
        let layout = TextLayout.make(.plain("Hamburgefonstiv", color: Self.red), constraints: TextLayoutConstraints())
        let origin = CGPoint(x: 20, y: 10)
        canvas.context.drawText(layout, at: origin)
        let ink = canvas.inkBounds(where: isRed)
        #expect(ink != nil)
        if let ink {
            let box = CGRect(origin: origin, size: layout.size).insetBy(dx: -1, dy: -1)
            #expect(box.contains(ink))
            #expect(ink.width > layout.size.width * 0.8)
        }
        #expect(canvas.inkBounds(where: { r, g, b, _ in !(r > g && r > b) }) == nil)
    }

    @Test("Text lays out in points: its ink scales with the context and the layout does not change")
    func scaleIndependence() {
        let layout = TextLayout.make(.plain("Scale Hxp", color: Self.red), constraints: TextLayoutConstraints())
        var bounds: [CGRect] = []
        for scale in [1.0, 2.0, 3.0] as [CGFloat] {
            let canvas = TextCanvas(width: 120, height: 40, scale: scale)
            canvas.context.drawText(layout, at: CGPoint(x: 10, y: 5))
            bounds.append(canvas.inkBounds(where: isRed) ?? .zero)
        }
        for other in bounds.dropFirst() {
            #expect(abs(other.minX - bounds[0].minX) <= 1 && abs(other.maxX - bounds[0].maxX) <= 1)
            #expect(abs(other.minY - bounds[0].minY) <= 1 && abs(other.maxY - bounds[0].maxY) <= 1)
        }
    }

    @Test("The context's alpha and a singular transform apply to text like any drawing")
    func contextState() {
        let canvas = TextCanvas(width: 100, height: 40)
        let layout = TextLayout.make(.plain("IIII", size: 30, color: Self.red), constraints: TextLayoutConstraints())
        canvas.context.setAlpha(0.5)
        canvas.context.drawText(layout, at: CGPoint(x: 5, y: 2))
        var maxAlpha: UInt8 = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width { maxAlpha = max(maxAlpha, canvas.pixel(x, y).a) } }
        #expect(maxAlpha > 100 && maxAlpha < 140)

        let empty = TextCanvas(width: 100, height: 40)
        empty.context.scaleBy(x: 0, y: 0)
        empty.context.drawText(layout, at: .zero)
        #expect(empty.inkBounds() == nil)
    }

    @Test("A clipped line draws nothing past the container's width")
    func clippedLine() {
        let canvas = TextCanvas(width: 300, height: 40)
        let text = AttributedText.plain("WWWWWWWWWWWWWWWWWWWWWWWW", color: Self.red, paragraph: ParagraphSettings(lineBreak: .clip))
        canvas.context.drawText(TextLayout.make(text, constraints: TextLayoutConstraints(width: 100)), at: CGPoint(x: 10, y: 5))
        let ink = canvas.inkBounds(where: isRed)
        #expect(ink != nil && ink!.maxX <= 110.5)
    }

    @Test("Background colours fill the run's part of the line")
    func background() {
        let canvas = TextCanvas(width: 120, height: 40)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let text = AttributedText(
            string: "ab",
            runs: [
                .init(length: 1, style: TextStyle(font: TestFonts.inter(20), foregroundColor: Self.red)),
                .init(length: 1, style: TextStyle(font: TestFonts.inter(20), foregroundColor: Self.red, backgroundColor: blue)),
            ])
        let layout = TextLayout.make(text, constraints: TextLayoutConstraints())
        canvas.context.drawText(layout, at: CGPoint(x: 10, y: 10))
        let fill = canvas.inkBounds(where: { r, g, b, _ in b > 200 && r < 50 })
        let bCaret = layout.caretRect(forUTF16Offset: 1).minX
        #expect(fill != nil)
        if let fill {
            #expect(abs(fill.minX - (10 + bCaret)) <= 1)
            #expect(abs(fill.height - layout.size.height) <= 1)
        }
    }
}
