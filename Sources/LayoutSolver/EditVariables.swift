// Edit variables and constant changes (paper §3.4): a suggestion or a new constant shifts row constants along
// the constraint's marker column, then the dual simplex restores feasibility from the current tableau.

extension LayoutSolver {
    /// Makes `variable` editable: a non-required `variable == value` constraint whose value
    /// ``suggestValue(_:for:)`` changes (UIKit: intrinsic content sizes). It starts at the variable's current
    /// value, so adding it moves nothing.
    @_spi(LayoutSolver) public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard isValid(variable) else { throw Error.unknownVariable(variable) }
        guard edits[variable.id] == nil else { throw Error.duplicateEditVariable(variable) }
        guard strength.isValid else { throw Error.invalidStrength(strength) }
        guard !strength.isRequired else { throw Error.requiredEditVariable(variable) }
        let constraint = Constraint(
            Expression(variable).adding(constant: -value(of: variable)), .equal,
            strength: strength, label: "edit \(variable.name)")
        try addConstraint(constraint)
        edits[variable.id] = constraint
    }

    @_spi(LayoutSolver) public func removeEditVariable(_ variable: Variable) throws {
        guard let constraint = edits.removeValue(forKey: variable.id) else { throw Error.unknownEditVariable(variable) }
        try removeConstraint(constraint)
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex; the variable takes it
    /// unless stronger constraints keep it elsewhere.
    @_spi(LayoutSolver) public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let constraint = edits[variable.id] else { throw Error.unknownEditVariable(variable) }
        guard value.isFinite else { throw Error.nonFinite(call: "suggestValue(_:for:)") }
        try setConstant(-value, for: constraint)
    }

    /// The constant currently in force for an added constraint (its expression's, until changed).
    @_spi(LayoutSolver) public func constant(of constraint: Constraint) -> Double? { tags[ObjectIdentifier(constraint)]?.constant }

    /// Changes the constant of an added constraint's expression (UIKit: `NSLayoutConstraint.constant`) and
    /// re-solves incrementally, without removing and re-adding it.
    ///
    /// A required constraint whose new constant contradicts other required constraints throws
    /// ``Error/unsatisfiable(_:conflicts:)`` and keeps its old constant and solution.
    /// - Complexity: proportional to the rows that contain the constraint's marker, plus dual pivots.
    @_spi(LayoutSolver) public func setConstant(_ constant: Double, for constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard var tag = tags[key] else { throw Error.unknownConstraint(constraint) }
        guard constant.isFinite else { throw Error.nonFinite(call: "setConstant(_:for:)") }
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        var failure = shiftMarker(of: tag, by: delta / tag.markerCoefficient)
        if failure == nil {
            do { try dualOptimize() } catch let error as DualFailure { failure = error.basic }
        }
        if let failure {
            let proof = rows[failure] ?? Row()
            var conflicts = self.conflicts(in: proof, excluding: constraint)
            if let owner = owners[failure], owner !== constraint, owner.strength.isRequired { conflicts.insert(owner, at: 0) }
            // Back to the old constant: feasible again, though the dual pivots may have changed the basis.
            infeasible.removeAll()
            _ = shiftMarker(of: tag, by: -delta / tag.markerCoefficient)
            for basic in rows.indices where kinds[basic] != .external && (rows[basic]?.constant ?? 0) < 0 {
                infeasible.append(basic)
            }
            try dualOptimize()
            throw Error.unsatisfiable(constraint, conflicts: conflicts)
        }
        tag.constant = constant
        tags[key] = tag
    }

    /// Replaces the marker `m` by `m' + amount` in every row (the equation's constant moved), queueing rows
    /// that went negative. Returns a basic dummy row that is no longer zero, if any (a required equality
    /// that the change broke).
    func shiftMarker(of tag: Tag, by amount: Double) -> Int? {
        let marker = tag.marker
        var brokenDummy: Int?
        if rows[marker] != nil {
            rows[marker]!.constant -= amount
            if kinds[marker] != .external && rows[marker]!.constant < 0 { infeasible.append(marker) }
            if kinds[marker] == .dummy && abs(rows[marker]!.constant) >= LayoutSolver.epsilon { brokenDummy = marker }
            return brokenDummy
        }
        for basic in columns[marker] {
            let coefficient = rows[basic]!.cells[marker]!
            rows[basic]!.constant += coefficient * amount
            let constant = rows[basic]!.constant
            if kinds[basic] != .external && constant < 0 { infeasible.append(basic) }
            if kinds[basic] == .dummy && abs(constant) >= LayoutSolver.epsilon { brokenDummy = basic }
        }
        for level in objective.indices {
            if let cost = objective[level].cells[marker] { objective[level].constant += cost * amount }
        }
        return brokenDummy
    }
}
