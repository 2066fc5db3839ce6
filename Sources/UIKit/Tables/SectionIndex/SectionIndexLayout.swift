import CoreGraphics

/// Where a section index strip puts its titles, and which title a finger's height picks, without
/// views: numbers in, numbers out.
///
/// - Each entry takes one row of `rowHeight` points; the rows are centred vertically in the strip,
///   `margin` points clear of its top and bottom edges.
/// - Folding: when the titles need more rows than fit, the strip shows an odd number of rows that fit,
///   alternating titles and bullets ("A • D • G ..."): the first and last titles always show, the
///   others shown are spread evenly between them, and each bullet stands for the titles between its two
///   neighbours.
/// - A finger picks the title nearest its height: within a folded strip the titles are spread evenly
///   over the rows (a bullet's row picks a title it stands for); above or below the rows it picks the
///   first or the last title.
struct SectionIndexLayout {
    /// What one row shows.
    enum Entry: Equatable {
        /// The title at this index of the titles.
        case title(Int)
        /// A bullet standing for folded titles.
        case bullet
    }

    /// The height of a row, in points.
    static let rowHeight: CGFloat = 14
    /// The space kept clear above and below the rows, in points.
    static let margin: CGFloat = 6

    /// The rows, top to bottom.
    let entries: [Entry]
    /// The top of the first row, in the strip's coordinates.
    let top: CGFloat
    /// How many titles there are.
    let titleCount: Int

    /// The layout of `titleCount` titles in a strip `height` points high.
    init(titleCount: Int, height: CGFloat) {
        self.titleCount = max(0, titleCount)
        let available = max(0, height - 2 * Self.margin)
        let fitting = available.isFinite ? Int((available / Self.rowHeight).rounded(.down)) : self.titleCount
        if self.titleCount <= fitting {
            entries = (0..<self.titleCount).map(Entry.title)
        } else {
            // An odd number of rows, titles at the even ones; one row at least.
            let rows = max(1, fitting % 2 == 0 ? fitting - 1 : fitting)
            let shown = (rows + 1) / 2
            let last = self.titleCount - 1
            entries = (0..<rows).map { row in
                guard row % 2 == 0 else { return .bullet }
                let j = row / 2
                return .title(shown > 1 ? Int((CGFloat(j * last) / CGFloat(shown - 1)).rounded()) : 0)
            }
        }
        let total = CGFloat(entries.count) * Self.rowHeight
        top = height.isFinite ? ((height - total) / 2).rounded(.down) : 0
    }

    /// Whether some titles are folded into bullets.
    var isFolded: Bool { entries.count < titleCount }

    /// The centre height of row `row`.
    func rowCenter(_ row: Int) -> CGFloat { top + (CGFloat(row) + 0.5) * Self.rowHeight }

    /// The title a finger at height `y` picks, or nil without titles. NaN picks the first title.
    func titleIndex(atY y: CGFloat) -> Int? {
        guard titleCount > 0, !entries.isEmpty else { return nil }
        let rows = entries.count
        guard rows > 1 else { return 0 }
        // Rows' centres are at 0, 1, ... rows - 1 in these units.
        var position = (y - top) / Self.rowHeight - 0.5
        if position.isNaN { position = 0 }
        position = min(max(position, 0), CGFloat(rows - 1))
        let index = (position * CGFloat(titleCount - 1) / CGFloat(rows - 1)).rounded()
        return min(max(Int(index), 0), titleCount - 1)
    }
}
