// The Cassowary solver under Auto Layout (issue 7), on its own: classic problems, failures that leave the
// solver usable, and a randomized run against the tableau's invariants.
import Testing
@_spi(LayoutSolver) @testable import LayoutSolver

@Suite("LayoutSolver")
struct LayoutSolverTests {
    typealias S = LayoutSolver
    typealias E = LayoutSolver.Expression
    typealias C = LayoutSolver.Constraint

    /// `a - b - constant`: "a == b + constant" reads `C(diff(a, b, constant), .equal)`.
    func diff(_ a: S.Variable, _ b: S.Variable, _ constant: Double = 0) -> E {
        E([(a, 1), (b, -1)], constant: -constant)
    }

    func value(_ v: S.Variable, _ expected: Double, in solver: S) -> Bool {
        abs(solver.value(of: v) - expected) < 1e-8
    }

    @Test("A chain of equalities solves in one pass: a = 10, b = a + 5, c = b + 5")
    func chainOfEqualities() throws {
        let s = S()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.addConstraint(C(diff(c, b, 5), .equal))
        try s.addConstraint(C(diff(b, a, 5), .equal))
        try s.addConstraint(C(E(a).adding(constant: -10), .equal))
        #expect(value(a, 10, in: s) && value(b, 15, in: s) && value(c, 20, in: s))
    }

    @Test("A weak preference moves within required bounds and stops at them")
    func inequalitiesWithWeakPreferences() throws {
        let s = S()
        let x = s.makeVariable("x")
        try s.addConstraint(C(E(x).adding(constant: -10), .greaterThanOrEqual))
        try s.addConstraint(C(E(x).adding(constant: -100), .lessThanOrEqual))
        let low = C(E(x), .equal, strength: .defaultLow)
        try s.addConstraint(low)
        #expect(value(x, 10, in: s))
        try s.removeConstraint(low)
        let high = C(E(x).adding(constant: -200), .equal, strength: .defaultLow)
        try s.addConstraint(high)
        #expect(value(x, 100, in: s))
        try s.removeConstraint(high)
        try s.addConstraint(C(E(x).adding(constant: -42), .equal, strength: .defaultLow))
        #expect(value(x, 42, in: s))
    }

    @Test("A higher priority wins over any number and weight of lower ones")
    func prioritiesGiveWay() throws {
        let s = S()
        let x = s.makeVariable("x")
        try s.addConstraint(C(E(x).adding(constant: -10), .equal, strength: S.Strength(751)))
        for _ in 0..<20 {
            try s.addConstraint(C(E(x).adding(constant: -20), .equal, strength: S.Strength(750, weight: 1000)))
        }
        #expect(value(x, 10, in: s))
        // Within one priority, weights decide.
        let t = S()
        let y = t.makeVariable("y")
        try t.addConstraint(C(E(y).adding(constant: -10), .equal, strength: S.Strength(500, weight: 1)))
        try t.addConstraint(C(E(y).adding(constant: -20), .equal, strength: S.Strength(500, weight: 3)))
        #expect(value(y, 20, in: t))
    }

