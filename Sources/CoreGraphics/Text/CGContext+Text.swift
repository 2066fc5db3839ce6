@_implementationOnly import CCairo
@_implementationOnly import CPango

// Drawing laid-out text. Every call goes through `draw(_:)`, so text gets the context's blend mode,
// alpha, clip mask and shadow like any other drawing.
extension CGContext {
    /// Draws `layout` with the top left corner of its container at `origin`, in user space.
    ///
    /// Glyphs are drawn upright in a y-down user space (UIKit's, as in `UIGraphicsBeginImageContext` and
    /// views' `draw(_:)`); in a plain y-up bitmap context they come out upside down, as UIKit string
    /// drawing does on Apple's platforms. Order, as TextKit draws: background colours (without shadow),
    /// then for each shadow the runs that carry it, glyphs (fill, then stroke) and then their underlines
    /// and strikethroughs. Runs without an `NSShadow` keep the shadow the context already has. Baselines
    /// snap to whole device pixels when the transform has no rotation, so text is crisp at every scale
    /// while the layout itself stays in points. Nothing is drawn for a non-finite origin.
    ///
    /// With `visibleRect` (user space), only the lines whose ink can reach it are drawn: a text editor
    /// redrawing a strip of a long paragraph shapes nothing and rasterizes only what shows.
    package func drawText(_ layout: TextLayout, at origin: CGPoint, visibleRect: CGRect? = nil) {
        guard origin.x.isFinite, origin.y.isFinite, layout.text.length > 0, !layout.lines.isEmpty else { return }
        var lines = layout.lines
        if let visibleRect {
            lines = lines.filter { line in
                let slack = line.rect.height / 2
                return origin.y + line.rect.maxY + slack > visibleRect.minY && origin.y + line.rect.minY - slack < visibleRect.maxY
            }
            guard !lines.isEmpty else { return }
        }
        let runs = lines.map { layout.paragraphs[$0.paragraphIndex].glyphRuns(ofLine: $0.indexInParagraph, text: layout.text) }
        let styles = layout.text.runs.map(\.style)
        // Where ink can fall: the lines, widened by half a line for overhangs, strokes and underlines.
        let ink = lines.reduce(CGRect.null) { bounds, line in
            let rect = CGRect(x: origin.x + line.originX, y: origin.y + line.rect.minY, width: line.rect.width, height: line.rect.height)
            return bounds.union(rect.insetBy(dx: -line.rect.height / 2, dy: -line.rect.height / 2))
        }
        let deviceInk = ink.isNull ? nil : ink.applying(state.ctm)

        if styles.contains(where: { $0.backgroundColor != nil }) {
            draw(inkBounds: deviceInk) {
                for (line, lineRuns) in zip(lines, runs) {
                    withLineClip(line, layout: layout, origin: origin) {
                        for run in lineRuns {
                            guard let color = styles[run.styleIndex].backgroundColor else { continue }
                            setSource(color)
                            cairo_rectangle(
                                cr, Double(origin.x + line.originX + run.x), Double(origin.y + line.rect.minY),
                                Double(run.width), Double(line.rect.height))
                            cairo_fill(cr)
                        }
                    }
                }
            }
        }

        var shadows: [TextShadow?] = []
        for style in styles where !shadows.contains(style.shadow) { shadows.append(style.shadow) }
        for shadow in shadows {
            saveGState()
            if let shadow {
                setShadow(
                    offset: CGSize(width: shadow.offsetX, height: shadow.offsetY), blur: shadow.blurRadius,
                    color: shadow.color ?? CGColor(gray: 0, alpha: 1.0 / 3.0))
            }
            draw(inkBounds: deviceInk) {
                for (line, lineRuns) in zip(lines, runs) {
                    let baseline = snappedBaseline(origin.y + line.baseline)
                    withLineClip(line, layout: layout, origin: origin) {
                        for run in lineRuns where styles[run.styleIndex].shadow == shadow {
                            drawGlyphs(of: run, style: styles[run.styleIndex], x: origin.x + line.originX + run.x, baseline: baseline)
                        }
                    }
                }
            }
            restoreGState()
        }
    }

