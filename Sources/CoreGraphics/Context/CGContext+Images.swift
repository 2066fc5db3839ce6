@_implementationOnly import CCairo

// Drawing images and gradients, and clipping to an image mask.
extension CGContext {
    /// Draws `image` scaled into `rect`. As in Core Graphics, the image's first row goes at `rect.maxY`,
    /// so in a flipped (UIKit) space it appears upside down; `UIImage.draw(in:)` compensates.
    /// An image mask (`isMask`) paints the fill colour through it. With `byTiling`, the image repeats at
    /// `rect`'s size over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        draw(inkBounds: byTiling ? nil : r.applying(state.ctm)) {
            let pattern = cairo_pattern_create_for_surface(image.surface)!
            defer { cairo_pattern_destroy(pattern) }
            let sx = Double(image.width) / Double(r.width), sy = Double(image.height) / Double(r.height)
            var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(r.minX) * sx, y0: Double(r.maxY) * sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, cairoFilter(for: image))
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_new_path(cr)
            if !byTiling { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
            if image.isMask {
                cairo_save(cr)
                if !byTiling { cairo_clip(cr) }
                setSource(state.fillColor)
                cairo_mask(cr, pattern)
                cairo_restore(cr)
            } else {
                cairo_set_source(cr, pattern)
                if byTiling {
                    cairo_paint_with_alpha(cr, Double(state.alpha))
                } else if state.alpha < 1 {
                    cairo_save(cr)
                    cairo_clip(cr)
                    cairo_paint_with_alpha(cr, Double(state.alpha))
                    cairo_restore(cr)
                } else {
                    cairo_fill(cr)
                }
            }
            cairo_new_path(cr)
        }
    }

    /// Paints the clip with a linear gradient from `start` to `end` (user space). Without options, the
    /// colours stop at the start and end lines; the options extend the end colours beyond them.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        draw {
            let pattern: OpaquePointer
            let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
            if before == after {
                pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
                addStops(gradient, to: pattern, range: 0...1)
                cairo_pattern_set_extend(pattern, before ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            } else {
                // One side only: stretch the gradient line past the side to extend, just far enough to
                // reach the clip (a longer line costs pixman the precision of the real stops, which
                // then band), place the real stops in their part of it, and pad; the other side stays
                // transparent (EXTEND_NONE).
                let dx = end.x - start.x, dy = end.y - start.y
                let k = min(10_000, max(1, gradientStretch(from: start, dx: dx, dy: dy, before: before)))
                let s = before ? CGPoint(x: start.x - k * dx, y: start.y - k * dy) : start
                let e = after ? CGPoint(x: end.x + k * dx, y: end.y + k * dy) : end
                pattern = cairo_pattern_create_linear(Double(s.x), Double(s.y), Double(e.x), Double(e.y))!
                let total = 1 + k
                let lower = before ? k / total : 0
                addStops(gradient, to: pattern, range: lower...(lower + 1 / total))
                if let first = gradient.stops.first, before {
                    cairo_pattern_add_color_stop_rgba(pattern, 0, first.r, first.g, first.b, first.a)
                }
                if let last = gradient.stops.last, after { cairo_pattern_add_color_stop_rgba(pattern, 1, last.r, last.g, last.b, last.a) }
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, Double(state.alpha))
            cairo_pattern_destroy(pattern)
        }
    }

    /// How many gradient lengths past its start (`before`) or its end the clip reaches along the line from
    /// `start` by (dx, dy), in user space.
    private func gradientStretch(from start: CGPoint, dx: CGFloat, dy: CGFloat, before: Bool) -> CGFloat {
        let squared = dx * dx + dy * dy
        guard squared > 0 else { return 1 }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let along = corners.map { (CGFloat($0.0) - start.x) * dx / squared + (CGFloat($0.1) - start.y) * dy / squared }
        let reach = before ? -(along.min() ?? 0) : (along.max() ?? 1) - 1
        return reach.isFinite ? (reach + 1).rounded(.up) : 1
    }

    /// Paints the clip with a radial gradient between two circles (user space).
    /// Deviation: Cairo extends both ends or neither; with one option, both ends are extended.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
            startRadius >= 0, endRadius >= 0
        else { return }
        draw {
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
            addStops(gradient, to: pattern, range: 0...1)
            cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, Double(state.alpha))
            cairo_pattern_destroy(pattern)
        }
    }

    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, range: ClosedRange<CGFloat>) {
        for stop in gradient.stops {
            let offset = range.lowerBound + stop.location * (range.upperBound - range.lowerBound)
            cairo_pattern_add_color_stop_rgba(pattern, Double(offset), stop.r, stop.g, stop.b, stop.a)
        }
    }

    /// Clips to `rect`, then masks later drawing by `mask` drawn into `rect`: the image's alpha, or for
    /// an image without alpha (such as a gray image) its luminance, white showing drawing and black hiding it.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
        guard state.isTransformDrawable else { return }
        // The mask covers only the clip's device box (nothing outside it is drawn): a small masked layer
        // costs a small buffer, not one the size of the context.
        let box = clipDeviceBox()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))!
        cairo_surface_set_device_offset(surface, Double(-box.minX), Double(-box.minY))
        let maskContext = cairo_create(surface)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(maskContext, &matrix)
        let r = rect.standardized
        let source: OpaquePointer = mask.hasAlpha ? mask.surface : CGContext.luminanceAsAlpha(mask)
        let pattern = cairo_pattern_create_for_surface(source)!
        let sx = Double(mask.width) / Double(r.width), sy = Double(mask.height) / Double(r.height)
        var patternMatrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(r.minX) * sx, y0: Double(r.maxY) * sy)
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(maskContext, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_set_source(maskContext, pattern)
        cairo_fill(maskContext)
        if let outer = state.clipMask {  // Intersect with an earlier mask.
            cairo_identity_matrix(maskContext)
            cairo_set_operator(maskContext, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(maskContext, outer.surface, 0, 0)
            cairo_paint(maskContext)
        }
        cairo_pattern_destroy(pattern)
        cairo_destroy(maskContext)
        if !mask.hasAlpha { cairo_surface_destroy(source) }
        state.clipMask = ClipMask(surface: surface)
    }

    /// The current clip's extents in device pixels, whole, within the context (at least one pixel, so
    /// that a buffer can cover it).
    private func clipDeviceBox() -> (minX: Int, minY: Int, width: Int, height: Int) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let minX = max(0, min(width - 1, Int(x1.rounded(.down)))), minY = max(0, min(height - 1, Int(y1.rounded(.down))))
        let maxX = max(minX + 1, min(width, Int(x2.rounded(.up)))), maxY = max(minY + 1, min(height, Int(y2.rounded(.up))))
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// An A8 surface whose alpha is the image's luminance.
    private static func luminanceAsAlpha(_ image: CGImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        let source = cairo_image_surface_get_data(image.surface)!
        for y in 0..<image.height {
            let row = UnsafeRawPointer(source + y * image.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let p = row[x]
                let luma = (299 * ((p >> 16) & 0xFF) + 587 * ((p >> 8) & 0xFF) + 114 * (p & 0xFF) + 500) / 1000
                destination[y * stride + x] = UInt8(luma)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private func cairoFilter(for image: CGImage) -> cairo_filter_t {
        guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
        switch state.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        // Low: one bilinear sample per pixel, however far the image is reduced (what a GPU's linear
        // texture filter does); medium and up average every source pixel a reduction covers.
        case .low: return CAIRO_FILTER_BILINEAR
        case .medium, .default: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
