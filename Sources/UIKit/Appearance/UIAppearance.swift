/// A type whose appearance can be set for all its instances, or for those inside certain containers.
///
/// `UILabel.appearance().textColor = .red` records the value; it is applied to a label when the label
/// enters a window, and to an object that is not a view (a bar item) when its container shows it. It
/// is not applied again to objects already showing. `appearance(whenContainedInInstancesOf:)` limits a
/// value to instances inside the given containers. When several settings match one instance:
///
/// 1. a setting made on the instance's own class beats one made on a superclass
///    (`BlackNavigationBar.appearance()` beats `UINavigationBar.appearance()`, whatever their order);
/// 2. then the outermost containment wins: the setting whose containers match highest in the
///    instance's hierarchy, read from the window down; between matches that agree that far, the
///    longer list (the deeper chain) wins, and any containment beats none;
/// 3. then the later setting wins.
///
/// A value set on the instance itself always wins, before or after it shows. Setting a property that
/// is not appearance-capable through a proxy does not compile.
///
/// Source: Apple, UIAppearance reference and the UIAppearance.h header ("In any given view hierarchy
/// the outermost appearance proxy wins. Specificity (depth of the chain) is the tie-breaker").
///
/// Deviation: on iOS the proxy is typed as the class itself; in Swift without an Objective-C runtime
/// it is a `UIAppearanceProxy<Self>` whose members are the class's appearance-capable properties and
/// per-state setters, so the same source compiles (`.textColor = `, `setTitleTextAttributes(_:for:)`).
/// `appearance()` and `appearance(whenContainedInInstancesOf:)` come from an extension of the protocol
/// rather than being its requirements (a non-final class cannot meet a requirement returning
/// `UIAppearanceProxy<Self>`); every adopting class has them all the same.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// A type whose instances can contain appearance-customised objects: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearance {
    /// The proxy for every instance of this class and its subclasses.
    public static func appearance() -> UIAppearanceProxy<Self> { UIAppearanceProxy(containment: []) }

    /// The proxy for instances inside the given containers, listed innermost first ("in ascending
    /// hierarchical order"): `[UINavigationController.self, UITabBarController.self]` is a navigation
    /// controller inside a tab bar controller. The containers need not be adjacent in the hierarchy.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containment: containerTypes.map { ObjectIdentifier($0) })
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// Records appearance settings for instances of `Target`. Each appearance-capable property of UIKit's
/// classes is a member of the proxy (declared in constrained extensions next to the class), so a
/// property that is not appearance-capable does not compile: "value of type
/// 'UIAppearanceProxy<UILabel>' has no member 'text'".
@preconcurrency @MainActor
public final class UIAppearanceProxy<Target: UIAppearance> {
    /// The container classes, innermost first.
    let containment: [ObjectIdentifier]

    init(containment: [ObjectIdentifier]) { self.containment = containment }

    /// Records a setting under `key` with the closure that applies it to an instance. A per-state setter
    /// puts its axes in the key (`"titleTextAttributes[normal]"`), so each state is its own setting.
    package func record(_ key: String, value: Any?, apply: @escaping @MainActor (Target) -> Void) {
        AppearanceRegistry.record(
            AppearanceRegistry.Setting(
                targetClass: ObjectIdentifier(Target.self), containment: containment, key: key, value: value,
                apply: { if let target = $0 as? Target { apply(target) } }))
    }

    /// The value recorded under `key` for exactly this class and containment, if any.
    package func recorded(_ key: String) -> Any? {
        AppearanceRegistry.recordedValue(key, targetClass: ObjectIdentifier(Target.self), containment: containment)
    }
}

extension UIAppearanceProxy where Target: UIView {
    /// The background colour of matching views.
    public var backgroundColor: UIColor? {
        get { recorded("backgroundColor") as? UIColor }
        set { record("backgroundColor", value: newValue) { $0.backgroundColor = newValue } }
    }

    /// The tint colour of matching views. Legal on every view's proxy in iOS 7.
    public var tintColor: UIColor! {
        get { recorded("tintColor") as? UIColor }
        set { record("tintColor", value: newValue) { $0.tintColor = newValue } }
    }
}
