/// The kinds of element a path is made of.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path, as ``CGPath/applyWithBlock(_:)`` hands it out: a type and its points
/// (one for move and line, two for a quadratic curve, three for a cubic curve, none for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that says which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// How a context draws its current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// The shape at the ends of stroked lines.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// The shape of the joins between stroked segments.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// The function ``CGPath/apply(info:function:)`` calls for each element. (A Swift function type on Linux,
/// where there is no C-representable `CGPathElement`.)
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// A path element as stored: a kind and up to three points.
package struct PathSegment: Equatable, Sendable {
    package var kind: CGPathElementType
    package var p0: CGPoint = .zero, p1: CGPoint = .zero, p2: CGPoint = .zero

    /// The points the element uses, in order.
    package var points: [CGPoint] {
        switch kind {
        case .moveToPoint, .addLineToPoint: return [p0]
        case .addQuadCurveToPoint: return [p0, p1]
        case .addCurveToPoint: return [p0, p1, p2]
        case .closeSubpath: return []
        }
    }

    /// The point the element ends on (for close, unused).
    package var endPoint: CGPoint {
        switch kind {
        case .moveToPoint, .addLineToPoint: return p0
        case .addQuadCurveToPoint: return p1
        case .addCurveToPoint: return p2
        case .closeSubpath: return p0
        }
    }

    package func applying(_ t: CGAffineTransform) -> PathSegment {
        PathSegment(kind: kind, p0: p0.applying(t), p1: p1.applying(t), p2: p2.applying(t))
    }

    package var isFinite: Bool {
        // Unused points are zero, so checking all three is exact and allocates nothing.
        p0.x.isFinite && p0.y.isFinite && p1.x.isFinite && p1.y.isFinite && p2.x.isFinite && p2.y.isFinite
    }
}
