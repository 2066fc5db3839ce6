/// An object that can run an action for a layer property change (an animation, in the animation engine).
public protocol CAAction: AnyObject {
    /// Called when the action runs for `event` (a property key such as "position") on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action", as in Core Animation: a delegate or the `actions`
/// dictionary returns it to stop the search.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The methods a layer's delegate may implement; each has a default that does nothing.
/// A UIView is its layer's delegate.
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's own display: set `layer.contents` here instead of drawing.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (called by the layer's default `draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (called by the default `layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change; nil lets the search continue, `NSNull()` stops it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Whether the delegate implements `display(_:)` (Swift has no `respondsToSelector:`; a conformer that
    /// implements `display(_:)` returns true).
    var implementsDisplayLayer: Bool { get }
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public var implementsDisplayLayer: Bool { false }
}
