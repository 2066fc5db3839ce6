/// Display waits for layers that cannot be seen: a layer marked for display whose bounds lie entirely
/// outside its tree's root (a window, the screen) after the clips of its ancestors keeps its mark, and is
/// displayed at the first commit that finds part of it in view (content scrolled in, a view moved). The
/// rows of a long scroll view below the screen cost nothing until they are scrolled to. A snapshot of a
/// tree (`displayTree()`, `render(in:)`) displays every marked layer whether it is seen or not.
extension CALayer {
    /// Whether no part of the layer can be seen in its tree's root: its bounds, moved into each ancestor
    /// and clipped by those that mask to their bounds, miss the root's bounds. Only plain placements are
    /// judged: a transform or a flipped geometry on the way, or a shadow of its own, counts as seen, as
    /// does a layer that is its own root.
    var isOutsideRootBounds: Bool {
        guard shadowOpacity <= 0 else { return false }
        var rect = bounds
        var layer = self
        while let parent = layer.superlayer {
            guard layer.hasIdentityTransforms, parent.hasIdentityTransforms else { return false }
            let offset = layer.offsetInSuperlayer
            rect = rect.offsetBy(dx: offset.x, dy: offset.y)
            if parent.masksToBounds {
                rect = rect.intersection(parent.bounds)
                if rect.isNull { return true }
            }
            layer = parent
        }
        return layer !== self && !rect.intersects(layer.bounds)
    }
}

extension CATransaction {
    /// A layer whose display waits until it can be seen (held weakly: a layer that leaves is not kept).
    struct DeferredDisplay {
        weak var layer: CALayer?
    }
}
