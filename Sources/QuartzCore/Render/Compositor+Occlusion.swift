// Occlusion: what an opaque layer covers is not drawn beneath it. Before a frame is drawn, the layer
// trees are walked from the top down (the reverse of drawing order) over the damaged area, collecting
// the whole pixels that opaque layers paint: a layer with an opaque background and square corners,
// shown with full opacity, no mask and an axis-aligned transform. A layer lying entirely under them is
// skipped, one partly under them is drawn only where it shows, and the frame is not cleared there. A
// page sliding over another costs the pixels that show, not both pages.
extension Compositor {
    /// The smallest opaque area (in pixels) worth remembering; smaller ones rarely hide much.
    private static let smallestOccluder: CGFloat = 64 * 64
    /// How many opaque areas a frame remembers; layers beneath more are simply drawn.
    private static let mostOccluders = 16

    /// Marks, for every layer that is drawn in `damage`'s bounding box this frame, what part of it shows
    /// (``LayerRenderCache/occlusion``), and returns the opaque areas (window pixels) that cover the frame.
    func findOcclusion(_ roots: [CALayer], damage: [CGRect]) -> [CGRect] {
        LayerRenderer.occlusionPass &+= 1
        LayerRenderer.foldedCover = nil
        guard let first = damage.first else { return [] }
        let area = damage.dropFirst().reduce(first) { $0.union($1) }
        var occluders: [CGRect] = []
        for root in roots.reversed() {
            findOcclusion(root, toWindow: .identity, clip: surfaceRect, canOcclude: true, area: area, occluders: &occluders)
        }
        return occluders
    }

    /// Visits `layer`'s subtree in reverse drawing order. `parent` maps the superlayer's space to the
    /// window's points; `clip` is what the ancestors' clipping leaves visible (window pixels); a layer
    /// can cover what lies beneath only when `canOcclude` (no ancestor fades or masks it).
    private func findOcclusion(
        _ layer: CALayer, toWindow parent: CGAffineTransform, clip: CGRect, canOcclude: Bool, area: CGRect, occluders: inout [CGRect]
    ) {
        let box = layer.renderCache.lastWindowBounds
        guard !box.isNull, box.intersects(area), !layer.isHidden, layer.opacity > 0, layer.opacity.isFinite else { return }
        let shown = box.intersection(area).intersection(clip)
        let pass = LayerRenderer.occlusionPass
        if shown.isNull || shown.isEmpty {
            layer.renderCache.occlusion = (pass, [])
            return
        }
        if occluders.contains(where: { Compositor.overlap($0, shown) }) {
            let parts = Compositor.subtract(occluders, from: shown)
            // Too many pieces make a clip slower than drawing the hidden pixels.
            layer.renderCache.occlusion = (pass, parts.count > 8 ? nil : parts)
            if parts.isEmpty { return }
        } else {
            layer.renderCache.occlusion = (pass, nil)
        }
        // A 3D perspective draws through an offscreen image: nothing inside is drawn in the window's space.
        if let projection = LayerProjection(layer), projection.isProjective { return }
        let toWindow = LayerRenderer.layerToSuperlayer(layer).concatenating(parent)
        let toPixels = toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let axisAligned = toPixels.b == 0 && toPixels.c == 0
        let occludes = canOcclude && layer.opacity >= 1 && layer.mask == nil && axisAligned
        if !layer.shouldRasterize {
            // Sublayers are drawn over the layer's own content: they are visited first.
            var sublayerClip = clip
            var sublayersOcclude = occludes
            if layer.masksToBounds {
                if LayerRenderer.clampedCornerRadius(layer) == 0 && axisAligned {
                    sublayerClip = clip.intersection(layer.bounds.applying(toPixels))
                } else {
                    sublayersOcclude = false
                }
            }
            var above: CALayer?
            for sublayer in layer.sublayersInDrawingOrder.reversed() {
                findOcclusion(
                    sublayer, toWindow: toWindow, clip: sublayerClip, canOcclude: sublayersOcclude, area: area, occluders: &occluders)
                if let above, sublayersOcclude { noteCover(above, over: sublayer, superlayerToPixels: toPixels) }
                above = sublayer
            }
        }
        if let backdrop = layer as? BackdropLayer {
            // A backdrop blurs what is drawn beneath it, up to its reach around it: what covers that
            // from above must still be drawn beneath.
            let margin = backdrop.reach * scale + 10
            let sampled = box.insetBy(dx: -margin, dy: -margin)
            occluders.removeAll { Compositor.overlap($0, sampled) }
        }
        guard occludes, layer.isDoubleSided, layer.backgroundColor?.alpha == 1, LayerRenderer.clampedCornerRadius(layer) == 0,
            occluders.count < Compositor.mostOccluders
        else { return }
        // The whole pixels inside the background (its edge pixels are blended).
        let painted = layer.bounds.applying(toPixels)
        guard painted.width.isFinite, painted.height.isFinite else { return }
        let inner = CGRect(
            x: painted.minX.rounded(.up), y: painted.minY.rounded(.up),
            width: painted.maxX.rounded(.down) - painted.minX.rounded(.up), height: painted.maxY.rounded(.down) - painted.minY.rounded(.up)
        ).intersection(clip)
        guard !inner.isNull, inner.width * inner.height >= Compositor.smallestOccluder else { return }
        occluders.append(inner)
    }
}
