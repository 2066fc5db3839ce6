// How a view draws: it is its layer's delegate; `draw(_:)` fills the layer's backing store.
extension UIView: @preconcurrency CALayerDelegate {
    /// Marks the whole view for redrawing at the next display pass (once, however often it is called).
    /// As in UIKit, a view whose class does not draw (see `ViewDrawing.draws`) has no backing store and
    /// is never displayed: its layer keeps whatever contents were set on it.
    public func setNeedsDisplay() {
        guard ViewDrawing.draws(type(of: self)) else { return }
        layer.setNeedsDisplay()
    }

    /// Marks part of the view for redrawing (OpenUIKit redraws the whole view).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        // Dynamic colours drawn here resolve with the view's traits.
        traitCollection.performAsCurrent { draw(bounds) }
    }

    /// Draws the view's backing store: `draw(_:)` into a new image of the bounds at the layer's scale.
    public func display(_ layer: CALayer) {
        guard ViewDrawing.draws(type(of: self)) else { return }
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

    /// Whether views of `viewClass` draw: the class overrides `draw(_:)`, or its layer class overrides
    /// `display()` or `draw(in:)`. Known from the classes alone, without drawing, and remembered per class.
    static func draws(_ viewClass: UIView.Type) -> Bool {
        let key = ObjectIdentifier(viewClass)
        if let known = classDraws[key] { return known }
        let layerClass = (viewClass.layerClass as? CALayer.Type) ?? CALayer.self
        let draws =
            viewDraw.isOverridden(by: viewClass) || layerDisplay.isOverridden(by: layerClass)
            || layerDraw.isOverridden(by: layerClass)
        classDraws[key] = draws
        return draws
    }

    private static var classDraws: [ObjectIdentifier: Bool] = [:]

    static let viewDraw = OverridableMethod(of: UIView.self, inheriting: PlainView.self, overriding: DrawingView.self)
    static let layerDisplay = OverridableMethod(
        of: CALayer.self, inheriting: PlainLayer.self,
        overriding: DisplayingLayer.self)
    static let layerDraw = OverridableMethod(of: CALayer.self, inheriting: PlainLayer.self, overriding: DrawingLayer.self)

    private final class PlainView: UIView {}
    private final class DrawingView: UIView { override func draw(_ rect: CGRect) {} }
    private final class PlainLayer: CALayer {}
    private final class DisplayingLayer: CALayer { override func display() {} }
    private final class DrawingLayer: CALayer { override func draw(in ctx: CGContext) {} }
}
