/// Arithmetic on the values layer properties take, for animations: interpolating between two values,
/// adding (for `byValue`, additive and cumulative animations) and subtracting them. Numbers (any of
/// Swift's numeric types and NSNumber), points, sizes, rectangles, transforms (by decomposition, see
/// ``DecomposedTransform``) and colours (by RGBA components) animate; other values (paths, images,
/// booleans) switch at the halfway point, as Core Animation's discrete properties do.
package enum AnimatedValue {
    /// The value `t` of the way from `a` to `b` (t may leave 0...1 for overshooting timing functions).
    package static func interpolate(_ a: Any, _ b: Any, _ t: Double) -> Any {
        let f = CGFloat(t)
        if let x = number(a), let y = number(b) { return x + (y - x) * f }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint):
            return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
        case let (p as CGSize, q as CGSize):
            return CGSize(width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f)
        case let (p as CGRect, q as CGRect):
            return CGRect(
                x: p.origin.x + (q.origin.x - p.origin.x) * f, y: p.origin.y + (q.origin.y - p.origin.y) * f,
                width: p.size.width + (q.size.width - p.size.width) * f,
                height: p.size.height + (q.size.height - p.size.height) * f)
        case let (p as CATransform3D, q as CATransform3D):
            guard let dp = DecomposedTransform(p), let dq = DecomposedTransform(q) else { return t < 0.5 ? p : q }
            return dp.interpolated(to: dq, t).transform
        case let (p as CGAffineTransform, q as CGAffineTransform):
            let m = interpolate(CATransform3DMakeAffineTransform(p), CATransform3DMakeAffineTransform(q), t) as! CATransform3D
            return CATransform3DGetAffineTransform(m)
        default:
            if let p = color(a), let q = color(b) {
                return CGColor(
                    red: p.0 + (q.0 - p.0) * f, green: p.1 + (q.1 - p.1) * f,
                    blue: p.2 + (q.2 - p.2) * f, alpha: p.3 + (q.3 - p.3) * f)
            }
            return t < 0.5 ? a : b
        }
    }

    /// `a + b`, or nil when the values cannot be added (then `byValue` has no effect).
    package static func add(_ a: Any, _ b: Any) -> Any? {
        if let x = number(a), let y = number(b) { return x + y }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: p.x + q.x, y: p.y + q.y)
        case let (p as CGSize, q as CGSize): return CGSize(width: p.width + q.width, height: p.height + q.height)
        case let (p as CGRect, q as CGRect):
            // `size`, not `width`/`height`: those read a negative offset (a growing rect's) as positive.
            return CGRect(
                x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y, width: p.size.width + q.size.width,
                height: p.size.height + q.size.height)
        case let (p as CATransform3D, q as CATransform3D): return q.concatenating(p)
        default: return nil
        }
    }

    /// `a - b`: the value that `add(b, _:)` turns into `a` (for a transform, `a` undone by `b`'s inverse),
    /// or nil when there is none (values that do not add, a transform that cannot be inverted).
    package static func subtract(_ a: Any, _ b: Any) -> Any? {
        if let x = number(a), let y = number(b) { return x - y }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: p.x - q.x, y: p.y - q.y)
        case let (p as CGSize, q as CGSize): return CGSize(width: p.width - q.width, height: p.height - q.height)
        case let (p as CGRect, q as CGRect):
            return CGRect(
                x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y, width: p.size.width - q.size.width,
                height: p.size.height - q.size.height)
        case let (p as CATransform3D, q as CATransform3D):
            let inverse = CATransform3DInvert(q)
            // CATransform3DInvert returns a singular transform unchanged: check that it did invert.
            let product = q.concatenating(inverse).values, identity = CATransform3DIdentity.values
            guard zip(product, identity).allSatisfy({ abs($0 - $1) < 1e-9 }) else { return nil }
            return p.concatenating(inverse)
        default: return nil
        }
    }

    /// The value that adds nothing, of `value`'s kind: 0, `.zero`, the identity transform.
    package static func zero(like value: Any) -> Any {
        switch value {
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        default: return CGFloat(0)
        }
    }

    /// The number in `value`, if it is one (any of Swift's number types, or an `NSNumber`): the one
    /// conversion key-value access and animations share.
    package static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private static func color(_ value: Any) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        guard let color = value as? CGColor else { return nil }
        let rgba = color.renderableRGBA
        return (CGFloat(rgba.0), CGFloat(rgba.1), CGFloat(rgba.2), CGFloat(rgba.3))
    }
}
