import Foundation
@_spi(LayoutSolver) import UIKit

/// The Cassowary solver under Auto Layout (issue 7), alone: 1,000 views in 20 rows of 50, four constraints
/// each (left after its neighbour, width equal to the row's first, top below the row above, height 20 at
/// priority 750). Cold: a new solver, every constraint added, values read. Re-solve: one constant changes
/// (a row's first width, moving the 50 views of that row) and is changed back, through `setConstant`; and an
/// edit variable's suggestion. Issue 7's targets: cold ≤ 50 ms, re-solve ≤ 1 ms (release).
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
