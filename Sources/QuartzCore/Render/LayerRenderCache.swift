/// What the renderer keeps per layer between frames.
package struct LayerRenderCache {
    /// The layer's blurred shadow (when it has no `shadowPath`), what it was made for, and where its
    /// top-left pixel lies relative to the layer's origin in device pixels.
    package var shadow: (key: ShadowKey, mask: ShadowMask, origin: CGPoint)?
    /// The layer and its sublayers drawn into an image (`shouldRasterize`), the rectangle of the layer's
    /// space it covers, the scale it was drawn at, and the layer's bounds then.
    package var raster: (image: CGImage, rect: CGRect, scale: CGFloat, layerBounds: CGRect)?
    /// The layer's bounding box in window pixels at the last composite (subtree included).
    package var lastWindowBounds: CGRect = .null
    /// The layer's `renderVersion` at the last composite (-1: never composited).
    package var lastVersion = -1
    /// The layer's bounds at the last composite.
    package var lastBounds: CGRect = .null
    /// Whether something besides the bounds' origin changed since the last composite (when nothing but
    /// the origin did, the layer scrolled its sublayers and looks the same itself).
    package var changedMoreThanBoundsOrigin = true
    /// Whether the sublayers' boxes (and versions) were left as they were because a rasterized image
    /// stood for them.
    package var sublayerBoxesStale = false
    /// What of the layer shows in the frame being drawn, in window pixels, when opaque layers above it
    /// cover some (see Compositor+Occlusion): nil parts, all of it; none, nothing. Valid while `pass` is
    /// ``LayerRenderer/occlusionPass``.
    package var occlusion: (pass: Int, parts: [CGRect]?) = (0, nil)
    /// A plain translucent layer lying exactly over the layer's opaque raster this frame (see
    /// Compositor+Covers): its colour (its opacity included) is blended into the raster's copy, and the
    /// layer itself is not drawn. Valid while `pass` is ``LayerRenderer/occlusionPass``.
    package var cover: (pass: Int, layer: ObjectIdentifier, color: CGColor)?

    /// Drops what a change to the look of the layer or of a sublayer makes stale.
    mutating func invalidateLook() { shadow = nil }
}

/// What a cached shadow depends on besides the look of the layer's subtree: the linear part of the
/// layer-to-device transform, and the blur in device pixels.
package struct ShadowKey: Equatable {
    package var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
    package var sigma: CGFloat
}
