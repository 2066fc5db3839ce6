// The solver against invariants rather than hand-worked answers: random adds, removes and constant changes,
// and a 1,000-view layout (issue 7's benchmark size) checked value by value, without timing.
import Testing
@_spi(LayoutSolver) @testable import LayoutSolver

@Suite("LayoutSolver at size and at random")
struct LayoutSolverStressTests {
    typealias S = LayoutSolver
    typealias E = LayoutSolver.Expression
    typealias C = LayoutSolver.Constraint

    /// A deterministic generator (SplitMix64), so that a failure replays.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func residual(_ c: C, constant: Double, in s: S) -> Double {
        c.expression.terms.reduce(constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
    }

    func holds(_ c: C, in s: S) -> Bool {
        let r = residual(c, constant: s.constant(of: c)!, in: s)
        switch c.relation {
        case .equal: return abs(r) < 1e-8
        case .lessThanOrEqual: return r < 1e-8
        case .greaterThanOrEqual: return r > -1e-8
        }
    }

    /// The tableau's own invariants: columns mirror rows, no basic symbol is used as a parameter, restricted
    /// basic symbols are non-negative, dummies are zero.
    func tableauIsConsistent(_ s: S) -> Bool {
        for (basic, row) in s.rows.enumerated() {
            guard let row else { continue }
            for symbol in row.cells.symbols {
                if s.rows[symbol] != nil || !s.columns[symbol].contains(basic) { return false }
            }
            if s.kinds[basic] != .external && row.constant < -1e-8 { return false }
            if s.kinds[basic] == .dummy && abs(row.constant) > 1e-8 { return false }
        }
        for (symbol, basics) in s.columns.enumerated() {
            for basic in basics where s.rows[basic]?.cells[symbol] == nil { return false }
        }
        return s.objective.allSatisfy { $0.cells.symbols.allSatisfy { s.rows[$0] == nil } }
    }

