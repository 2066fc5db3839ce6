import Foundation

/// A font face, independent of size: what Core Graphics and Core Animation (`CATextLayer.font`) take as a
/// font.
///
/// Faces are found by name as `UIFont(name:size:)` finds them: an installed face by PostScript, full or
/// family name, else an iOS face mapped to the nearest installed one (Helvetica draws with Inter and
/// keeps its iOS names). The metrics are those of the face that draws, in its own design units.
/// Immutable, so usable from any thread.
///
/// Source: Apple, `CGFont`.
public final class CGFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: every stored property is an immutable value.
    package let textFont: TextFont
    private let names: (postScript: String, full: String)
    private let design: FontDesignMetrics

    /// The face named `name` (a PostScript, full or family name, compared case-insensitively), or nil
    /// when neither an installed face nor an iOS face of that name exists.
    public convenience init?(_ name: CFString) {
        guard let named = FontNames.font(named: name as String, size: 12) else { return nil }
        self.init(textFont: named.textFont, postScriptName: named.postScriptName)
    }

    package init(textFont: TextFont, postScriptName: String) {
        self.textFont = textFont
        design = TextEngine.designMetrics(for: textFont)
        // An iOS name keeps its own spelling; an installed face reports fontconfig's full name.
        let installed = design.postScriptName.caseInsensitiveCompare(postScriptName) == .orderedSame
        names = (postScriptName, installed ? design.fullName : postScriptName)
    }

    /// The face's PostScript name ("Inter-SemiBold"; "Helvetica" for the iOS face of that name).
    public var postScriptName: CFString? { names.postScript as CFString }
    /// The face's full name ("Inter Semi Bold").
    public var fullName: CFString? { names.full as CFString }
    /// Design units per em square (2048 for Inter and DejaVu).
    public var unitsPerEm: Int32 { design.unitsPerEm }
    /// The ascent above the baseline, in design units (positive).
    public var ascent: Int32 { design.ascent }
    /// The descent below the baseline, in design units (negative, as Core Graphics reports it).
    public var descent: Int32 { design.descent }
    /// The line gap, in design units.
    public var leading: Int32 { design.leading }
    /// The height of capital letters, in design units.
    public var capHeight: Int32 { design.capHeight }
    /// The height of lowercase letters without ascenders, in design units.
    public var xHeight: Int32 { design.xHeight }
    /// The union of every glyph's bounds, in design units (y up).
    public var fontBBox: CGRect { design.boundingBox }
    /// The slant of upright strokes, in degrees counter-clockwise from vertical (negative for italics that
    /// lean right).
    public var italicAngle: CGFloat { design.italicAngle }
    /// How many glyphs the face has.
    public var numberOfGlyphs: Int { design.glyphCount }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool {
        lhs.textFont == rhs.textFont && lhs.names == rhs.names
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(textFont)
        hasher.combine(names.postScript)
    }

    public var description: String { "<CGFont (\(names.postScript))>" }
}
