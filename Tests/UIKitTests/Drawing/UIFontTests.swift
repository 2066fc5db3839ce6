import Testing
import UIKit

@Suite("UIFont") struct UIFontTests {
    init() { TestFonts.pin() }

    @Test("Metrics are consistent: ascender > 0 > descender, capHeight < ascender, xHeight < capHeight")
    func metricsConsistent() {
        for font in [
            UIFont.systemFont(ofSize: 17), UIFont(name: "Georgia", size: 20)!, UIFont(name: "Menlo-Regular", size: 11)!,
            UIFont.boldSystemFont(ofSize: 30),
        ] {
            #expect(font.ascender > 0)
            #expect(font.descender < 0)
            #expect(font.capHeight > 0 && font.capHeight < font.ascender)
            #expect(font.xHeight > 0 && font.xHeight < font.capHeight)
            #expect(font.leading >= 0)
            #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 0.0001)
            #expect(font.lineHeight > font.pointSize && font.lineHeight < 1.5 * font.pointSize)
        }
    }

    @Test("Metrics scale linearly with the size")
    func metricsScale() {
        let small = UIFont.systemFont(ofSize: 10), large = UIFont.systemFont(ofSize: 30)
        #expect(abs(large.ascender - 3 * small.ascender) < 0.001)
        #expect(abs(large.descender - 3 * small.descender) < 0.001)
        #expect(abs(large.capHeight - 3 * small.capHeight) < 0.001)
        #expect(abs(large.xHeight - 3 * small.xHeight) < 0.001)
        #expect(abs(large.lineHeight - 3 * small.lineHeight) < 0.001)
    }

    @Test("The system fonts have iOS's names, sizes and weights")
    func systemFonts() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName == ".SFUI-Ultralight")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName == ".SFMono-Regular")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium).fontName == ".SFUI-Medium")
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18 && UIFont.smallSystemFontSize == 12)
    }

    @Test("The system font's name gives the same font back")
    func systemRoundTrip() {
        for font in [
            UIFont.systemFont(ofSize: 13, weight: .semibold), .italicSystemFont(ofSize: 13),
            .monospacedSystemFont(ofSize: 13, weight: .bold),
        ] {
            #expect(UIFont(name: font.fontName, size: 13) == font)
        }
    }

    @Test("Heavier weights draw wider text")
    func weightsDiffer() {
        let light = "Weight".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .light)]).width
        let regular = "Weight".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        let black = "Weight".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .black)]).width
        #expect(light < regular && regular < black)
    }

    @Test("Preferred fonts have iOS's default Dynamic Type sizes")
    func preferredFonts() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.body, 17), (.headline, 17), (.subheadline, 15), (.footnote, 13),
            (.caption1, 12), (.caption2, 11), (.callout, 16), (.title1, 28),
            (.title2, 22), (.title3, 20), (.largeTitle, 34),
        ]
        for (style, size) in expected { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
    }

    @Test("iOS family and PostScript names real code uses give fonts, with their names")
    func mappedNames() {
        let names = [
            "Helvetica", "Helvetica Neue", "HelveticaNeue-Bold", "HelveticaNeue-Light", "HelveticaNeue-Medium",
            "Avenir", "Avenir-Medium", "Avenir-Heavy", "Avenir Next", "AvenirNext-Bold", "AvenirNext-DemiBold",
            "AvenirNext-Medium", "AvenirNext-Regular", "Gill Sans", "GillSans-Bold", "Georgia", "Georgia-Bold",
            "Georgia-Italic", "Menlo", "Menlo-Regular", "Menlo-Bold", "Courier", "Courier-Bold", "Courier New",
            "Times New Roman", "TimesNewRomanPSMT", "Arial", "ArialMT", "Arial-BoldMT",
        ]
        for name in names { #expect(UIFont(name: name, size: 14) != nil, "\(name)") }
        let neue = UIFont(name: "Helvetica Neue", size: 14)!
        #expect(neue.fontName == "HelveticaNeue" && neue.familyName == "Helvetica Neue")
        #expect(UIFont(name: "helveticaneue-medium", size: 14)?.fontName == "HelveticaNeue-Medium")
        #expect(UIFont(name: "TimesNewRomanPSMT", size: 14)?.familyName == "Times New Roman")
    }

    @Test("Mapped names draw with the right role and weight: sans with Inter, serif with DejaVu Serif, mono with DejaVu Sans Mono")
    func mappedFaces() {
        func width(_ name: String, _ text: String = "Hamburgefonstiv") -> CGFloat {
            text.size(withAttributes: [.font: UIFont(name: name, size: 20)!]).width
        }
        #expect(width("Helvetica") == "Hamburgefonstiv".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width)
        #expect(
            width("Helvetica-Bold") == "Hamburgefonstiv".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold)]).width)
        #expect(width("HelveticaNeue-Light") < width("HelveticaNeue") && width("HelveticaNeue") < width("HelveticaNeue-Medium"))
        #expect(width("Avenir-Medium") < width("Avenir-Heavy"))
        #expect(width("Menlo-Regular", "iiii") == width("Menlo-Regular", "MMMM"))  // monospaced
        #expect(width("Courier", "iiii") == width("Menlo-Regular", "iiii"))
        #expect(width("Georgia") != width("Helvetica"))
        #expect(width("Georgia") == width("TimesNewRomanPSMT"))
    }

    @Test("Installed faces are found by PostScript and family name")
    func installedNames() {
        #expect(UIFont(name: "Inter-SemiBold", size: 12)?.familyName == "Inter")
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12)?.fontName == "DejaVuSansMono")
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "Avenir Next").contains("AvenirNext-DemiBold"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test("Unknown names give nil, as on iOS")
    func unknownNames() {
        #expect(UIFont(name: "Comic Sans Deluxe", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont(name: "Helvetica-Nonexistent", size: 12) == nil)
        #expect(UIFont(name: ".SFUI-Wobbly", size: 12) == nil)
    }

    @Test("A zero, negative or NaN size becomes Core Text's default of 12 points")
    func badSizes() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: -4).pointSize == 12)
        #expect(UIFont(name: "Helvetica", size: .nan)?.pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 12)
    }

    @Test("withSize keeps the face; fonts are equal by name and size")
    func withSizeAndEquality() {
        let font = UIFont(name: "Avenir-Heavy", size: 12)!
        let larger = font.withSize(24)
        #expect(larger.fontName == "Avenir-Heavy" && larger.pointSize == 24)
        #expect(larger == UIFont(name: "Avenir-Heavy", size: 24))
        #expect(font != larger)
        #expect(font.hash == UIFont(name: "Avenir-Heavy", size: 12)!.hash)
        #expect(Set([font, UIFont(name: "Avenir-Heavy", size: 12)!]).count == 1)
        #expect(font.copy() as? UIFont == font)
    }

    @Test("Fonts can be made and measured on any thread")
    func anyThread() async {
        let heights = await withTaskGroup(of: CGFloat.self) { group in
            for _ in 0..<4 { group.addTask { UIFont.systemFont(ofSize: 17).lineHeight } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(heights.allSatisfy { $0 == UIFont.systemFont(ofSize: 17).lineHeight })
    }
}
