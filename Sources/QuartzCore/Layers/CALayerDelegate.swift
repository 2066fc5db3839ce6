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
}

extension CALayerDelegate {
    /// Not implemented: the layer draws itself (`draw(in:)`) instead. (Core Animation asks
    /// `respondsToSelector:`; Swift cannot, so this default records that it ran.)
    public func display(_ layer: CALayer) { DelegateDisplay.defaultRan() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Whether a delegate implements `display(_:)`, found by calling it: the default implementation marks
/// (per thread) that it ran, and then the layer draws itself.
enum DelegateDisplay {
    private final class Flag { var defaultRan = false }
    private static let flags = ThreadLocalKey<Flag>()

    static func defaultRan() { flags.value { Flag() }.defaultRan = true }

    /// Calls `delegate.display(layer)`; true when the delegate displayed the layer itself.
    static func display(_ layer: CALayer, by delegate: CALayerDelegate) -> Bool {
        let flag = flags.value { Flag() }
        let outer = flag.defaultRan
        flag.defaultRan = false
        delegate.display(layer)
        let displayed = !flag.defaultRan
        flag.defaultRan = outer
        return displayed
    }
}
