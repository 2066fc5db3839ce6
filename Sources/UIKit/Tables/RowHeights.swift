/// The heights of one section's rows, in memory that does not grow with the row count when the rows
/// share one height or are estimated: every row has `base` height except the rows listed in `overrides`.
///
/// Three uses: one height for all rows (`overrides` empty); heights the delegate gave row by row (rows
/// that differ from `base` are listed); estimated heights (`base` is the estimate, and rows measured as they
/// come into view are listed, even when equal to the estimate, so that `isMeasured` knows them).
struct RowHeights {
    /// The number of rows.
    private(set) var count: Int
    /// The height of a row not in `overrides`.
    private(set) var base: CGFloat
    /// Whether rows not in `overrides` have their final height (false for estimates).
    private(set) var baseIsFinal: Bool
    /// Rows whose height is not `base`, ascending.
    private var overrideRows: [Int] = []
    /// `overrideDeltaSums[k]`: the sum of (height - base) over the overrides before index k.
    private var overrideDeltaSums: [CGFloat] = [0]

    init(count: Int, base: CGFloat, isFinal: Bool) {
        self.count = max(0, count)
        self.base = base
        self.baseIsFinal = isFinal
    }

    /// Heights given row by row (the delegate's), stored as a base and the rows that differ from it.
    init(heights: [CGFloat]) {
        self.init(count: heights.count, base: heights.first ?? 0, isFinal: true)
        for (row, height) in heights.enumerated() where height != base { append(row, height - base) }
    }

    /// The total height.
    var total: CGFloat { CGFloat(count) * base + overrideDeltaSums[overrideRows.count] }

    /// The height of `row`.
    func height(of row: Int) -> CGFloat {
        guard let k = overrideIndex(of: row) else { return base }
        return base + overrideDeltaSums[k + 1] - overrideDeltaSums[k]
    }

    /// Whether `row`'s height is final (not an estimate).
    func isMeasured(_ row: Int) -> Bool { baseIsFinal || overrideIndex(of: row) != nil }

    /// The offset of `row`'s top from the first row's top (`row` may be `count`: the end).
    func offset(of row: Int) -> CGFloat {
        CGFloat(row) * base + overrideDeltaSums[overridesBefore(row)]
    }

    /// The row containing `y` (offset from the first row's top), clamped to the rows; nil without rows.
    func row(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(of: middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Sets `row`'s height (a measurement, or the delegate's answer).
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        let delta = height - base
        if let k = overrideIndex(of: row) {
            let change = delta - (overrideDeltaSums[k + 1] - overrideDeltaSums[k])
            guard change != 0 else { return }
            for j in (k + 1)..<overrideDeltaSums.count { overrideDeltaSums[j] += change }
            if delta == 0 && baseIsFinal { removeOverride(at: k) }
            return
        }
        guard delta != 0 || !baseIsFinal else { return }
        let k = overridesBefore(row)
        overrideRows.insert(row, at: k)
        overrideDeltaSums.insert(overrideDeltaSums[k], at: k + 1)
        for j in (k + 1)..<overrideDeltaSums.count { overrideDeltaSums[j] += delta }
    }

    /// Inserts a row before `row` (its height `height`, or the base when nil), moving later rows down.
    mutating func insertRow(at row: Int, height: CGFloat?) {
        let k = overridesBefore(row)
        for j in k..<overrideRows.count { overrideRows[j] += 1 }
        count += 1
        if let height { setHeight(height, of: row) }
    }

    /// Removes `row`, moving later rows up.
    mutating func removeRow(at row: Int) {
        if let k = overrideIndex(of: row) { removeOverride(at: k) }
        let k = overridesBefore(row)
        for j in k..<overrideRows.count { overrideRows[j] -= 1 }
        count -= 1
    }

    private mutating func append(_ row: Int, _ delta: CGFloat) {
        overrideRows.append(row)
        overrideDeltaSums.append(overrideDeltaSums[overrideDeltaSums.count - 1] + delta)
    }

    private mutating func removeOverride(at k: Int) {
        let delta = overrideDeltaSums[k + 1] - overrideDeltaSums[k]
        overrideRows.remove(at: k)
        overrideDeltaSums.remove(at: k + 1)
        for j in (k + 1)..<overrideDeltaSums.count { overrideDeltaSums[j] -= delta }
    }

    /// The number of overrides for rows before `row`.
    private func overridesBefore(_ row: Int) -> Int {
        var low = 0, high = overrideRows.count
        while low < high {
            let middle = (low + high) / 2
            if overrideRows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func overrideIndex(of row: Int) -> Int? {
        let k = overridesBefore(row)
        return k < overrideRows.count && overrideRows[k] == row ? k : nil
    }
}
