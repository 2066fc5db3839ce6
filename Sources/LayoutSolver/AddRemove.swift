// Adding and removing constraints (paper §3.2, §3.5), incrementally from the current tableau.

extension LayoutSolver {
    /// Adds a constraint and re-optimizes.
    ///
    /// Throws ``Error/unsatisfiable(_:conflicts:)`` when a required constraint cannot hold with the required
    /// constraints already added; the error names those that bound it, and the solver is left as it was
    /// (UIKit then breaks the constraint and logs). Duplicates, foreign variables, NaN or infinite numbers
    /// and invalid strengths are refused the same way, before anything changes.
    /// - Complexity: proportional to the rows the new row's symbols touch, plus the pivots it causes.
    @_spi(LayoutSolver) public func addConstraint(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard tags[key] == nil else { throw Error.duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw Error.nonFinite(call: "addConstraint(_:)") }
        guard constraint.strength.isValid else { throw Error.invalidStrength(constraint.strength) }
        for term in constraint.expression.terms where !isValid(term.variable) {
            throw Error.unknownVariable(term.variable)
        }

        var (row, tag) = makeRow(for: constraint)
        tags[key] = tag
        owners[tag.marker] = constraint
        if tag.other >= 0 { owners[tag.other] = constraint }

        objectiveChanged = false
        if let subject = chooseSubject(row, tag) {
            install(row, solvingFor: subject)
            // The reduced costs did not change (new error symbols cost > 0): the solution is still optimal.
            if !objectiveChanged {
                infeasible.removeAll()
                return
            }
        } else if row.cells.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            // Every symbol left is a required equality's dummy: the constraint is redundant if the
            // constant is zero (the dummy becomes basic at 0), else it contradicts those equalities.
            guard abs(row.constant) < LayoutSolver.epsilon else {
                let conflicts = self.conflicts(in: row, excluding: constraint)
                forget(tag, key)
                throw Error.unsatisfiable(constraint, conflicts: conflicts)
            }
            row.constant = 0
            install(row, solvingFor: tag.marker)
        } else {
            let artificialSymbol = makeSymbol(.slack)
            if let conflicts = try addWithArtificialVariable(row, artificialSymbol, constraint) {
                forget(tag, key)
                try optimize()
                infeasible.removeAll()
                throw Error.unsatisfiable(constraint, conflicts: conflicts)
            }
        }
        try optimize()
        infeasible.removeAll()
    }

    /// Removes a constraint and re-optimizes; the solution is what it would be without it.
    @_spi(LayoutSolver) public func removeConstraint(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags[key] else { throw Error.unknownConstraint(constraint) }
        tags[key] = nil
        removeErrorCosts(tag)
        if let row = rows[tag.marker].take() {
            detach(row, from: tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = rows[leaving].take()!
            detach(row, from: leaving)
            row.solve(for: tag.marker, from: leaving)
            substitute(tag.marker, with: row)
        }
        releaseSymbol(tag.marker)
        if tag.other >= 0 { releaseSymbol(tag.other) }
        try optimize()
        infeasible.removeAll()
    }

    // MARK: Building the row

    /// The constraint's row over the current parametric symbols, with its slack, error or dummy symbols
    /// (paper §3.2: basic variables replaced by their rows).
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms where term.coefficient != 0 {
            if let basicRow = rows[term.variable.id] {
                row.add(basicRow, times: term.coefficient)
            } else {
                row.add(term.variable.id, term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: Int, other: Int, markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack = 0;  expr >= 0  ⇔  expr - slack = 0 (slack ≥ 0).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, sign)
            if strength.isRequired {
                other = -1
            } else {
                other = makeSymbol(.error)
                row.add(other, -sign)
                objective[level(for: strength.priority)].add(other, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                other = -1
                row.add(marker, 1)
            } else {
                // expr - plus + minus = 0, minimizing plus + minus.
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                markerCoefficient = -1
                row.add(marker, -1)
                row.add(other, 1)
                let level = level(for: strength.priority)
                objective[level].add(marker, strength.weight)
                objective[level].add(other, strength.weight)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            row.cells.scale(by: -1)
        }
        let tag = Tag(
            constraint: constraint, marker: marker, other: other,
            markerCoefficient: markerCoefficient, constant: expression.constant)
        return (row, tag)
    }

    /// An unrestricted variable if the row has one, else a new slack or error symbol that can take the row's
    /// (non-negative) constant; nil when neither exists.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        var external: Int?
        for symbol in row.cells.symbols where kinds[symbol] == .external && symbol < (external ?? .max) {
            external = symbol
        }
        if let external { return external }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] != .dummy {
            if row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one with an artificial variable (paper §3.2): returns nil when the row became part of the
    /// tableau, or the conflicting constraints when it cannot hold (the tableau is then as before).
    func addWithArtificialVariable(_ row: Row, _ symbol: Int, _ constraint: Constraint) throws -> [Constraint]? {
        attach(row, to: symbol)
        rows[symbol] = row
        artificial = row
        defer { artificial = nil }
        try optimize(artificialPhase: true)
        let satisfied = abs(artificial!.constant) < LayoutSolver.epsilon
        var conflicts: [Constraint]?
        if let basicRow = rows[symbol].take() {
            detach(basicRow, from: symbol)
            if !satisfied {
                conflicts = self.conflicts(in: basicRow, excluding: constraint)
            } else if !basicRow.cells.isEmpty {
                // The artificial symbol is basic at 0: pivot a restricted symbol in to carry the row.
                guard let entering = basicRow.cells.symbols.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                    conflicts = self.conflicts(in: basicRow, excluding: constraint)
                    releaseSymbol(symbol)
                    return conflicts
                }
                var carried = basicRow
                carried.solve(for: entering, from: symbol)
                substitute(entering, with: carried)
                attach(carried, to: entering)
                rows[entering] = carried
            }
        }
        releaseSymbol(symbol)
        return conflicts
    }

    /// The row in which to pivot a removed constraint's parametric marker (paper §3.5): a redundant
    /// equality's row first (see below), else the restricted row that bounds it first, else any restricted
    /// row, else an unrestricted one.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[marker].sorted() {
            let row = rows[basic]!
            let coefficient = row.cells[marker]!
            if kinds[basic] == .dummy && abs(row.constant) < LayoutSolver.epsilon {
                // A redundant required equality (its dummy went basic when it was added) that leans on the
                // constraint going: pivoting through its row makes its dummy parametric again, so it holds
                // from now on. Its constant is 0, so no other row's constant moves: still feasible.
                return basic
            }
            if kinds[basic] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Takes a constraint's error symbols out of the objective.
    func removeErrorCosts(_ tag: Tag) {
        guard !tag.constraint.strength.isRequired else { return }
        let level = level(for: tag.constraint.strength.priority)
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
            if let row = rows[symbol] {
                objective[level].add(row, times: -tag.constraint.strength.weight)
            } else {
                objective[level].add(symbol, -tag.constraint.strength.weight)
            }
        }
    }

    /// Undoes the bookkeeping of a constraint that could not be added.
    func forget(_ tag: Tag, _ key: ObjectIdentifier) {
        tags[key] = nil
        releaseSymbol(tag.marker)
        if tag.other >= 0 { releaseSymbol(tag.other) }
    }

    /// The required constraints whose marker symbols appear in `row`: the equations a proof of
    /// infeasibility combined (the row is a linear combination of them).
    func conflicts(in row: Row, excluding constraint: Constraint) -> [Constraint] {
        var found: [Constraint] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        for symbol in row.cells.symbols.sorted() {
            guard let owner = owners[symbol], owner.strength.isRequired,
                seen.insert(ObjectIdentifier(owner)).inserted
            else { continue }
            found.append(owner)
        }
        return found
    }
}
