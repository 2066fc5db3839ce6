/// Cuts the part between two fractions of a path's length out of the path, for `CAShapeLayer`'s
/// `strokeStart` and `strokeEnd`.
///
/// Length runs along the curves themselves (each Bézier curve is measured through samples whose number grows
/// with the curve's size, then cut exactly by de Casteljau subdivision, so the pieces stay curves), over all
/// subpaths in the order they were built; a closing segment counts as a line back to its subpath's start.
/// A closed subpath that falls whole inside the range stays closed (it keeps its closing join); any other
/// piece is an open subpath.
enum PathTrimming {
    /// A line (two points), a quadratic (three) or a cubic Bézier curve (four), with its measured length.
    struct Piece {
        var points: [CGPoint]
        /// Arc length from the start to each of `samples + 1` evenly spaced parameter values.
        var lengths: [CGFloat]

        init(_ points: [CGPoint]) {
            self.points = points
            guard points.count > 2 else {
                lengths = [0, PathTrimming.distance(points[0], points[1])]
                return
            }
            let hull = zip(points, points.dropFirst()).reduce(0) { $0 + PathTrimming.distance($1.0, $1.1) }
            let samples = min(256, max(16, Int(hull.isFinite ? hull : 0)))
            var lengths: [CGFloat] = [0]
            lengths.reserveCapacity(samples + 1)
            var previous = points[0]
            for i in 1...samples {
                let p = PathTrimming.evaluate(points, at: CGFloat(i) / CGFloat(samples))
                lengths.append(lengths[i - 1] + PathTrimming.distance(previous, p))
                previous = p
            }
            self.lengths = lengths
        }

        var length: CGFloat { lengths[lengths.count - 1] }

        /// The curve parameter at arc length `s` from the start.
        func parameter(at s: CGFloat) -> CGFloat {
            guard s > 0 else { return 0 }
            guard s < length else { return 1 }
            var low = 0, high = lengths.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if lengths[mid] <= s { low = mid } else { high = mid }
            }
            let span = lengths[high] - lengths[low]
            let fraction = span > 0 ? (s - lengths[low]) / span : 0
            return (CGFloat(low) + fraction) / CGFloat(lengths.count - 1)
        }

        /// The control points of the part of the curve between parameters `t0` and `t1`.
        func part(from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
            var p = points
            if t1 < 1 { p = PathTrimming.split(p, at: t1).left }
            let start = t1 > 0 ? t0 / t1 : 0
            if start > 0 { p = PathTrimming.split(p, at: start).right }
            return p
        }
    }

    struct Subpath {
        var pieces: [Piece] = []
        /// Closed subpaths end with the closing line (possibly of zero length) as their last piece.
        var isClosed = false
        var length: CGFloat { pieces.reduce(0) { $0 + $1.length } }
    }

    /// The part of `path` from `start` to `end`, fractions of its whole length (0 ≤ start < end ≤ 1).
    /// A path of zero length yields an empty path.
    static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let subpaths = self.subpaths(of: path)
        let total = subpaths.reduce(0) { $0 + $1.length }
        let result = CGMutablePath()
        guard total > 0, total.isFinite else { return result }
        let from = start * total, to = end * total
        let tolerance = total * 1e-9
        var offset: CGFloat = 0
        for subpath in subpaths {
            let subpathStart = offset
            offset += subpath.length
            guard offset > from, subpathStart < to else { continue }
            if subpath.isClosed, from <= subpathStart + tolerance, to >= offset - tolerance {
                append(subpath.pieces.dropLast(), to: result, moving: true)
                result.closeSubpath()
                continue
            }
            var distance = subpathStart
            var penDown = false
            for piece in subpath.pieces {
                let d0 = distance, d1 = distance + piece.length
                distance = d1
                if d1 <= from { continue }
                if d0 >= to { break }
                let t0 = from > d0 ? piece.parameter(at: from - d0) : 0
                let t1 = to < d1 ? piece.parameter(at: to - d0) : 1
                append([Piece(piece.part(from: t0, to: t1))], to: result, moving: !penDown)
                penDown = true
            }
        }
        return result
    }

    /// The path's subpaths as measured pieces. Subpaths without a drawing element are dropped.
    static func subpaths(of path: CGPath) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var start = CGPoint.zero, point: CGPoint?
        func add(_ points: [CGPoint]) {
            if current == nil { current = Subpath(); start = points[0] }
            current?.pieces.append(Piece(points))
        }
        func finish() {
            if let subpath = current, !subpath.pieces.isEmpty { result.append(subpath) }
            current = nil
        }
        for segment in path.segments {
            switch segment.kind {
            case .moveToPoint:
                finish()
                start = segment.p0
                point = segment.p0
                current = Subpath()
            case .addLineToPoint:
                add([point ?? segment.p0, segment.p0])
            case .addQuadCurveToPoint:
                add([point ?? segment.p0, segment.p0, segment.p1])
            case .addCurveToPoint:
                add([point ?? segment.p0, segment.p0, segment.p1, segment.p2])
            case .closeSubpath:
                guard current != nil, let last = point else { continue }
                current?.pieces.append(Piece([last, start]))
                current?.isClosed = true
                finish()
                point = start
                continue
            }
            point = segment.endPoint
        }
        finish()
        return result
    }

    private static func append<C: Collection>(_ pieces: C, to path: CGMutablePath, moving: Bool) where C.Element == Piece {
        var first = moving
        for piece in pieces {
            let p = piece.points
            if first { path.move(to: p[0]); first = false }
            switch p.count {
            case 2: path.addLine(to: p[1])
            case 3: path.addQuadCurve(to: p[2], control: p[1])
            default: path.addCurve(to: p[3], control1: p[1], control2: p[2])
            }
        }
    }

    // MARK: Bézier arithmetic

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The point at parameter `t` of the Bézier curve with control points `p` (de Casteljau).
    static func evaluate(_ p: [CGPoint], at t: CGFloat) -> CGPoint {
        var level = p
        while level.count > 1 {
            for i in 0..<(level.count - 1) { level[i] = lerp(level[i], level[i + 1], t) }
            level.removeLast()
        }
        return level[0]
    }

    /// The curve's two halves at parameter `t`, each as control points.
    static func split(_ p: [CGPoint], at t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
        var left = [p[0]], right = [p[p.count - 1]]
        var level = p
        while level.count > 1 {
            for i in 0..<(level.count - 1) { level[i] = lerp(level[i], level[i + 1], t) }
            level.removeLast()
            left.append(level[0])
            right.append(level[level.count - 1])
        }
        return (left, right.reversed())
    }
}
