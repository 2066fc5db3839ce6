@_implementationOnly import CPango

/// The vertical metrics of a face at a size, in points, with Apple's signs: the descender is negative.
///
/// Ascender, descender and line gap are the face's horizontal-header values as HarfBuzz reads them
/// (the values Core Text reports on Apple's platforms); cap height and x-height come from the OS/2
/// table, or from the outlines of "H" and "x" when the table lacks them (DejaVu's does).
package struct FontMetrics: Hashable, Sendable {
    package var pointSize: CGFloat
    /// Distance from the baseline to the top of the tallest ascenders; positive.
    package var ascender: CGFloat
    /// Distance from the baseline to the bottom of the lowest descenders; negative.
    package var descender: CGFloat
    /// The face's line gap.
    package var leading: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat
    /// Top of the underline, measured upwards from the baseline (negative: below it).
    package var underlinePosition: CGFloat
    package var underlineThickness: CGFloat
    /// Top of the strikethrough line, measured upwards from the baseline.
    package var strikethroughPosition: CGFloat
    package var strikethroughThickness: CGFloat
    /// The family of the face fontconfig chose.
    package var familyName: String
    /// The PostScript name of the face fontconfig chose.
    package var postScriptName: String
    /// The full name of the face fontconfig chose ("Inter Semi Bold").
    package var fullName: String

    /// `ascender - descender + leading`, unrounded, as UIFont reports it since iOS 9.
    package var lineHeight: CGFloat { ascender - descender + leading }

    /// Metrics for when no font can be loaded at all: proportions of a typical sans-serif face.
    static func fallback(size: CGFloat) -> FontMetrics {
        FontMetrics(
            pointSize: size, ascender: 0.95 * size, descender: -0.25 * size, leading: 0, capHeight: 0.7 * size,
            xHeight: 0.5 * size, underlinePosition: -0.15 * size, underlineThickness: 0.07 * size,
            strikethroughPosition: 0.3 * size, strikethroughThickness: 0.07 * size,
            familyName: "", postScriptName: "", fullName: "")
    }

}

extension FontMetrics {
    /// Reads the metrics of a loaded Pango font of `size` points.
    init(font: UnsafeMutablePointer<PangoFont>, size: CGFloat) {
        let vertical = FontMetrics.verticalExtents(of: font)
        pointSize = size
        ascender = vertical.ascent
        descender = -vertical.descent
        leading = vertical.leading

        let hbFont = pango_font_get_hb_font(font)
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(hbFont, &xScale, &yScale)
        let face = hb_font_get_face(hbFont)
        let unitsPerEm = CGFloat(max(1, hb_face_get_upem(face)))
        let (capUnits, xUnits) = FontMetrics.os2Heights(face)
        capHeight =
            capUnits.map { CGFloat($0) / unitsPerEm * size }
            ?? FontMetrics.glyphTop("H", hbFont, yScale: yScale, size: size) ?? 0.7 * size
        xHeight =
            xUnits.map { CGFloat($0) / unitsPerEm * size }
            ?? FontMetrics.glyphTop("x", hbFont, yScale: yScale, size: size) ?? 0.5 * size

        let pangoMetrics = pango_font_get_metrics(font, nil)
        let unit = CGFloat(PANGO_SCALE)
        underlinePosition = CGFloat(pango_font_metrics_get_underline_position(pangoMetrics)) / unit
        underlineThickness = max(CGFloat(pango_font_metrics_get_underline_thickness(pangoMetrics)) / unit, size / 20)
        strikethroughPosition = CGFloat(pango_font_metrics_get_strikethrough_position(pangoMetrics)) / unit
        strikethroughThickness = max(CGFloat(pango_font_metrics_get_strikethrough_thickness(pangoMetrics)) / unit, size / 20)
        pango_font_metrics_unref(pangoMetrics)

        let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        familyName = FontMetrics.string(pattern, FC_FAMILY) ?? ""
        postScriptName = FontMetrics.string(pattern, FC_POSTSCRIPT_NAME) ?? ""
        fullName = FontMetrics.string(pattern, FC_FULLNAME) ?? postScriptName
    }

    /// Ascent, descent (positive down) and line gap of a loaded font, in points. Pango sizes the
    /// HarfBuzz font in Pango units, so a HarfBuzz value divided by `PANGO_SCALE` is in points.
    static func verticalExtents(of font: UnsafeMutablePointer<PangoFont>) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(pango_font_get_hb_font(font), &extents)
        let unit = CGFloat(PANGO_SCALE)
        return (CGFloat(extents.ascender) / unit, CGFloat(-extents.descender) / unit, CGFloat(max(0, extents.line_gap)) / unit)
    }

    /// sCapHeight and sxHeight from the OS/2 table (version 2 and later), in font units.
    private static func os2Heights(_ face: OpaquePointer?) -> (cap: Int16?, x: Int16?) {
        let tag: hb_tag_t =
            (UInt32(UInt8(ascii: "O")) << 24) | (UInt32(UInt8(ascii: "S")) << 16)
            | (UInt32(UInt8(ascii: "/")) << 8) | UInt32(UInt8(ascii: "2"))
        guard let blob = hb_face_reference_table(face, tag) else { return (nil, nil) }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 90 else { return (nil, nil) }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        func int16(at offset: Int) -> Int16 { Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])) }
        let version = int16(at: 0)
        guard version >= 2 else { return (nil, nil) }
        let x = int16(at: 86), cap = int16(at: 88)
        return (cap > 0 ? cap : nil, x > 0 ? x : nil)
    }

    /// The top of a character's outline above the baseline, in points.
    private static func glyphTop(_ character: Unicode.Scalar, _ font: OpaquePointer?, yScale: Int32, size: CGFloat) -> CGFloat? {
        var glyph: hb_codepoint_t = 0
        var extents = hb_glyph_extents_t()
        guard yScale != 0, hb_font_get_nominal_glyph(font, character.value, &glyph) != 0,
            hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.y_bearing > 0
        else { return nil }
        return CGFloat(extents.y_bearing) / CGFloat(yScale) * size
    }

    private static func string(_ pattern: OpaquePointer?, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard let pattern, FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
