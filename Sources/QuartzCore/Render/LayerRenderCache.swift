/// What the renderer keeps per layer between frames.
package struct LayerRenderCache {
    /// The layer's blurred shadow mask and what it was made from.
    package var shadow: (key: ShadowKey, image: CGImage, origin: CGPoint)?
    /// The layer's bounding box in window pixels at the last composite (subtree included).
    package var lastWindowBounds: CGRect = .null
    /// The layer's `renderVersion` at the last composite (-1: never composited).
    package var lastVersion = -1

    /// Drops what a change to the layer's own appearance makes stale.
    mutating func invalidateComposite() { shadow = nil }
}

/// What a layer's shadow depends on.
package struct ShadowKey: Equatable {
    package var size: CGSize
    package var radius: CGFloat
    package var scale: CGFloat
    package var path: CGPath?
    package var contentVersion: Int
}
