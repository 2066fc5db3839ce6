/// Draws a layer's content into a new backing image.
package enum BackingStore {
    /// The image `layer.draw(in:)` produces at `bounds.size × contentsScale` pixels, or nil for an empty
    /// bounds. The context's space is the layer's bounds, y down, as UIKit draws.
    package static func draw(layer: CALayer) -> CGImage? {
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let size = layer.bounds.size
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        let info = (layer.isOpaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        context.setCTM(CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -layer.bounds.minX, y: -layer.bounds.minY))
        context.adoptCurrentSpaceAsBaseSpace()
        layer.draw(in: context)
        return context.makeImage()
    }
}
