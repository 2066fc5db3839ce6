/// The recorded appearance settings, and their application to objects as they show.
@MainActor
package enum AppearanceRegistry {
    struct Setting {
        /// The class whose proxy recorded it; it applies to instances of that class and its subclasses.
        let targetClass: ObjectIdentifier
        /// The container classes, innermost first.
        let containment: [ObjectIdentifier]
        let key: String
        var value: Any?
        let apply: @MainActor (AnyObject) -> Void
        var order = 0
    }

    private static var settings: [Setting] = []
    private static var counter = 0
    /// True while settings are being applied, or UIKit sets its own defaults: setters do not count as
    /// explicit then.
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

    /// Applies to `object`, for each key not set on the instance, the most specific matching setting
    /// (the rule is in ``UIAppearance``'s documentation and ``Precedence``). Call it when the object
    /// starts showing; see ``AppearanceTarget`` for who calls it when.
    package static func apply(to object: some AppearanceTarget) {
        guard !settings.isEmpty else { return }
        let classes = classChain(of: type(of: object) as AnyClass)
        var containers: [[ObjectIdentifier]]?  // outermost first, each container's class chain; computed on demand
        var winners: [String: (setting: Setting, precedence: Precedence)] = [:]
        for setting in settings where !object.explicitlySetAppearanceKeys.contains(setting.key) {
            guard let distance = classes.firstIndex(of: setting.targetClass) else { continue }
            var placement: [Int] = []
            if !setting.containment.isEmpty {
                let chain = containers ?? object.appearanceContainers.reversed().map { classChain(of: type(of: $0)) }
                containers = chain
                guard let found = self.placement(of: setting.containment, in: chain) else { continue }
                placement = found
            }
            let precedence = Precedence(classDistance: distance, placement: placement, order: setting.order)
            if let current = winners[setting.key], !(current.precedence < precedence) { continue }
            winners[setting.key] = (setting, precedence)
        }
        guard !winners.isEmpty else { return }
        withoutMarking {
            for winner in winners.values.sorted(by: { $0.setting.order < $1.setting.order }) {
                winner.setting.apply(object)
            }
        }
    }

    /// Runs `body`, in which UIKit gives objects its own defaults (a control styling the label it owns):
    /// those setters do not count as explicit, so appearance settings still reach the objects.
    package static func settingDefaults(_ body: () -> Void) { withoutMarking(body) }

    private static func withoutMarking(_ body: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        body()
    }

    /// How specific a matching setting is for one object; the greater wins.
    struct Precedence: Comparable {
        /// How many superclasses up from the object's class the setting's class is (0: its own class).
        let classDistance: Int
        /// Where the setting's containers matched, as depths from the window down, outermost first.
        let placement: [Int]
        /// Registration order.
        let order: Int

        static func < (a: Precedence, b: Precedence) -> Bool {
            // A subclass's own setting is more specific than its superclass's.
            if a.classDistance != b.classDistance { return a.classDistance > b.classDistance }
            // UIKit: "the outermost appearance proxy wins. Specificity (depth of the chain) is the
            // tie-breaker" (UIAppearance.h).
            for (depthA, depthB) in zip(a.placement, b.placement) where depthA != depthB {
                return depthA > depthB
            }
            if a.placement.count != b.placement.count { return a.placement.count < b.placement.count }
            return a.order < b.order
        }
    }

    /// Where `containment` (innermost first) matches in `containers` (outermost first): each class must
    /// match a container below the previous one's match, not necessarily adjacent. Matching from the
    /// window down, each class takes the outermost container it can ("the first unique match when
    /// reading the actual hierarchy from the window down"). Nil if it does not match.
    private static func placement(of containment: [ObjectIdentifier], in containers: [[ObjectIdentifier]]) -> [Int]? {
        var placement: [Int] = []
        var next = 0
        for wanted in containment.reversed() {
            guard let depth = containers[next...].firstIndex(where: { $0.contains(wanted) }) else { return nil }
            placement.append(depth)
            next = depth + 1
        }
        return placement
    }

    /// A class and its superclasses, the class first.
    private static func classChain(of cls: AnyClass) -> [ObjectIdentifier] {
        var chain: [ObjectIdentifier] = []
        var current: AnyClass? = cls
        while let c = current {
            chain.append(ObjectIdentifier(c))
            current = _getSuperclass(c)
        }
        return chain
    }

    /// Forgets every setting (between test harnesses).
    package static func reset() {
        settings = []
        counter = 0
        isApplying = false
    }
}
