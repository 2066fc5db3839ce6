@_implementationOnly import CCairo

/// Replays stored path segments into a Cairo context's path (quadratics become cubics).
package enum CairoPath {
    package static func append(_ segments: [PathSegment], transform: CGAffineTransform = .identity, to cr: OpaquePointer) {
        var current = CGPoint.zero
        for original in segments {
            let s = transform.isIdentity ? original : original.applying(transform)
            switch s.kind {
            case .moveToPoint:
                cairo_move_to(cr, Double(s.p0.x), Double(s.p0.y))
            case .addLineToPoint:
                cairo_line_to(cr, Double(s.p0.x), Double(s.p0.y))
            case .addQuadCurveToPoint:
                let c1 = CGPoint(x: current.x + 2 / 3 * (s.p0.x - current.x), y: current.y + 2 / 3 * (s.p0.y - current.y))
                let c2 = CGPoint(x: s.p1.x + 2 / 3 * (s.p0.x - s.p1.x), y: s.p1.y + 2 / 3 * (s.p0.y - s.p1.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(s.p1.x), Double(s.p1.y))
            case .addCurveToPoint:
                cairo_curve_to(cr, Double(s.p0.x), Double(s.p0.y), Double(s.p1.x), Double(s.p1.y), Double(s.p2.x), Double(s.p2.y))
            case .closeSubpath:
                cairo_close_path(cr)
            }
            current = s.kind == .closeSubpath ? s.p0 : s.endPoint
        }
    }
}

/// A small Cairo context for geometric queries (fill tests), one per thread, reused.
package enum CairoScratch {
    private final class Box {
        let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        lazy var cr: OpaquePointer = cairo_create(surface)
        deinit { cairo_destroy(cr); cairo_surface_destroy(surface) }
    }
    private static let key = ThreadLocalKey<Box>()

    package static func with<T>(_ body: (OpaquePointer) -> T) -> T {
        let box = key.value { Box() }
        let cr = box.cr
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        defer { cairo_new_path(cr) }
        return body(cr)
    }
}
