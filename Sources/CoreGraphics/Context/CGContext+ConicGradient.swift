@_implementationOnly import CCairo

extension CGContext {
    /// Paints the clip with a conic (angular) gradient around `center` (user space): location 0 lies in the
    /// direction `startAngle` (radians from +x towards +y of user space) and locations grow with the angle
    /// towards +y, one full turn to location 1. Colours before the first stop and after the last are the end
    /// colours. For `CAGradientLayer`'s conic type.
    ///
    /// Drawn with a Cairo mesh pattern: one Coons patch per slice of at most 15°, each a sector whose two
    /// straight sides carry one colour each and whose outer side is a Bézier arc beyond the clip, so the
    /// colour is constant along every ray and varies linearly with the angle between stops.
    /// Deviation: package API only; Apple's `drawConicGradient(_:center:angle:)` (iOS 17) awaits a check of
    /// its direction in a y-up context.
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat) {
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, let first = gradient.stops.first,
            let last = gradient.stops.last
        else { return }
        draw {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
            let cx = Double(center.x), cy = Double(center.y)
            let radius = corners.map { (($0.0 - cx) * ($0.0 - cx) + ($0.1 - cy) * ($0.1 - cy)).squareRoot() }.max()! + 2
            guard radius.isFinite, radius > 2 else { return }
            typealias Knot = (location: Double, r: Double, g: Double, b: Double, a: Double)
            var knots: [Knot] = [(0, first.r, first.g, first.b, first.a)]
            knots += gradient.stops.map { (Double($0.location), $0.r, $0.g, $0.b, $0.a) }
            knots.append((1, last.r, last.g, last.b, last.a))
            let mesh = cairo_pattern_create_mesh()!
            defer { cairo_pattern_destroy(mesh) }
            let maxSlice = Double.pi / 12
            for (a, b) in zip(knots, knots.dropFirst()) where b.location > a.location {
                let sweep = 2 * Double.pi * (b.location - a.location)
                let slices = max(1, Int((sweep / maxSlice).rounded(.up)))
                for i in 0..<slices {
                    let f0 = Double(i) / Double(slices), f1 = Double(i + 1) / Double(slices)
                    let angle0 = Double(startAngle) + 2 * Double.pi * (a.location + f0 * (b.location - a.location))
                    let angle1 = Double(startAngle) + 2 * Double.pi * (a.location + f1 * (b.location - a.location))
                    // A cubic arc from angle0 to angle1: control points along the tangents.
                    let k = 4.0 / 3.0 * tan((angle1 - angle0) / 4) * radius
                    let p0 = (cx + radius * cos(angle0), cy + radius * sin(angle0))
                    let p1 = (cx + radius * cos(angle1), cy + radius * sin(angle1))
                    cairo_mesh_pattern_begin_patch(mesh)
                    cairo_mesh_pattern_move_to(mesh, cx, cy)
                    cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
                    cairo_mesh_pattern_curve_to(
                        mesh, p0.0 - k * sin(angle0), p0.1 + k * cos(angle0),
                        p1.0 + k * sin(angle1), p1.1 - k * cos(angle1), p1.0, p1.1)
                    cairo_mesh_pattern_line_to(mesh, cx, cy)
                    func mix(_ u: Double, _ v: Double, _ f: Double) -> Double { u + (v - u) * f }
                    for (corner, f) in [(0, f0), (1, f0), (2, f1), (3, f1)] {
                        cairo_mesh_pattern_set_corner_color_rgba(
                            mesh, UInt32(corner), mix(a.r, b.r, f), mix(a.g, b.g, f),
                            mix(a.b, b.b, f), mix(a.a, b.a, f))
                    }
                    cairo_mesh_pattern_end_patch(mesh)
                }
            }
            cairo_set_source(cr, mesh)
            cairo_paint_with_alpha(cr, Double(state.alpha))
        }
    }
}
