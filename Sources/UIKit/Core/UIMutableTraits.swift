/// Traits that can be changed one by one: what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand their closure, and what `traitOverrides` of views and view controllers is.
///
/// Source: Apple, UIMutableTraits (iOS 17). OpenUIKit has the system traits of ``UITraitCollection``.
public protocol UIMutableTraits {
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
}

/// The traits a view or view controller overrides for itself and everything below it: set one
/// (`view.traitOverrides.userInterfaceStyle = .dark`), ask whether it is set, remove it.
///
/// Source: Apple, UITraitOverrides (iOS 17).
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`.
    mutating func remove(_ trait: UITrait)
}

/// A set of trait values, each specified or not: the storage of mutable traits and overrides.
struct TraitValues: UITraitOverrides, Equatable {
    var values = UITraitCollection.Values()

    var displayScale: CGFloat {
        get { values.scale }
        set { values.scale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontal }
        set { values.horizontal = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.vertical }
        set { values.vertical = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.idiom }
        set { values.idiom = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.style }
        set { values.style = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.direction }
        set { values.direction = newValue }
    }

    /// An override is set when it has a specified value.
    func contains(_ trait: UITrait) -> Bool {
        UITraitCollection(values).differs(in: trait, from: UITraitCollection())
    }

    mutating func remove(_ trait: UITrait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): values.style = .unspecified
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): values.horizontal = .unspecified
        case ObjectIdentifier(UITraitVerticalSizeClass.self): values.vertical = .unspecified
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): values.idiom = .unspecified
        case ObjectIdentifier(UITraitDisplayScale.self): values.scale = 0
        case ObjectIdentifier(UITraitLayoutDirection.self): values.direction = .unspecified
        default: break
        }
    }

    /// The same values from any mutable traits.
    init(_ traits: UIMutableTraits) {
        values = UITraitCollection.Values(
            scale: traits.displayScale, horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass,
            idiom: traits.userInterfaceIdiom, style: traits.userInterfaceStyle, direction: traits.layoutDirection)
    }

    init(values: UITraitCollection.Values = UITraitCollection.Values()) { self.values = values }

    /// Takes the values of `traits`; returns whether they changed.
    mutating func replace(with traits: UIMutableTraits) -> Bool {
        let values = TraitValues(traits)
        guard values != self else { return false }
        self = values
        return true
    }

    /// `base` with these values where they are specified (the same object when none is).
    func applied(to base: UITraitCollection) -> UITraitCollection {
        values == UITraitCollection.Values() ? base : UITraitCollection(UITraitCollection(values).values(over: base.values))
    }
}

extension UITraitCollection {
    /// A collection with the traits `mutations` sets (the others unspecified).
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var traits: UIMutableTraits = TraitValues()
        mutations(&traits)
        self.init(TraitValues(traits).values)
    }

    /// This collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: UIMutableTraits = TraitValues(values: values)
        mutations(&traits)
        return UITraitCollection(TraitValues(traits).values)
    }
}
