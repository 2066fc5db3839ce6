import Foundation

/// iOS font names that real code asks for, mapped to the nearest installed face.
///
/// iOS ships faces Linux does not have (Helvetica, Avenir, Georgia, Menlo, ...). So that
/// `UIFont(name: "HelveticaNeue-Medium", size: 15)` is not nil on Linux, each of these names maps to a
/// face of the project's fonts with the same role and weight: sans-serif faces to Inter, serif faces to
/// DejaVu Serif, monospaced faces to DejaVu Sans Mono. The font keeps the iOS name (`fontName`,
/// `familyName`) and draws with the mapped face. Names iOS does not have stay unknown (nil). UIFont and
/// CGFont look names up here.
package enum FontNames {
    package enum Role { case sans, serif, mono }

    package struct Entry {
        package var postScriptName: String
        package var familyName: String
        package var role: Role
        package var weight: Int
        package var isItalic: Bool
    }

    /// A font found by name: the names it reports and the request it draws with.
    package struct NamedFont {
        package var postScriptName: String
        package var familyName: String
        package var textFont: TextFont
    }

    /// The font named `name` at `size` points: an installed face (PostScript, full or family name), else
    /// an iOS face of the mapping table; nil when neither has that name. Names compare case-insensitively.
    package static func font(named name: String, size: CGFloat) -> NamedFont? {
        if let face = FontFaces.face(named: name) {
            let role: Role =
                face.familyNames.contains { $0.localizedCaseInsensitiveContains("mono") }
                ? .mono
                : face.familyNames.contains { $0.localizedCaseInsensitiveContains("serif") && !$0.localizedCaseInsensitiveContains("sans") }
                    ? .serif
                    : .sans
            return NamedFont(
                postScriptName: face.postScriptName, familyName: face.familyName,
                textFont: face.textFont(size: size, fallbacks: fallbackFamilies(for: role)))
        }
        guard let entry = entry(named: name) else { return nil }
        return NamedFont(
            postScriptName: entry.postScriptName, familyName: entry.familyName,
            textFont: TextFont(
                families: fallbackFamilies(for: entry.role), weight: entry.weight, isItalic: entry.isItalic, size: size))
    }

    /// Families with their faces: (PostScript name, CSS weight, italic). The first face is the one the
    /// family name alone selects.
    private static let families: [(family: String, role: Role, faces: [(String, Int, Bool)])] = [
        (
            "Helvetica", .sans,
            [
                ("Helvetica", 400, false), ("Helvetica-Bold", 700, false), ("Helvetica-Oblique", 400, true),
                ("Helvetica-BoldOblique", 700, true), ("Helvetica-Light", 300, false),
                ("Helvetica-LightOblique", 300, true),
            ]
        ),
        (
            "Helvetica Neue", .sans,
            [
                ("HelveticaNeue", 400, false), ("HelveticaNeue-Bold", 700, false),
                ("HelveticaNeue-Light", 300, false), ("HelveticaNeue-Medium", 500, false),
                ("HelveticaNeue-Thin", 200, false), ("HelveticaNeue-UltraLight", 100, false),
                ("HelveticaNeue-Italic", 400, true), ("HelveticaNeue-BoldItalic", 700, true),
                ("HelveticaNeue-LightItalic", 300, true), ("HelveticaNeue-MediumItalic", 500, true),
                ("HelveticaNeue-ThinItalic", 200, true), ("HelveticaNeue-UltraLightItalic", 100, true),
                ("HelveticaNeue-CondensedBold", 700, false), ("HelveticaNeue-CondensedBlack", 900, false),
            ]
        ),
        (
            "Avenir", .sans,
            [
                ("Avenir-Book", 400, false), ("Avenir-Roman", 400, false), ("Avenir-Light", 300, false),
                ("Avenir-Medium", 500, false), ("Avenir-Heavy", 800, false), ("Avenir-Black", 900, false),
                ("Avenir-BookOblique", 400, true), ("Avenir-Oblique", 400, true),
                ("Avenir-LightOblique", 300, true), ("Avenir-MediumOblique", 500, true),
                ("Avenir-HeavyOblique", 800, true), ("Avenir-BlackOblique", 900, true),
            ]
        ),
        (
            "Avenir Next", .sans,
            [
                ("AvenirNext-Regular", 400, false), ("AvenirNext-UltraLight", 200, false),
                ("AvenirNext-Medium", 500, false), ("AvenirNext-DemiBold", 600, false),
                ("AvenirNext-Bold", 700, false), ("AvenirNext-Heavy", 800, false),
                ("AvenirNext-Italic", 400, true), ("AvenirNext-UltraLightItalic", 200, true),
                ("AvenirNext-MediumItalic", 500, true), ("AvenirNext-DemiBoldItalic", 600, true),
                ("AvenirNext-BoldItalic", 700, true), ("AvenirNext-HeavyItalic", 800, true),
            ]
        ),
        (
            "Gill Sans", .sans,
            [
                ("GillSans", 400, false), ("GillSans-Light", 300, false), ("GillSans-SemiBold", 600, false),
                ("GillSans-Bold", 700, false), ("GillSans-UltraBold", 900, false),
                ("GillSans-Italic", 400, true), ("GillSans-LightItalic", 300, true),
                ("GillSans-SemiBoldItalic", 600, true), ("GillSans-BoldItalic", 700, true),
            ]
        ),
        (
            "Arial", .sans,
            [
                ("ArialMT", 400, false), ("Arial-BoldMT", 700, false), ("Arial-ItalicMT", 400, true),
                ("Arial-BoldItalicMT", 700, true),
            ]
        ),
        (
            "Verdana", .sans,
            [
                ("Verdana", 400, false), ("Verdana-Bold", 700, false), ("Verdana-Italic", 400, true),
                ("Verdana-BoldItalic", 700, true),
            ]
        ),
        (
            "Trebuchet MS", .sans,
            [
                ("TrebuchetMS", 400, false), ("TrebuchetMS-Bold", 700, false),
                ("TrebuchetMS-Italic", 400, true), ("Trebuchet-BoldItalic", 700, true),
            ]
        ),
        (
            "Futura", .sans,
            [
                ("Futura-Medium", 500, false), ("Futura-Bold", 700, false), ("Futura-CondensedMedium", 500, false),
                ("Futura-CondensedExtraBold", 800, false), ("Futura-MediumItalic", 500, true),
            ]
        ),
        (
            "Georgia", .serif,
            [
                ("Georgia", 400, false), ("Georgia-Bold", 700, false), ("Georgia-Italic", 400, true),
                ("Georgia-BoldItalic", 700, true),
            ]
        ),
        (
            "Times New Roman", .serif,
            [
                ("TimesNewRomanPSMT", 400, false), ("TimesNewRomanPS-BoldMT", 700, false),
                ("TimesNewRomanPS-ItalicMT", 400, true), ("TimesNewRomanPS-BoldItalicMT", 700, true),
            ]
        ),
        (
            "Palatino", .serif,
            [
                ("Palatino-Roman", 400, false), ("Palatino-Bold", 700, false), ("Palatino-Italic", 400, true),
                ("Palatino-BoldItalic", 700, true),
            ]
        ),
        (
            "Baskerville", .serif,
            [
                ("Baskerville", 400, false), ("Baskerville-SemiBold", 600, false),
                ("Baskerville-Bold", 700, false), ("Baskerville-Italic", 400, true),
                ("Baskerville-BoldItalic", 700, true),
            ]
        ),
        (
            "Menlo", .mono,
            [
                ("Menlo-Regular", 400, false), ("Menlo-Bold", 700, false), ("Menlo-Italic", 400, true),
                ("Menlo-BoldItalic", 700, true),
            ]
        ),
        (
            "Courier", .mono,
            [
                ("Courier", 400, false), ("Courier-Bold", 700, false), ("Courier-Oblique", 400, true),
                ("Courier-BoldOblique", 700, true),
            ]
        ),
        (
            "Courier New", .mono,
            [
                ("CourierNewPSMT", 400, false), ("CourierNewPS-BoldMT", 700, false),
                ("CourierNewPS-ItalicMT", 400, true), ("CourierNewPS-BoldItalicMT", 700, true),
            ]
        ),
    ]

    private static let byName: [String: Entry] = {
        var table: [String: Entry] = [:]
        for (family, role, faces) in families {
            for (index, face) in faces.enumerated() {
                let entry = Entry(postScriptName: face.0, familyName: family, role: role, weight: face.1, isItalic: face.2)
                table[face.0.lowercased()] = entry
                if index == 0 { table[family.lowercased()] = entry }
            }
        }
        return table
    }()

    /// The iOS face called `name` (a PostScript or family name, case-insensitive), if iOS has it.
    package static func entry(named name: String) -> Entry? { byName[name.lowercased()] }

    /// The PostScript names of a mapped iOS family, or nil for a family iOS does not have.
    package static func faceNames(inFamily family: String) -> [String]? {
        families.first { $0.family.caseInsensitiveCompare(family) == .orderedSame }?.faces.map(\.0)
    }

    /// The installed families each role draws with, in fallback order (CJK from WenQuanYi, the rest of
    /// Unicode from DejaVu).
    package static func fallbackFamilies(for role: Role) -> [String] {
        switch role {
        case .sans: ["Inter", "WenQuanYi Micro Hei", "DejaVu Sans"]
        case .serif: ["DejaVu Serif", "WenQuanYi Micro Hei", "DejaVu Sans"]
        case .mono: ["DejaVu Sans Mono", "WenQuanYi Micro Hei Mono", "DejaVu Sans"]
        }
    }
}
