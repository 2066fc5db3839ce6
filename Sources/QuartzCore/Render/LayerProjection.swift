/// How a layer's plane maps into its superlayer's when the layer's `transform` or the superlayer's
/// `sublayerTransform` is three-dimensional.
///
/// Core Animation applies a layer's transform about its anchor point (`anchorPoint`, `anchorPointZ`), moves
/// the anchor to (`position`, `zPosition`), then applies the superlayer's `sublayerTransform` about the
/// superlayer's anchor point (then the superlayer's geometry flip, when `isGeometryFlipped`), and flattens
/// the result into the superlayer's plane: a point (x, y) of the layer's bounds lands at (X/W, Y/W), where
/// (X, Y, Z, W) = (x, y, 0, 1) × `matrix`. Where W ≤ 0 the point is behind the eye and is not drawn. The map is projective (a perspective) when W varies over the plane,
/// that is when m14 or m24 is not zero.
struct LayerProjection {
    /// The layer's bounds coordinates to the superlayer's, in Core Animation's row-vector convention.
    let matrix: CATransform3D
    let bounds: CGRect

    /// W below this is treated as behind the eye (the map blows up towards W = 0).
    static let nearestW: CGFloat = 1e-3

    /// The projection of `layer`, or nil when both its transform and its superlayer's sublayer transform
    /// are affine, and the 2D path (`LayerRenderer.layerToSuperlayer`) is exact.
    init?(_ layer: CALayer) {
        let parentTransform = layer.superlayer?.sublayerTransform ?? CATransform3DIdentity
        guard !CATransform3DIsAffine(layer.transform) || !CATransform3DIsAffine(parentTransform) else { return nil }
        let bounds = layer.bounds
        let anchor = CGPoint(x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -layer.anchorPointZ)
            .concatenating(layer.transform)
            .concatenating(CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
        if let parent = layer.superlayer, parent.sublayerTransform != CATransform3DIdentity {
            let pBounds = parent.bounds
            let pAnchor = CGPoint(
                x: pBounds.minX + parent.anchorPoint.x * pBounds.width,
                y: pBounds.minY + parent.anchorPoint.y * pBounds.height)
            m = m.concatenating(CATransform3DMakeTranslation(-pAnchor.x, -pAnchor.y, -parent.anchorPointZ))
                .concatenating(parent.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(pAnchor.x, pAnchor.y, parent.anchorPointZ))
        }
        if let parent = layer.superlayer, parent.isGeometryFlipped {
            m = m.concatenating(CATransform3DMakeAffineTransform(parent.geometryFlip))
        }
        matrix = m
        self.bounds = bounds
    }

    /// Whether the whole plane is behind the eye (an affine map with W ≤ 0: pushed past the viewer).
    var isBehindEye: Bool { !isProjective && matrix.m44 < LayerProjection.nearestW }

    /// Whether W varies over the layer's plane, so that the map cannot be drawn as an affine transform.
    /// (Rotations by π leave rounding residue of about 1e-16 in m14 and m24: that is affine.)
    var isProjective: Bool { abs(matrix.m14) > 1e-12 || abs(matrix.m24) > 1e-12 }

    /// The homogeneous image of a point of the layer's plane.
    func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (
            p.x * matrix.m11 + p.y * matrix.m21 + matrix.m41,
            p.x * matrix.m12 + p.y * matrix.m22 + matrix.m42,
            p.x * matrix.m14 + p.y * matrix.m24 + matrix.m44
        )
    }

    /// The point of the layer's plane that lands on `q` of the superlayer (the homography inverted);
    /// nil when none does in front of the eye.
    func unapply(_ q: CGPoint) -> CGPoint? {
        let m = matrix
        // Rows of the 3×3 map H (row vectors: [x y 1] H = [X Y W]); solve [x y 1] H ~ [qx qy 1] by the adjugate.
        let (a, b, c) = (m.m11, m.m12, m.m14)
        let (d, e, f) = (m.m21, m.m22, m.m24)
        let (g, h, i) = (m.m41, m.m42, m.m44)
        guard abs(determinant) > 1e-12 else { return nil }
        // [qx qy 1] × adj(H) gives [x y 1] up to scale; adj(H) is the transposed cofactor matrix.
        let x = q.x * (e * i - f * h) + q.y * (f * g - d * i) + (d * h - e * g)
        let y = q.x * (c * h - b * i) + q.y * (a * i - c * g) + (b * g - a * h)
        let w = q.x * (b * f - c * e) + q.y * (c * d - a * f) + (a * e - b * d)
        guard abs(w) > 1e-12 else { return nil }
        let p = CGPoint(x: x / w, y: y / w)
        guard homogeneous(p).w >= LayerProjection.nearestW * 0.999 else { return nil }
        return p
    }

    /// Where a point of the layer lands in the superlayer; nil when it is behind the eye.
    func apply(_ p: CGPoint) -> CGPoint? {
        let h = homogeneous(p)
        guard h.w >= LayerProjection.nearestW * 0.999 else { return nil }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The determinant of the 3×3 homography (rows x, y, 1 of the plane; columns X, Y, W).
    private var determinant: CGFloat {
        let m = matrix
        return m.m11 * (m.m22 * m.m44 - m.m24 * m.m42)
            - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
            + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
    }

    /// Whether the layer shows its back: the map reverses orientation where the layer is in front of the
    /// eye (the Jacobian of a homography is det H / W³).
    var facesAway: Bool { determinant < 0 }

    /// How much the map enlarges areas around `p`, as a length ratio (superlayer points per layer point).
    func magnification(at p: CGPoint) -> CGFloat {
        let w = homogeneous(p).w
        guard w > 0 else { return 1 }
        return (abs(determinant) / (w * w * w)).squareRoot()
    }

    /// Whether all of `rect` is in front of the eye (W ≥ `nearestW` at its four corners, so everywhere).
    func isWhollyInFront(_ rect: CGRect) -> Bool {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ].allSatisfy { homogeneous($0).w >= LayerProjection.nearestW }
    }

    /// The part of `rect` in front of the eye (W ≥ `nearestW`), as a convex polygon; empty when the
    /// whole rectangle is behind.
    func visiblePolygon(of rect: CGRect) -> [CGPoint] {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let limit = LayerProjection.nearestW
        var polygon: [CGPoint] = []
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            let wa = homogeneous(a).w - limit, wb = homogeneous(b).w - limit
            if wa >= 0 { polygon.append(a) }
            if (wa >= 0) != (wb >= 0) {
                let t = wa / (wa - wb)
                polygon.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return polygon
    }

    /// An affine stand-in for hit-testing, coordinate conversion and bounding boxes: the exact map when it is
    /// affine (divided by W); for a perspective, the map that takes the bounds onto the box of their
    /// projection. (Hit-testing and point conversion map exactly, through ``unapply(_:)``.)
    var flattened: CGAffineTransform {
        let m = matrix
        if !isProjective || bounds.width <= 0 || bounds.height <= 0 {
            let w = m.m44 != 0 ? m.m44 : 1
            return CGAffineTransform(a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
        }
        let projected = visiblePolygon(of: bounds).compactMap(apply)
        guard projected.count >= 3 else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        let box = PathGeometry.bounds(of: projected)
        let sx = box.width / bounds.width, sy = box.height / bounds.height
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: box.minX - bounds.minX * sx, ty: box.minY - bounds.minY * sy)
    }
}
