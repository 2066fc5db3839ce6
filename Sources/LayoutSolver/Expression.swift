extension LayoutSolver {
    /// A linear expression: a sum of `coefficient × variable` terms plus a constant.
    ///
    /// Built without operator overloads (they would slow type-checking across the whole UIKit module):
    /// `Expression([(x, 1), (y, -1)], constant: -8)` is `x - y - 8`. A variable may appear in several terms;
    /// the solver adds them up.
    @_spi(LayoutSolver) public struct Expression: Sendable, CustomStringConvertible {
        @_spi(LayoutSolver) public var terms: [(variable: Variable, coefficient: Double)]
        @_spi(LayoutSolver) public var constant: Double

        @_spi(LayoutSolver) public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
            self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
            self.constant = constant
        }

        /// `1 × variable`.
        @_spi(LayoutSolver) public init(_ variable: Variable) { self.init([(variable, 1)]) }

        /// This expression plus `coefficient × variable`.
        @_spi(LayoutSolver) public func adding(_ variable: Variable, times coefficient: Double = 1) -> Expression {
            var copy = self
            copy.terms.append((variable: variable, coefficient: coefficient))
            return copy
        }

        /// This expression plus `other × factor`.
        @_spi(LayoutSolver) public func adding(_ other: Expression, times factor: Double = 1) -> Expression {
            var copy = self
            copy.terms += other.terms.map { (variable: $0.variable, coefficient: $0.coefficient * factor) }
            copy.constant += other.constant * factor
            return copy
        }

        /// This expression with `value` added to its constant.
        @_spi(LayoutSolver) public func adding(constant value: Double) -> Expression {
            var copy = self
            copy.constant += value
            return copy
        }

        /// True when every coefficient and the constant are finite (neither NaN nor infinite).
        @_spi(LayoutSolver) public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

        @_spi(LayoutSolver) public var description: String {
            var text = ""
            for term in terms {
                let magnitude = abs(term.coefficient)
                let sign = term.coefficient < 0 ? "-" : "+"
                if text.isEmpty { text = term.coefficient < 0 ? "-" : "" } else { text += " \(sign) " }
                text += magnitude == 1 ? term.variable.name : "\(format(magnitude))*\(term.variable.name)"
            }
            if text.isEmpty { return format(constant) }
            if constant != 0 { text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
            return text
        }

        private func format(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }
}
