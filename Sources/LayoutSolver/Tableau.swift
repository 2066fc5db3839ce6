// The tableau's row operations and the two simplex loops (paper §3: basic feasible solved form, pivoting,
// primal optimization for added/removed constraints, dual optimization for changed constants).

extension LayoutSolver {
    /// Removes `basic`'s entries from the columns of `row`'s symbols.
    func detach(_ row: Row, from basic: Int) {
        for symbol in row.cells.symbols { columns[symbol].remove(basic) }
    }

    /// Adds `basic` to the columns of `row`'s symbols.
    func attach(_ row: Row, to basic: Int) {
        for symbol in row.cells.symbols { columns[symbol].insert(basic) }
    }

    /// `target += source × factor` for the tableau row of `basic`, keeping the column index in step.
    func accumulate(_ source: Row, times factor: Double, into target: inout Row, basic: Int) {
        target.constant += source.constant * factor
        for (symbol, coefficient) in source.cells {
            let delta = coefficient * factor
            if let old = target.cells[symbol] {
                let sum = old + delta
                if abs(sum) < LayoutSolver.epsilon {
                    target.cells[symbol] = nil
                    columns[symbol].remove(basic)
                } else {
                    target.cells[symbol] = sum
                }
            } else if abs(delta) >= LayoutSolver.epsilon {
                target.cells[symbol] = delta
                columns[symbol].insert(basic)
            }
        }
    }

    /// Replaces parametric `symbol` by `row` everywhere: tableau rows (through its column), objectives and the
    /// artificial objective. Restricted rows that go negative are queued for the dual simplex.
    func substitute(_ symbol: Int, with row: Row) {
        let basics = columns[symbol]
        columns[symbol] = []
        for basic in basics {
            var target = rows[basic].take()!
            let coefficient = target.cells.removeValue(for: symbol)!
            accumulate(row, times: coefficient, into: &target, basic: basic)
            if kinds[basic] != .external && target.constant < 0 { infeasible.append(basic) }
            rows[basic] = target
        }
        for level in objective.indices {
            if let cost = objective[level].cells.removeValue(for: symbol) {
                objective[level].add(row, times: cost)
                objectiveChanged = true
            }
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        var row = rows[leaving].take()!
        detach(row, from: leaving)
        row.solve(for: entering, from: leaving)
        substitute(entering, with: row)
        attach(row, to: entering)
        rows[entering] = row
    }

    /// Installs `row` (reading `0 = ...`) as the definition of `subject`.
    func install(_ row: Row, solvingFor subject: Int) {
        var row = row
        row.solve(for: subject)
        substitute(subject, with: row)
        attach(row, to: subject)
        rows[subject] = row
    }

    // MARK: Primal simplex

    /// Minimizes the objective (or the artificial one) from a feasible tableau. The entering symbol is the
    /// steepest (most negative cost at the most important level that has one: few pivots); after a run of
    /// degenerate pivots (which do not move the solution and could cycle) Bland's rule takes over (lowest
    /// id entering, lowest id among tied leaving rows), which cannot cycle.
    func optimize(artificialPhase: Bool = false) throws {
        var degenerateRun = 0
        while true {
            let bland = degenerateRun >= LayoutSolver.degeneratePivotsBeforeBland
            let entering = artificialPhase ? artificialEnteringSymbol() : bland ? enteringSymbol() : steepestEnteringSymbol()
            guard let entering else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw Error.internalError("the objective is unbounded")
            }
            degenerateRun = abs(rows[leaving]!.constant) < LayoutSolver.epsilon ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Degenerate pivots in a row after which `optimize` switches to Bland's rule.
    static let degeneratePivotsBeforeBland = 32

    /// Among the non-dummy parametric symbols whose cost vector is lexicographically negative, one with the
    /// most negative cost at the most important level where such a symbol has one (lowest id on ties).
    func steepestEnteringSymbol() -> Int? {
        for level in objective.indices {
            var best: Int?
            var bestCost = 0.0
            for (symbol, cost) in objective[level].cells where cost < bestCost || (cost == bestCost && cost < 0 && symbol < best!) {
                guard mayEnter(symbol, level: level) else { continue }
                best = symbol
                bestCost = cost
            }
            if best != nil { return best }
        }
        return nil
    }

    /// The lowest-id non-dummy parametric symbol whose cost vector is lexicographically negative.
    func enteringSymbol() -> Int? {
        var best: Int?
        for level in objective.indices {
            for (symbol, cost) in objective[level].cells where cost < 0 && symbol < (best ?? .max) && mayEnter(symbol, level: level) {
                best = symbol
            }
        }
        return best
    }

    /// Whether `symbol`, negative in the objective at `level`, may enter: a slack or error symbol whose
    /// cost vector is lexicographically negative (no more important level has a cost for it: a negative
    /// one would have been found there first, a positive one decides against it).
    private func mayEnter(_ symbol: Int, level: Int) -> Bool {
        guard kinds[symbol] == .slack || kinds[symbol] == .error else { return false }
        return !(0..<level).contains { objective[$0].cells[symbol] != nil }
    }

    func artificialEnteringSymbol() -> Int? {
        var best: Int?
        for (symbol, cost) in artificial!.cells where cost < 0 && symbol < (best ?? .max) {
            if kinds[symbol] == .slack || kinds[symbol] == .error { best = symbol }
        }
        return best
    }

    /// The restricted row that bounds `entering` first (minimum ratio), lowest id on ties.
    func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] where kinds[basic] != .external {
            let row = rows[basic]!
            let coefficient = row.cells[entering]!
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    // MARK: Dual simplex

    /// Restores feasibility after row constants changed, keeping optimality (paper §3.4). Throws, naming
    /// the failing row's basic symbol, when a restricted row cannot be made non-negative.
    func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0, kinds[leaving] != .external else { continue }
            if -row.constant < LayoutSolver.epsilon { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasible.removeAll()
                throw DualFailure(basic: leaving)
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    struct DualFailure: Swift.Error { let basic: Int }

    /// Among the row's positive non-dummy cells, the one with the lexicographically least cost ratio.
    func dualEnteringSymbol(_ row: Row) -> Int? {
        var best: Int?
        var bestCoefficient = 0.0
        for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
            guard let current = best else {
                best = symbol
                bestCoefficient = coefficient
                continue
            }
            var order = 0
            for level in objective.indices {
                let mine = (objective[level].cells[symbol] ?? 0) / coefficient
                let theirs = (objective[level].cells[current] ?? 0) / bestCoefficient
                if mine < theirs - LayoutSolver.epsilon { order = -1; break }
                if mine > theirs + LayoutSolver.epsilon { order = 1; break }
            }
            if order < 0 || (order == 0 && symbol < current) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }
}
