/// Draws layer trees with Core Graphics, in Core Animation's order for each layer: shadow, background,
/// contents, sublayers (clipped when `masksToBounds`), border on top; the whole through the mask and
/// with the layer's opacity as a group (or, without `allowsGroupOpacity`, the opacity multiplied into
/// each part and sublayer).
package enum LayerRenderer {
    /// Draws `layer` and its sublayers into `context`, whose current user space is the layer's
    /// superlayer's (y down). `visible` (in the context's device pixels) lets whole subtrees that fall
    /// outside it be skipped; nil draws everything.
    package static func draw(_ layer: CALayer, in context: CGContext, visible: CGRect? = nil) {
        if let visible {
            // The compositor has just computed every layer's box in window pixels; other callers pass nil.
            // Checked first: most layers of a partial repaint stop here.
            let box = layer.renderCache.lastWindowBounds
            if !box.isNull, !box.intersects(visible) { return }
            // A cover already blended into the copy of the raster beneath it (Compositor+Covers).
            if let folded = foldedCover, folded == ObjectIdentifier(layer) {
                foldedCover = nil
                return
            }
            // Opaque layers above may cover part or all of it (Compositor+Occlusion).
            let occlusion = layer.renderCache.occlusion
            if occlusion.pass == occlusionPass, let parts = occlusion.parts {
                guard !parts.isEmpty else { return }
                context.saveGState()
                defer { context.restoreGState() }
                context.clip(toDevicePixels: parts)
                return drawShown(layer, in: context, visible: visible)
            }
        }
        drawShown(layer, in: context, visible: visible)
    }

    /// The compositor's count of occlusion walks: a layer's ``LayerRenderCache/occlusion`` is this frame's
    /// when its pass matches.
    package nonisolated(unsafe) static var occlusionPass = 0

    /// The cover (Compositor+Covers) that the raster drawn last has blended in: it is not drawn itself.
    nonisolated(unsafe) static var foldedCover: ObjectIdentifier?
    /// How many covers have been blended into the copy of a raster so far.
    package nonisolated(unsafe) static var coversFolded = 0

    /// Draws `layer` as `draw(_:in:visible:)` does, once occlusion is accounted for.
    private static func drawShown(_ layer: CALayer, in context: CGContext, visible: CGRect?) {
        guard !layer.isHidden, layer.opacity > 0, layer.opacity.isFinite else { return }
        let bounds = layer.bounds
        guard bounds.width.isFinite, bounds.height.isFinite, layer.position.x.isFinite, layer.position.y.isFinite else { return }
        if let projection = LayerProjection(layer) {
            // A 3D transform: hide a single-sided layer showing its back, or one pushed behind the eye;
            // draw a perspective through an offscreen image (LayerRenderer+Perspective).
            if (!layer.isDoubleSided && projection.facesAway != isInFlippedSpace(layer)) || projection.isBehindEye { return }
            if projection.isProjective { return drawProjected(layer, projection, in: context, visible: visible) }
        } else if !layer.isDoubleSided {
            let t = layerToSuperlayer(layer)
            if (t.a * t.d - t.b * t.c < 0) != isInFlippedSpace(layer) { return }
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(layerToSuperlayer(layer))
        drawInLayerSpace(layer, in: context, visible: visible)
    }

    /// Whether the superlayer flips the geometry: its mirror is part of the layer's map but does not turn
    /// the layer's back towards the viewer.
    private static func isInFlippedSpace(_ layer: CALayer) -> Bool { layer.superlayer?.isGeometryFlipped ?? false }

    /// Shadow, group opacity, mask and content of `layer`, in its own coordinates (the context's current
    /// space).
    static func drawInLayerSpace(_ layer: CALayer, in context: CGContext, visible: CGRect?) {
        let opacity = CGFloat(min(1, layer.opacity))
        let hasShadow = layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
        // The compositor (which passes `visible`) paints content shadows from a cached mask; other
        // callers (render(in:), offscreen passes) let Core Graphics shadow the group.
        let shadowsGroup = hasShadow && layer.shadowPath == nil && visible == nil
        if hasShadow, let path = layer.shadowPath {
            drawShadow(of: path, layer: layer, context: context, opacity: opacity)
        } else if hasShadow && !shadowsGroup {
            drawCachedShadow(of: layer, in: context, opacity: opacity)
        }
        // Opacity multiplies the alpha inherited from ancestors that do not group theirs (1 otherwise:
        // a transparency layer starts at alpha 1).
        if opacity < 1 { context.setAlpha(context.currentAlpha * opacity) }
        // A backdrop fades as its parts do: a group would hide from it what lies beneath.
        let groupsOpacity = opacity < 1 && layer.allowsGroupOpacity && !paintsOnePrimitive(layer) && !(layer is BackdropLayer)
        let needsGroup = groupsOpacity || layer.mask != nil || shadowsGroup
        if needsGroup {
            // A group is an offscreen surface the size of the clip: bound it by what the layer can paint
            // (with its shadow), or a small translucent layer costs a window-sized buffer.
            context.saveGState()
            context.clip(to: subtreeBounds(layer).insetBy(dx: -2, dy: -2))
            if shadowsGroup { setShadow(for: layer, context: context, opacity: 1) }
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            if let mask = layer.mask { clip(context, toMask: mask, of: layer) }
        }
        if layer.shouldRasterize && visible != nil {
            drawRasterized(layer, in: context)
        } else {
            drawOwnContent(layer, in: context, visible: visible)
        }
        if needsGroup {
            context.endTransparencyLayer()
            context.restoreGState()
        }
    }

    /// Whether the layer paints at most one shape (its background, or its contents image) and nothing
    /// over it: then its group opacity is the same as that shape drawn with the opacity, and no
    /// offscreen group is needed (most translucent views: a coloured, fading view).
    private static func paintsOnePrimitive(_ layer: CALayer) -> Bool {
        let hasBackground = (layer.backgroundColor?.alpha ?? 0) > 0
        let hasImage = layer.contents != nil
        guard !(hasBackground && hasImage), layer.borderWidth <= 0 || (layer.borderColor?.alpha ?? 0) <= 0,
            !(layer is CAShapeLayer), !(layer is CAGradientLayer)
        else { return false }
        return layer.sublayerStorage.allSatisfy { $0.isHidden }
    }

    /// What casts a layer's content shadow: its content through its mask, at full opacity.
    static func drawShadowCaster(_ layer: CALayer, in context: CGContext) {
        context.saveGState()
        if let mask = layer.mask { clip(context, toMask: mask, of: layer) }
        drawOwnContent(layer, in: context, visible: nil)
        context.restoreGState()
    }

    /// The transform from a layer's bounds coordinates to its superlayer's (the superlayer's
    /// `sublayerTransform` and then its geometry flip included). 3D transforms are flattened
    /// (``LayerProjection/flattened``: exact without perspective, an approximation with it); the compositor
    /// maps perspective layers itself.
    package static func layerToSuperlayer(_ layer: CALayer) -> CGAffineTransform {
        if layer.hasIdentityTransforms, layer.superlayer?.hasIdentityTransforms ?? true {
            let b = layer.bounds
            return CGAffineTransform(
                translationX: layer.position.x - b.minX - layer.anchorPoint.x * b.width,
                y: layer.position.y - b.minY - layer.anchorPoint.y * b.height)
        }
        if let projection = LayerProjection(layer) { return projection.flattened }
        let size = layer.bounds.size
        let anchor = CGPoint(
            x: layer.bounds.minX + layer.anchorPoint.x * size.width, y: layer.bounds.minY + layer.anchorPoint.y * size.height)
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.transform.affinePart)
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
        if let parent = layer.superlayer, parent.sublayerTransform != CATransform3DIdentity {
            let pSize = parent.bounds.size
            let pAnchor = CGPoint(
                x: parent.bounds.minX + parent.anchorPoint.x * pSize.width,
                y: parent.bounds.minY + parent.anchorPoint.y * pSize.height)
            t = t.concatenating(CGAffineTransform(translationX: -pAnchor.x, y: -pAnchor.y))
                .concatenating(parent.sublayerTransform.affinePart)
                .concatenating(CGAffineTransform(translationX: pAnchor.x, y: pAnchor.y))
        }
        if let parent = layer.superlayer, parent.isGeometryFlipped { t = t.concatenating(parent.geometryFlip) }
        return t
    }

    /// The area a layer and its visible sublayers cover, in the layer's coordinates (shadows and
    /// borders included loosely).
    static func subtreeBounds(_ layer: CALayer) -> CGRect {
        var box = contentBounds(layer)
        if layer.shadowOpacity > 0 {
            let spread = layer.shadowRadius * 3
            box = box.union(box.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
        }
        return box
    }

    /// The area a layer's content covers, in its coordinates: its bounds and, unless it clips, its
    /// visible sublayers (with their shadows); not its own shadow.
    static func contentBounds(_ layer: CALayer) -> CGRect {
        var box = layer.bounds
        if let shape = shapeBounds(layer) { box = box.union(shape) }
        if !layer.masksToBounds {
            for sublayer in layer.sublayerStorage where !sublayer.isHidden {
                box = box.union(subtreeBounds(sublayer).applying(layerToSuperlayer(sublayer)))
            }
        }
        return box
    }

    /// Where a shape layer's path paints, in the layer's coordinates: wherever the path lies, inside its
    /// bounds or not, a stroke reaching half its width out (a miter join up to miterLimit times that).
    /// Nil for other layers and empty paths.
    static func shapeBounds(_ layer: CALayer) -> CGRect? {
        guard let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty else { return nil }
        let reach = shape.strokeColor == nil ? 0 : shape.lineWidth / 2 * max(1, shape.lineJoin == .miter ? shape.miterLimit : 1)
        return path.boundingBoxOfPath.insetBy(dx: -reach - 1, dy: -reach - 1)
    }

    /// Backdrop (of a ``BackdropLayer``), background, contents, sublayers and border, in the layer's
    /// coordinates.
    static func drawOwnContent(_ layer: CALayer, in context: CGContext, visible: CGRect?) {
        let bounds = layer.bounds
        let outline = roundedOutline(of: layer)
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let image = contentsImage(of: layer)
        let clips = layer.masksToBounds
        let hasBorder = layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0
        let gradient = layer as? CAGradientLayer
        // The layer's own edges (background, gradient, clip, contents, border) are aliased when it is
        // rotated or skewed on the device, unless it allows edge antialiasing (as on iOS).
        let aliased =
            (background != nil || image != nil || clips || hasBorder || gradient != nil)
            && !layer.allowsEdgeAntialiasing && !isAxisAligned(context.ctm)
        // Only a context that antialiases needs switching off and back on.
        let switchesAntialiasing = aliased && context.shouldAntialias
        if switchesAntialiasing { context.setShouldAntialias(false) }
        var backgroundPainted = false
        if let backdrop = layer as? BackdropLayer, backdrop.blurRadius > 0 || backdrop.saturation != 1 {
            // A square background at full alpha is laid over the blurred pixels before they are scaled
            // back, instead of over the whole backdrop afterwards.
            let tint = outline == nil && context.currentAlpha == 1 ? background : nil
            let blur: BackdropBlur?
            if visible != nil {
                // The compositor's frame: reuse the blur while nothing beneath changed.
                blur = context.drawBackdrop(
                    in: bounds, sigma: backdrop.blurRadius, saturation: backdrop.saturation, tint: tint,
                    reusing: backdrop.blurIsCurrent ? backdrop.blurCache : nil)
                backdrop.blurCache = blur
            } else {
                blur = context.drawBackdrop(in: bounds, sigma: backdrop.blurRadius, saturation: backdrop.saturation, tint: tint)
            }
            backgroundPainted = tint != nil && blur != nil
        }
        if let background, !backgroundPainted {
            context.setFillColor(background)
            if let outline { context.addPath(outline); context.fillPath() } else { context.fill(bounds) }
        }
        if let gradient { drawGradient(of: gradient, outline: outline, in: context) }
        if clips {
            context.saveGState()
            if let outline { context.addPath(outline); context.clip() } else { context.clip(to: bounds) }
        }
        if let image { drawContents(image, of: layer, in: context) }
        if switchesAntialiasing { context.setShouldAntialias(true) }
        if let shape = layer as? CAShapeLayer { drawShape(of: shape, in: context) }
        for sublayer in layer.sublayersInDrawingOrder { draw(sublayer, in: context, visible: visible) }
        if clips { context.restoreGState() }
        if hasBorder, let border = layer.borderColor {
            if switchesAntialiasing { context.setShouldAntialias(false) }
            let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
            let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
            context.setStrokeColor(border)
            context.setLineWidth(width)
            let radius = max(0, clampedCornerRadius(layer) - width / 2)
            if radius > 0 {
                context.addPath(roundedPath(inset, radius: radius, corners: layer.maskedCorners))
                context.strokePath()
            } else {
                context.stroke(inset)
            }
            if switchesAntialiasing { context.setShouldAntialias(true) }
        }
    }

    /// Whether `t` keeps horizontal and vertical lines so (a scale, a mirror, or a quarter turn).
    static func isAxisAligned(_ t: CGAffineTransform) -> Bool {
        let epsilon: CGFloat = 1e-9
        return (abs(t.b) < epsilon && abs(t.c) < epsilon) || (abs(t.a) < epsilon && abs(t.d) < epsilon)
    }

    static func clampedCornerRadius(_ layer: CALayer) -> CGFloat {
        let r = layer.cornerRadius
        guard r > 0, r.isFinite else { return 0 }
        return min(r, min(layer.bounds.width, layer.bounds.height) / 2)
    }

    /// The rounded bounds, or nil when the corners are square.
    static func roundedOutline(of layer: CALayer) -> CGPath? {
        let radius = clampedCornerRadius(layer)
        guard radius > 0, !layer.maskedCorners.isEmpty else { return nil }
        return roundedPath(layer.bounds, radius: radius, corners: layer.maskedCorners)
    }

    /// A rectangle with the masked corners rounded (y down: minY is the top).
    static func roundedPath(_ r: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        func cornerRadius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = cornerRadius(.layerMinXMinYCorner), tr = cornerRadius(.layerMaxXMinYCorner)
        let bl = cornerRadius(.layerMinXMaxYCorner), br = cornerRadius(.layerMaxXMaxYCorner)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: tr) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY), radius: br) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: bl) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY), radius: tl) }
        path.closeSubpath()
        return path
    }

    static func contentsImage(of layer: CALayer) -> CGImage? {
        guard let contents = layer.contents else { return nil }
        return contents as? CGImage
    }

    // MARK: Shadows

    private static func setShadow(for layer: CALayer, context: CGContext, opacity: CGFloat) {
        let color = layer.shadowColor?.copy(alpha: (layer.shadowColor?.alpha ?? 1) * CGFloat(min(1, layer.shadowOpacity)) * opacity)
        // A layer's shadow offset and radius are in points, unaffected by the layer's transform; the
        // window context's base space is points, y down.
        context.setShadow(offset: layer.shadowOffset, blur: layer.shadowRadius * 2, color: color)
    }

    /// A shadow cast by `shadowPath` alone: the path is filled far outside the clip, and its shadow is
    /// moved back by the same distance, so only the shadow lands.
    private static func drawShadow(of path: CGPath, layer: CALayer, context: CGContext, opacity: CGFloat) {
        context.saveGState()
        let far: CGFloat = 100_000
        let deviceFar = context.convertToDeviceSpace(CGSize(width: far, height: 0))
        let base = context.convertToDeviceSpace(CGSize(width: 1, height: 0))
        let scale = (base.width * base.width + base.height * base.height).squareRoot()
        let offset = CGSize(
            width: layer.shadowOffset.width + deviceFar.width / max(scale, 1e-9),
            height: layer.shadowOffset.height - deviceFar.height / max(scale, 1e-9))
        let color = layer.shadowColor?.copy(alpha: (layer.shadowColor?.alpha ?? 1) * CGFloat(min(1, layer.shadowOpacity)) * opacity)
        context.setShadow(offset: offset, blur: layer.shadowRadius * 2, color: color)
        context.translateBy(x: -far, y: 0)
        context.addPath(path)
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fillPath()
        context.restoreGState()
    }

    // MARK: Masks

    /// Clips `context` (in `layer`'s coordinates) to the alpha of `mask` drawn in `layer`'s bounds.
    static func clip(_ context: CGContext, toMask mask: CALayer, of layer: CALayer) {
        let bounds = layer.bounds
        let scale = max(1, (context.convertToDeviceSpace(CGSize(width: 1, height: 0)).width.magnitude))
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0,
            // Only the mask's alpha counts: an alpha-only bitmap holds it in a quarter of the memory.
            let maskContext = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
        else { return }
        maskContext.setCTM(CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -bounds.minX, y: -bounds.minY))
        maskContext.adoptCurrentSpaceAsBaseSpace()
        mask.displayIfNeeded()
        draw(mask, in: maskContext)
        // The mask context is drawn no more: its pixels serve as they are.
        let image = maskContext.makeImageSharingPixels()
        // clip(to:mask:) places the image's first row at the rect's maxY (y up): flip around the bounds.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
        context.concatenate(flip)
        context.clip(to: bounds, mask: image)
        context.concatenate(flip)
    }
}
