import Testing
import UIKit

@Suite("Text attribute types") struct TextAttributeTypesTests {
    @Test("Attribute keys have iOS's raw values")
    func keys() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        let all: Set<NSAttributedString.Key> = [
            .font, .foregroundColor, .backgroundColor, .kern, .underlineStyle, .underlineColor,
            .strikethroughStyle, .strikethroughColor, .strokeColor, .strokeWidth, .shadow,
            .paragraphStyle, .baselineOffset, .ligature, .link, .obliqueness, .expansion,
        ]
        #expect(all.count == 17)
    }

    @Test("NSShadow defaults to three points up, no blur, no colour; copies are equal")
    func shadowDefaults() {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
        #expect(shadow.shadowBlurRadius == 0)
        #expect(shadow.shadowColor == nil)
        shadow.shadowColor = UIColor.red
        let copy = shadow.copy() as! NSShadow
        #expect(copy == shadow)
        copy.shadowBlurRadius = 2
        #expect(copy != shadow)
    }

    @Test("Underline styles and drawing options have iOS's raw values")
    func optionValues() {
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle.patternDash.rawValue == 0x200 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        #expect(NSString.DrawingOptions.usesFontLeading.rawValue == 2)
    }

    @Test("A drawing context starts with no shrinking, scale 1 and empty bounds")
    func drawingContextDefaults() {
        let context = NSStringDrawingContext()
        #expect(context.minimumScaleFactor == 0 && context.actualScaleFactor == 1 && context.totalBounds == .zero)
    }
}
