/// Draws a layer's content into a new backing image.
package enum BackingStore {
    /// The image `layer.draw(in:)` produces at `bounds.size × contentsScale` pixels, or nil for an empty
    /// bounds. The context's space is the layer's bounds, y down, as UIKit draws (flipped when
    /// `contentsAreFlipped()`). An opaque layer (`isOpaque`) gets a store without alpha, as in Core
    /// Animation: what it does not paint is black.
    package static func draw(layer: CALayer) -> CGImage? {
        draw(layer: layer, opaqueFill: layer.isOpaque ? CGColor(gray: 0, alpha: 1) : nil, previous: nil)
    }

    /// `draw(layer:)` with the choices UIKit makes for a view:
    /// - `opaqueFill`: when not nil, the store has no alpha channel and starts filled with this colour;
    ///   when nil, it has alpha and starts transparent.
    /// - `previous`: an earlier image of the layer whose pixels the store starts with instead
    ///   (`clearsContextBeforeDrawing` = false); ignored unless it has the store's pixel size.
    package static func draw(layer: CALayer, opaqueFill: CGColor?, previous: CGImage?) -> CGImage? {
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let size = layer.bounds.size
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        let alpha: CGImageAlphaInfo = opaqueFill != nil ? .noneSkipFirst : .premultipliedFirst
        let info = alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        else { return nil }
        if let previous, previous.width == width, previous.height == height {
            // Pixel for pixel, in device space; draw(_:in:) puts the first row at maxY, so y goes up here.
            context.setCTM(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
            context.setBlendMode(.copy)
            context.draw(previous, in: CGRect(x: 0, y: 0, width: width, height: height))
            context.setBlendMode(.normal)
        } else if let opaqueFill, opaqueFill.alpha > 0 {
            context.setFillColor(opaqueFill)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        var ctm = CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        if layer.contentsAreFlipped() {
            ctm = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: layer.bounds.minY + layer.bounds.maxY).concatenating(ctm)
        }
        context.setCTM(ctm)
        context.adoptCurrentSpaceAsBaseSpace()
        layer.draw(in: context)
        // The context is dropped here: the image takes its pixels rather than a copy of them.
        return context.makeImageSharingPixels()
    }
}
