// How a view draws: it is its layer's delegate; `draw(_:)` fills the layer's backing store.
extension UIView: @preconcurrency CALayerDelegate {
    /// Marks the whole view for redrawing at the next display pass (once, however often it is called).
    public func setNeedsDisplay() {
        drawsContent = drawsContent ?? ViewDrawing.classDraws[ObjectIdentifier(type(of: self))]
        guard drawsContent != false else { return }
        layer.setNeedsDisplay()
    }

    /// Marks the view for its first display when it appears, unless its class is known not to draw.
    /// While the first view of a class is being tried, other views of the class wait for the answer
    /// instead of each drawing an empty backing store.
    func setNeedsFirstDisplay() {
        let key = ObjectIdentifier(type(of: self))
        if drawsContent == nil, ViewDrawing.classDraws[key] == nil, let pending = ViewDrawing.probing[key] {
            pending.add(self)
            return
        }
        if drawsContent == nil, ViewDrawing.classDraws[key] == nil { ViewDrawing.probing[key] = ViewDrawing.WaitingViews() }
        setNeedsDisplay()
    }

    /// Marks part of the view for redrawing (OpenUIKit redraws the whole view).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(bounds)
    }

    /// Draws the view's backing store, and learns whether the class draws at all: when only the default
    /// `draw(_:)` ran and nothing was drawn, the view keeps no backing store and views of its class are
    /// not displayed again.
    public func display(_ layer: CALayer) {
        ViewDrawing.defaultDrawWasCalled = false
        let key = ObjectIdentifier(type(of: self))
        let previous = clearsContextBeforeDrawing ? nil : layer.contents as? CGImage
        let fill = opaqueBackingFill
        // layer.draw(in:) asks its delegate: this view.
        let image = BackingStore.draw(layer: layer, opaqueFill: fill, previous: previous)
        let onlyDefault = ViewDrawing.defaultDrawWasCalled
        let waiting = ViewDrawing.probing.removeValue(forKey: key)
        if onlyDefault, image.map({ ViewDrawing.isBlank($0, filledWith: fill) }) ?? true {
            drawsContent = false
            ViewDrawing.classDraws[key] = false
            layer.contents = nil
            return
        }
        drawsContent = true
        layer.contents = image
        // The class draws: the views that waited for the answer display now.
        waiting?.views.forEach { $0.view?.setNeedsDisplay() }
    }

    /// The colour an opaque view's backing store starts filled with (see `isOpaque`), or nil when the store
    /// keeps its alpha channel: when the view is not opaque, or its background colour is not opaque or does
    /// not lie under the whole store (rounded corners that do not clip, contents not scaled to fill).
    var opaqueBackingFill: CGColor? {
        guard layer.isOpaque, let color = layer.backgroundColor, color.alpha >= 1,
              layer.contentsGravity == .resize, layer.cornerRadius == 0 || layer.masksToBounds else { return nil }
        return color
    }

    public func layoutSublayers(of layer: CALayer) {
        ViewLayout.layout(self)
    }

    /// Inside an animation block, the block's animation for the change; elsewhere `NSNull` (views do
    /// not animate their own layer's changes outside blocks). Nonisolated: it is asked on every property
    /// change, and the main-actor check of an isolated witness cost more than the change itself.
    nonisolated public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimation.current?.animation(forKey: event) ?? ViewDrawing.noAction
    }
}

/// Per-class knowledge about drawing.
@MainActor
enum ViewDrawing {
    /// The "no action" a view answers for its layer's changes (shared: asked on every property change;
    /// immutable, so safe to read from any thread).
    nonisolated(unsafe) static let noAction = NSNull()
    /// Set by the default `UIView.draw(_:)`; read right after a view drew.
    static var defaultDrawWasCalled = false
    /// Classes known not to draw (only the default `draw(_:)`, no ink).
    static var classDraws: [ObjectIdentifier: Bool] = [:]
    /// Classes whose first view is being tried, with the views of the class that appeared meanwhile.
    static var probing: [ObjectIdentifier: WaitingViews] = [:]

    final class WaitingViews {
        struct Entry { weak var view: UIView? }
        var views: [Entry] = []
        func add(_ view: UIView) { views.append(Entry(view: view)) }
    }

    /// Whether `image` shows nothing drawn: every pixel fully transparent, or, for an opaque store that
    /// started filled with `fill`, every pixel that colour (the view's background shows the same there).
    static func isBlank(_ image: CGImage, filledWith fill: CGColor?) -> Bool {
        let opaque = image.alphaInfo == .noneSkipFirst
        guard opaque == (fill != nil) else { return false }
        guard opaque, let fill else {
            return image.withPixelBytes { raw in !raw.bindMemory(to: UInt32.self).contains { $0 != 0 } }
        }
        // The fill's own pixel, as the store's format stores it (the unused byte masked off).
        guard let probe = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: image.bitmapInfo.rawValue) else { return false }
        probe.setFillColor(fill)
        probe.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard let filled = probe.makeImage()?.dataProvider?.data as Data?, filled.count >= 4 else { return false }
        let rgb: UInt32 = 0x00FF_FFFF
        let expected = filled.withUnsafeBytes { $0.load(as: UInt32.self) } & rgb
        let rowWords = image.bytesPerRow / 4, width = image.width
        return image.withPixelBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in 0..<image.height {
                for x in 0..<width where words[y * rowWords + x] & rgb != expected { return false }
            }
            return true
        }
    }
}
