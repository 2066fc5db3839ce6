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
    ///
    /// A `tint` is laid over the blurred pixels before they are scaled back: the picture filling `rect`
    /// with it afterwards would give (the material's tint colour), for a small part of the work, when the
    /// current alpha is 1. Otherwise the caller fills it itself.
    ///
    /// Returns the blurred pixels for reuse: passed back as `reusing` while what lies beneath has not
    /// changed, and the call is the same (rectangle on the device, deviation, saturation, tint,
    /// destination), it paints them again without reading or blurring anything.
    @discardableResult
    package func drawBackdrop(
        in rect: CGRect, sigma: CGFloat, saturation: CGFloat, tint: CGColor? = nil, reusing cache: BackdropBlur? = nil
    ) -> BackdropBlur? {
        guard state.isTransformDrawable, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
            rect.height.isFinite, rect.width > 0, rect.height > 0, sigma.isFinite, saturation.isFinite
        else { return nil }
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        // The target's pixel (px, py) is at device (px - ox, py - oy).
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let extent = CGRect(
            x: -ox, y: -oy, width: Double(cairo_image_surface_get_width(target)),
            height: Double(cairo_image_surface_get_height(target)))
        let scale = sqrt(abs(baseTransform.a * baseTransform.d - baseTransform.b * baseTransform.c))
        let deviceSigma = max(0, sigma) * scale
        let device = rect.applying(state.ctm)
        let key = BackdropBlur.Key(
            device: device, sigma: deviceSigma, saturation: saturation, tint: tint.map { BackdropBlur.Tint($0) },
            target: UnsafeRawPointer(target), extent: extent)
        let blur: BackdropBlur
        if let cache, cache.key == key {
            blur = cache
        } else {
            guard let made = makeBlur(key, of: target) else { return nil }
            blur = made
        }
        // Paint it back over `rect`, replacing (not covering) the sharp pixels.
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(blur.surface)!
        let factor = Double(blur.factor)
        var matrix = cairo_matrix_t(
            xx: 1 / factor, yx: 0, xy: 0, yy: 1 / factor, x0: -Double(blur.sample.minX) / factor, y0: -Double(blur.sample.minY) / factor)
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
        return blur
    }

    /// Reads, shrinks, blurs and saturates what lies under `key.device` (and its margin) in `target`.
    private func makeBlur(_ key: BackdropBlur.Key, of target: OpaquePointer) -> BackdropBlur? {
        cairo_surface_flush(target)
        let deviceSigma = key.sigma, device = key.device, extent = key.extent, saturation = key.saturation
        // Every downsampled pixel stands for factor × factor device pixels (a power of two); the blur
        // runs on those.
        var factor = 1
        while factor < 8 && CGFloat(factor * 2) * 2.5 <= deviceSigma { factor *= 2 }
        let sample = device.insetBy(dx: -3 * deviceSigma - CGFloat(factor), dy: -3 * deviceSigma - CGFloat(factor))
            .integral.intersection(extent)
        guard !sample.isNull, sample.width >= 1, sample.height >= 1, device.intersects(extent) else { return nil }
        // Halving repeatedly with bilinear filtering averages each 2 × 2 block exactly: a box filter at a
        // small cost (pixman's own downscaling filter convolves every output pixel with a wide kernel).
        let first = factor > 1 ? 1 : 0
        guard var small = Self.halve(target, origin: sample.origin, size: sample.size, times: first) else { return nil }
        var size = (width: Int(sample.width), height: Int(sample.height))
        if first == 1 { size = ((size.width + 1) / 2, (size.height + 1) / 2) }
        var step = first == 1 ? 2 : 1
        while step < factor {
            guard let next = Self.halve(small, origin: .zero, size: CGSize(width: size.width, height: size.height), times: 1) else {
                cairo_surface_destroy(small)
                return nil
            }
            cairo_surface_destroy(small)
            small = next
            size = ((size.width + 1) / 2, (size.height + 1) / 2)
            step *= 2
        }
        let smallWidth = size.width, smallHeight = size.height
        cairo_surface_flush(small)

        let pixels = cairo_image_surface_get_data(small)!
        let stride = Int(cairo_image_surface_get_stride(small))
        GaussianBlur.blurPixels(pixels, width: smallWidth, height: smallHeight, stride: stride, sigma: Double(deviceSigma) / Double(factor))
        if saturation != 1 { Self.saturate(pixels, width: smallWidth, height: smallHeight, stride: stride, by: saturation) }
        cairo_surface_mark_dirty(small)
        if let tint = key.tint {
            // Over the blurred pixels: scaling back is a weighted mean of them, so the tint comes out the same.
            let context = cairo_create(small)!
            cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_paint(context)
            cairo_destroy(context)
        }

        return BackdropBlur(key: key, surface: small, sample: sample, factor: factor)
    }

    /// A copy of the `size` area at `origin` of `source` (in its device coordinates), halved once
    /// (`times` 1) with bilinear filtering, each pixel the average of a 2 × 2 block, or not (`times` 0).
    private static func halve(_ source: OpaquePointer, origin: CGPoint, size: CGSize, times: Int) -> OpaquePointer? {
        let width = times == 0 ? Int(size.width) : (Int(size.width) + 1) / 2
        let height = times == 0 ? Int(size.height) : (Int(size.height) + 1) / 2
        guard let copy = CGImage.makeSurface(width: width, height: height, opaque: false) else { return nil }
        let context = cairo_create(copy)!
        if times > 0 { cairo_scale(context, 0.5, 0.5) }
        cairo_set_source_surface(context, source, -Double(origin.x), -Double(origin.y))
        cairo_pattern_set_filter(cairo_get_source(context), times > 0 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        return copy
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

/// The blurred pixels of a backdrop, kept for painting again while nothing beneath changes: a small
/// image (each pixel `factor` × `factor` device pixels of `sample`) and what it was made from.
package final class BackdropBlur {
    struct Key: Equatable {
        let device: CGRect
        let sigma: CGFloat
        let saturation: CGFloat
        let tint: Tint?
        /// The destination read (compared by identity only).
        let target: UnsafeRawPointer
        let extent: CGRect
    }

    /// A tint colour, clamped and ready to paint.
    struct Tint: Equatable {
        let red: Double, green: Double, blue: Double, alpha: Double
        init(_ color: CGColor) { (red, green, blue, alpha) = color.renderableRGBA }
    }

    let key: Key
    let surface: OpaquePointer
    let sample: CGRect
    let factor: Int

    init(key: Key, surface: OpaquePointer, sample: CGRect, factor: Int) {
        self.key = key
        self.surface = surface
        self.sample = sample
        self.factor = factor
    }

    deinit { cairo_surface_destroy(surface) }
}
