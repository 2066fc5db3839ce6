import CoreGraphics
import Foundation
import Testing

@Suite("TextEngine") struct TextEngineTests {
    init() { TestFonts.pin() }

    @Test("The pinned configuration offers exactly Inter, WenQuanYi Micro Hei and DejaVu")
    func pinnedFamilies() {
        let families = Set(FontFaces.familyNames)
        #expect(families.isSuperset(of: ["Inter", "WenQuanYi Micro Hei", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]))
        #expect(families.allSatisfy { $0.hasPrefix("Inter") || $0.hasPrefix("DejaVu") || $0.hasPrefix("WenQuanYi") })
    }

    @Test("A missing fontconfig file throws and keeps the configuration in force")
    func missingConfiguration() {
        #expect(throws: TextEngine.ConfigurationError.self) {
            try TextEngine.useFontConfiguration(file: "/nonexistent/fonts.conf")
        }
        // A configuration is still in force and still finds the pinned faces. (Comparing generations would
        // race with other suites pinning fonts in parallel when FONTCONFIG_FILE is unset.)
        #expect(TextEngine.configuration != nil)
        #expect(FontFaces.face(named: "Inter-SemiBold")?.weight == 600)
    }

    @Test("Faces are found by PostScript, full and family name, case-insensitively")
    func faceLookup() {
        #expect(FontFaces.face(named: "Inter-SemiBold")?.weight == 600)
        #expect(FontFaces.face(named: "inter semi bold")?.postScriptName == "Inter-SemiBold")
        let regular = FontFaces.face(named: "DejaVu Sans")
        #expect(regular?.postScriptName == "DejaVuSans")
        #expect(regular?.isItalic == false && regular?.isCondensed == false)
        #expect(FontFaces.face(named: "Comic Sans MS") == nil)
    }

    @Test("Inter's metrics at 17 points are its hhea and OS/2 values scaled to the size")
    func interMetrics() {
        let metrics = TextEngine.metrics(for: TestFonts.inter(17))
        #expect(metrics.familyName == "Inter")
        #expect(metrics.postScriptName == "Inter-Regular")
        #expect(abs(metrics.ascender - 16.469) < 0.01)
        #expect(abs(metrics.descender + 4.105) < 0.01)
        #expect(abs(metrics.capHeight - 2048.0 / 2816 * 17) < 0.01)
        #expect(abs(metrics.xHeight - 1536.0 / 2816 * 17) < 0.01)
        #expect(metrics.leading == 0)
        #expect(abs(metrics.lineHeight - (metrics.ascender - metrics.descender)) < 0.0001)
    }

    @Test("A face without OS/2 heights (DejaVu) measures capHeight and xHeight from its outlines")
    func outlineHeights() {
        let metrics = TextEngine.metrics(for: TextFont(families: ["DejaVu Sans"], size: 20))
        #expect(metrics.capHeight > 13 && metrics.capHeight < 16)
        #expect(metrics.xHeight > 9 && metrics.xHeight < metrics.capHeight)
    }

    @Test("Metrics scale linearly with the size")
    func linearMetrics() {
        let small = TextEngine.metrics(for: TestFonts.inter(10, weight: 700))
        let large = TextEngine.metrics(for: TestFonts.inter(40, weight: 700))
        #expect(abs(large.ascender - 4 * small.ascender) < 0.001)
        #expect(abs(large.descender - 4 * small.descender) < 0.001)
        #expect(abs(large.capHeight - 4 * small.capHeight) < 0.001)
        #expect(abs(large.xHeight - 4 * small.xHeight) < 0.001)
    }

    @Test("A bad size becomes Core Text's default of 12 points")
    func badSize() {
        #expect(TextFont(families: ["Inter"], size: -3).size == 12)
        #expect(TextFont(families: ["Inter"], size: .nan).size == 12)
        #expect(TextFont(families: ["Inter"], size: 0).size == 12)
        #expect(TextFont(families: ["Inter"], size: .infinity).size == 12)
    }

    @Test("Layouts are made per thread and work on any thread")
    func otherThreads() async {
        let text = AttributedText.plain("Threads \(UUID())")
        let main = TextLayout.make(text, constraints: TextLayoutConstraints()).size
        let sizes = await withTaskGroup(of: CGSize.self) { group in
            for _ in 0..<4 {
                group.addTask { TextLayout.make(text, constraints: TextLayoutConstraints()).size }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.allSatisfy { $0 == main })
    }
}
