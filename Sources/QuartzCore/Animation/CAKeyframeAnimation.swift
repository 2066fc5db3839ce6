/// An animation through several values (`values`, or the points of a `path` for point properties), at
/// `keyTimes` (fractions of the pass; evenly spaced by default), each segment paced by its entry in
/// `timingFunctions`. `calculationMode` chooses how values between keyframes are found: linear
/// (default), discrete (jumps), paced (even speed, key times ignored), cubic (a smooth curve through
/// the values), cubicPaced.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    public required init() { super.init() }

    override func copyAnimationState(from other: CAAnimation) {
        super.copyAnimationState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions; calculationMode = other.calculationMode
    }

    override func value(forKeyPath keyPath: String, at fraction: Double, base: Any) -> Any? {
        guard keyPath == self.keyPath else { return nil }
        let frames: [Any] = path.map { Self.points(of: $0) } ?? values ?? []
        guard !frames.isEmpty else { return nil }
        guard frames.count > 1 else { return frames[0] }
        let f = timingFunction?.progress(at: fraction) ?? fraction
        let paced = path != nil || calculationMode == .paced || calculationMode == .cubicPaced
        let times = paced ? Self.pacedTimes(frames) : effectiveKeyTimes(count: frames.count)
        if calculationMode == .discrete {
            let index = times.lastIndex(where: { $0 <= f }) ?? 0
            return frames[min(index, frames.count - 1)]
        }
        var segment = times.count - 2
        for i in 0..<(times.count - 1) where f < times[i + 1] { segment = i; break }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (f - times[segment]) / span : 1
        local = min(max(local, 0), 1)
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].progress(at: local) }
        if calculationMode == .cubic || calculationMode == .cubicPaced, let value = Self.catmullRom(frames, segment, local) { return value }
        return AnimatedValue.interpolate(frames[segment], frames[segment + 1], local)
    }

    /// The key times to use: the given ones when they fit the values, else evenly spaced. Discrete
    /// animations have one more key time than values (each value holds from its time to the next).
    private func effectiveKeyTimes(count: Int) -> [Double] {
        let discrete = calculationMode == .discrete
        let wanted = discrete ? count + 1 : count
        if let keyTimes, keyTimes.count == wanted { return keyTimes.map { $0.doubleValue } }
        return (0..<wanted).map { Double($0) / Double(wanted - 1) }
    }

    /// Key times proportional to the distance covered (numbers and points); even spacing otherwise.
    private static func pacedTimes(_ frames: [Any]) -> [Double] {
        var lengths = [0.0]
        for i in 1..<frames.count { lengths.append(lengths[i - 1] + distance(frames[i - 1], frames[i])) }
        guard let total = lengths.last, total > 0 else { return (0..<frames.count).map { Double($0) / Double(frames.count - 1) } }
        return lengths.map { $0 / total }
    }

    private static func distance(_ a: Any, _ b: Any) -> Double {
        if let x = AnimatedValue.number(a), let y = AnimatedValue.number(b) { return Double(abs(y - x)) }
        if let p = a as? CGPoint, let q = b as? CGPoint { return Double(hypot(q.x - p.x, q.y - p.y)) }
        return 1
    }

    /// A Catmull-Rom spline through the values around `segment`, for numbers and points.
    private static func catmullRom(_ frames: [Any], _ segment: Int, _ t: Double) -> Any? {
        let i0 = max(segment - 1, 0), i3 = min(segment + 2, frames.count - 1)
        let f = CGFloat(t)
        func spline(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
            0.5 * (2 * p1 + (-p0 + p2) * f + (2 * p0 - 5 * p1 + 4 * p2 - p3) * f * f + (-p0 + 3 * p1 - 3 * p2 + p3) * f * f * f)
        }
        let quad = [frames[i0], frames[segment], frames[segment + 1], frames[i3]]
        let numbers = quad.compactMap(AnimatedValue.number)
        if numbers.count == 4 { return spline(numbers[0], numbers[1], numbers[2], numbers[3]) }
        let points = quad.compactMap { $0 as? CGPoint }
        if points.count == 4 {
            return CGPoint(
                x: spline(points[0].x, points[1].x, points[2].x, points[3].x),
                y: spline(points[0].y, points[1].y, points[2].y, points[3].y))
        }
        return nil
    }

    /// A path's points, its curves sampled into short lines.
    private static func points(of path: CGPath) -> [Any] {
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: current = p[0]; start = current; points.append(current)
            case .addLineToPoint: current = p[0]; points.append(current)
            case .addQuadCurveToPoint:
                let c = p[0], end = p[1], from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(
                        CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * end.x, y: u * u * from.y + 2 * u * t * c.y + t * t * end.y))
                }
                current = end
            case .addCurveToPoint:
                let c1 = p[0], c2 = p[1], end = p[2], from = current
                for step in 1...24 {
                    let t = CGFloat(step) / 24, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * end.x, y: a * from.y + b * c1.y + c * c2.y + d * end.y))
                }
                current = end
            case .closeSubpath: current = start; points.append(start)
            }
        }
        return points
    }
}

/// How a keyframe animation finds values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Several animations run together, their times measured from the group's start (a child's
/// `beginTime` is an offset into the group; children end when the group does).
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    override func copyAnimationState(from other: CAAnimation) {
        super.copyAnimationState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override var animatedKeyPaths: [String] {
        var paths: [String] = []
        for child in animations ?? [] { for path in child.animatedKeyPaths where !paths.contains(path) { paths.append(path) } }
        return paths
    }

    override func value(forKeyPath keyPath: String, at fraction: Double, base: Any) -> Any? {
        let groupDuration = duration > 0 ? duration : MediaTimingModel.defaultDuration
        let local = (timingFunction?.progress(at: fraction) ?? fraction) * groupDuration
        var value: Any?
        for child in animations ?? [] where child.animatedKeyPaths.contains(keyPath) {
            guard let childFraction = MediaTimingModel.fraction(of: child, at: local) else { continue }
            value = child.value(forKeyPath: keyPath, at: childFraction, base: value ?? base) ?? value
        }
        return value
    }
}

/// A basic animation paced by a damped spring (mass, stiffness, damping, initial velocity) instead of a
/// timing function: it may overshoot and settle. `settlingDuration` is how long the spring takes to come
/// to rest (within 0.1% of the distance).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// In units of the whole distance per second; positive towards the end value.
    open var initialVelocity: CGFloat = 0

    public required init() { super.init() }

    override func copyAnimationState(from other: CAAnimation) {
        super.copyAnimationState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping; initialVelocity = other.initialVelocity
    }

    /// How long the spring takes to settle, in seconds.
    open var settlingDuration: CFTimeInterval {
        var t = 0.0
        var lastUnsettled = 0.0
        while t < 60 {
            if abs(1 - springProgress(at: t)) > 0.001 { lastUnsettled = t }
            t += 1.0 / 240
        }
        return lastUnsettled
    }

    /// The spring's position at `t` seconds, from 0 to 1 at rest.
    func springProgress(at t: Double) -> Double {
        let m = max(Double(mass), 1e-6), k = max(Double(stiffness), 1e-6), c = max(Double(damping), 0)
        let v0 = Double(initialVelocity)
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else {
            let root = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
            let a = (-v0 - r2) / (r1 - r2)
            return 1 - (a * exp(r1 * t) + (1 - a) * exp(r2 * t))
        }
    }

    override func pacing(_ fraction: Double) -> Double {
        springProgress(at: fraction * (duration > 0 ? duration : MediaTimingModel.defaultDuration))
    }
}
