/// Draws a window's layer trees into its surface, repainting only what changed since the last frame.
///
/// Each frame: find the damage (for every layer whose properties, contents or sublayers changed, the
/// area its subtree covered before and covers now, in window pixels), clip to it, clear it, and draw
/// the layer trees there, skipping subtrees outside it. Counters tell tests and benchmarks how much
/// work a frame did.
package final class Compositor {
    package let pixelWidth: Int, pixelHeight: Int
    package let scale: CGFloat
    /// The window surface, in points, y down.
    package let context: CGContext
    private var fullRedraw = true

    /// Layers visited and frames that repainted, since creation.
    package private(set) var layersVisited = 0
    package private(set) var framesDrawn = 0
    /// The damage of the last frame that repainted, in pixels.
    package private(set) var lastDamage: [CGRect] = []

    package init?(size: CGSize, scale: CGFloat) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        pixelWidth = Int((size.width * s).rounded(.up)); pixelHeight = Int((size.height * s).rounded(.up))
        self.scale = s
        guard
            let context = CGContext(
                data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        self.context = context
        context.setCTM(CGAffineTransform(scaleX: s, y: s))
        context.adoptCurrentSpaceAsBaseSpace()
    }

    /// Repaints what changed in `roots` (windows' layers, back to front); returns the damaged pixel
    /// rectangles (empty when nothing changed).
    @discardableResult
    package func composite(_ roots: [CALayer]) -> [CGRect] {
        // What is on screen is the presentation: animating layers show their animated values.
        AnimationEngine.showingPresentationValues { compositeModel(roots) }
    }

    private func compositeModel(_ roots: [CALayer]) -> [CGRect] {
        var damage: [CGRect] = []
        for root in roots { collectDamage(root, toWindow: .identity, covered: false, into: &damage) }
        extendDamageUnderBackdrops(&damage, roots: roots)
        let full = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        if fullRedraw { damage = [full]; fullRedraw = false }
        damage = Compositor.merge(damage.map { $0.integral.intersection(full) }.filter { !$0.isNull && !$0.isEmpty })
        guard !damage.isEmpty else { return [] }
        framesDrawn += 1
        lastDamage = damage
        context.saveGState()
        context.clip(to: damage.map { CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale) })
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale))
        let visible = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
        for root in roots { LayerRenderer.draw(root, in: context, visible: visible) }
        context.restoreGState()
        return damage
    }

    /// Marks everything for repainting at the next frame (after a resize or a scale change).
    package func invalidateAll() { fullRedraw = true }

    /// The finished frame, sharing the surface's pixels (valid until the next composite).
    package var frame: CGImage { context.makeImageSharingPixels() }

    /// Walks a layer tree once: returns the subtree's box in window pixels, and adds to `damage` the old
    /// and new boxes of every changed layer that no changed ancestor already covers.
    @discardableResult
    private func collectDamage(_ layer: CALayer, toWindow parent: CGAffineTransform, covered: Bool, into damage: inout [CGRect]) -> CGRect {
        // A content shadow follows every layer below: a change there reshapes it (and drops its mask).
        let reshapedShadow = layer.hasChangedDescendant && layer.shadowOpacity > 0 && layer.shadowPath == nil
        if reshapedShadow { layer.renderCache.invalidateLook() }
        let changed = layer.renderVersion != layer.renderCache.lastVersion || reshapedShadow
        // Nothing changed in this subtree and nothing above moved it: its boxes are still right.
        if !changed && !covered && !layer.hasChangedDescendant && !layer.renderCache.lastWindowBounds.isNull {
            return layer.renderCache.lastWindowBounds
        }
        layer.hasChangedDescendant = false
        layersVisited += 1
        let toWindow = LayerRenderer.layerToSuperlayer(layer).concatenating(parent)
        var box = CGRect.null
        if !layer.isHidden {
            var own = layer.bounds
            // Contents placed by gravity may overflow the bounds (aspect fill, centre) unless clipped.
            if !layer.masksToBounds, let image = LayerRenderer.contentsImage(of: layer) {
                let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
                let natural = CGSize(
                    width: CGFloat(image.width) * layer.contentsRect.width / scale,
                    height: CGFloat(image.height) * layer.contentsRect.height / scale)
                own = own.union(LayerRenderer.gravityRect(layer.contentsGravity, natural: natural, in: layer.bounds))
            }
            if let shape = LayerRenderer.shapeBounds(layer) { own = own.union(shape) }
            let device = own.applying(toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
            box = device.insetBy(dx: -1, dy: -1)
        }
        for sublayer in layer.sublayerStorage {
            let child = collectDamage(sublayer, toWindow: toWindow, covered: covered || changed, into: &damage)
            if !layer.isHidden && !layer.masksToBounds { box = box.union(child) }
        }
        if !layer.isHidden && layer.shadowOpacity > 0 && !box.isNull {
            // The shadow of the path, or of the whole content (sublayers included), moved by the offset
            // and spread by the blur; offset and blur are in points, in the window's space.
            let caster =
                layer.shadowPath.map {
                    $0.boundingBoxOfPath.applying(toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
                } ?? box
            let spread = layer.shadowRadius * 3 * scale + 1
            box = box.union(
                caster.offsetBy(dx: layer.shadowOffset.width * scale, dy: layer.shadowOffset.height * scale)
                    .insetBy(dx: -spread, dy: -spread))
        }
        if changed && !covered {
            let old = layer.renderCache.lastWindowBounds
            let area = old.isNull ? box : (box.isNull ? old : old.union(box))
            if !area.isNull, area.width.isFinite, area.height.isFinite { damage.append(area) }
        }
        layer.renderCache.lastVersion = layer.renderVersion
        layer.renderCache.lastWindowBounds = box
        if let mask = layer.mask { mask.renderCache.lastVersion = mask.renderVersion }
        return box
    }

    /// Adds to `damage` the whole area every shown backdrop layer samples, when anything in it is
    /// repainted: its blur mixes pixels from up to its reach away, so it is redrawn, with all it
    /// reads, whenever part of that changes. Repeated while one backdrop's area reaches another's.
    private func extendDamageUnderBackdrops(_ damage: inout [CGRect], roots: [CALayer]) {
        var sampled: [CGRect] = BackdropLayer.live.compactMap { backdrop in
            let box = backdrop.renderCache.lastWindowBounds
            guard !box.isNull, Compositor.isShown(backdrop, in: roots) else { return nil }
            // The downsampling of the blur reads up to 8 more pixels.
            let margin = backdrop.reach * scale + 10
            return box.insetBy(dx: -margin, dy: -margin)
        }
        var grew = true
        while grew && !sampled.isEmpty {
            grew = false
            for index in sampled.indices.reversed() where damage.contains(where: { $0.intersects(sampled[index]) }) {
                damage.append(sampled.remove(at: index))
                grew = true
            }
        }
    }

    /// Whether `layer` is in one of `roots`' trees with no hidden layer on the way.
    private static func isShown(_ layer: CALayer, in roots: [CALayer]) -> Bool {
        var current = layer
        while true {
            if current.isHidden { return false }
            guard let parent = current.superlayer else { return roots.contains { $0 === current } }
            current = parent
        }
    }

    /// Merges overlapping rectangles, and all of them into one when there are many.
    static func merge(_ rects: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        for rect in rects {
            var merged = rect
            result.removeAll { existing in
                if existing.intersects(merged) { merged = merged.union(existing); return true }
                return false
            }
            result.append(merged)
        }
        if result.count > 8 { return [result.dropFirst().reduce(result[0]) { $0.union($1) }] }
        return result
    }
}
