/// The traits of an interface environment; for now only the display scale, which
/// `UIImage(named:in:compatibleWith:)` uses to pick an `@2x` or `@3x` file.
///
/// A trait collection is immutable and usable from any thread, as on iOS. A trait that is not
/// specified has its "unspecified" value (0 for `displayScale`), and such a value never overrides
/// another when collections are combined with ``init(traitsFrom:)``.
///
/// Source: Apple, UITraitCollection reference (`displayScale`, `init(traitsFrom:)`). The other traits
/// (size classes, idiom, user interface style, ...) come with a later issue.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The scale of the display, in pixels per point: 1, 2 or 3; 0 when unspecified (the default).
    public let displayScale: CGFloat

    /// A trait collection with every trait unspecified.
    public override init() {
        displayScale = 0
        super.init()
    }

    /// A trait collection that specifies only the display scale. A negative, NaN or infinite scale is
    /// treated as unspecified (0).
    public init(displayScale scale: CGFloat) {
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        super.init()
    }

    /// Combines several trait collections: for each trait, the last collection in the array that
    /// specifies it wins; unspecified values never override. An empty array gives an unspecified collection.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(displayScale: traitCollections.last(where: { $0.displayScale != 0 })?.displayScale ?? 0)
    }

    /// Whether every trait that `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.displayScale == 0 || trait.displayScale == displayScale
    }

    /// Two trait collections are equal when every trait has the same value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { displayScale.hashValue }

    /// A summary for debugging: `<UITraitCollection; DisplayScale = 2.0>`.
    open override var description: String {
        "<UITraitCollection; DisplayScale = \(displayScale)>"
    }
}
