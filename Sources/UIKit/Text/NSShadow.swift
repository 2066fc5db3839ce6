/// A shadow for text: `.shadow` in an attributed string's attributes.
///
/// The offset is in points in UIKit's space (positive height moves the shadow down), measured in the
/// context's base space, so a scaled or rotated context does not move it; the blur radius is in points
/// as for `CGContext.setShadow(offset:blur:color:)`. Runs with a shadow are drawn as a group, so where
/// glyphs overlap one shadow is drawn, not two.
open class NSShadow: NSObject, NSCopying {
    /// First stored property: keeps NSAttributedString from crashing on this value (see CFRuntimeGuard).
    private let cfRuntimeGuard = CFRuntimeGuard()
    /// Where the shadow falls relative to the glyphs. Default (0, −3): three points up, iOS's default.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The blur radius in points; 0 (the default) gives a sharp shadow. Negative values act as 0.
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (a `CGColor` is accepted too). Nil, the default, draws black at one third opacity.
    open var shadowColor: Any?

    /// A shadow with the defaults: offset (0, −3), no blur, no colour.
    public override init() { super.init() }

    /// A new shadow with the same offset, blur and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Shadows are equal when offset, blur and colour are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && TextAttributes.color(shadowColor) == TextAttributes.color(other.shadowColor)
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { shadowBlurRadius.hashValue ^ shadowOffset.width.hashValue }
}
