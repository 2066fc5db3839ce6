/// The traits of an interface environment: display scale, size classes and idiom. A screen's traits
/// follow its size (rotation changes the vertical size class of a phone); views and view controllers
/// have their window's screen's traits, and hear `traitCollectionDidChange(_:)` when they change.
///
/// A trait collection is immutable and usable from any thread, as on iOS. A trait that is not specified
/// has its "unspecified" value (0 for `displayScale`, `.unspecified` otherwise), and such a value never
/// overrides another when collections are combined with ``init(traitsFrom:)``.
///
/// Source: Apple, UITraitCollection reference. Not yet: `userInterfaceStyle`, `layoutDirection`,
/// `preferredContentSizeCategory` and the other later traits.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The scale of the display, in pixels per point: 1, 2 or 3; 0 when unspecified (the default).
    public let displayScale: CGFloat
    /// The width class: `.regular` on a pad, `.compact` on a phone.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: `.regular` on a pad and a phone held upright, `.compact` on a phone on its side.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device the interface is for.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    private init(scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom) {
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        super.init()
    }

    /// A trait collection with every trait unspecified.
    public override convenience init() { self.init(scale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified) }

    /// A trait collection that specifies only the display scale. A negative, NaN or infinite scale is
    /// treated as unspecified (0).
    public convenience init(displayScale scale: CGFloat) {
        self.init(scale: scale, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }

    /// A trait collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(scale: 0, horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified)
    }

    /// A trait collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(scale: 0, horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified)
    }

    /// A trait collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(scale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: idiom)
    }

    /// Combines several trait collections: for each trait, the last collection in the array that
    /// specifies it wins; unspecified values never override. An empty array gives an unspecified collection.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(
            scale: traitCollections.last(where: { $0.displayScale != 0 })?.displayScale ?? 0,
            horizontal: traitCollections.last(where: { $0.horizontalSizeClass != .unspecified })?.horizontalSizeClass ?? .unspecified,
            vertical: traitCollections.last(where: { $0.verticalSizeClass != .unspecified })?.verticalSizeClass ?? .unspecified,
            idiom: traitCollections.last(where: { $0.userInterfaceIdiom != .unspecified })?.userInterfaceIdiom ?? .unspecified)
    }

    /// The traits of a screen of `size` points at `scale` on a device of `idiom`: a pad is regular both
    /// ways; a phone is compact in width, and regular in height when held upright.
    static func screen(size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom) -> UITraitCollection {
        let pad = idiom == .pad
        return UITraitCollection(
            scale: scale, horizontal: pad ? .regular : .compact,
            vertical: pad || size.height >= size.width ? .regular : .compact, idiom: idiom)
    }

    /// Whether every trait that `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Two trait collections are equal when every trait has the same value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && userInterfaceIdiom == other.userInterfaceIdiom
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }

    /// A summary for debugging: `<UITraitCollection; DisplayScale = 2.0, HorizontalSizeClass = compact, ...>`.
    open override var description: String {
        "<UITraitCollection; DisplayScale = \(displayScale), HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom)>"
    }
}

/// A size class: how much room there is in one direction.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// An object with traits: screens, views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (a rotation that changes a size class), with the old ones.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
