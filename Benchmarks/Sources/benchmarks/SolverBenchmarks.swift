import Foundation
@_spi(LayoutSolver) import LayoutSolver

/// The Cassowary solver under Auto Layout (issue 7), alone: 1,000 views in 20 rows of 50, four constraints
/// each (left after its neighbour, width equal to the row's first, top below the row above, height 20 at
/// priority 750). Cold: a new solver, every constraint added, values read. Re-solve: one constant changes
/// (a row's first width, moving the 50 views of that row) and is changed back, through `setConstant`; and an
/// edit variable's suggestion. Also: the cold solve with the constraints added in reverse order (pins last,
/// so rows grow before they collapse), and a grid whose rows must be squeezed between priorities.
/// Issue 7's targets: cold ≤ 50 ms, re-solve ≤ 1 ms (release).
enum SolverBenchmarks {
    typealias S = LayoutSolver
    typealias E = LayoutSolver.Expression
    typealias C = LayoutSolver.Constraint

    static func grid(_ s: S) -> (views: [[S.Variable]], constraints: [C]) {
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

    /// The same 20 × 50 grid as UIKit builds it for labels: widths between compression resistance (750) and
    /// hugging (250) of an intrinsic width, each row's right edge bounded by 1,016 (required): the optimizer
    /// must squeeze rows that do not fit. Five constraints per view.
    static func squeezedGrid(_ s: S) -> (views: [[S.Variable]], constraints: [C]) {
        var views: [[S.Variable]] = []
        var constraints: [C] = []
        for index in 0..<1000 {
            let (row, column) = (index / 50, index % 50)
            let v = ["left", "top", "width", "height"].map { s.makeVariable("view\(index).\($0)") }
            let intrinsic = Double(10 + (index * 7) % 13 + row)
            if column == 0 {
                constraints.append(C(E(v[0]).adding(constant: -8), .equal))
            } else {
                let previous = views[index - 1]
                constraints.append(C(E([(v[0], 1), (previous[0], -1), (previous[2], -1)], constant: -8), .equal))
            }
            constraints.append(C(E(v[2]).adding(constant: -intrinsic), .greaterThanOrEqual, strength: .defaultHigh))
            constraints.append(C(E(v[2]).adding(constant: -intrinsic), .lessThanOrEqual, strength: .defaultLow))
            if column == 49 { constraints.append(C(E([(v[0], 1), (v[2], 1)], constant: -1016), .lessThanOrEqual)) }
            constraints.append(C(E(v[1]).adding(constant: -Double(8 + row * 24)), .equal))
            constraints.append(C(E(v[3]).adding(constant: -20), .equal))
            views.append(v)
        }
        return (views, constraints)
    }

    static func run() {
        var checksum = 0.0
        let cold = measure(iterations: 5) {
            let s = S()
            let (views, constraints) = grid(s)
            for c in constraints { try! s.addConstraint(c) }
            checksum += s.value(of: views[999][0])
        }
        print(String(format: "%-46@ %10.3f ms", "solver: 1,000 views / 4,000 constraints, cold" as NSString, cold / 1000))

        let reversed = measure(iterations: 3) {
            let s = S()
            let (views, constraints) = grid(s)
            for c in constraints.reversed() { try! s.addConstraint(c) }
            checksum += s.value(of: views[999][0])
        }
        print(String(format: "%-46@ %10.3f ms", "solver: the same, constraints in reverse order" as NSString, reversed / 1000))

        let squeezed = measure(iterations: 3) {
            let s = S()
            let (views, constraints) = squeezedGrid(s)
            for c in constraints { try! s.addConstraint(c) }
            let right = s.value(of: views[49][0]) + s.value(of: views[49][2])
            precondition(abs(right - 1016) < 1e-6, "row 0 overflows: it ends at \(right)")
            checksum += s.value(of: views[999][0])
        }
        print(String(format: "%-46@ %10.3f ms", "solver: 1,000 squeezed labels / 5,020 constraints" as NSString, squeezed / 1000))

        let s = S()
        let (views, constraints) = grid(s)
        for c in constraints { try! s.addConstraint(c) }
        let width = constraints[7 * 50 * 4 + 1]
        var wide = false
        let change = measure(iterations: 200) {
            wide.toggle()
            try! s.setConstant(wide ? -60 : -41, for: width)
            checksum += s.value(of: views[7 * 50 + 49][0])
        }
        print(String(format: "%-46@ %10.3f ms", "solver: re-solve after one constant change" as NSString, change / 1000))

        let edited = views[500][3]
        try! s.addEditVariable(edited, strength: S.Strength(999))
        var tall = false
        let suggest = measure(iterations: 200) {
            tall.toggle()
            try! s.suggestValue(tall ? 30 : 20, for: edited)
            checksum += s.value(of: views[999][1])
        }
        print(String(format: "%-46@ %10.3f ms", "solver: re-solve after an edit suggestion" as NSString, suggest / 1000))

        let extra = C(E(views[0][3]).adding(constant: -10), .greaterThanOrEqual)
        let addRemove = measure(iterations: 200) {
            try! s.addConstraint(extra)
            try! s.removeConstraint(extra)
        }
        print(String(format: "%-46@ %10.3f ms", "solver: add + remove one constraint" as NSString, addRemove / 1000))
        if checksum.isNaN { print("unreachable") }
    }
}