    @Test("A required equality that contradicts others is refused, names them, and leaves the solution as it was")
    func requiredEqualityConflictReported() throws {
        let s = S()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let pinX = C(E(x).adding(constant: -10), .equal, label: "pinX")
        let offset = C(diff(y, x, 5), .equal, label: "offset")
        try s.addConstraint(pinX)
        try s.addConstraint(offset)
        let bad = C(E(y).adding(constant: -20), .equal, label: "pinY")
        #expect {
            try s.addConstraint(bad)
        } throws: { error in
            guard case let S.Error.unsatisfiable(constraint, conflicts) = error else { return false }
            return constraint === bad && Set(conflicts.map { $0.label }) == ["pinX", "offset"]
        }
        #expect(!s.hasConstraint(bad))
        #expect(value(x, 10, in: s) && value(y, 15, in: s))
        // Still usable: a compatible constraint goes in and the conflicting one can be retried after a removal.
        try s.removeConstraint(pinX)
        try s.addConstraint(bad)
        #expect(value(y, 20, in: s) && value(x, 15, in: s))
    }

    @Test("Contradicting required inequalities are refused with the bound that conflicts")
    func requiredInequalityConflictReported() throws {
        let s = S()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let atLeast = C(E(x).adding(constant: -10), .greaterThanOrEqual, label: "x >= 10")
        let unrelated = C(E(y).adding(constant: -3), .equal, label: "y == 3")
        try s.addConstraint(atLeast)
        try s.addConstraint(unrelated)
        let atMost = C(E(x).adding(constant: -5), .lessThanOrEqual, label: "x <= 5")
        var reported: [String?] = []
        do { try s.addConstraint(atMost) } catch let S.Error.unsatisfiable(_, conflicts) { reported = conflicts.map(\.label) }
        #expect(reported == ["x >= 10"])
        #expect(value(x, 10, in: s) && value(y, 3, in: s))
        try s.addConstraint(C(E(x).adding(constant: -12), .lessThanOrEqual))
        #expect(value(x, 10, in: s))
    }

    @Test("Redundant required equalities are accepted; a contradicting cycle is refused")
    func redundantEqualities() throws {
        let s = S()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let ab = C(diff(a, b), .equal, label: "a == b"), bc = C(diff(b, c), .equal, label: "b == c")
        try s.addConstraint(ab)
        try s.addConstraint(bc)
        try s.addConstraint(C(diff(a, c), .equal))  // Redundant.
        let off = C(diff(a, c, 1), .equal, label: "a == c + 1")
        var reported: Set<String?> = []
        do { try s.addConstraint(off) } catch let S.Error.unsatisfiable(_, conflicts) { reported = Set(conflicts.map(\.label)) }
        #expect(reported == ["a == b", "b == c"])
        try s.addConstraint(C(E(c).adding(constant: -7), .equal))
        #expect(value(a, 7, in: s) && value(b, 7, in: s))
        try s.removeConstraint(ab)
        #expect(value(b, 7, in: s))
    }

    @Test("Suggesting values for an edit variable moves the solution; removing it lets go")
    func editVariablesMoveTheSolution() throws {
        let s = S()
        let left = s.makeVariable("left"), width = s.makeVariable("width"), right = s.makeVariable("right")
        try s.addConstraint(C(E([(right, 1), (left, -1), (width, -1)]), .equal))
        try s.addConstraint(C(E(left).adding(constant: -20), .equal))
        try s.addConstraint(C(E(width).adding(constant: -10), .greaterThanOrEqual))
        try s.addEditVariable(width, strength: .defaultHigh)
        #expect(value(right, 30, in: s))
        try s.suggestValue(100, for: width)
        #expect(value(width, 100, in: s) && value(right, 120, in: s))
        try s.suggestValue(50, for: width)
        #expect(value(right, 70, in: s))
        try s.suggestValue(0, for: width)  // The required minimum wins.
        #expect(value(width, 10, in: s))
        try s.removeEditVariable(width)
        #expect(!s.hasEditVariable(width))
        #expect(value(width, 10, in: s))
    }

    @Test("Removing constraints restores the previous solution")
    func removingRestores() throws {
        let s = S()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint(C(E(x).adding(constant: -10), .equal, strength: .defaultLow))
        try s.addConstraint(C(diff(y, x, 4), .equal))
        #expect(value(x, 10, in: s) && value(y, 14, in: s))
        let pin = C(E(y).adding(constant: -100), .equal)
        let floor = C(E(x).adding(constant: -50), .greaterThanOrEqual)
        try s.addConstraint(pin)
        try s.addConstraint(floor)
        #expect(value(x, 96, in: s))
        try s.removeConstraint(pin)
        #expect(value(x, 50, in: s) && value(y, 54, in: s))
        try s.removeConstraint(floor)
        #expect(value(x, 10, in: s) && value(y, 14, in: s))
    }

    @Test("Centering a 100-point view in a 320-point container puts its left edge at 110")
    func centering() throws {
        let s = S()
        let containerLeft = s.makeVariable("container.left"), containerWidth = s.makeVariable("container.width")
        let left = s.makeVariable("view.left"), width = s.makeVariable("view.width")
        try s.addConstraint(C(E(containerLeft), .equal))
        try s.addConstraint(C(E(containerWidth).adding(constant: -320), .equal))
        try s.addConstraint(C(E(width).adding(constant: -100), .equal))
        // view.centerX == container.centerX
        try s.addConstraint(C(E([(left, 1), (width, 0.5), (containerLeft, -1), (containerWidth, -0.5)]), .equal))
        #expect(value(left, 110, in: s))
    }

    @Test("Two widths share 312 points by a 2:1 multiplier; a soft minimum gives way")
    func widthsShareSpaceByWeights() throws {
        let s = S()
        let w1 = s.makeVariable("w1"), w2 = s.makeVariable("w2")
        try s.addConstraint(C(E([(w1, 1), (w2, 1)]).adding(constant: 8 - 320), .equal))
        try s.addConstraint(C(E([(w1, 1), (w2, -2)]), .equal))
        try s.addConstraint(C(E(w2).adding(constant: -200), .greaterThanOrEqual, strength: .defaultHigh))
        #expect(value(w1, 208, in: s) && value(w2, 104, in: s))
    }

    @Test("Changing a constant re-solves in place; an impossible required constant is refused and reverted")
    func constantChanges() throws {
        let s = S()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let gap = C(diff(y, x, 8), .equal, label: "gap")
        let limit = C(E(y).adding(constant: -100), .lessThanOrEqual, label: "y <= 100")
        try s.addConstraint(C(E(x).adding(constant: -10), .equal, label: "x == 10"))
        try s.addConstraint(gap)
        try s.addConstraint(limit)
        try s.setConstant(-20, for: gap)
        #expect(value(y, 30, in: s))
        var reported: Set<String?> = []
        do { try s.setConstant(-200, for: gap) } catch let S.Error.unsatisfiable(_, conflicts) { reported = Set(conflicts.map(\.label)) }
        #expect(reported == ["x == 10", "y <= 100"])
        #expect(s.constant(of: gap) == -20)
        #expect(value(y, 30, in: s))
        try s.setConstant(-90, for: gap)
        #expect(value(y, 100, in: s))
    }

    @Test("updateVariables reports only the variables whose values changed")
    func updateVariablesReportsChanges() throws {
        let s = S()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let pin = C(E(x).adding(constant: -5), .equal)
        try s.addConstraint(pin)
        try s.addConstraint(C(E(y), .equal))
        #expect(s.updateVariables() == [x])
        #expect(s.updateVariables().isEmpty)
        try s.setConstant(-6, for: pin)
        #expect(s.updateVariables() == [x])
    }

    @Test("A required equality added while redundant holds once the constraint it leaned on is removed")
    func redundantEqualityTakesOver() throws {
        // A container's width S, a banner w and a row r: r == w, x == 10, x + r == S - 10, r >= 100. The
        // banner first follows S (w == S - 20), then is fixed at 280 while S == 300 already implies it (a
        // redundant equality: its dummy goes basic). Removing S == 300 must leave w == 280 in force: S is
        // then pulled to 0 at a weak priority and stops at 300.
        let s = S()
        let width = s.makeVariable("S"), w = s.makeVariable("w"), r = s.makeVariable("r"), x = s.makeVariable("x")
        try s.addConstraint(C(diff(r, w), .equal))
        try s.addConstraint(C(E(x).adding(constant: -10), .equal))
        try s.addConstraint(C(E([(x, 1), (r, 1), (width, -1)], constant: 10), .equal))
        try s.addConstraint(C(E(r).adding(constant: -100), .greaterThanOrEqual))
        let follows = C(diff(w, width, -20), .equal)
        try s.addConstraint(follows)
        var fixedWidth = C(E(width).adding(constant: -300), .equal)
        try s.addConstraint(fixedWidth)
        // A fitting question in between: the width pulled to 0 (the slack of r >= 100 goes basic).
        try s.removeConstraint(fixedWidth)
        let pull = C(E(width), .equal, strength: .fittingSizeLevel)
        try s.addConstraint(pull)
        #expect(value(width, 120, in: s))
        try s.removeConstraint(pull)
        fixedWidth = C(E(width).adding(constant: -300), .equal)
        try s.addConstraint(fixedWidth)
        try s.removeConstraint(follows)
        try s.addConstraint(C(E(w).adding(constant: -280), .equal))  // Redundant now.
        try s.removeConstraint(fixedWidth)
        try s.addConstraint(pull)
        #expect(value(w, 280, in: s) && value(width, 300, in: s))
    }

    @Test("Bad input gets clear errors and changes nothing")
    func badInput() throws {
        let s = S()
        let x = s.makeVariable("x")
        let c = C(E(x).adding(constant: -1), .equal)
        try s.addConstraint(c)
        #expect(throws: S.Error.self) { try s.addConstraint(c) }
        #expect(throws: S.Error.self) { try s.addConstraint(C(E([(x, .nan)]), .equal)) }
        #expect(throws: S.Error.self) { try s.addConstraint(C(E(x).adding(constant: .infinity), .equal)) }
        #expect(throws: S.Error.self) { try s.addConstraint(C(E(x), .equal, strength: S.Strength(0))) }
        #expect(throws: S.Error.self) { try s.addConstraint(C(E(x), .equal, strength: S.Strength(1001))) }
        #expect(throws: S.Error.self) { try s.addConstraint(C(E(x), .equal, strength: S.Strength(.nan))) }
        #expect(throws: S.Error.self) { try s.suggestValue(3, for: x) }
        #expect(throws: S.Error.self) { try s.removeEditVariable(x) }
        #expect(throws: S.Error.self) { try s.addEditVariable(x, strength: .required) }
        try s.addEditVariable(x, strength: .defaultHigh)
        #expect(throws: S.Error.self) { try s.addEditVariable(x, strength: .defaultHigh) }
        #expect(throws: S.Error.self) { try s.suggestValue(.nan, for: x) }
        #expect(throws: S.Error.self) { try s.setConstant(.infinity, for: c) }
        #expect(throws: S.Error.self) { try s.removeConstraint(C(E(x), .equal)) }
        let stranger = S.Variable(id: 99, name: "stranger")
        #expect(throws: S.Error.self) { try s.addConstraint(C(E(stranger), .equal)) }
        #expect(throws: S.Error.self) { try s.addConstraint(C(E(constant: 1), .equal)) }  // 1 == 0.
        try s.addConstraint(C(E(constant: 0), .equal))  // 0 == 0 holds.
        #expect(value(x, 1, in: s))
        #expect(s.constraintCount == 3)
        let other = C(E(x), .equal, label: "x == 0")
        let message = "\(S.Error.unsatisfiable(other, conflicts: [c]))"
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint \nx == 0 (x == 0)"))
        #expect(message.contains("(\n    \"x - 1 == 0\",\n    \"x == 0 (x == 0)\"\n)"))
    }
}
