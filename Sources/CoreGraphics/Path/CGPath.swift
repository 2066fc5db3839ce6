@_implementationOnly import CCairo

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as Apple's paths do, so
/// ``applyWithBlock(_:)`` reports them as `.addCurveToPoint` elements. A path holding NaN or infinite
/// coordinates can be built and inspected, but a context draws nothing for it.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    package var segments: [PathSegment]
    /// Where the current subpath started (the point `closeSubpath` returns to).
    package var subpathStart: CGPoint?

    package init(segments: [PathSegment] = [], subpathStart: CGPoint? = nil) {
        self.segments = segments
        self.subpathStart = subpathStart
    }

    /// A path of one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, subpathStart: path.subpathStart)
    }

    /// A path of one ellipse that fits `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, subpathStart: path.subpathStart)
    }

    /// A path of one rounded rectangle. Corner sizes must be at least 0 and at most half the rectangle's.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, subpathStart: path.subpathStart)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path (Apple's value).
    public var currentPoint: CGPoint {
        guard let last = segments.last else { return .zero }
        return last.kind == .closeSubpath ? (subpathStart ?? .zero) : last.endPoint
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        PathGeometry.bounds(of: segments.flatMap(\.points))
    }

    /// The smallest rectangle holding the path's curves themselves (control points excluded);
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        PathGeometry.tightBounds(of: segments)
    }

    /// Whether `point` is inside the path under `rule`, after the path is transformed by `transform`.
    /// A path of fewer than three distinct points contains nothing. Computed by Cairo's own fill test.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite, segments.allSatisfy(\.isFinite) else { return false }
        return CairoScratch.with { cr in
            CairoPath.append(segments, transform: transform, to: cr)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cr, Double(point.x), Double(point.y)) != 0
        }
    }

    /// Whether the path is exactly one rectangle (move, three lines and a close, or four lines);
    /// when it is, `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let kinds = segments.map(\.kind)
        guard kinds.count >= 4, kinds[0] == .moveToPoint, kinds[1...3].allSatisfy({ $0 == .addLineToPoint }),
            kinds.count == 4
                || (kinds.count == 5 && (kinds[4] == .closeSubpath || (kinds[4] == .addLineToPoint && segments[4].p0 == segments[0].p0)))
        else { return false }
        let p = segments[0...3].map(\.p0)
        let axisAligned =
            (p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x)
            || (p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y)
        guard axisAligned else { return false }
        rect?.pointee = PathGeometry.bounds(of: p)
        return true
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { buffer in
            for segment in segments {
                buffer[0] = segment.p0; buffer[1] = segment.p1; buffer[2] = segment.p2
                var element = CGPathElement(type: segment.kind, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments, subpathStart: subpathStart) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(segments: segments.map { $0.applying(t) }, subpathStart: subpathStart?.applying(t))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.segments = segments
        copy.subpathStart = subpathStart
        return copy
    }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        copy(using: transform)?.mutableCopy()
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }
    public func hash(into hasher: inout Hasher) { hasher.combine(segments.count) }
}
