/// UIKit's additions to `IndexPath`: a table view's rows and a collection view's items are addressed by a
/// path of exactly two indexes, the section and then the row (or item).
///
/// Source: Apple, NSIndexPath UIKit Additions.
extension IndexPath {
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index. A path without exactly two indexes traps, as UIKit's does.
    public var section: Int {
        get { self[Self.checkedTwoIndexes(self, 0)] }
        set { self[Self.checkedTwoIndexes(self, 0)] = newValue }
    }

    /// The row in the section: the second index. A path without exactly two indexes traps, as UIKit's does.
    public var row: Int {
        get { self[Self.checkedTwoIndexes(self, 1)] }
        set { self[Self.checkedTwoIndexes(self, 1)] = newValue }
    }

    /// The item in the section (the second index), as a collection view calls it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private static func checkedTwoIndexes(_ path: IndexPath, _ position: Int) -> Int {
        precondition(
            path.count == 2,
            "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."
        )
        return position
    }
}
