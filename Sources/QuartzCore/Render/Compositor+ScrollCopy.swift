/// Scrolling by moving pixels.
///
/// When nothing changed about a layer but its bounds' origin (a scroll view scrolled), its sublayers
/// moved on screen by the change and the layer itself looks the same. If the layer paints an opaque
/// rectangle that clips its sublayers, what the window showed inside that rectangle is still right once
/// moved by the same amount: the compositor moves those pixels, and draws only what the move cannot
/// supply. That is the strip scrolled into view, the old and new places of the sublayers that changed
/// themselves (the old place where the move took it), whatever is drawn above the scrolled layer (where
/// it is, and where the move took its pixels), and the damage of other changes where the move took it.
/// Drawn instead, the whole visible area of a full-screen table is repainted on every frame of a scroll.
///
/// The layer qualifies only when the move is exactly right: a plain `CALayer` with an opaque background
/// colour, clipping, no corner radius, border, contents, shadow or mask; its bounds on whole window
/// pixels and moved by whole pixels; and no ancestor that transforms, fades, masks or rounds what it
/// draws.
package struct ScrollCopy {
    /// The layer that scrolled.
    package let layer: CALayer
    /// The pixels that moved: the layer's visible rectangle, in window pixels.
    package let area: CGRect
    /// How far the pixels moved, in window pixels.
    package let dx: Int, dy: Int
    /// The damage rectangles the layer's subtree added during the walk.
    var subtreeDamage: Range<Int> = 0..<0
}

/// What a layer's ancestors did since the last composite, for the damage walk.
enum Ancestors: Equatable {
    /// None changed: a changed layer damages its old and new boxes.
    case unchanged
    /// One changed, and its damage covers the subtree.
    case covered
    /// One scrolled by moving its pixels by `dx`, `dy` window pixels.
    case moved(dx: Int, dy: Int)
}

