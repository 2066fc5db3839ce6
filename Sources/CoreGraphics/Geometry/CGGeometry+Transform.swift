// applying(_:) and equalTo(_:) on Foundation's CGPoint, CGSize and CGRect: the CGGeometry parts Linux lacks.

import Foundation

extension CGPoint {
    /// Returns the point transformed by `t`: `(a*x + c*y + tx, b*x + d*y + ty)`
    /// (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(
            x: t.a * x + t.c * y + t.tx,
            y: t.b * x + t.d * y + t.ty)
    }

    /// Whether the two points have exactly the same coordinates (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool {
        x == point2.x && y == point2.y
    }
}

extension CGSize {
    /// Returns the size transformed by `t`, ignoring its translation: `(a*w + c*h, b*w + d*h)`
    /// (`CGSizeApplyAffineTransform`).
    ///
    /// The result is not made positive: a rotation by a quarter turn maps `(10, 20)` to about
    /// `(-20, 10)`, as on Apple platforms.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(
            width: t.a * width + t.c * height,
            height: t.b * width + t.d * height)
    }

    /// Whether the two sizes have exactly the same width and height (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool {
        width == size2.width && height == size2.height
    }
}

extension CGRect {
    /// `contains(_:)` for hit-testing's hot path, inlined: the same answer (minX ≤ x < maxX and
    /// minY ≤ y < maxY on the standardized rectangle; false for an empty or null rectangle).
    @inlinable package func containsFast(_ p: CGPoint) -> Bool {
        let x0 = origin.x, x1 = origin.x + size.width, y0 = origin.y, y1 = origin.y + size.height
        return p.x >= Swift.min(x0, x1) && p.x < Swift.max(x0, x1) && p.y >= Swift.min(y0, y1) && p.y < Swift.max(y0, y1)
    }

    /// Returns the smallest rectangle that contains the four corners of this rectangle transformed
    /// by `t` (`CGRectApplyAffineTransform`).
    ///
    /// A rotation that is not a multiple of a quarter turn therefore grows the rectangle. The
    /// result is standardized (non-negative size) whatever the sign of this rectangle's size.
    /// The null rectangle stays `CGRect.null` and the infinite rectangle stays
    /// `CGRect.infinite`, whatever the transform.
    ///
    /// Source: Apple, `CGRectApplyAffineTransform` reference ("Because affine transforms do not
    /// preserve rectangles in general, [it] returns the smallest rectangle that contains the
    /// transformed corner points").
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return .null }
        if isInfinite { return .infinite }
        let corners = [
            CGPoint(x: origin.x, y: origin.y),
            CGPoint(x: origin.x + size.width, y: origin.y),
            CGPoint(x: origin.x, y: origin.y + size.height),
            CGPoint(x: origin.x + size.width, y: origin.y + size.height),
        ].map { $0.applying(t) }
        var minX = corners[0].x, maxX = corners[0].x
        var minY = corners[0].y, maxY = corners[0].y
        for corner in corners.dropFirst() {
            minX = Swift.min(minX, corner.x)
            maxX = Swift.max(maxX, corner.x)
            minY = Swift.min(minY, corner.y)
            maxY = Swift.max(maxY, corner.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the two rectangles cover the same area at the same position (`CGRectEqualToRect`).
    ///
    /// The rectangles are compared standardized, so `{{0, 0}, {10, 10}}` equals
    /// `{{10, 10}, {-10, -10}}`; any two null rectangles are equal. This is what `==` does too.
    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2
    }
}
