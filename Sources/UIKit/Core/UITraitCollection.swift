/// The traits of an interface environment: display scale, size classes, idiom, light or dark
/// appearance and layout direction. A screen's traits follow its size (rotation changes the vertical
/// size class of a phone) and the system's appearance (light); a window, view or view controller has its
/// screen's traits with the overrides above it (`overrideUserInterfaceStyle`), and hears
/// `traitCollectionDidChange(_:)` (and its `registerForTraitChanges` handlers) when they change.
///
/// A trait collection is immutable and usable from any thread, as on iOS. A trait that is not specified
/// has its "unspecified" value (0 for `displayScale`, `.unspecified` otherwise), and such a value never
/// overrides another when collections are combined with ``init(traitsFrom:)``.
///
/// Source: Apple, UITraitCollection reference. Not yet: `preferredContentSizeCategory` and the traits
/// added after iOS 13.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The scale of the display, in pixels per point: 1, 2 or 3; 0 when unspecified (the default).
    public let displayScale: CGFloat
    /// The width class: `.regular` on a pad, `.compact` on a phone.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: `.regular` on a pad and a phone held upright, `.compact` on a phone on its side.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device the interface is for.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark appearance: dynamic colours resolve by it.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The direction of the interface's language: left to right, or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    struct Values: Equatable {
        var scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
    }

    init(_ values: Values) {
        displayScale = values.scale.isFinite && values.scale > 0 ? values.scale : 0
        horizontalSizeClass = values.horizontal
        verticalSizeClass = values.vertical
        userInterfaceIdiom = values.idiom
        userInterfaceStyle = values.style
        layoutDirection = values.direction
        super.init()
    }

    var values: Values {
        Values(
            scale: displayScale, horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
            style: userInterfaceStyle, direction: layoutDirection)
    }

    /// A trait collection with every trait unspecified.
    public override convenience init() { self.init(Values()) }

    /// A trait collection that specifies only the display scale. A negative, NaN or infinite scale is
    /// treated as unspecified (0).
    public convenience init(displayScale scale: CGFloat) { self.init(Values(scale: scale)) }

    /// A trait collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(Values(horizontal: horizontalSizeClass)) }

    /// A trait collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(Values(vertical: verticalSizeClass)) }

    /// A trait collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(Values(idiom: idiom)) }

    /// A trait collection that specifies only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(Values(style: style)) }

    /// A trait collection that specifies only the layout direction.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) { self.init(Values(direction: direction)) }

    /// Combines several trait collections: for each trait, the last collection in the array that
    /// specifies it wins; unspecified values never override. An empty array gives an unspecified collection.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = Values()
        for traits in traitCollections { values = traits.values(over: values) }
        self.init(values)
    }

    /// This collection's specified traits over `base`.
    func values(over base: Values) -> Values {
        var values = base
        if displayScale != 0 { values.scale = displayScale }
        if horizontalSizeClass != .unspecified { values.horizontal = horizontalSizeClass }
        if verticalSizeClass != .unspecified { values.vertical = verticalSizeClass }
        if userInterfaceIdiom != .unspecified { values.idiom = userInterfaceIdiom }
        if userInterfaceStyle != .unspecified { values.style = userInterfaceStyle }
        if layoutDirection != .unspecified { values.direction = layoutDirection }
        return values
    }

    /// The traits of a screen of `size` points at `scale` on a device of `idiom`: a pad is regular both
    /// ways; a phone is compact in width, and regular in height when held upright. The appearance is the
    /// system's (light) and the direction the application's.
    @MainActor static func screen(size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom) -> UITraitCollection {
        let pad = idiom == .pad
        return UITraitCollection(
            Values(
                scale: scale, horizontal: pad ? .regular : .compact,
                vertical: pad || size.height >= size.width ? .regular : .compact, idiom: idiom, style: .light,
                direction: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
    }

    /// This collection with another appearance (kept: views ask for the same few again and again).
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        if style == userInterfaceStyle || style == .unspecified { return self }
        if let cached = styleVariants.first(where: { $0.userInterfaceStyle == style }) { return cached }
        var values = self.values
        values.style = style
        let variant = UITraitCollection(values)
        styleVariants.append(variant)
        return variant
    }
    private nonisolated(unsafe) var styleVariants: [UITraitCollection] = []

    /// Whether every trait that `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.values(over: values) == values
    }

    /// Whether colours may resolve differently under `traitCollection`: the appearance differs (dynamic
    /// colours resolve by it).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits dynamic colours resolve with: during a view's `draw(_:)` and `layoutSubviews()`, the
    /// view's traits; set it, or use `performAsCurrent(_:)`, to resolve with others; else the main
    /// screen's. (On iOS it is per thread; here UIKit's work is on the main thread.)
    public static var current: UITraitCollection {
        get { currentOverride ?? screenTraits }
        set { currentOverride = newValue }
    }
    private nonisolated(unsafe) static var currentOverride: UITraitCollection?
    /// The main screen's traits, as last computed (readable off the main actor).
    nonisolated(unsafe) static var screenTraits = UITraitCollection(Values(style: .light, direction: .leftToRight))

    /// Runs `actions` with this collection as `UITraitCollection.current`.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.currentOverride
        UITraitCollection.currentOverride = self
        defer { UITraitCollection.currentOverride = saved }
        try actions()
    }

    /// Two trait collections are equal when every trait has the same value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return values == other.values
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    /// A summary for debugging: `<UITraitCollection; DisplayScale = 2.0, HorizontalSizeClass = compact, ...>`.
    open override var description: String {
        "<UITraitCollection; DisplayScale = \(displayScale), HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom), "
            + "UserInterfaceStyle = \(userInterfaceStyle), LayoutDirection = \(layoutDirection)>"
    }
}

/// A size class: how much room there is in one direction.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// An object with traits: screens, views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (a rotation that changes a size class, a change of appearance),
    /// with the old ones.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
