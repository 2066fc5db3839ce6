/// An incremental Cassowary linear-constraint solver (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), the engine under Auto Layout.
///
/// The tableau is kept in basic feasible solved form: each basic symbol has a ``Row`` over parametric
/// symbols; parametric symbols are 0, so a basic variable's value is its row's constant. Adding or removing a
/// constraint re-optimizes from the current tableau with the primal simplex; changing a constant or suggesting
/// an edit variable's value shifts row constants and restores feasibility with the dual simplex
/// (paper §3.3-§3.4). Required constraints (priority 1000) must hold; the others are minimized
/// lexicographically by priority (``Strength``). Errors leave the solver as it was (``Error``).
///
/// Symbols are small integers: external ones are ``Variable``s (never reused), the solver's own are slack,
/// error and dummy symbols (reused once a removed constraint's symbols leave the tableau). `columns[s]` lists
/// the basic symbols whose rows contain `s`, so substitution and ratio tests visit only those rows.
/// Not thread-safe; UIKit uses one per window, on the main actor.
@_spi(LayoutSolver) public final class LayoutSolver {
    /// Coefficients and constants within this of zero are zero.
    static let epsilon = 1e-8

    enum SymbolKind: UInt8 { case external, slack, error, dummy }

    /// What the solver keeps about an added constraint.
    struct Tag {
        let constraint: Constraint
        /// The symbol that marks the constraint's equation: a slack, an error (plus) or a dummy.
        let marker: Int
        /// The second error symbol of a non-required constraint, or -1.
        let other: Int
        /// The marker's coefficient in the constraint's own equation (±1), for constant changes.
        let markerCoefficient: Double
        /// The constant currently in force (the expression's, until `setConstant(_:for:)`).
        var constant: Double
    }

    // Per symbol id.
    var kinds: [SymbolKind] = []
    var rows: [Row?] = []
    var columns: [SymbolSet] = []
    var freeSymbols: [Int] = []

    /// One objective row per priority level in use, highest priority first (symbolic weights).
    var levelPriorities: [Float] = []
    var objective: [Row] = []
    /// Phase-one objective while a constraint is being added through an artificial variable.
    var artificial: Row?
    /// Set when a substitution changes an objective row; while it is clear, an optimal tableau stays optimal.
    var objectiveChanged = false
    /// Restricted basic symbols whose rows may have gone negative (for the dual simplex).
    var infeasible: [Int] = []

    var tags: [ObjectIdentifier: Tag] = [:]
    /// Marker and other symbols → their constraint, to name conflicts.
    var owners: [Int: Constraint] = [:]
    var edits: [Int: Constraint] = [:]

    var externals: [Variable] = []
    var published: [Double] = []

    @_spi(LayoutSolver) public init() {}

    // MARK: Variables and values

    /// Makes a new variable, valued 0 until constraints say otherwise.
    @_spi(LayoutSolver) public func makeVariable(_ name: String) -> Variable {
        let id = kinds.count
        kinds.append(.external)
        rows.append(nil)
        columns.append([])
        let variable = Variable(id: id, name: name)
        externals.append(variable)
        published.append(0)
        return variable
    }

    /// The variable's value in the current solution. O(1).
    @_spi(LayoutSolver) public func value(of variable: Variable) -> Double {
        guard variable.id < rows.count, let row = rows[variable.id] else { return 0 }
        return row.constant
    }

    /// Publishes the current solution: returns the variables whose values changed since the previous call
    /// (for UIKit to lay out only the views that moved). O(number of variables).
    @_spi(LayoutSolver) public func updateVariables() -> [Variable] {
        var changed: [Variable] = []
        for index in externals.indices {
            let current = value(of: externals[index])
            if current != published[index] {
                published[index] = current
                changed.append(externals[index])
            }
        }
        return changed
    }

    @_spi(LayoutSolver) public func hasConstraint(_ constraint: Constraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }
    @_spi(LayoutSolver) public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }
    @_spi(LayoutSolver) public var constraintCount: Int { tags.count }

    func isValid(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < kinds.count && kinds[variable.id] == .external
    }

    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind) -> Int {
        if let id = freeSymbols.popLast() {
            kinds[id] = kind
            return id
        }
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// Returns a removed constraint's symbol to the pool once nothing refers to it.
    func releaseSymbol(_ symbol: Int) {
        if let row = rows[symbol] {
            detach(row, from: symbol)
            rows[symbol] = nil
        }
        for basic in columns[symbol] { rows[basic]!.cells[symbol] = nil }  // The symbol is fixed at 0.
        columns[symbol] = []
        for level in objective.indices { objective[level].cells[symbol] = nil }
        owners[symbol] = nil
        freeSymbols.append(symbol)
    }

    /// The objective row index for a priority, adding a level if it is new.
    func level(for priority: Float) -> Int {
        if let index = levelPriorities.firstIndex(of: priority) { return index }
        let index = levelPriorities.firstIndex { $0 < priority } ?? levelPriorities.count
        levelPriorities.insert(priority, at: index)
        objective.insert(Row(), at: index)
        return index
    }
}
