@_implementationOnly import CPango

/// One paragraph of a ``TextLayout``, broken into lines and shaped by Pango.
///
/// A Pango layout per paragraph (rather than one for the whole text) gives each paragraph its own
/// direction, indents, line breaking and truncation, as TextKit's paragraph styles do; the text layout
/// stacks the paragraphs' lines itself. Pango lays out in Pango units (1/1024 point).
final class ParagraphLayout {
    /// How the last visible line of a cut text is truncated.
    struct Truncation {
        var mode: ParagraphSettings.LineBreak
        /// The number of lines the paragraph keeps; the last of them ends with the ellipsis.
        var lines: Int
        /// The cut falls at the paragraph's end: an ellipsis is appended to its text.
        var appendsEllipsis: Bool
    }

    let layout: OpaquePointer
    let map: UTF16Map
    /// The paragraph's first character, as a UTF-16 offset in the whole text.
    let start: Int
    let settings: ParagraphSettings
    /// The font of the paragraph's first character (an empty line takes its height from it).
    let font: TextFont
    let isRightToLeft: Bool
    /// Lines may be longer than the container and are clipped to it when drawn.
    let clipsLines: Bool
    /// Distance from the leading margin to the first line and to the other lines.
    let firstLineMargin: CGFloat
    let otherLinesMargin: CGFloat
    /// Distance kept free at the trailing margin.
    let tailInset: CGFloat
    let lineCount: Int
    /// An ellipsis was appended to the text because the cut fell at the paragraph's end.
    let hasAppendedEllipsis: Bool

    init(
        text: AttributedText, units: [UInt16], range: Range<Int>, runStarts: [Int], constraints: TextLayoutConstraints,
        state: TextThreadState, truncation: Truncation?
    ) {
        let style = text.style(at: range.lowerBound)
        let settings = style.paragraph
        self.settings = settings
        self.font = style.font
        self.start = range.lowerBound
        hasAppendedEllipsis = truncation?.appendsEllipsis == true
        map = UTF16Map(units: units[range], suffix: truncation?.appendsEllipsis == true ? "\u{2026}" : "")

        // Indents: the first line starts `firstLineHeadIndent` from the leading margin, the others
        // `headIndent`; a positive tailIndent is the line's length from the leading margin.
        firstLineMargin = settings.firstLineHeadIndent
        otherLinesMargin = settings.headIndent
        let containerWidth = constraints.width ?? (settings.tailIndent > 0 ? settings.tailIndent : nil)
        if settings.tailIndent > 0 {
            tailInset = containerWidth.map { max(0, $0 - settings.tailIndent) } ?? 0
        } else {
            tailInset = -settings.tailIndent
        }
        let wraps = !constraints.singleLineParagraphs && (settings.lineBreak.wraps || constraints.wrapsTruncatingParagraphs)
        // Pango's width is that of the lines nearest the margin; its indent shortens the others.
        let nearestMargin = wraps ? min(firstLineMargin, otherLinesMargin) : firstLineMargin
        let inset = tailInset
        let lineWidth = containerWidth.map { max(1, $0 - inset - nearestMargin) }
        let pangoWidth = lineWidth.map { pangoUnits($0) } ?? -1

        let direction = settings.baseWritingDirection
        layout = pango_layout_new(state.context(rightToLeft: direction == .rightToLeft))!
        pango_layout_set_auto_dir(layout, direction == .natural ? 1 : 0)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)

