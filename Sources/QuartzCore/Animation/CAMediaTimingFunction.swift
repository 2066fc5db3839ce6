/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) whose two control points shape
/// how the animation's progress (y) follows time (x).
///
/// The named functions have Core Animation's control points: linear (0, 0, 1, 1), easeIn (0.42, 0, 1, 1),
/// easeOut (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1).
/// Immutable, usable from any thread.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)

    /// One of the named timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Float, Float, Float, Float)
        switch name {
        case .linear: points = (0, 0, 1, 1)
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
        default: points = (0.25, 0.1, 0.25, 1)
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// A timing function with control points (c1x, c1y) and (c2x, c2y). The x values are clamped to
    /// 0...1 (time must move forward); y values may overshoot. NaN or infinite values make it linear.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y].map(Double.init)
        if values.allSatisfy(\.isFinite) {
            c1 = (min(max(values[0], 0), 1), values[1])
            c2 = (min(max(values[2], 0), 1), values[3])
        } else {
            c1 = (0, 0)
            c2 = (1, 1)
        }
        super.init()
    }

    /// Writes control point `idx` (0: the start (0, 0), 1 and 2: the two control points, 3: the end
    /// (1, 1)) as two floats into `ptr`. Other indices write nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The progress at time fraction `x` (0...1, clamped): the curve's y where its x is `x`.
    package func progress(at x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        let x = min(max(x, 0), 1)
        if c1.x == c1.y && c2.x == c2.y { return x }  // A straight line.
        let t = parameter(forX: x)
        return Self.bezier(t, c1.y, c2.y)
    }

    /// One coordinate of the curve at parameter t, with end points 0 and 1.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter whose x is `x`: Newton's method, then bisection where the slope is flat (x of the
    /// curve is monotonic because the control points' x are in 0...1).
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-9 { return t }
            let slope = Self.bezierSlope(t, c1.x, c2.x)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.bezier(t, c1.x, c2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    open override var hash: Int {
        var hasher = Hasher()
        for value in [c1.x, c1.y, c2.x, c2.y] { hasher.combine(value) }
        return hasher.finalize()
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
