/// A trait of a trait collection, named by a type: the traits a `registerForTraitChanges` registration
/// watches (iOS 17's way of observing trait changes).
///
/// Source: Apple, UITraitDefinition. OpenUIKit has the system traits below; custom traits are not
/// supported yet.
public protocol UITraitDefinition {
    associatedtype Value
    /// The value when a collection does not specify the trait.
    static var defaultValue: Value { get }
    /// A unique name, for debugging.
    static var identifier: String { get }
    /// A readable name.
    static var name: String { get }
    /// Whether a change of the trait may change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { "UITrait.\(Self.self)" }
    public static var name: String { "\(Self.self)" }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as a registration names it: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}

/// The width size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

/// The height size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

/// The idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}

/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
}

/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}

extension UITraitCollection {
    /// The traits whose changes may change how colours resolve.
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }

    /// Whether `trait` has another value in `other`.
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
        default: false
        }
    }
}

/// A registration made by `registerForTraitChanges`; pass it to `unregisterForTraitChanges(_:)` to end
/// it.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what it calls.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// An object whose trait changes can be observed: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// Where views and view controllers keep their registrations.
@MainActor
protocol TraitRegistrationStoring: AnyObject {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
        (self as? TraitRegistrationStoring)?.traitChangeRegistrations.append(registration)
        return registration
    }

    /// Calls `action`, a method of `target` taking no argument, after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
        (self as? TraitRegistrationStoring)?.traitChangeRegistrations.append(registration)
        return registration
    }

    /// Calls `action`, a method of `target` taking the object and its previous traits, after any of
    /// `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> (UITraitEnvironment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [weak target] object, previous in
            if let target, let environment = object as? UITraitEnvironment { action(target)(environment, previous) }
        }
        (self as? TraitRegistrationStoring)?.traitChangeRegistrations.append(registration)
        return registration
    }

    /// Ends a registration; nothing for one made on another object.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        (self as? TraitRegistrationStoring)?.traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Runs the registrations watching a trait that differs between now and `previous`.
    func sendTraitChangeRegistrations(previous: UITraitCollection) {
        guard let registrations = (self as? TraitRegistrationStoring)?.traitChangeRegistrations, !registrations.isEmpty else { return }
        let now = traitCollection
        for registration in registrations where registration.traits.contains(where: { now.differs(in: $0, from: previous) }) {
            registration.handler(self, previous)
        }
    }
}
