/// Draws a window's layer trees into its surface, repainting only what changed since the last frame.
///
/// Each frame: find the damage (for every layer whose properties, contents or sublayers changed, the
/// area its subtree covered before and covers now, in window pixels), clip to it, clear it, and draw
/// the layer trees there, skipping subtrees outside it and what opaque layers cover (see
/// Compositor+Occlusion). A layer that only scrolled (a new bounds origin
/// by whole pixels, see Compositor+ScrollCopy) has its pixels moved instead, and only what the move
/// cannot supply is drawn. Counters tell tests and benchmarks how much
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
    /// The scrolls the last frame that repainted drew by moving pixels.
    package private(set) var lastScrollCopies: [ScrollCopy] = []
    /// The layer whose change caused each damage rectangle, during a composite.
    var damageSources: [CALayer] = []
    /// The layers scrolled by moving their pixels, during a composite.
    var scrollCopies: [ScrollCopy] = []
    /// The surface, in pixels.
    var surfaceRect: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

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
        damageSources.removeAll(keepingCapacity: true)
        scrollCopies.removeAll(keepingCapacity: true)
        for root in roots {
            collectDamage(root, toWindow: .identity, ancestors: .unchanged, clip: surfaceRect, into: &damage)
        }
        let redrawsAll = fullRedraw
        if fullRedraw {
            damage = [surfaceRect]
            scrollCopies.removeAll()
            fullRedraw = false
        } else {
            damageAroundScrollCopies(&damage, roots: roots)
        }
        extendDamageUnderBackdrops(&damage, redrawsAll: redrawsAll, roots: roots)
        damage = Compositor.merge(damage)
        guard !damage.isEmpty || !scrollCopies.isEmpty else { return [] }
        framesDrawn += 1
        lastDamage = damage
        lastScrollCopies = scrollCopies
        for copy in scrollCopies {
            context.movePixels(
                in: (Int(copy.area.minX), Int(copy.area.minY), Int(copy.area.width), Int(copy.area.height)),
                dx: copy.dx, dy: copy.dy)
        }
        if !damage.isEmpty {
            let occluders = findOcclusion(roots, damage: damage)
            context.saveGState()
            context.clip(toDevicePixels: damage)
            // Cleared where no opaque layer paints.
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(
                damage.flatMap { Compositor.subtract(occluders, from: $0) }
                    .map { CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale) })
            let visible = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
            for root in roots { LayerRenderer.draw(root, in: context, visible: visible) }
            context.restoreGState()
        }
        // The moved pixels changed on screen too.
        return damage + scrollCopies.map(\.area)
    }

    /// Marks everything for repainting at the next frame (after a resize or a scale change).
    package func invalidateAll() { fullRedraw = true }

    /// The finished frame, sharing the surface's pixels (valid until the next composite).
    package var frame: CGImage { context.makeImageSharingPixels() }

    /// Walks a layer tree once: returns the subtree's box in window pixels, and adds to `damage` what
    /// changed layers need repainted: the old and new boxes of every changed layer that no changed
    /// ancestor already covers; within a layer scrolled by moving its pixels, a changed layer's old box
    /// where the move took it, and its new box. `clip` is what the ancestors leave visible, in window
    /// pixels, when nothing between the layer and the window stops its pixels from moving as they are
    /// (nil: something does, see `scrollCopy(of:toWindow:clip:)`).
    @discardableResult
    private func collectDamage(
        _ layer: CALayer, toWindow parent: CGAffineTransform, ancestors: Ancestors, clip: CGRect?, into damage: inout [CGRect]
    ) -> CGRect {
        // A content shadow follows every layer below: a change there reshapes it (and drops its mask).
        let reshapedShadow = layer.hasChangedDescendant && layer.shadowOpacity > 0 && layer.shadowPath == nil
        if reshapedShadow { layer.renderCache.invalidateLook() }
        // A rasterized image shows the sublayers as they were.
        if layer.hasChangedDescendant && layer.shouldRasterize { layer.renderCache.raster = nil }
        // While a rasterized image stands for the sublayers, their boxes are not kept (see below): once it
        // is gone, they are all found again and the layer's whole area repainted.
        let staleSublayers = layer.renderCache.sublayerBoxesStale && layer.renderCache.raster == nil
        let changed = layer.renderVersion != layer.renderCache.lastVersion || reshapedShadow || staleSublayers
        if !changed && !layer.hasChangedDescendant {
            switch ancestors {
            case .unchanged where !layer.renderCache.lastWindowBounds.isNull:
                // Nothing changed in this subtree and nothing above moved it: its boxes are still right.
                return layer.renderCache.lastWindowBounds
            case .moved(let dx, let dy):
                // Nothing changed here or below: the subtree moved with the pixels, and its boxes with it.
                Compositor.moveBoxes(of: layer, dx: CGFloat(dx), dy: CGFloat(dy))
                return layer.renderCache.lastWindowBounds
            default: break
            }
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
        let copy =
            changed && ancestors == .unchanged && !reshapedShadow && !staleSublayers
            ? scrollCopy(of: layer, toWindow: toWindow, clip: clip) : nil
        let sublayerAncestors: Ancestors
        switch ancestors {
        case .unchanged: sublayerAncestors = changed ? copy.map { .moved(dx: $0.dx, dy: $0.dy) } ?? .covered : .unchanged
        case .moved: sublayerAncestors = changed ? .covered : ancestors
        case .covered: sublayerAncestors = .covered
        }
        let sublayerClip =
            sublayerAncestors == .unchanged ? Compositor.clip(for: layer, toWindow: toWindow, within: clip, scale: scale) : nil
        let subtreeDamage = damage.count
        if let raster = layer.renderCache.raster, layer.shouldRasterize {
            // The image is drawn in the sublayers' place and none of them changed (a change drops it):
            // its area is the subtree's, and the walk need not go through a thousand sublayers that
            // only moved with the layer.
            let area = raster.rect.applying(toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale))).insetBy(dx: -1, dy: -1)
            if !layer.isHidden { box = box.union(area) }
            layer.renderCache.sublayerBoxesStale = true
        } else {
            for sublayer in layer.sublayerStorage {
                let child = collectDamage(sublayer, toWindow: toWindow, ancestors: sublayerAncestors, clip: sublayerClip, into: &damage)
                if !layer.isHidden && !layer.masksToBounds { box = box.union(child) }
            }
            layer.renderCache.sublayerBoxesStale = false
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
        if changed {
            let old = layer.renderCache.lastWindowBounds
            switch ancestors {
            case .unchanged:
                if var copy {
                    copy.subtreeDamage = subtreeDamage..<damage.count
                    scrollCopies.append(copy)
                } else {
                    addDamage(old.isNull ? box : (box.isNull ? old : old.union(box)), source: layer, to: &damage)
                }
            case .moved(let dx, let dy):
                if !old.isNull { addDamage(old.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)), source: layer, to: &damage) }
                addDamage(box, source: layer, to: &damage)
            case .covered: break
            }
        }
        layer.renderCache.lastVersion = layer.renderVersion
        layer.renderCache.lastWindowBounds = box
        layer.renderCache.lastBounds = layer.bounds
        layer.renderCache.changedMoreThanBoundsOrigin = false
        if let mask = layer.mask {
            mask.renderCache.lastVersion = mask.renderVersion
            Compositor.clearChangedDescendants(mask)
        }
        return box
    }

    /// Clears the marks a change inside `layer`'s subtree left (a mask's: the compositor does not walk
    /// it, it draws it with the layer it masks), so that the next change there is reported again.
    private static func clearChangedDescendants(_ layer: CALayer) {
        guard layer.hasChangedDescendant else { return }
        layer.hasChangedDescendant = false
        for sublayer in layer.sublayerStorage { clearChangedDescendants(sublayer) }
    }

    /// Adds the whole surface pixels of `area` to `damage`, with the layer whose change caused them.
    func addDamage(_ area: CGRect, source: CALayer, to damage: inout [CGRect]) {
        guard !area.isNull, area.width.isFinite, area.height.isFinite else { return }
        let pixels = area.integral.intersection(surfaceRect)
        guard !pixels.isNull && !pixels.isEmpty else { return }
        damage.append(pixels)
        damageSources.append(source)
    }

    /// Decides, for every shown backdrop layer, whether its blur is still right, and if not adds the
    /// area it samples to `damage`. A backdrop's blur mixes what lies beneath it up to its reach away:
    /// when a layer drawn before it (beneath it, or an ancestor) changed there, the whole area it
    /// samples is repainted and blurred again; when only layers above it changed (a bar's own titles),
    /// the blur it made last is painted again where needed. Repeated while one backdrop's new area
    /// reaches another's.
    private func extendDamageUnderBackdrops(_ damage: inout [CGRect], redrawsAll: Bool, roots: [CALayer]) {
        var pending: [(backdrop: BackdropLayer, area: CGRect)] = BackdropLayer.live.compactMap { backdrop in
            let box = backdrop.renderCache.lastWindowBounds
            guard !box.isNull, Compositor.isShown(backdrop, in: roots) else { return nil }
            backdrop.blurIsCurrent = !redrawsAll
            // The downsampling of the blur reads up to 8 more pixels.
            let margin = backdrop.reach * scale + 10
            let area = box.insetBy(dx: -margin, dy: -margin).integral.intersection(surfaceRect)
            return area.isNull || area.isEmpty ? nil : (backdrop, area)
        }
        if redrawsAll { return }
        var grew = true
        while grew && !pending.isEmpty {
            grew = false
            for index in pending.indices.reversed() {
                let (backdrop, area) = pending[index]
                let beneathChanged =
                    zip(damage, damageSources).contains { rect, source in
                        Compositor.overlap(rect, area) && !Compositor.isDrawn(source, after: backdrop, roots: roots)
                    }
                    || scrollCopies.contains { copy in
                        Compositor.overlap(copy.area, area) && !Compositor.isDrawn(copy.layer, after: backdrop, roots: roots)
                    }
                guard beneathChanged else { continue }
                backdrop.blurIsCurrent = false
                pending.remove(at: index)
                // Only the part not yet damaged: added whole, it would merge with the damage it meets
                // into their bounding box, repainting much that neither needs.
                let added = Compositor.subtract(damage, from: area)
                damage.append(contentsOf: added)
                damageSources.append(contentsOf: added.map { _ in backdrop })
                grew = true
            }
        }
    }

    /// Whether `layer` is drawn after `backdrop`'s own content: one of its sublayers, or after it in
    /// its tree (or in a later root). An ancestor, or the backdrop itself, is not.
    static func isDrawn(_ layer: CALayer, after backdrop: CALayer, roots: [CALayer]) -> Bool {
        guard layer !== backdrop else { return false }
        var backdropChain: [CALayer] = [backdrop]
        while let parent = backdropChain.last?.superlayer { backdropChain.append(parent) }
        if backdropChain.contains(where: { $0 === layer }) { return false }
        var current = layer
        while let parent = current.superlayer {
            if parent === backdrop { return true }
            if let index = backdropChain.firstIndex(where: { $0 === parent }), index > 0 {
                let order = parent.sublayersInDrawingOrder
                let mine = order.firstIndex { $0 === current } ?? 0
                let theirs = order.firstIndex { $0 === backdropChain[index - 1] } ?? 0
                return mine > theirs
            }
            current = parent
        }
        // Different trees: the later root is drawn on top.
        let mine = roots.firstIndex { $0 === current } ?? 0
        let theirs = roots.firstIndex { $0 === backdropChain.last } ?? 0
        return mine > theirs
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

    /// Whether two rectangles share some area (rectangles that only touch do not).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        let common = a.intersection(b)
        return !common.isNull && common.width > 0 && common.height > 0
    }

    /// The parts of `rect` outside every rectangle of `others`, as rectangles that do not overlap.
    static func subtract(_ others: [CGRect], from rect: CGRect) -> [CGRect] {
        var pieces = [rect]
        for other in others {
            pieces = pieces.flatMap { piece -> [CGRect] in
                guard overlap(piece, other) else { return [piece] }
                let cut = piece.intersection(other)
                // Above and below the cut across the piece's width; left and right of it beside the cut.
                return [
                    CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: cut.minY - piece.minY),
                    CGRect(x: piece.minX, y: cut.maxY, width: piece.width, height: piece.maxY - cut.maxY),
                    CGRect(x: piece.minX, y: cut.minY, width: cut.minX - piece.minX, height: cut.height),
                    CGRect(x: cut.maxX, y: cut.minY, width: piece.maxX - cut.maxX, height: cut.height),
                ].filter { $0.width > 0 && $0.height > 0 }
            }
        }
        return pieces
    }

    /// Merges overlapping rectangles, and all of them into one when there are many.
    static func merge(_ rects: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        for rect in rects {
            var merged = rect
            result.removeAll { existing in
                if Compositor.overlap(existing, merged) { merged = merged.union(existing); return true }
                return false
            }
            result.append(merged)
        }
        if result.count > 8 { return [result.dropFirst().reduce(result[0]) { $0.union($1) }] }
        return result
    }
}
