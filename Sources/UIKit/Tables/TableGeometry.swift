/// Where everything in a table view lies, in content coordinates: the table header view, each section
/// (its header, rows and footer) and the table footer view, top to bottom.
struct TableGeometry {
    /// One section's heights.
    struct Section {
        var header: CGFloat
        var footer: CGFloat
        var rows: RowHeights
        /// Whether `header` and `footer` are estimates that the table measures when they come into view.
        var headerIsEstimated = false
        var footerIsEstimated = false

        var height: CGFloat { header + rows.total + footer }
    }

    /// The table header view's height (0 without one).
    var tableHeaderHeight: CGFloat = 0 { didSet { sectionTopsValid = 0 } }
    /// The table footer view's height (0 without one).
    var tableFooterHeight: CGFloat = 0
    private(set) var sections: [Section] = []
    /// `sectionTops[i]`: the top of section i; valid for indexes below `sectionTopsValid`.
    private var sectionTops: [CGFloat] = []
    private var sectionTopsValid = 0

    /// Replaces every section.
    mutating func setSections(_ sections: [Section]) {
        self.sections = sections
        sectionTops = Array(repeating: 0, count: sections.count + 1)
        sectionTopsValid = 0
    }

    /// Changes section `index`; the sections below it move.
    mutating func updateSection(_ index: Int, _ change: (inout Section) -> Void) {
        change(&sections[index])
        sectionTopsValid = min(sectionTopsValid, index + 1)
    }

    /// Inserts `section` at `index`.
    mutating func insertSection(_ section: Section, at index: Int) {
        sections.insert(section, at: index)
        sectionTops.append(0)
        sectionTopsValid = min(sectionTopsValid, index)
    }

    /// Removes the section at `index`.
    mutating func removeSection(at index: Int) {
        sections.remove(at: index)
        sectionTops.removeLast()
        sectionTopsValid = min(sectionTopsValid, index)
    }

    /// The top of section `index` (`sections.count`: the end of the last section).
    mutating func top(ofSection index: Int) -> CGFloat {
        if sectionTopsValid == 0 {
            sectionTops[0] = tableHeaderHeight
            sectionTopsValid = 1
        }
        while sectionTopsValid <= index {
            sectionTops[sectionTopsValid] = sectionTops[sectionTopsValid - 1] + sections[sectionTopsValid - 1].height
            sectionTopsValid += 1
        }
        return sectionTops[index]
    }

    /// The height of all the content.
    mutating func contentHeight() -> CGFloat { top(ofSection: sections.count) + tableFooterHeight }

    /// The top of the first row of `section`.
    mutating func rowsTop(ofSection section: Int) -> CGFloat { top(ofSection: section) + sections[section].header }

    /// The vertical extent of a row.
    mutating func rowSpan(section: Int, row: Int) -> (top: CGFloat, height: CGFloat) {
        let rows = sections[section].rows
        return (rowsTop(ofSection: section) + rows.offset(of: row), rows.height(of: row))
    }

    /// The section whose extent contains `y`, clamped to the sections; nil without sections.
    mutating func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        _ = top(ofSection: sections.count)
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row whose extent contains `y`, if a row does (not a header, footer or the space around).
    mutating func row(at y: CGFloat) -> TableRow? {
        guard let section = section(at: y) else { return nil }
        let top = rowsTop(ofSection: section), rows = sections[section].rows
        guard y >= top, y < top + rows.total, let row = rows.row(at: y - top) else { return nil }
        return TableRow(section: section, row: row)
    }

    /// The rows whose extents meet `minY..<maxY`, in order, as (section, rows) pairs.
    mutating func rows(from minY: CGFloat, to maxY: CGFloat, into result: inout [(section: Int, rows: Range<Int>)]) {
        result.removeAll(keepingCapacity: true)
        guard maxY > minY, var section = self.section(at: minY) else { return }
        while section < sections.count {
            let sectionTop = top(ofSection: section)
            if sectionTop >= maxY { break }
            let rowsTop = sectionTop + sections[section].header
            let rows = sections[section].rows
            if rows.count > 0, rowsTop < maxY, rowsTop + rows.total > minY {
                let first = rows.row(at: minY - rowsTop) ?? 0
                var last = rows.row(at: maxY - rowsTop) ?? 0
                if rows.offset(of: last) + rowsTop >= maxY { last -= 1 }
                if last >= first { result.append((section, first..<(last + 1))) }
            }
            section += 1
        }
    }

    /// The total number of rows.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// A row's position as the table keeps it internally: a section and a row, without the allocation an
/// `IndexPath` makes.
struct TableRow: Hashable, Comparable {
    var section: Int
    var row: Int

    init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    init(_ indexPath: IndexPath) { self.init(section: indexPath.section, row: indexPath.row) }

    var indexPath: IndexPath { IndexPath(row: row, section: section) }

    static func < (a: TableRow, b: TableRow) -> Bool { (a.section, a.row) < (b.section, b.row) }
}
