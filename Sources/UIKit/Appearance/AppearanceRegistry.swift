/// The recorded appearance settings, and their application to views entering a window.
@MainActor
package enum AppearanceRegistry {
    struct Setting {
        let targetClass: ObjectIdentifier
        let isTarget: (AnyObject) -> Bool
        let containment: [ObjectIdentifier]
        let key: String
        var value: Any?
        let apply: @MainActor (UIView) -> Void
        var order = 0
    }

    private static var settings: [Setting] = []
    private static var counter = 0
    /// True while settings are being applied: setters then do not count as explicit.
    package private(set) static var isApplying = false

    static func record(_ setting: Setting) {
        counter += 1
        var new = setting
        new.order = counter
        settings.removeAll { $0.targetClass == setting.targetClass && $0.containment == setting.containment && $0.key == setting.key }
        settings.append(new)
    }

    static func recordedValue(_ key: String, targetClass: ObjectIdentifier, containment: [ObjectIdentifier]) -> Any? {
        settings.last { $0.targetClass == targetClass && $0.containment == containment && $0.key == key }?.value
    }

    /// Applies the settings that match `view` (its class and its containers), most general first, so
    /// that more specific containment and later settings win; keys set on the instance are skipped.
    package static func apply(to view: UIView) {
        guard !settings.isEmpty else { return }
        let chain = containerChain(of: view)
        let matching = settings.filter { $0.isTarget(view) && matches($0.containment, chain) }
            .sorted { ($0.containment.count, $0.order) < ($1.containment.count, $1.order) }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for setting in matching where !view.explicitlySetAppearanceKeys.contains(setting.key) {
            setting.apply(view)
        }
    }

    /// The classes of the view's superviews (and, later, their view controllers), innermost first.
    private static func containerChain(of view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view.superview
        while let node = current {
            chain.append(node)
            current = node.superview
        }
        return chain
    }

    /// UIKit's rule: the containers must appear in the chain in the given order (outermost first in the
    /// list), not necessarily adjacent.
    private static func matches(_ containment: [ObjectIdentifier], _ chain: [AnyObject]) -> Bool {
        guard !containment.isEmpty else { return true }
        var remaining = Array(containment.reversed())   // innermost first
        for container in chain {
            guard let wanted = remaining.first else { break }
            var cls: AnyClass? = type(of: container)
            while let c = cls {
                if ObjectIdentifier(c) == wanted { remaining.removeFirst(); break }
                cls = _getSuperclass(c)
            }
        }
        return remaining.isEmpty
    }

    /// Forgets every setting (between test harnesses).
    package static func reset() {
        settings = []
        counter = 0
    }
}

extension UIView {
    /// Marks an appearance-capable property as set on this instance, unless appearance is applying it.
    package func markAppearanceExplicit(_ key: String) {
        guard !AppearanceRegistry.isApplying else { return }
        explicitlySetAppearanceKeys.insert(key)
    }
}
