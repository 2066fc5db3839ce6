extension LayoutSolver {
    /// How hard the solver tries to satisfy a constraint, on UIKit's `UILayoutPriority` scale.
    ///
    /// `priority` 1000 is required: the constraint holds exactly or `addConstraint` fails. Below 1000 the
    /// priorities are compared lexicographically (symbolic weights, as in Badros, Borning & Stuckey 2001, §2):
    /// a higher priority always wins over any number of lower ones, whatever their weights, as UIKit's
    /// priorities behave. Among constraints of one priority the solver minimizes the sum of
    /// `weight × error`. Valid priorities are 0 < priority ≤ 1000 (UIKit: "priority must be > 0 and <= 1000"),
    /// weights are finite and > 0; others are rejected with ``LayoutSolver/Error/invalidStrength(_:)``.
    @_spi(LayoutSolver) public struct Strength: Hashable, Sendable, CustomStringConvertible {
        @_spi(LayoutSolver) public var priority: Float
        @_spi(LayoutSolver) public var weight: Double

        @_spi(LayoutSolver) public init(_ priority: Float, weight: Double = 1) {
            self.priority = priority
            self.weight = weight
        }

        /// UILayoutPriority.required (1000).
        @_spi(LayoutSolver) public static let required = Strength(1000)
        /// UILayoutPriority.defaultHigh (750): compression resistance.
        @_spi(LayoutSolver) public static let defaultHigh = Strength(750)
        /// UILayoutPriority.defaultLow (250): content hugging.
        @_spi(LayoutSolver) public static let defaultLow = Strength(250)
        /// UILayoutPriority.fittingSizeLevel (50).
        @_spi(LayoutSolver) public static let fittingSizeLevel = Strength(50)

        @_spi(LayoutSolver) public var isRequired: Bool { priority >= 1000 }
        @_spi(LayoutSolver) public var isValid: Bool {
            priority.isFinite && priority > 0 && priority <= 1000 && weight.isFinite && weight > 0
        }

        @_spi(LayoutSolver) public var description: String {
            weight == 1 ? "\(priority)" : "\(priority) × \(weight)"
        }
    }
}
