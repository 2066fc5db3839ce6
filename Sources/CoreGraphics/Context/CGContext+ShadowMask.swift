@_implementationOnly import CCairo

/// A shadow made once and painted many times: the blurred alpha of a drawing, in device pixels. The
/// compositor keeps one per shadowed layer, so a shadow is blurred when the layer's look changes, not
/// every frame.
package final class ShadowMask {
    /// An A8 Cairo surface.
    fileprivate let surface: OpaquePointer
    package let width: Int, height: Int

    fileprivate init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws with `body` into a `width` × `height` alpha buffer whose user space maps to its pixels by
    /// `transform` (y down), blurs it with a Gaussian of `sigma` pixels, and keeps it. Shadows drawn by
    /// `body` measure offsets and blurs through `baseTransform`. Nil for an empty or oversized buffer.
    package convenience init?(
        width: Int, height: Int, transform: CGAffineTransform, baseTransform: CGAffineTransform,
        sigma: CGFloat, _ body: (CGContext) -> Void
    ) {
        guard sigma.isFinite, sigma >= 0,
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
        else { return nil }
        context.setCTM(transform)
        context.baseTransform = baseTransform
        body(context)
        let surface = context.surface
        cairo_surface_flush(surface)
        GaussianBlur.blurAlpha(
            cairo_image_surface_get_data(surface), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface)), sigma: Double(sigma))
        cairo_surface_mark_dirty(surface)
        self.init(surface: cairo_surface_reference(surface))
    }
}

extension CGContext {
    /// The transform from user space to device pixels with y down (the compositor's window pixels).
    package var deviceTransform: CGAffineTransform { state.ctm }

    /// Paints `color` through `mask`, its top-left corner at `origin` in device pixels (y down), with the
    /// context's alpha and clip.
    package func paint(_ mask: ShadowMask, at origin: CGPoint, color: CGColor) {
        guard state.isTransformDrawable, origin.x.isFinite, origin.y.isFinite else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, cairoOperator)
        setSource(color)
        cairo_mask_surface(cr, mask.surface, Double(origin.x), Double(origin.y))
        cairo_restore(cr)
        syncClientBuffer()
    }
}
