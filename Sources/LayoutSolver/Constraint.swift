extension LayoutSolver {
    /// How a constraint's expression compares with zero.
    @_spi(LayoutSolver) public enum Relation: Sendable, CustomStringConvertible {
        case lessThanOrEqual, equal, greaterThanOrEqual

        @_spi(LayoutSolver) public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A linear constraint `expression relation 0` with a strength: an immutable value with identity.
    ///
    /// A solver holds a constraint at most once (adding it twice fails with
    /// ``LayoutSolver/Error/duplicateConstraint(_:)``); identity, not equal content, tells constraints apart,
    /// as two equal NSLayoutConstraints are two constraints in UIKit. The solver can change the constant later
    /// (``LayoutSolver/setConstant(_:for:)``) without making a new constraint; `expression` keeps the one it
    /// was made with. `label` names it in logs (UIKit's NSLayoutConstraint description).
    @_spi(LayoutSolver) public final class Constraint: Sendable, CustomStringConvertible {
        @_spi(LayoutSolver) public let expression: Expression
        @_spi(LayoutSolver) public let relation: Relation
        @_spi(LayoutSolver) public let strength: Strength
        @_spi(LayoutSolver) public let label: String?

        @_spi(LayoutSolver) public init(
            _ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil
        ) {
            self.expression = expression
            self.relation = relation
            self.strength = strength
            self.label = label
        }

        /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
        @_spi(LayoutSolver) public convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
            strength: Strength = .required, label: String? = nil
        ) {
            self.init(lhs.adding(rhs, times: -1), relation, strength: strength, label: label)
        }

        @_spi(LayoutSolver) public var description: String {
            let text = "\(expression) \(relation) 0" + (strength.isRequired ? "" : " @\(strength)")
            return label.map { "\($0) (\(text))" } ?? text
        }
    }
}
