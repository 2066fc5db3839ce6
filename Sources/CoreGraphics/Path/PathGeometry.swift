/// The geometry behind paths: arcs as Bézier curves, tangent arcs, exact curve bounds.
package enum PathGeometry {
    package struct Curve { package var control1, control2, end: CGPoint }

    /// Calls `body` with each cubic Bézier approximating an arc of the unit circle, at most a quarter turn
    /// each (maximum radial error about 0.03%). Allocates nothing.
    package static func forEachArcCurve(from start: CGFloat, sweep: CGFloat, _ body: (Curve) -> Void) {
        guard sweep != 0, sweep.isFinite, start.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        for i in 0..<count {
            let a0 = start + CGFloat(i) * step, a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p3 = CGPoint(x: cos(a1), y: sin(a1))
            body(
                Curve(
                    control1: CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x),
                    control2: CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x), end: p3))
        }
    }

    package struct TangentArc { var start: CGPoint; var center: CGPoint; var startAngle: CGFloat; var sweep: CGFloat }

    /// The arc of `radius` tangent to the lines p0→p1 and p1→p2, or nil when they are collinear.
    static func tangentArc(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat) -> TangentArc? {
        let v1 = CGVectorValue(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = CGVectorValue(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = v1.length, l2 = v2.length
        guard radius > 0, l1 > 0, l2 > 0 else { return nil }
        let u1 = v1.scaled(1 / l1), u2 = v2.scaled(1 / l2)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))  // between the two legs
        guard abs(cross) > 1e-9, angle > 1e-9 else { return nil }
        let distance = radius / tan(angle / 2)  // from the corner to each tangent point
        let t1 = CGPoint(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
        let t2 = CGPoint(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
        let bisector = CGVectorValue(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let toCenter = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.dx / bisector.length * toCenter, y: p1.y + bisector.dy / bisector.length * toCenter)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return TangentArc(start: t1, center: center, startAngle: a0, sweep: sweep)
    }

    private struct CGVectorValue {
        var dx, dy: CGFloat
        var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
        func scaled(_ s: CGFloat) -> CGVectorValue { CGVectorValue(dx: dx * s, dy: dy * s) }
    }

    /// The bounding box of points; `.null` when there are none.
    package static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the curves themselves, using each curve's extrema.
    static func tightBounds(of segments: [PathSegment]) -> CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for segment in segments {
            switch segment.kind {
            case .moveToPoint, .addLineToPoint:
                points.append(segment.p0)
            case .addQuadCurveToPoint:
                // A quadratic is the cubic with controls 2/3 of the way to its control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (segment.p0.x - current.x), y: current.y + 2 / 3 * (segment.p0.y - current.y))
                let c2 = CGPoint(
                    x: segment.p1.x + 2 / 3 * (segment.p0.x - segment.p1.x), y: segment.p1.y + 2 / 3 * (segment.p0.y - segment.p1.y))
                points += cubicExtrema(current, c1, c2, segment.p1)
            case .addCurveToPoint:
                points += cubicExtrema(current, segment.p0, segment.p1, segment.p2)
            case .closeSubpath:
                break
            }
            if segment.kind != .closeSubpath { current = segment.endPoint } else { current = segment.p0 }
        }
        return bounds(of: points)
    }

    /// The end points of a cubic and its points where dx/dt or dy/dt is zero.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var result = [p0, p3]
        func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
            // Derivative of the Bernstein form: qa t² + qb t + qc.
            let qa = 3 * (-a + 3 * b - 3 * c + d), qb = 6 * (a - 2 * b + c), qc = 3 * (b - a)
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { return [] }
            let s = disc.squareRoot()
            return [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
        }
        for t in roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y) where t > 0 && t < 1 {
            let mt = 1 - t
            let x = mt * mt * mt * p0.x + 3 * mt * mt * t * p1.x + 3 * mt * t * t * p2.x + t * t * t * p3.x
            let y = mt * mt * mt * p0.y + 3 * mt * mt * t * p1.y + 3 * mt * t * t * p2.y + t * t * t * p3.y
            result.append(CGPoint(x: x, y: y))
        }
        return result
    }
}
