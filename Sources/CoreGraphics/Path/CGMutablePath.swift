/// A path that can be added to. Every `add` method takes an optional transform applied to its points.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        segments.append(PathSegment(kind: .moveToPoint, p0: p))
        subpathStart = p
    }

    /// Adds a straight line from the current point to `point` (a move when the path is empty, as Apple does).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        segments.append(PathSegment(kind: .addLineToPoint, p0: point.applying(transform)))
    }

    /// Adds a move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control, transform: transform) }
        segments.append(PathSegment(kind: .addQuadCurveToPoint, p0: control.applying(transform), p1: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control1, transform: transform) }
        segments.append(
            PathSegment(
                kind: .addCurveToPoint, p0: control1.applying(transform),
                p1: control2.applying(transform), p2: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start. Does nothing on an empty path or twice in a row.
    public func closeSubpath() {
        guard hasCurrentPoint, segments.last?.kind != .closeSubpath else { return }
        segments.append(PathSegment(kind: .closeSubpath, p0: subpathStart ?? .zero))
    }

    /// Adds a closed rectangle subpath: its origin, then along x, then y (counter-clockwise in y-up space).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse that fits `rect`, as four cubic curves starting at the right-hand middle point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        for quarter in 0..<4 {
            let start = CGFloat(quarter) * .pi / 2
            PathGeometry.forEachArcCurve(from: start, sweep: .pi / 2) { curve in
                addCurve(to: curve.end, control1: curve.control1, control2: curve.control2, transform: ellipse)
            }
        }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle. Corner sizes must be in 0...half the rectangle's width and height.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        precondition(
            cornerWidth >= 0 && cornerWidth * 2 <= r.width && cornerHeight >= 0 && cornerHeight * 2 <= r.height,
            "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:): corner size (\(cornerWidth), \(cornerHeight)) must be ≥ 0 and ≤ half of the rectangle's size \(r.size)"
        )
        guard cornerWidth > 0, cornerHeight > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let t = CGAffineTransform(a: cornerWidth, b: 0, c: 0, d: cornerHeight, tx: cx, ty: cy).concatenating(transform)
            PathGeometry.forEachArcCurve(from: angle, sweep: .pi / 2) { curve in
                addCurve(to: curve.end, control1: curve.control1, control2: curve.control2, transform: t)
            }
        }
        move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - cornerHeight), transform: transform)
        corner(r.maxX - cornerWidth, r.maxY - cornerHeight, from: 0)
        addLine(to: CGPoint(x: r.minX + cornerWidth, y: r.maxY), transform: transform)
        corner(r.minX + cornerWidth, r.maxY - cornerHeight, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + cornerHeight), transform: transform)
        corner(r.minX + cornerWidth, r.minY + cornerHeight, from: .pi)
        addLine(to: CGPoint(x: r.maxX - cornerWidth, y: r.minY), transform: transform)
        corner(r.maxX - cornerWidth, r.minY + cornerHeight, from: 3 * .pi / 2)
        closeSubpath()
    }

    /// Adds an arc of a circle. `clockwise` is in the path's own space with y up: in a flipped (UIKit)
    /// space a clockwise arc looks counter-clockwise, which is why `UIBezierPath` inverts the flag.
    /// A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: fullTurn) - (sweep.truncatingRemainder(dividingBy: fullTurn) == 0 ? 0 : fullTurn)
            }
            if sweep < -fullTurn { sweep = -fullTurn }
        } else {
            if sweep < 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: fullTurn) + (sweep.truncatingRemainder(dividingBy: fullTurn) == 0 ? 0 : fullTurn)
            }
            if sweep > fullTurn { sweep = fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive delta runs from +x towards +y).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: circle) } else { move(to: start, transform: circle) }
        PathGeometry.forEachArcCurve(from: startAngle, sweep: delta) { curve in
            addCurve(to: curve.end, control1: curve.control1, control2: curve.control2, transform: circle)
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, preceded by a straight line to the arc's start. Degenerate input
    /// (collinear points, zero radius) adds a line to `tangent1End`, as Apple does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: tangent1End, transform: transform) }
        // Work in the path's untransformed space: invert the transform for the current point.
        let current = currentPoint.applying(transform.inverted())
        guard let arc = PathGeometry.tangentArc(from: current, corner: tangent1End, to: tangent2End, radius: radius) else {
            return addLine(to: tangent1End, transform: transform)
        }
        addLine(to: arc.start, transform: transform)
        addRelativeArc(center: arc.center, radius: radius, startAngle: arc.startAngle, delta: arc.sweep, transform: transform)
    }

    /// Appends another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for segment in path.segments {
            segments.append(segment.applying(transform))
            if segment.kind == .moveToPoint { subpathStart = segment.p0.applying(transform) }
        }
    }

    var hasCurrentPoint: Bool { !segments.isEmpty }
}
