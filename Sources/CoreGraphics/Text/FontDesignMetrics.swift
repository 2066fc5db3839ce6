@_implementationOnly import CPango

/// A face's size-independent metrics, in its design units, as `CGFont` reports them.
package struct FontDesignMetrics: Hashable, Sendable {
    package var unitsPerEm: Int32
    package var ascent: Int32
    /// Negative: below the baseline.
    package var descent: Int32
    package var leading: Int32
    package var capHeight: Int32
    package var xHeight: Int32
    package var boundingBox: CGRect
    /// Degrees counter-clockwise from vertical (the `post` table's italic angle).
    package var italicAngle: CGFloat
    package var glyphCount: Int
    package var postScriptName: String
    package var fullName: String

    /// A typical sans-serif face's proportions, for when no font can be loaded at all.
    static let fallback = FontDesignMetrics(
        unitsPerEm: 1000, ascent: 950, descent: -250, leading: 0, capHeight: 700, xHeight: 500,
        boundingBox: CGRect(x: 0, y: -250, width: 1000, height: 1200), italicAngle: 0, glyphCount: 0,
        postScriptName: "", fullName: "")
}

extension FontDesignMetrics {
    /// Reads the metrics of the face of a loaded Pango font: the em square, bounding box and italic angle
    /// from its `head` and `post` tables, the vertical metrics as ``FontMetrics`` reads them. The font is
    /// loaded at `size` points: a large size keeps Pango's fixed-point values exact in design units.
    init(font: UnsafeMutablePointer<PangoFont>, size: CGFloat) {
        let face = hb_font_get_face(pango_font_get_hb_font(font))
        let em = max(1, hb_face_get_upem(face))
        let metrics = FontMetrics(font: font, size: size)
        func units(_ value: CGFloat) -> Int32 { Int32((value / size * CGFloat(em)).rounded()) }
        unitsPerEm = Int32(em)
        ascent = units(metrics.ascender)
        descent = units(metrics.descender)
        leading = units(metrics.leading)
        capHeight = units(metrics.capHeight)
        xHeight = units(metrics.xHeight)
        glyphCount = Int(hb_face_get_glyph_count(face))
        boundingBox =
            FontDesignMetrics.table("head", of: face, minimumLength: 44) { read in
                let xMin = CGFloat(read.int16(36)), yMin = CGFloat(read.int16(38))
                return CGRect(x: xMin, y: yMin, width: CGFloat(read.int16(40)) - xMin, height: CGFloat(read.int16(42)) - yMin)
            } ?? CGRect(x: 0, y: CGFloat(descent), width: CGFloat(em), height: CGFloat(ascent - descent))
        // The italic angle is a 16.16 fixed-point number at offset 4 of `post`.
        italicAngle =
            FontDesignMetrics.table("post", of: face, minimumLength: 8) { read in
                CGFloat(Int32(read.int16(4)) << 16 | Int32(read.uint16(6))) / 65536
            } ?? 0
        postScriptName = metrics.postScriptName
        fullName = metrics.fullName
    }

    /// Big-endian reads from a table's bytes.
    private struct TableReader {
        let bytes: UnsafePointer<UInt8>
        func uint16(_ offset: Int) -> UInt16 { UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }
        func int16(_ offset: Int) -> Int16 { Int16(bitPattern: uint16(offset)) }
    }

    /// Runs `read` over the face's table `tag` when it has at least `minimumLength` bytes.
    private static func table<T>(_ tag: String, of face: OpaquePointer?, minimumLength: UInt32, _ read: (TableReader) -> T) -> T? {
        let code = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard let blob = hb_face_reference_table(face, code) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= minimumLength else { return nil }
        return read(TableReader(bytes: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)))
    }
}