    @Test("Random adds, removes and constant changes keep every required constraint within 1e-8", arguments: [1, 2, 3, 4, 5, 6])
    func randomized(seed: UInt64) throws {
        var random = Random(state: seed)
        let s = S()
        let variables = (0..<6).map { s.makeVariable("v\($0)") }
        var added: [C] = []
        var refused = 0
        for step in 0..<400 {
            let action = Int.random(in: 0..<10, using: &random)
            if action < 6 || added.isEmpty {
                var terms: [(S.Variable, Double)] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    terms.append((variables.randomElement(using: &random)!, Double(Int.random(in: -3...3, using: &random))))
                }
                let relation: S.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let strength: S.Strength = [.required, .required, .defaultHigh, .defaultLow, S.Strength(1, weight: 2)].randomElement(
                    using: &random)!
                let c = C(E(terms, constant: Double(Int.random(in: -50...50, using: &random))), relation, strength: strength)
                do {
                    try s.addConstraint(c)
                    added.append(c)
                } catch S.Error.unsatisfiable {
                    #expect(strength.isRequired, "only required constraints can be refused (step \(step))")
                    refused += 1
                }
            } else if action < 8 {
                let c = added.remove(at: Int.random(in: 0..<added.count, using: &random))
                try s.removeConstraint(c)
            } else {
                let c = added.randomElement(using: &random)!
                do { try s.setConstant(Double(Int.random(in: -50...50, using: &random)), for: c) } catch S.Error.unsatisfiable {
                    #expect(c.strength.isRequired)
                }
            }
            let broken = added.filter { $0.strength.isRequired && !holds($0, in: s) }
            #expect(broken.isEmpty, "step \(step): \(broken)")
            #expect(tableauIsConsistent(s), "step \(step)")
            if !broken.isEmpty { return }
        }
        #expect(refused > 0)
        for c in added { try s.removeConstraint(c) }
        #expect(s.constraintCount == 0)
        #expect(variables.allSatisfy { s.value(of: $0) == 0 })
        #expect(s.rows.allSatisfy { $0 == nil })
        #expect(s.objective.allSatisfy { $0.cells.isEmpty })
    }

    @Test(
        "Random soft preferences on one variable, added, removed and moved, reach the brute-force lexicographic optimum",
        arguments: [7, 8, 9, 10])
    func softOptimumMatchesBruteForce(seed: UInt64) throws {
        var random = Random(state: seed)
        let s = S()
        let x = s.makeVariable("x")
        let low = Double(Int.random(in: -40...0, using: &random)), high = Double(Int.random(in: 1...40, using: &random))
        try s.addConstraint(C(E(x).adding(constant: -low), .greaterThanOrEqual))
        try s.addConstraint(C(E(x).adding(constant: -high), .lessThanOrEqual))
        var soft: [(constraint: C, target: Double, relation: S.Relation)] = []
        let priorities: [Float] = [900, 500, 100]
        /// The cost vector (highest priority first) of value v.
        func cost(_ v: Double) -> [Double] {
            priorities.map { priority in
                soft.filter { $0.constraint.strength.priority == priority }.reduce(0) { sum, item in
                    let d = v - item.target
                    let error = item.relation == .equal ? abs(d) : item.relation == .lessThanOrEqual ? max(d, 0) : max(-d, 0)
                    return sum + item.constraint.strength.weight * error
                }
            }
        }
        for step in 0..<60 {
            let action = Int.random(in: 0..<4, using: &random)
            if soft.count > 2 && action == 0 {
                let item = soft.remove(at: Int.random(in: 0..<soft.count, using: &random))
                try s.removeConstraint(item.constraint)
            } else if soft.count > 2 && action == 1 {
                // A new constant: the dual simplex's path.
                let index = Int.random(in: 0..<soft.count, using: &random)
                soft[index].target = Double(Int.random(in: -60...60, using: &random))
                try s.setConstant(-soft[index].target, for: soft[index].constraint)
            } else {
                let target = Double(Int.random(in: -60...60, using: &random))
                let relation: S.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let strength = S.Strength(priorities.randomElement(using: &random)!, weight: Double(Int.random(in: 1...4, using: &random)))
                let c = C(E(x).adding(constant: -target), relation, strength: strength)
                try s.addConstraint(c)
                soft.append((c, target, relation))
            }
            // The optimum of a piecewise-linear cost lies at a bound or a target.
            let candidates = ([low, high] + soft.map(\.target)).filter { $0 >= low && $0 <= high }
            let best = candidates.map(cost).min { $0.lexicographicallyPrecedes($1) }!
            let found = cost(s.value(of: x))
            #expect(zip(found, best).allSatisfy { abs($0 - $1) < 1e-6 }, "step \(step): \(found) vs \(best)")
        }
    }

    /// 1,000 views in 20 rows of 50: each view's left follows its neighbour by 8 points, widths equal the
    /// row's first (40 + row % 3), tops follow the row above by 4, heights prefer 20 at priority 750.
    static func grid(_ s: S) -> (views: [[S.Variable]], constraints: [C]) {  // views[index] = [left, top, width, height]
        var views: [[S.Variable]] = []
        var constraints: [C] = []
        for index in 0..<1000 {
            let (row, column) = (index / 50, index % 50)
            let v = ["left", "top", "width", "height"].map { s.makeVariable("view\(index).\($0)") }
            if column == 0 {
                constraints.append(C(E(v[0]).adding(constant: -8), .equal))
                constraints.append(C(E(v[2]).adding(constant: -Double(40 + row % 3)), .equal))
            } else {
                let previous = views[index - 1]
                constraints.append(C(E([(v[0], 1), (previous[0], -1), (previous[2], -1)], constant: -8), .equal))
                constraints.append(C(E([(v[2], 1), (views[index - column][2], -1)]), .equal))
            }
            if row == 0 {
                constraints.append(C(E(v[1]).adding(constant: -8), .equal))
            } else {
                let above = views[index - 50]
                constraints.append(C(E([(v[1], 1), (above[1], -1), (above[3], -1)], constant: -4), .equal))
            }
            constraints.append(C(E(v[3]).adding(constant: -20), .equal, strength: .defaultHigh))
            views.append(v)
        }
        return (views, constraints)
    }

    @Test("1,000 views with 4,000 constraints solve to the expected frames; one constant change moves a row")
    func thousandViews() throws {
        let s = S()
        let (views, constraints) = Self.grid(s)
        let grid = stride(from: 0, to: 1000, by: 50).map { Array(views[$0..<$0 + 50]) }
        for c in constraints { try s.addConstraint(c) }
        #expect(s.constraintCount == 4000)
        var wrong = 0
        for (row, views) in grid.enumerated() {
            let width = Double(40 + row % 3)
            for (column, v) in views.enumerated() {
                let expected = [8 + Double(column) * (width + 8), 8 + Double(row) * 24, width, 20]
                for (variable, value) in zip(v, expected) where abs(s.value(of: variable) - value) > 1e-6 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(s.updateVariables().count == 4000)
        // Row 7's first width 41 → 60: every view of row 7 widens and moves; others stay.
        try s.setConstant(-60, for: constraints[7 * 50 * 4 + 1])
        #expect(abs(s.value(of: grid[7][49][0]) - (8 + 49 * 68)) < 1e-6)
        #expect(abs(s.value(of: grid[8][49][0]) - (8 + 49 * 50)) < 1e-6)
        #expect(s.updateVariables().count == 49 + 50)  // Row 7's lefts after the first, and its widths.
    }
}
