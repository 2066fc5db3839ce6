/// A layer that shows what lies beneath it blurred, before its own background and contents: the frosted
/// material of iOS 7's translucent bars (UIKit's private backdrop layer). Its background colour, drawn
/// over the blur, tints it.
///
/// The compositor repaints a backdrop whenever anything beneath it (or near it, within the blur's
/// reach) is repainted. Outside the compositor (`render(in:)`) it blurs what the context holds.
package final class BackdropLayer: CALayer {
    /// The blur's standard deviation, in points; 0 shows the backdrop sharp.
    package var blurRadius: CGFloat = 0 { didSet { if blurRadius != oldValue { markChanged() } } }
    /// The factor applied to the saturation of the blurred backdrop (1: unchanged).
    package var saturation: CGFloat = 1 { didSet { if saturation != oldValue { markChanged() } } }

    package override init() {
        super.init()
        BackdropLayer.register(self)
    }

    package override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BackdropLayer { blurRadius = other.blurRadius; saturation = other.saturation }
    }

    override func copyState(from layer: CALayer) {
        super.copyState(from: layer)
        guard let other = layer as? BackdropLayer else { return }
        blurRadius = other.blurRadius
        saturation = other.saturation
    }

    /// The blurred pixels the compositor drew last, and whether they are still right this frame (set by
    /// the compositor: nothing beneath the backdrop changed within its reach).
    package var blurCache: BackdropBlur?
    package var blurIsCurrent = false

    /// How far beyond its bounds, in points, the blur reads what lies beneath.
    package var reach: CGFloat { blurRadius.isFinite ? max(0, blurRadius) * 3 : 0 }

    // MARK: Live backdrops, for the compositor

    private struct WeakBackdrop { weak var layer: BackdropLayer? }
    private nonisolated(unsafe) static var registered: [WeakBackdrop] = []

    private static func register(_ layer: BackdropLayer) {
        registered.removeAll { $0.layer == nil }
        registered.append(WeakBackdrop(layer: layer))
    }

    /// The backdrop layers that exist, for the compositor to find those it shows.
    package static var live: [BackdropLayer] { registered.compactMap(\.layer) }
}
