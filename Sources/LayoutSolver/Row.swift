extension LayoutSolver {
    /// One row of the tableau: `basic = constant + Σ cells[s] × s` over parametric symbols `s`.
    ///
    /// Sparse: cells are keyed by the symbols' small integer ids (a ``SymbolMap``), and a cell whose
    /// coefficient falls within ``LayoutSolver/epsilon`` of zero is removed, so that "contains" means "has a
    /// nonzero coefficient".
    /// While a row is being built for a new constraint it reads `0 = constant + Σ cells`.
    struct Row {
        var cells: SymbolMap
        var constant: Double

        init(constant: Double = 0, capacity: Int = 4) {
            cells = SymbolMap(minimumCapacity: capacity)
            self.constant = constant
        }

        func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

        /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = abs(sum) < LayoutSolver.epsilon ? nil : sum
        }

        /// Adds `row × factor` (cells and constant). Used for rows outside the column index (objectives, new rows).
        mutating func add(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
        }

        /// Replaces `symbol` by `row` (its definition), if this row contains it.
        mutating func substitute(_ symbol: Int, with row: Row) {
            if let coefficient = cells.removeValue(for: symbol) { add(row, times: coefficient) }
        }

        /// Turns `0 = constant + c·symbol + rest` into `symbol = -(constant + rest) / c`.
        mutating func solve(for symbol: Int) {
            let factor = -1 / cells.removeValue(for: symbol)!
            constant *= factor
            cells.scale(by: factor)
        }

        /// Turns `lhs = constant + c·rhs + rest` into `rhs = ...` (lhs becomes a parametric symbol of the row).
        mutating func solve(for rhs: Int, from lhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }
    }
}
