@_implementationOnly import CCairo

extension CGContext {
    /// Replaces what has been drawn under `rect` (user space) with a frosted copy of itself: blurred with
    /// a Gaussian of standard deviation `sigma` (base-space units: points in a window), its colours'
    /// saturation multiplied by `saturation`. The material behind iOS 7's translucent bars.
    ///
    /// The pixels read are those of the current destination (a transparency layer's own, inside one),
    /// from a margin of three deviations around `rect`, so the blur near the edges mixes in what lies just
    /// outside. The work is done at a fraction of the resolution (a blur this wide has no fine detail)
    /// and scaled back with bilinear filtering. The current alpha mixes the result with what was there.
    package func drawBackdrop(in rect: CGRect, sigma: CGFloat, saturation: CGFloat) {
        guard state.isTransformDrawable, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
            rect.height.isFinite, rect.width > 0, rect.height > 0, sigma.isFinite, saturation.isFinite
        else { return }
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(target)
        // The target's pixel (px, py) is at device (px - ox, py - oy).
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let extent = CGRect(
            x: -ox, y: -oy, width: Double(cairo_image_surface_get_width(target)),
            height: Double(cairo_image_surface_get_height(target)))
        let scale = sqrt(abs(baseTransform.a * baseTransform.d - baseTransform.b * baseTransform.c))
        let deviceSigma = max(0, sigma) * scale
        let device = rect.applying(state.ctm)
        // Every downsampled pixel stands for factor × factor device pixels; the blur runs on it.
        let factor = min(8, max(1, Int(deviceSigma / 2.5)))
        let sample = device.insetBy(dx: -3 * deviceSigma - CGFloat(factor), dy: -3 * deviceSigma - CGFloat(factor))
            .integral.intersection(extent)
        guard !sample.isNull, sample.width >= 1, sample.height >= 1, device.intersects(extent) else { return }
        let smallWidth = Int((sample.width / CGFloat(factor)).rounded(.up))
        let smallHeight = Int((sample.height / CGFloat(factor)).rounded(.up))
        guard let small = CGImage.makeSurface(width: smallWidth, height: smallHeight, opaque: false) else { return }
        defer { cairo_surface_destroy(small) }

        // Downsample with a box-like filter (pixman's GOOD filter averages when it shrinks).
        let shrink = cairo_create(small)!
        cairo_scale(shrink, 1 / Double(factor), 1 / Double(factor))
        cairo_set_source_surface(shrink, target, -Double(sample.minX), -Double(sample.minY))
        cairo_pattern_set_filter(cairo_get_source(shrink), factor > 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(cairo_get_source(shrink), CAIRO_EXTEND_PAD)
        cairo_set_operator(shrink, CAIRO_OPERATOR_SOURCE)
        cairo_paint(shrink)
        cairo_destroy(shrink)
        cairo_surface_flush(small)

        let pixels = cairo_image_surface_get_data(small)!
        let stride = Int(cairo_image_surface_get_stride(small))
        GaussianBlur.blurPixels(pixels, width: smallWidth, height: smallHeight, stride: stride, sigma: Double(deviceSigma) / Double(factor))
        if saturation != 1 { Self.saturate(pixels, width: smallWidth, height: smallHeight, stride: stride, by: saturation) }
        cairo_surface_mark_dirty(small)

        // Paint it back over `rect`, replacing (not covering) the sharp pixels.
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(small)!
        var matrix = cairo_matrix_t(
            xx: 1 / Double(factor), yx: 0, xy: 0, yy: 1 / Double(factor),
            x0: -Double(sample.minX) / Double(factor), y0: -Double(sample.minY) / Double(factor))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint_with_alpha(cr, Double(state.alpha))
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
        applyTransformToCairo()
        syncClientBuffer()
    }

    /// Multiplies the saturation of premultiplied BGRA pixels by `factor` (around their Rec. 709 luma).
    private static func saturate(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, by factor: CGFloat) {
        let s = Int((factor * 256).rounded())
        for y in 0..<height {
            var p = pixels + y * stride
            for _ in 0..<width {
                let b = Int(p[0]), g = Int(p[1]), r = Int(p[2]), a = Int(p[3])
                let luma = (54 * r + 183 * g + 19 * b) >> 8
                p[0] = UInt8(clamping: min(a, luma + ((b - luma) * s) >> 8))
                p[1] = UInt8(clamping: min(a, luma + ((g - luma) * s) >> 8))
                p[2] = UInt8(clamping: min(a, luma + ((r - luma) * s) >> 8))
                p += 4
            }
        }
    }
}
