// Converting between layers' coordinate spaces, and hit-testing.
extension CALayer {
    /// Converts `p` from `layer`'s coordinates (nil: the root of this layer's tree) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(CALayer.transform(from: layer ?? rootLayer, to: self))
    }
    /// Converts `p` from this layer's coordinates to `layer`'s (nil: the root of this layer's tree).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        p.applying(CALayer.transform(from: self, to: layer ?? rootLayer))
    }
    /// Converts a rectangle (the bounding box when rotated) from `layer`'s coordinates.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying(CALayer.transform(from: layer ?? rootLayer, to: self))
    }
    /// Converts a rectangle (the bounding box when rotated) to `layer`'s coordinates.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(CALayer.transform(from: self, to: layer ?? rootLayer))
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(LayerRenderer.layerToSuperlayer(self).inverted())
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

    /// The transform from `a`'s coordinates to `b`'s (layers in different trees convert through their
    /// roots, as if the roots coincided).
    static func transform(from a: CALayer, to b: CALayer) -> CGAffineTransform {
        a.toRootTransform.concatenating(b.toRootTransform.inverted())
    }
}
