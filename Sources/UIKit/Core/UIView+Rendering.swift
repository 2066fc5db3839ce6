// How a view draws: it is its layer's delegate; `draw(_:)` fills the layer's backing store.
// UIView's delegate methods (`display(_:)`, `draw(_:in:)`, `layoutSublayers(of:)`, `action(for:forKey:)`)
// and `setNeedsDisplay()` are declared in UIView.swift, to be overridable.
extension UIView: @preconcurrency CALayerDelegate {
    /// `display(_:)`: draws the view's backing store, `draw(_:)` into a new image of the bounds at the
    /// layer's scale.
    func displayBackingStore(of layer: CALayer) {
        let previous = clearsContextBeforeDrawing ? nil : layer.contents as? CGImage
        // layer.draw(in:) asks its delegate: this view.
        layer.contents = BackingStore.draw(layer: layer, opaqueFill: opaqueBackingFill, previous: previous)
    }

    /// The colour an opaque view's backing store starts filled with (see `isOpaque`), or nil when the store
    /// keeps its alpha channel: when the view is not opaque, or its background colour is not opaque or does
    /// not lie under the whole store (rounded corners that do not clip, contents not scaled to fill).
    var opaqueBackingFill: CGColor? {
        guard layer.isOpaque, let color = layer.backgroundColor, color.alpha >= 1,
            layer.contentsGravity == .resize, layer.cornerRadius == 0 || layer.masksToBounds
        else { return nil }
        return color
    }
}

/// Per-class knowledge about drawing.
@MainActor
enum ViewDrawing {
    /// The "no action" a view answers for its layer's changes (shared: asked on every property change;
    /// immutable, so safe to read from any thread).
    nonisolated(unsafe) static let noAction = NSNull()

    /// Whether views of `viewClass` draw: the class overrides `draw(_:)`, or the layer delegate's
    /// `display(_:)` or `draw(_:in:)`, or its layer class overrides `display()` or `draw(in:)`. Known from
    /// the classes alone, without drawing, and remembered per class.
    static func draws(_ viewClass: UIView.Type) -> Bool {
        let key = ObjectIdentifier(viewClass)
        if let known = classDraws[key] { return known }
        let layerClass = (viewClass.layerClass as? CALayer.Type) ?? CALayer.self
        let draws =
            viewDraw.isOverridden(by: viewClass) || viewDisplayLayer.isOverridden(by: viewClass)
            || viewDrawLayer.isOverridden(by: viewClass) || layerDisplay.isOverridden(by: layerClass)
            || layerDraw.isOverridden(by: layerClass)
        classDraws[key] = draws
        return draws
    }

    private static var classDraws: [ObjectIdentifier: Bool] = [:]

    static let viewDraw = OverridableMethod(of: UIView.self, inheriting: PlainView.self, overriding: DrawingView.self)
    static let viewDisplayLayer = OverridableMethod(of: UIView.self, inheriting: PlainView.self, overriding: LayerDisplayingView.self)
    static let viewDrawLayer = OverridableMethod(of: UIView.self, inheriting: PlainView.self, overriding: LayerDrawingView.self)
    static let layerDisplay = OverridableMethod(
        of: CALayer.self, inheriting: PlainLayer.self,
        overriding: DisplayingLayer.self)
    static let layerDraw = OverridableMethod(of: CALayer.self, inheriting: PlainLayer.self, overriding: DrawingLayer.self)

    private final class PlainView: UIView {}
    private final class DrawingView: UIView { override func draw(_ rect: CGRect) {} }
    private final class LayerDisplayingView: UIView { override func display(_ layer: CALayer) {} }
    private final class LayerDrawingView: UIView { override func draw(_ layer: CALayer, in ctx: CGContext) {} }
    private final class PlainLayer: CALayer {}
    private final class DisplayingLayer: CALayer { override func display() {} }
    private final class DrawingLayer: CALayer { override func draw(in ctx: CGContext) {} }
}
