// Converting between layers' coordinate spaces, and hit-testing. Points map exactly, through
// perspective too (each layer's plane maps to its superlayer's by a homography, inverted per point);
// rectangles map to the bounding box of their corners. A superlayer's `isGeometryFlipped` is part of each
// sublayer's map (`LayerRenderer.layerToSuperlayer`, `LayerProjection`).
import Synchronization

extension CALayer {
    /// Where a point of this layer lands in its superlayer; nil when it is behind the eye.
    package func pointInSuperlayer(_ p: CGPoint) -> CGPoint? {
        if hasIdentityTransforms, superlayer?.hasIdentityTransforms ?? true {
            let offset = offsetInSuperlayer
            return CGPoint(x: p.x + offset.x, y: p.y + offset.y)
        }
        if let projection = LayerProjection(self), projection.isProjective { return projection.apply(p) }
        return p.applying(LayerRenderer.layerToSuperlayer(self))
    }

    /// The point of this layer that lands on `q` in its superlayer; nil when none does (the map is
    /// singular there, or the point would be behind the eye).
    package func pointFromSuperlayer(_ q: CGPoint) -> CGPoint? {
        pointFromSuperlayer(q, superlayerHasIdentityTransforms: superlayer?.hasIdentityTransforms ?? true)
    }

    /// `pointFromSuperlayer(_:)` for a caller that knows whether the superlayer has transforms (a
    /// hit-test walking down the tree), sparing the weak `superlayer` load on the hot path.
    package func pointFromSuperlayer(_ q: CGPoint, superlayerHasIdentityTransforms: Bool) -> CGPoint? {
        if hasIdentityTransforms, superlayerHasIdentityTransforms {
            let offset = offsetInSuperlayer
            return CGPoint(x: q.x - offset.x, y: q.y - offset.y)
        }
        if let projection = LayerProjection(self), projection.isProjective { return projection.unapply(q) }
        let t = LayerRenderer.layerToSuperlayer(self)
        guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return nil }
        return q.applying(t.inverted())
    }

    /// Without transforms, a layer's coordinates are its superlayer's moved by this.
    var offsetInSuperlayer: CGPoint {
        let b = bounds
        return CGPoint(x: position.x - b.minX - anchorPoint.x * b.width, y: position.y - b.minY - anchorPoint.y * b.height)
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = pointFromSuperlayer(p) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    var rootLayer: CALayer {
        var top = self
        while let parent = top.superlayer { top = parent }
        return top
    }

    /// The transform from this layer's coordinates to its tree root's.
    package var toRootTransform: CGAffineTransform {
        var t = CGAffineTransform.identity
        var current: CALayer? = self
        while let layer = current, let parent = layer.superlayer {
            t = t.concatenating(LayerRenderer.layerToSuperlayer(layer))
            current = parent
        }
        return t
    }

    /// Maps `p` from `a`'s coordinates to `b`'s through their common root (layers in different trees
    /// convert as if their roots coincided). A point that has no image (behind the eye) maps through the
    /// layers' affine stand-ins instead.
    static func convert(_ p: CGPoint, from a: CALayer, to b: CALayer) -> CGPoint {
        var point: CGPoint? = p
        var current = a
        while let parent = current.superlayer, let q = point {
            point = current.pointInSuperlayer(q)
            current = parent
        }
        for layer in b.ancestorsFromRoot() {
            guard let q = point else { break }
            point = layer.pointFromSuperlayer(q)
        }
        return point ?? p.applying(a.toRootTransform.concatenating(b.toRootTransform.inverted()))
    }

    /// Maps a rectangle from `a`'s coordinates to `b`'s: the bounding box of its mapped corners.
    static func convert(_ r: CGRect, from a: CALayer, to b: CALayer) -> CGRect {
        guard !r.isNull else { return r }
        if a.isAffineToRoot && b.isAffineToRoot {
            return r.applying(a.toRootTransform.concatenating(b.toRootTransform.inverted()))
        }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { convert($0, from: a, to: b) }
        return PathGeometry.bounds(of: corners)
    }

    /// The layers from just below the root down to this layer (empty for a root).
    private func ancestorsFromRoot() -> [CALayer] {
        var chain: [CALayer] = []
        var current = self
        while let parent = current.superlayer { chain.append(current); current = parent }
        return chain.reversed()
    }

    /// Whether every map from this layer up to its root is affine (no perspective).
    private var isAffineToRoot: Bool {
        var current = self
        while let parent = current.superlayer {
            if let projection = LayerProjection(current), projection.isProjective { return false }
            current = parent
        }
        return true
    }

    // MARK: Flipped geometry

    /// `contentsAreFlipped()`'s answer: whether an odd number of the layer's ancestors flip their geometry.
    func ancestorsFlipContents() -> Bool {
        guard CALayer.geometryFlipInUse.load(ordering: .relaxed) else { return false }
        var flipped = false
        var current = superlayer
        while let layer = current {
            if layer.isGeometryFlippedStorage { flipped.toggle() }
            current = layer.superlayer
        }
        return flipped
    }

    /// Set once any layer flips its geometry: until then, no layer's contents are flipped and the renderer
    /// does not walk up the tree to find out.
    private static let geometryFlipInUse = Atomic<Bool>(false)

    static func noteGeometryFlipped() { geometryFlipInUse.store(true, ordering: .relaxed) }

    /// The flip `isGeometryFlipped` applies between this layer's sublayers and its bounds.
    var geometryFlip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }
}
