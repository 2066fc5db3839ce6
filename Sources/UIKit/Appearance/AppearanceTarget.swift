/// An object that appearance settings apply to: it names its containers and remembers which
/// appearance-capable properties were set on it. UIView adopts it; so will UIBarItem, which is not a view.
///
/// When to apply: whoever makes the object visible calls `AppearanceRegistry.apply(to:)` at that
/// moment, once. A view is applied as it enters a window (`UIView.propagateDidMove(toWindow:)`), before
/// `didMoveToWindow()`; a bar item is to be applied by its bar when the bar enters a window, or starts
/// showing the item while in one. As on iOS, settings made later do not reach objects already showing.
///
/// Every appearance-capable setter of the object calls `markAppearanceExplicit(_:)` with the key its
/// proxy member records under, so that a value set on the instance wins over every proxy.
@MainActor
package protocol AppearanceTarget: UIAppearance {
    /// The objects containing this one, innermost first: what `appearance(whenContainedInInstancesOf:)`
    /// matches against (only instances of `UIAppearanceContainer` classes can match).
    var appearanceContainers: [AnyObject] { get }
    /// The appearance-capable properties set on this instance; appearance settings skip them.
    var explicitlySetAppearanceKeys: Set<String> { get set }
}

extension AppearanceTarget {
    /// Marks an appearance-capable property as set on this instance, unless appearance (or UIKit setting
    /// its own defaults) is setting it.
    package func markAppearanceExplicit(_ key: String) {
        guard !AppearanceRegistry.isApplying else { return }
        explicitlySetAppearanceKeys.insert(key)
    }
}

extension UIView: AppearanceTarget {
    /// The superviews up to the window, each followed by the view controller whose root view it is (and
    /// the view's own controller first, if it is a root view): a root view is inside its controller.
    package var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        var current: UIView? = self
        while let view = current {
            if view !== self { chain.append(view) }
            if let controller = view.owningViewController { chain.append(controller) }
            current = view.superview
        }
        return chain
    }
}