extension Compositor {
    /// The pixel move that redraws `layer` after its scroll, or nil when the layer does not qualify
    /// (see `ScrollCopy`). `clip`: what the ancestors leave visible, nil when one of them disqualifies.
    func scrollCopy(of layer: CALayer, toWindow: CGAffineTransform, clip: CGRect?) -> ScrollCopy? {
        let cache = layer.renderCache
        guard let clip, !cache.changedMoreThanBoundsOrigin, !cache.lastBounds.isNull, cache.lastBounds.size == layer.bounds.size,
            type(of: layer) == CALayer.self, Compositor.movesPixelsAsTheyAre(layer), layer.masksToBounds,
            layer.cornerRadius == 0, layer.borderWidth == 0, layer.contents == nil, layer.shadowOpacity == 0,
            layer.backgroundColor?.alpha == 1,
            toWindow.a == 1, toWindow.b == 0, toWindow.c == 0, toWindow.d == 1
        else { return nil }
        let device = layer.bounds.applying(toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        let area = device.intersection(clip).intersection(surfaceRect)
        let dx = (cache.lastBounds.minX - layer.bounds.minX) * scale, dy = (cache.lastBounds.minY - layer.bounds.minY) * scale
        guard !area.isNull, !area.isEmpty, Compositor.isWhole(area.minX), Compositor.isWhole(area.minY),
            Compositor.isWhole(area.maxX), Compositor.isWhole(area.maxY), Compositor.isWhole(dx), Compositor.isWhole(dy)
        else { return nil }
        return ScrollCopy(
            layer: layer, area: area.integral, dx: Int(dx.rounded()), dy: Int(dy.rounded()))
    }

    /// What `layer`'s sublayers see of the window, in window pixels, for `scrollCopy(of:toWindow:clip:)`:
    /// `clip` narrowed to the layer's bounds when it clips, nil when the layer stops its sublayers'
    /// pixels from moving as they are (it is hidden, transforms, fades, masks, or clips to a rounded rectangle).
    static func clip(for layer: CALayer, toWindow: CGAffineTransform, within clip: CGRect?, scale: CGFloat) -> CGRect? {
        guard let clip, movesPixelsAsTheyAre(layer), !(layer.masksToBounds && layer.cornerRadius > 0) else { return nil }
        guard layer.masksToBounds else { return clip }
        return clip.intersection(layer.bounds.applying(toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale))))
    }

    /// Whether the layer draws its subtree's pixels unaltered: shown, not transformed, fully opaque, unmasked.
    private static func movesPixelsAsTheyAre(_ layer: CALayer) -> Bool {
        !layer.isHidden && layer.hasIdentityTransforms && layer.opacity == 1 && layer.mask == nil
    }

    /// Whether `value` is a whole number (of pixels), to within rounding error.
    private static func isWhole(_ value: CGFloat) -> Bool { value.isFinite && abs(value - value.rounded()) < 1e-6 }

    /// Moves the window boxes of `layer`'s subtree by `dx`, `dy` pixels: nothing in it changed, and an
    /// ancestor's scroll moved it.
    static func moveBoxes(of layer: CALayer, dx: CGFloat, dy: CGFloat) {
        let box = layer.renderCache.lastWindowBounds
        if !box.isNull { layer.renderCache.lastWindowBounds = box.offsetBy(dx: dx, dy: dy) }
        for sublayer in layer.sublayerStorage { moveBoxes(of: sublayer, dx: dx, dy: dy) }
    }

    /// Adds to `damage` what the walk's scroll copies leave wrong: the strip each scroll brings into
    /// view, the pixels of layers drawn above the scrolled layer (in place and where the move took them),
    /// and every other damage rectangle where the move took it. Copies whose areas overlap would move
    /// each other's pixels: all but the first are repainted whole instead.
    func damageAroundScrollCopies(_ damage: inout [CGRect], roots: [CALayer]) {
        guard !scrollCopies.isEmpty else { return }
        var kept: [ScrollCopy] = []
        for copy in scrollCopies {
            if kept.contains(where: { Compositor.overlap($0.area, copy.area) }) {
                addDamage(copy.area, source: copy.layer, to: &damage)
            } else {
                kept.append(copy)
            }
        }
        scrollCopies = kept
        let walked = damage.count
        for copy in kept {
            let area = copy.area
            func addMoved(_ rect: CGRect, source: CALayer) {
                let inside = rect.intersection(area)
                guard !inside.isNull, !inside.isEmpty else { return }
                addDamage(inside.offsetBy(dx: CGFloat(copy.dx), dy: CGFloat(copy.dy)).intersection(area), source: source, to: &damage)
            }
            for strip in Compositor.subtract([area.offsetBy(dx: CGFloat(copy.dx), dy: CGFloat(copy.dy))], from: area) {
                addDamage(strip, source: copy.layer, to: &damage)
            }
            for index in 0..<walked where !copy.subtreeDamage.contains(index) {
                addMoved(damage[index], source: damageSources[index])
            }
            Compositor.forEachLayer(above: copy.layer, roots: roots, paintingIn: area) { above in
                let box = above.renderCache.lastWindowBounds
                addDamage(box.intersection(area), source: above, to: &damage)
                addMoved(box, source: above)
            }
        }
    }

    /// Calls `body` for each layer drawn after `layer` and outside its subtree whose box meets `area`
    /// and that paints something itself; a container that paints nothing passes the question to its
    /// sublayers.
    private static func forEachLayer(above layer: CALayer, roots: [CALayer], paintingIn area: CGRect, _ body: (CALayer) -> Void) {
        func visit(_ candidate: CALayer) {
            let box = candidate.renderCache.lastWindowBounds
            guard !candidate.isHidden, !box.isNull, overlap(box, area) else { return }
            let paints =
                type(of: candidate) != CALayer.self || (candidate.backgroundColor?.alpha ?? 0) > 0 || candidate.contents != nil
                || candidate.borderWidth > 0 || candidate.shadowOpacity > 0 || candidate.mask != nil
            if paints { return body(candidate) }
            for sublayer in candidate.sublayerStorage { visit(sublayer) }
        }
        var child = layer
        while let parent = child.superlayer {
            let order = parent.sublayersInDrawingOrder
            if let index = order.firstIndex(where: { $0 === child }) {
                for sibling in order[(index + 1)...] { visit(sibling) }
            }
            child = parent
        }
        if let index = roots.firstIndex(where: { $0 === child }) {
            for root in roots[(index + 1)...] { visit(root) }
        }
    }
}
