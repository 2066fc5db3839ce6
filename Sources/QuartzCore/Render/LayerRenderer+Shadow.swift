/// Shadows. A layer with a `shadowPath` casts the path's shadow; one without casts the shadow of its
/// whole content (background, contents, sublayers, border, through its mask). In the compositor that
/// content's blurred alpha is kept per layer (``LayerRenderCache/shadow``) and blurred again only when
/// the look of the layer or of a sublayer changes, or when it is drawn at another scale or rotation.
extension LayerRenderer {
    /// Paints the cached shadow of a layer without `shadowPath`, making it first when it is missing or
    /// stale. The context's current space is the layer's.
    static func drawCachedShadow(of layer: CALayer, in context: CGContext, opacity: CGFloat) {
        let device = context.deviceTransform
        let base = context.baseTransform
        let baseScale = abs(base.a * base.d - base.b * base.c).squareRoot()
        let key = ShadowKey(a: device.a, b: device.b, c: device.c, d: device.d, sigma: max(0, layer.shadowRadius) * baseScale)
        if layer.renderCache.shadow?.key != key {
            layer.renderCache.shadow = makeShadow(of: layer, key: key, baseTransform: base).map { (key, $0.mask, $0.origin) }
        }
        guard let shadow = layer.renderCache.shadow,
            let color = layer.shadowColor?.copy(alpha: (layer.shadowColor?.alpha ?? 1) * CGFloat(min(1, layer.shadowOpacity)) * opacity)
        else { return }
        // The offset is in the base space (points, y down), whatever the layer's transform.
        let offset = layer.shadowOffset.applying(base)
        let origin = CGPoint(
            x: (device.tx + shadow.origin.x + offset.width).rounded(),
            y: (device.ty + shadow.origin.y + offset.height).rounded())
        context.paint(shadow.mask, at: origin, color: color)
    }

    /// Draws the layer's content into an alpha buffer aligned to device pixels (under the linear part of
    /// the device transform, with room for the blur), and blurs it.
    private static func makeShadow(of layer: CALayer, key: ShadowKey, baseTransform: CGAffineTransform) -> (
        mask: ShadowMask, origin: CGPoint
    )? {
        let linear = CGAffineTransform(a: key.a, b: key.b, c: key.c, d: key.d, tx: 0, ty: 0)
        let margin = (key.sigma * 3).rounded(.up)
        let area = contentBounds(layer).applying(linear).integral.insetBy(dx: -margin, dy: -margin)
        guard !area.isNull, area.width.isFinite, area.height.isFinite, area.width * area.height <= 64_000_000 else { return nil }
        let mask = ShadowMask(
            width: Int(area.width), height: Int(area.height),
            transform: linear.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY)),
            baseTransform: baseTransform, sigma: key.sigma
        ) { context in
            drawShadowCaster(layer, in: context)
        }
        return mask.map { ($0, area.origin) }
    }
}
