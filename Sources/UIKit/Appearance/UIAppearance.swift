/// A type whose appearance can be set for all its instances, or for those inside certain containers.
///
/// `UILabel.appearance().textColor = .red` records the value; it is applied to every label when the
/// label enters a window. `appearance(whenContainedInInstancesOf: [UINavigationBar.self])` applies
/// only inside such containers; more specific containment wins, then the later setting. A value set
/// on the instance itself always wins. Setting a property that is not appearance-capable through a
/// proxy stops with a message naming the class and the property.
///
/// Deviation: on iOS the proxy is typed as the class itself; in Swift without an Objective-C runtime
/// it is a `UIAppearanceProxy<Self>` that forwards property assignments by key path, so the same
/// source compiles for properties (`.textColor = `) and for the per-state setters declared on the proxy.
@MainActor
public protocol UIAppearance: AnyObject {}

/// A type whose instances can contain appearance-customised views (views and view controllers).
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class.
    public static func appearance() -> UIAppearanceProxy<Self> { UIAppearanceProxy(containment: []) }

    /// The proxy for instances inside the given containers, innermost last (as UIKit lists them).
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containment: containerTypes.map { ObjectIdentifier($0) })
    }
}

/// Records appearance settings for instances of `Target`. Each appearance-capable property of UIKit's
/// classes is a member of the proxy (declared in constrained extensions next to the class), so a
/// property that is not appearance-capable does not compile: "value of type
/// 'UIAppearanceProxy<UILabel>' has no member 'text'".
@MainActor
public final class UIAppearanceProxy<Target: UIView> {
    let containment: [ObjectIdentifier]

    init(containment: [ObjectIdentifier]) { self.containment = containment }

    /// Records a setting under `key` with the closure that applies it to an instance.
    package func record(_ key: String, value: Any?, apply: @escaping @MainActor (Target) -> Void) {
        AppearanceRegistry.record(AppearanceRegistry.Setting(
            targetClass: ObjectIdentifier(Target.self), isTarget: { $0 is Target }, containment: containment,
            key: key, value: value, apply: { if let view = $0 as? Target { apply(view) } }))
    }

    /// The value recorded under `key` for exactly this class and containment, if any.
    package func recorded(_ key: String) -> Any? {
        AppearanceRegistry.recordedValue(key, targetClass: ObjectIdentifier(Target.self), containment: containment)
    }
}

extension UIAppearanceProxy {
    /// The background colour of matching views.
    public var backgroundColor: UIColor? {
        get { recorded("backgroundColor") as? UIColor }
        set { record("backgroundColor", value: newValue) { $0.backgroundColor = newValue } }
    }

    /// The tint colour of matching views.
    public var tintColor: UIColor! {
        get { recorded("tintColor") as? UIColor }
        set { record("tintColor", value: newValue) { $0.tintColor = newValue } }
    }
}
