// CGFont: lookup by name (installed faces and iOS names), names and design metrics, unknown names.
import CoreGraphics
import Testing
import UIKit

@Suite("CGFont")
struct CGFontTests {
    @Test("An installed face is found by PostScript, full or family name, and reports its names")
    func installed() throws {
        let byFamily = try #require(CGFont("Inter" as CFString))
        #expect(byFamily.postScriptName as String? == "Inter-Regular")
        let byPostScript = try #require(CGFont("Inter-Bold" as CFString))
        #expect(byPostScript.postScriptName as String? == "Inter-Bold")
        #expect((byPostScript.fullName as String?)?.contains("Bold") == true)
        let byFullName = try #require(CGFont("dejavu sans bold" as CFString))
        #expect(byFullName.postScriptName as String? == "DejaVuSans-Bold")
    }

    @Test("An iOS face keeps its iOS name and draws with the mapped face's metrics")
    func iOSName() throws {
        let helvetica = try #require(CGFont("Helvetica-Bold" as CFString))
        let inter = try #require(CGFont("Inter-Bold" as CFString))
        #expect(helvetica.postScriptName as String? == "Helvetica-Bold")
        #expect(helvetica.fullName as String? == "Helvetica-Bold")
        #expect(helvetica.unitsPerEm == inter.unitsPerEm && helvetica.ascent == inter.ascent)
    }

    @Test("A name nothing has gives nil")
    func unknown() {
        #expect(CGFont("NoSuchFont-Regular" as CFString) == nil)
        #expect(CGFont("" as CFString) == nil)
    }

    @Test("Design metrics are in font units: positive ascent, negative descent, cap height below the ascent")
    func metrics() throws {
        let font = try #require(CGFont("DejaVu Sans" as CFString))
        // DejaVu Sans: 2048 units per em, ascent 1901 and descent -483 in its hhea table.
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascent == 1901 && font.descent == -483)
        #expect(font.capHeight > 1000 && font.capHeight < font.ascent)
        #expect(font.xHeight > 500 && font.xHeight < font.capHeight)
        #expect(font.numberOfGlyphs > 1000)
        #expect(font.fontBBox.width > 2048 && font.fontBBox.minY < 0)
        #expect(font.italicAngle == 0)
        let oblique = try #require(CGFont("DejaVuSans-Oblique" as CFString))
        #expect(oblique.italicAngle < -5)
    }

    @Test("Equal names give equal fonts")
    func equality() {
        #expect(CGFont("Inter" as CFString) == CGFont("inter" as CFString))
        #expect(CGFont("Inter" as CFString) != CGFont("DejaVu Sans" as CFString))
    }
}
