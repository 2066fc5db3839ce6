/// A table view data source driven by snapshots of identifiers: the app applies a snapshot of its
/// sections and items, and the data source updates the table with the differences from the last one
/// (animated), asking `cellProvider` for the cells.
///
/// UIKit's contract, which OpenUIKit keeps: the data source makes itself the table's data source;
/// rows are not editable or movable unless a subclass says so; applying a snapshot with animation
/// inserts, deletes, moves and reloads only what changed, with `defaultRowAnimation`; without animation
/// the table takes the changes at once; `applySnapshotUsingReloadData` reloads the table.
///
/// Source: Apple, UITableViewDiffableDataSource.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item at an index path (nil is a failure, as in UIKit).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// How rows come and go when a snapshot is applied with animation (`.automatic`).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// A data source for `tableView` (it becomes the table's data source) whose cells come from
    /// `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> Snapshot {
        var copy = current
        copy.clearChangeMarks()
        return copy
    }

    /// Shows `snapshot`: with `animatingDifferences`, only what changed is inserted, deleted, moved or
    /// reloaded, animated; without, the changes apply at once. `completion` runs when it is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = snapshot.difference(from: current)
        current = snapshot
        guard let tableView, tableView.hasLoaded, !tableView.needsReload else {
            tableView?.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        let animated = tableView.animatesUpdates
        tableView.animatesUpdates = animatingDifferences
        defer { tableView.animatesUpdates = animated }
        tableView.performBatchUpdates({
            tableView.deleteSections(difference.deletedSections, with: animation)
            tableView.insertSections(difference.insertedSections, with: animation)
            tableView.reloadSections(difference.reloadedSections, with: animation)
            for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: difference.deletedItems, with: animation)
            tableView.insertRows(at: difference.insertedItems, with: animation)
            tableView.reloadRows(at: difference.reloadedItems, with: animation)
            for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }) { _ in completion?() }
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
        current.clearChangeMarks()
    }

    /// Shows `snapshot` by reloading the table, without working out the differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearChangeMarks()
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where `itemIdentifier` is shown, if it is.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(forItem: itemIdentifier) }

    /// The section shown at `index`, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// Where `sectionIdentifier` is shown, if it is.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item)
        else {
            preconditionFailure(
                "UITableViewDiffableDataSource: the cell provider returned nil for the row at index path \(indexPath)")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are not editable unless a subclass says so (false).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows are not movable unless a subclass says so (false).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// The user moved a row: the snapshot follows (a subclass that allows moves calls super).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = current.itemIdentifier(at: sourceIndexPath), sourceIndexPath != destinationIndexPath else {
            return
        }
        current.deleteItems([item])
        let section = current.sectionIdentifiers[destinationIndexPath.section]
        let items = current.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < items.count {
            current.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            current.appendItems([item], toSection: section)
        }
        current.clearChangeMarks()
    }
}
