// `shouldRasterize`: the compositor draws the layer and its sublayers into an image at
// `rasterizationScale` once, keeps it in the layer's render cache, and draws the image in their place
// while nothing in the subtree changes (the cache is dropped by a change of the layer's look, of a
// sublayer, or of the bounds' size). Moving, transforming and fading the layer keep it: a sliding page
// of a thousand views costs one image per frame.
extension LayerRenderer {
    /// The largest image a rasterized layer gets, in pixels; a bigger one is drawn live.
    static let largestRaster = 4096 * 4096

    static func drawRasterized(_ layer: CALayer, in context: CGContext) {
        let layerBounds = layer.bounds
        let requested = layer.rasterizationScale
        let scale = requested.isFinite && requested > 0 ? requested : 1
        // What the image covers changes only with the bounds or the sublayers, and a change of a
        // sublayer drops the image.
        if let raster = layer.renderCache.raster, raster.layerBounds == layerBounds, raster.scale == scale {
            return drawRaster(raster.image, in: raster.rect, context, cover: currentCover(of: layer))
        }
        // The image covers what the layer and its sublayers paint (its bounds when it clips).
        let painted = layer.masksToBounds ? layerBounds : subtreeBounds(layer).union(layerBounds)
        guard painted.width.isFinite, painted.height.isFinite else { return drawOwnContent(layer, in: context, visible: nil) }
        let bounds = painted.integral
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= largestRaster else {
            return drawOwnContent(layer, in: context, visible: nil)
        }
        // A layer that paints its whole bounds opaque (a page with a background colour) makes an opaque
        // image, which composites as a plain copy instead of a blend.
        let opaque =
            layer.backgroundColor?.alpha == 1 && layer.cornerRadius == 0 && layer.mask == nil && bounds == layerBounds
            && (bounds.width * scale).rounded() == bounds.width * scale && (bounds.height * scale).rounded() == bounds.height * scale
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst
        guard
            let offscreen = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return drawOwnContent(layer, in: context, visible: nil) }
        // Points, y down, the bounds' origin at the top left: the layer's own space, as the compositor draws it.
        offscreen.setCTM(CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -bounds.minX, y: -bounds.minY))
        offscreen.adoptCurrentSpaceAsBaseSpace()
        drawOwnContent(layer, in: offscreen, visible: nil)
        guard let image = offscreen.makeImage() else { return drawOwnContent(layer, in: context, visible: nil) }
        layer.renderCache.raster = (image, bounds, scale, layerBounds)
        drawRaster(image, in: bounds, context, cover: currentCover(of: layer))
    }

    /// The cover the compositor found over the layer's raster this frame (Compositor+Covers).
    private static func currentCover(of layer: CALayer) -> (layer: ObjectIdentifier, color: CGColor)? {
        guard let cover = layer.renderCache.cover, cover.pass == occlusionPass else { return nil }
        return (cover.layer, cover.color)
    }

    /// Draws a raster over `rect`. When its pixels meet the destination's one to one (the layer only
    /// moved), it lands on whole device pixels: a copy instead of a resampling, which is what keeps a
    /// sliding page cheap. The shift is under half a pixel, while the layer moves. A `cover` lying over
    /// the raster is blended in by the same copy when it can be, and then not drawn itself.
    private static func drawRaster(
        _ image: CGImage, in rect: CGRect, _ context: CGContext, cover: (layer: ObjectIdentifier, color: CGColor)?
    ) {
        let source = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let toDevice = context.ctm
        let device = rect.applying(toDevice)
        guard toDevice.b == 0, toDevice.c == 0, abs(device.width - source.width) < 0.01, abs(device.height - source.height) < 0.01 else {
            return drawPart(image, source: source, destination: rect, filters: nil, in: context)
        }
        let aligned = CGRect(x: device.minX.rounded(), y: device.minY.rounded(), width: source.width, height: source.height)
        // The copy puts the image's first row on top, unmirrored: as Core Graphics draws an image (its
        // first row at the rectangle's maxY), that is where a transform flipping y puts it.
        if let cover, toDevice.a > 0, toDevice.d < 0,
            context.copyOpaqueImage(image, toDevicePixel: (Int(aligned.minX), Int(aligned.minY)), under: cover.color)
        {
            foldedCover = cover.layer
            coversFolded &+= 1
            return
        }
        drawPart(image, source: source, destination: aligned.applying(toDevice.inverted()), filters: nil, in: context)
    }
}
