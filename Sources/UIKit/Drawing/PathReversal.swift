/// Reverses the direction of each subpath of a path, keeping its shape (for `UIBezierPath.reversing()`).
enum PathReversal {
    static func reversed(_ path: CGPath) -> CGMutablePath {
        let result = CGMutablePath()
        // Split into subpaths: a start point, the segments after it, and whether it was closed.
        var subpaths: [(start: CGPoint, segments: [PathSegment], closed: Bool)] = []
        for segment in path.segments {
            switch segment.kind {
            case .moveToPoint:
                subpaths.append((segment.p0, [], false))
            case .closeSubpath:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default:
                if subpaths.isEmpty { subpaths.append((.zero, [], false)) }
                subpaths[subpaths.count - 1].segments.append(segment)
            }
        }
        for subpath in subpaths.reversed() {
            var starts = [subpath.start]
            for segment in subpath.segments { starts.append(segment.endPoint) }
            result.move(to: starts.last!)
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let target = starts[index]
                switch segment.kind {
                case .addLineToPoint: result.addLine(to: target)
                case .addQuadCurveToPoint: result.addQuadCurve(to: target, control: segment.p0)
                case .addCurveToPoint: result.addCurve(to: target, control1: segment.p1, control2: segment.p0)
                default: break
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
