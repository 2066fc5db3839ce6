// Covers: a plain translucent layer lying exactly over an opaque rasterized sibling beneath it (the
// dimming over the page a navigation push covers) is blended into the copy of the sibling's image, in
// one pass over those pixels instead of a copy and then a blend. The occlusion walk finds the pairs;
// the renderer folds them when the copy lands on whole pixels, and draws both as usual otherwise.
extension Compositor {
    /// Notes `cover` on `layer`'s cache when `cover`, drawn just above `layer`, is a plain colour over
    /// exactly `layer`'s opaque raster. `superlayerToPixels` maps their superlayer's space to window
    /// pixels; neither layer is faded or masked by an ancestor (the occlusion walk's `canOcclude`).
    func noteCover(_ cover: CALayer, over layer: CALayer, superlayerToPixels: CGAffineTransform) {
        let pass = LayerRenderer.occlusionPass
        guard let color = Self.plainColor(of: cover), layer.shouldRasterize, !layer.isHidden, layer.opacity >= 1, layer.mask == nil,
            let raster = layer.renderCache.raster, !raster.image.hasAlpha, raster.rect == layer.bounds,
            raster.layerBounds == layer.bounds,
            cover.renderCache.occlusion.pass == pass, layer.renderCache.occlusion.pass == pass,
            cover.renderCache.occlusion.parts == layer.renderCache.occlusion.parts
        else { return }
        // The same rectangle of pixels, unturned.
        let coverToPixels = LayerRenderer.layerToSuperlayer(cover).concatenating(superlayerToPixels)
        let layerToPixels = LayerRenderer.layerToSuperlayer(layer).concatenating(superlayerToPixels)
        guard coverToPixels.b == 0, coverToPixels.c == 0, layerToPixels.b == 0, layerToPixels.c == 0 else { return }
        let covered = cover.bounds.applying(coverToPixels), painted = layer.bounds.applying(layerToPixels)
        let tolerance: CGFloat = 0.01
        guard abs(covered.minX - painted.minX) < tolerance, abs(covered.minY - painted.minY) < tolerance,
            abs(covered.maxX - painted.maxX) < tolerance, abs(covered.maxY - painted.maxY) < tolerance
        else { return }
        layer.renderCache.cover = (pass, ObjectIdentifier(cover), color)
    }

    /// The colour `layer` paints when all it draws is its background colour, translucent, over its
    /// bounds (its opacity multiplied in), or nil when it draws anything else.
    private static func plainColor(of layer: CALayer) -> CGColor? {
        guard type(of: layer) == CALayer.self, !layer.isHidden, layer.opacity > 0, layer.opacity.isFinite,
            let background = layer.backgroundColor, background.alpha > 0,
            layer.contents == nil, layer.sublayerStorage.isEmpty, layer.mask == nil,
            LayerRenderer.clampedCornerRadius(layer) == 0,
            layer.borderWidth <= 0 || (layer.borderColor?.alpha ?? 0) <= 0,
            layer.shadowOpacity <= 0 || (layer.shadowColor?.alpha ?? 0) <= 0
        else { return nil }
        let alpha = background.alpha * CGFloat(min(1, layer.opacity))
        guard alpha < 1 else { return nil }
        return background.copy(alpha: alpha)
    }
}