    /// Clips to the container's width while drawing a line that is longer than it (clipping mode).
    private func withLineClip(_ line: TextLine, layout: TextLayout, origin: CGPoint, _ body: () -> Void) {
        guard line.isClipped else { return body() }
        cairo_save(cr)
        cairo_rectangle(
            cr, Double(origin.x), Double(origin.y + line.rect.minY - line.rect.height),
            Double(layout.containerWidth), Double(line.rect.height * 3))
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// The user-space y of a baseline moved to the nearest device pixel row, when the transform keeps
    /// rows horizontal.
    private func snappedBaseline(_ y: CGFloat) -> CGFloat {
        let t = state.ctm
        guard t.b == 0, t.c == 0, t.d != 0 else { return y }
        let device = (Double(y) * Double(t.d) + Double(t.ty)).rounded()
        return CGFloat((device - Double(t.ty)) / Double(t.d))
    }

    /// One run: its glyphs filled and/or stroked, then its underline and strikethrough.
    private func drawGlyphs(of run: ParagraphLayout.GlyphRun, style: TextStyle, x: CGFloat, baseline: CGFloat) {
        guard let font = run.font else { return }
        let glyphs = run.item.pointee.glyphs
        let fill = style.foregroundColor ?? .black
        let y = baseline - style.baselineOffset - CGFloat(run.item.pointee.y_offset) / CGFloat(PANGO_SCALE)

        cairo_save(cr)
        cairo_translate(cr, Double(x), Double(y))
        if style.obliqueness != 0 {
            var skew = cairo_matrix_t(xx: 1, yx: 0, xy: -Double(style.obliqueness), yy: 1, x0: 0, y0: 0)
            cairo_transform(cr, &skew)
        }
        // UIKit: a positive stroke width strokes only (hollow glyphs); a negative one fills and strokes.
        if style.strokeWidth <= 0 {
            setSource(fill)
            cairo_move_to(cr, 0, 0)
            pango_cairo_show_glyph_string(cr, font, glyphs)
        }
        if style.strokeWidth != 0 {
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            pango_cairo_glyph_string_path(cr, font, glyphs)
            setSource(style.strokeColor ?? fill)
            cairo_set_line_width(cr, Double(abs(style.strokeWidth) / 100 * style.font.size))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_dash(cr, nil, 0, 0)
            cairo_stroke(cr)
        }
        cairo_restore(cr)

        let underline = style.underline.flatMap { $0.isVisible ? $0 : nil }
        let strikethrough = style.strikethrough.flatMap { $0.isVisible ? $0 : nil }
        guard underline != nil || strikethrough != nil else { return }
        let metrics = pango_font_get_metrics(font, nil)
        defer { pango_font_metrics_unref(metrics) }
        let unit = CGFloat(PANGO_SCALE), minimum = style.font.size / 20
        if let underline {
            let top = y - CGFloat(pango_font_metrics_get_underline_position(metrics)) / unit
            let thickness = max(minimum, CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / unit)
            drawDecoration(underline, color: style.underlineColor ?? fill, x: x, width: run.width, top: top, thickness: thickness)
        }
        if let strikethrough {
            let top = y - CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / unit
            let thickness = max(minimum, CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / unit)
            drawDecoration(
                strikethrough, color: style.strikethroughColor ?? fill, x: x, width: run.width, top: top,
                thickness: thickness)
        }
    }

    /// A horizontal line (two for `.double`, twice as thick for `.thick`) with the style's dash pattern.
    private func drawDecoration(
        _ decoration: TextDecoration, color: CGColor, x: CGFloat, width: CGFloat, top: CGFloat,
        thickness: CGFloat
    ) {
        guard width > 0 else { return }
        let weight = decoration.isThick ? thickness * 2 : thickness
        let tops = decoration.isDouble ? [top, top + thickness * 2] : [top]
        let dashes: [Double]
        switch decoration.pattern {
        case 1: dashes = [1, 1]
        case 2: dashes = [3, 1]
        case 3: dashes = [3, 1, 1, 1]
        case 4: dashes = [3, 1, 1, 1, 1, 1]
        default: dashes = []
        }
        cairo_save(cr)
        setSource(color)
        for lineTop in tops {
            if dashes.isEmpty {
                cairo_rectangle(cr, Double(x), Double(lineTop), Double(width), Double(weight))
                cairo_fill(cr)
            } else {
                let scaled = dashes.map { $0 * Double(weight) * 2 }
                cairo_set_dash(cr, scaled, Int32(scaled.count), 0)
                cairo_set_line_width(cr, Double(weight))
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
                cairo_move_to(cr, Double(x), Double(lineTop + weight / 2))
                cairo_line_to(cr, Double(x + width), Double(lineTop + weight / 2))
                cairo_stroke(cr)
            }
        }
        cairo_restore(cr)
    }
}
