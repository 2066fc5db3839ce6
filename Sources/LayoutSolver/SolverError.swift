extension LayoutSolver {
    /// Why a solver call was refused. The solver is unchanged after any of these: it stays usable.
    @_spi(LayoutSolver) public enum Error: Swift.Error, CustomStringConvertible {
        /// A required constraint (or a required constraint's new constant) cannot hold together with the
        /// required constraints in `conflicts`, which the solver found as the ones that bound it (a proof of
        /// infeasibility). The constraint was not added, or its constant not changed. UIKit then breaks it
        /// and logs "Unable to simultaneously satisfy constraints".
        case unsatisfiable(Constraint, conflicts: [Constraint])
        case duplicateConstraint(Constraint)
        case unknownConstraint(Constraint)
        case duplicateEditVariable(Variable)
        case unknownEditVariable(Variable)
        /// Edit variables are suggestions: their strength must be below required.
        case requiredEditVariable(Variable)
        /// The variable was not made by this solver.
        case unknownVariable(Variable)
        /// A priority outside 0 < p ≤ 1000, or a weight that is not finite and positive.
        case invalidStrength(Strength)
        /// A NaN or infinite coefficient, constant or suggested value; `call` names the API.
        case nonFinite(call: String)
        /// The tableau cannot be optimized (an unbounded objective): a bug in the solver, reported, never a crash.
        case internalError(String)

        @_spi(LayoutSolver) public var description: String {
            switch self {
            case let .unsatisfiable(constraint, conflicts):
                // UIKit's console message, with the conflicting constraints first and the broken one last.
                let list = (conflicts + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
                return "Unable to simultaneously satisfy constraints.\n"
                    + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
                    + "(\n\(list)\n)\n\nWill attempt to recover by breaking constraint \n\(constraint)"
            case let .duplicateConstraint(constraint):
                return "LayoutSolver.addConstraint(_:): the constraint is already in the solver: \(constraint)"
            case let .unknownConstraint(constraint):
                return "LayoutSolver: the constraint is not in the solver: \(constraint)"
            case let .duplicateEditVariable(variable):
                return "LayoutSolver.addEditVariable(_:strength:): \(variable) is already an edit variable"
            case let .unknownEditVariable(variable):
                return "LayoutSolver: \(variable) is not an edit variable; call addEditVariable(_:strength:) first"
            case let .requiredEditVariable(variable):
                return "LayoutSolver.addEditVariable(_:strength:): \(variable) needs a strength below required (1000)"
            case let .unknownVariable(variable):
                return "LayoutSolver: \(variable) was not made by this solver's makeVariable(_:)"
            case let .invalidStrength(strength):
                return "LayoutSolver: priority must be > 0 and <= 1000 and weight finite and > 0, got \(strength)"
            case let .nonFinite(call):
                return "LayoutSolver.\(call): a coefficient, constant or value is NaN or infinite"
            case let .internalError(message):
                return "LayoutSolver internal error: \(message)"
            }
        }
    }
}