        let wrapMode = settings.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        var clips = false
        if let truncation {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, wrapMode)
            pango_layout_set_ellipsize(layout, ParagraphLayout.ellipsizeMode(truncation.mode))
            pango_layout_set_height(layout, wraps ? -Int32(max(1, truncation.lines)) : -1)
        } else if wraps {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, wrapMode)
        } else if settings.lineBreak == .truncateHead || settings.lineBreak == .truncateMiddle || settings.lineBreak == .truncateTail {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_ellipsize(layout, ParagraphLayout.ellipsizeMode(settings.lineBreak))
            pango_layout_set_height(layout, -1)
        } else {
            // Clipping, or a wrapping mode in single-line drawing: one unbroken line per paragraph.
            pango_layout_set_width(layout, -1)
            clips = lineWidth != nil
        }
        clipsLines = clips
        if wraps, lineWidth != nil {
            pango_layout_set_indent(layout, pangoUnits(firstLineMargin - otherLinesMargin))
        }
        if settings.alignment == .justified { pango_layout_set_justify(layout, 1) }

        // Apple's default tab stops: every 28 points.
        let tabs = pango_tab_array_new(1, 0)
        pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, Int32(28 * PANGO_SCALE))
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)

        let baseDescription = style.font.makePangoDescription()
        pango_layout_set_font_description(layout, baseDescription)
        pango_font_description_free(baseDescription)
        let attributes = ParagraphLayout.attributes(text: text, range: range, runStarts: runStarts, map: map)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        let pangoLayout = layout
        map.utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    pango_layout_set_text(pangoLayout, base, Int32(chars.count))
                } else {
                    pango_layout_set_text(pangoLayout, "", 0)
                }
            }
        }
        lineCount = Int(pango_layout_get_line_count(layout))
        state.shapingCount += 1
        isRightToLeft =
            direction == .rightToLeft
            || (direction == .natural && pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private static func ellipsizeMode(_ mode: ParagraphSettings.LineBreak) -> PangoEllipsizeMode {
        switch mode {
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }

    /// Pango attributes for the runs inside `range`. Each run also gets a foreground colour that encodes
    /// its index: Pango then splits its glyph runs wherever ours change, and each glyph run says which
    /// of our runs (and so which colours, decorations and shadow) it draws.
    private static func attributes(text: AttributedText, range: Range<Int>, runStarts: [Int], map: UTF16Map) -> OpaquePointer {
        let list = pango_attr_list_new()!
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        for (index, run) in text.runs.enumerated() {
            let runRange = runStarts[index]..<(runStarts[index] + run.length)
            let overlap = runRange.clamped(to: range)
            guard !overlap.isEmpty || (range.isEmpty && runRange.contains(range.lowerBound)) else { continue }
            var bytes =
                map.byteOffset(
                    forUTF16: overlap.lowerBound - range.lowerBound)..<map.byteOffset(forUTF16: overlap.upperBound - range.lowerBound)
            if overlap.upperBound == range.upperBound { bytes = bytes.lowerBound..<map.utf8.count }  // an appended ellipsis too
            let style = run.style

            let description = style.font.makePangoDescription()
            insert(pango_attr_font_desc_new(description), bytes)
            pango_font_description_free(description)
            if let kern = style.kern, kern != 0 {
                insert(pango_attr_letter_spacing_new(pangoUnits(kern)), bytes)
            }
            var features = style.font.features.map { "\($0) 1" }
            if style.kern == 0 { features.append("kern 0") }
            if style.ligatures == 0 { features += ["liga 0", "clig 0"] }
            if style.ligatures >= 2 { features.append("dlig 1") }
            if !features.isEmpty {
                insert(features.joined(separator: ",").withCString { pango_attr_font_features_new($0) }, bytes)
            }
            insert(pango_attr_foreground_new(UInt16(truncatingIfNeeded: index), UInt16(truncatingIfNeeded: index >> 16), 0), bytes)
        }
        // UIKit never hyphenates unless asked (hyphenationFactor); Pango inserts a hyphen where it breaks
        // inside a word (char wrapping), so turn that off for the whole paragraph.
        let noHyphens = pango_attr_insert_hyphens_new(0)!
        noHyphens.pointee.start_index = 0
        noHyphens.pointee.end_index = UInt32.max
        pango_attr_list_insert(list, noHyphens)
        return list
    }

    // MARK: Lines

    func line(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine> { pango_layout_get_line_readonly(layout, Int32(index))! }

    /// The line's logical extent along the baseline, relative to its origin.
    func logicalExtent(ofLine index: Int) -> (x: CGFloat, width: CGFloat) {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line(index), nil, &logical)
        return (CGFloat(logical.x) / CGFloat(PANGO_SCALE), CGFloat(logical.width) / CGFloat(PANGO_SCALE))
    }

    /// The characters the line shows or hides behind its ellipsis, as UTF-16 offsets in the whole text.
    func characterRange(ofLine index: Int) -> Range<Int> {
        let pangoLine = line(index)
        let lower = map.utf16Offset(forByte: Int(pangoLine.pointee.start_index))
        let upper = map.utf16Offset(forByte: Int(pangoLine.pointee.start_index + pangoLine.pointee.length))
        return (start + lower)..<(start + max(lower, upper))
    }

    /// Whether the line ends (or starts, or breaks in the middle) with Pango's ellipsis. Pango only
    /// ellipsizes a paragraph's last line.
    func isEllipsized(line index: Int) -> Bool {
        index == lineCount - 1 && (hasAppendedEllipsis || pango_layout_is_ellipsized(layout) != 0)
    }

    /// A shaped run of a line, placed as Pango's renderer places it.
    struct GlyphRun {
        let item: UnsafeMutablePointer<PangoGlyphItem>
        /// The pen position where the glyphs start, relative to the line origin, in points.
        let x: CGFloat
        /// The advance of the glyphs.
        let width: CGFloat
        /// The index of our run (in ``AttributedText/runs``) that the glyphs belong to.
        let styleIndex: Int
        let isRightToLeft: Bool
        /// The bytes of the paragraph text the run covers.
        let bytes: Range<Int>
        var font: UnsafeMutablePointer<PangoFont>? { item.pointee.item.pointee.analysis.font }
    }

    /// The runs of line `index`, left to right. `text` resolves style indices when a run carries none.
    func glyphRuns(ofLine index: Int, text: AttributedText?) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var x: CGFloat = 0
        let unit = CGFloat(PANGO_SCALE)
        var node = line(index).pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) else { continue }
            x += CGFloat(item.pointee.start_x_offset) / unit
            let width = CGFloat(pango_glyph_string_get_width(item.pointee.glyphs)) / unit
            let pangoItem = item.pointee.item.pointee
            let bytes = Int(pangoItem.offset)..<Int(pangoItem.offset + pangoItem.length)
            var styleIndex = -1
            var attribute = pangoItem.analysis.extra_attrs
            while let link = attribute {
                attribute = link.pointee.next
                guard let raw = link.pointee.data else { continue }
                let generic = raw.assumingMemoryBound(to: PangoAttribute.self)
                if generic.pointee.klass.pointee.type == PANGO_ATTR_FOREGROUND {
                    let color = raw.assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                    styleIndex = Int(color.red) | Int(color.green) << 16
                }
            }
            if let text {
                if styleIndex < 0 { styleIndex = text.runIndex(at: start + map.utf16Offset(forByte: bytes.lowerBound)) }
                styleIndex = min(styleIndex, text.runs.count - 1)
            }
            runs.append(
                GlyphRun(
                    item: item, x: x, width: width, styleIndex: max(0, styleIndex),
                    isRightToLeft: pangoItem.analysis.level % 2 == 1, bytes: bytes))
            x += width + CGFloat(item.pointee.end_x_offset) / unit
        }
        return runs
    }

    /// The x of byte offset `byte` on line `index`, relative to the line origin: the leading edge of the
    /// character there, or its trailing edge when `trailing`.
    func x(ofByte byte: Int, trailing: Bool = false, line index: Int) -> CGFloat {
        var x: Int32 = 0
        pango_layout_line_index_to_x(line(index), Int32(byte), trailing ? 1 : 0, &x)
        return CGFloat(x) / CGFloat(PANGO_SCALE)
    }
}

/// Points in Pango units (1/1024 point), clamped to what Pango's 32-bit integers hold.
private func pangoUnits(_ points: CGFloat) -> Int32 {
    let units = (points * CGFloat(PANGO_SCALE)).rounded()
    guard units.isFinite else { return 0 }
    return Int32(max(-1_000_000_000, min(1_000_000_000, units)))
}
