@_implementationOnly import CPango

/// A font request: family list, weight, slant, width, size in points and OpenType features.
///
/// Fontconfig picks the face; the families after the first are fallbacks, tried in order for characters
/// the first lacks (so a system-font string with Chinese in it draws the Chinese with WenQuanYi, not
/// with whatever the machine's generic fallback is). A value: usable from any thread.
package struct TextFont: Hashable, Sendable {
    /// Family names in preference order.
    package var families: [String]
    /// CSS/OpenType weight: 100 (thin) ... 400 (regular) ... 900 (black).
    package var weight: Int
    package var isItalic: Bool
    package var isCondensed: Bool
    /// The em size in points. Always finite and positive (see ``init(families:weight:isItalic:isCondensed:size:features:)``).
    package var size: CGFloat
    /// OpenType features turned on, by tag (`"tnum"` for tabular digits).
    package var features: [String]

    /// Creates a request. A size that is not finite or not positive becomes 12, Core Text's default size;
    /// sizes stop at 10,000 points.
    package init(
        families: [String], weight: Int = 400, isItalic: Bool = false, isCondensed: Bool = false,
        size: CGFloat, features: [String] = []
    ) {
        self.families = families.isEmpty ? ["sans-serif"] : families
        self.weight = min(1000, max(1, weight))
        self.isItalic = isItalic
        self.isCondensed = isCondensed
        self.size = size.isFinite && size > 0 ? min(size, 10_000) : 12
        self.features = features
    }

    /// The same request at another size.
    package func withSize(_ size: CGFloat) -> TextFont {
        TextFont(
            families: families, weight: weight, isItalic: isItalic, isCondensed: isCondensed, size: size,
            features: features)
    }

    /// A new Pango font description (the caller frees it), sized in absolute units: 1 unit = 1 point.
    package func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        families.joined(separator: ",").withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, isCondensed ? PANGO_STRETCH_CONDENSED : PANGO_STRETCH_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        return description
    }
}
