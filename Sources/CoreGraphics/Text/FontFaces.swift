@_implementationOnly import CPango
import Foundation

/// One installed face, as fontconfig lists it.
package struct FontFace: Hashable, Sendable {
    /// The face's first family name ("Inter" for Inter Semi Bold, "DejaVu Sans" for DejaVu Sans Condensed).
    package var familyName: String
    /// Every family name fontconfig gives (localized names and typographic sub-families included).
    package var familyNames: [String]
    package var styleName: String
    package var fullName: String
    package var postScriptName: String
    /// CSS/OpenType weight, 100...900.
    package var weight: Int
    package var isItalic: Bool
    package var isCondensed: Bool

    /// A request that selects exactly this face, falling back to `fallbacks` for missing characters.
    package func textFont(size: CGFloat, fallbacks: [String]) -> TextFont {
        TextFont(
            families: [familyName] + fallbacks.filter { $0 != familyName }, weight: weight, isItalic: isItalic,
            isCondensed: isCondensed, size: size)
    }
}

/// The faces the engine's fontconfig configuration makes available, listed once per configuration.
package enum FontFaces {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var listed: (generation: Int, faces: [FontFace])?

    /// Every installed face, sorted by family then PostScript name.
    package static var all: [FontFace] {
        guard let configuration = TextEngine.configuration else { return [] }
        if let listed = lock.withLock({ listed }), listed.generation == configuration.generation { return listed.faces }
        let faces = list(configuration.config)
        lock.withLock { listed = (configuration.generation, faces) }
        return faces
    }

    /// The installed families' names, sorted.
    package static var familyNames: [String] { Array(Set(all.map(\.familyName))).sorted() }

    /// The faces of the family named `family` (case-insensitive), sorted by PostScript name.
    package static func faces(inFamily family: String) -> [FontFace] {
        all.filter { $0.familyNames.contains { $0.caseInsensitiveCompare(family) == .orderedSame } }
    }

    /// The face named `name`: a PostScript name ("Inter-SemiBold"), a full name ("Inter Semi Bold") or a
    /// family name ("DejaVu Sans", which gives the family's upright face closest to regular weight).
    /// Names compare case-insensitively. Nil when nothing installed has that name.
    package static func face(named name: String) -> FontFace? {
        let faces = all
        func same(_ a: String) -> Bool { a.caseInsensitiveCompare(name) == .orderedSame }
        if let face = faces.first(where: { same($0.postScriptName) }) ?? faces.first(where: { same($0.fullName) }) {
            return face
        }
        let family = faces.filter { $0.familyNames.contains(where: same) }
        return family.min { regularity($0) < regularity($1) }
    }

    /// How far a face is from the plain member of its family: upright, normal width, weight 400.
    private static func regularity(_ face: FontFace) -> Int {
        abs(face.weight - 400) + (face.isItalic ? 1000 : 0) + (face.isCondensed ? 2000 : 0)
    }

    private static func list(_ config: OpaquePointer) -> [FontFace] {
        let pattern = FcPatternCreate()
        let objects = FcObjectSetCreate()
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_STYLE, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_WIDTH] {
            _ = FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: Set<FontFace> = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            let families = strings(font, FC_FAMILY)
            guard let family = families.first, let postScriptName = strings(font, FC_POSTSCRIPT_NAME).first else { continue }
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN), width: Int32 = Int32(FC_WIDTH_NORMAL)
            _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            _ = FcPatternGetInteger(font, FC_WIDTH, 0, &width)
            faces.insert(
                FontFace(
                    familyName: family, familyNames: families, styleName: strings(font, FC_STYLE).first ?? "",
                    fullName: strings(font, FC_FULLNAME).first ?? postScriptName,
                    postScriptName: postScriptName, weight: Int(FcWeightToOpenType(weight)),
                    isItalic: slant != Int32(FC_SLANT_ROMAN), isCondensed: width < Int32(FC_WIDTH_NORMAL)))
        }
        return faces.sorted { ($0.familyName, $0.postScriptName) < ($1.familyName, $1.postScriptName) }
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }
}
