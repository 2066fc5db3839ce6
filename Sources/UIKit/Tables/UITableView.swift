/// A vertical list of rows in sections, drawn by cells that a data source supplies and that the table
/// reuses as they scroll out of view.
///
/// UIKit's contract, which OpenUIKit keeps:
/// - Only the cells of visible rows exist, plus the ones waiting for reuse: the data source is asked for a
///   row's cell when the row scrolls into view, and usually dequeues one that scrolled out.
/// - Heights come from `rowHeight` (44 points), the delegate, or the cells themselves
///   (`UITableView.automaticDimension`); with estimates (`estimatedRowHeight`, or the delegate's), a row is
///   measured only when it comes into view, so reloading a huge table costs little.
/// - Content loads lazily: the first layout (or the first question about rows) asks the data source;
///   `reloadData()` asks again at the next layout.
/// - In the plain style, a section's header sticks to the top of the visible area while the section is
///   scrolled through, pushed up by the next one, and its footer to the bottom; in the grouped styles
///   they scroll with the rows.
/// - A tap selects a row (see `UITableViewDelegate` for the order of calls); code that selects calls no
///   delegate method.
///
/// Source: Apple, UITableView.
/// Deviation: `delegate` is the scroll view's property (Swift cannot narrow a stored property's type in a
/// subclass): assign a `UITableViewDelegate` to it; the table asks it through that protocol.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// A height that the table works out: a cell's from its content (self-sizing), a header's or
    /// footer's from its title.
    public static let automaticDimension: CGFloat = -1

    /// Posted when the selection changes by touch.
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    // MARK: Creating

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        styleStorage = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : CellStyleMetrics.groupedBackgroundColor
        separatorInsetStorage = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) { nil }

    /// The style given at creation.
    open var style: Style { styleStorage }

    // MARK: Data

    /// The object that supplies the sections, rows and cells; held weakly. Setting it reloads.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            optionalMethods.forget([.canEditRow, .canMoveRow])
            reloadData()
        }
    }

    /// The delegate (a `UITableViewDelegate`; see the deviation note). Setting it reloads.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            optionalMethods.forget([.heightForRow, .estimatedHeightForRow, .editingStyle])
            if oldValue !== delegate { reloadData() }
        }
    }

    /// Discards the cells and asks the data source and delegate again, at the next layout.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the data source last said; 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rows.count : 0
    }

    // MARK: Heights

    /// Every row's height when the delegate does not give them: 44 points, or
    /// `UITableView.automaticDimension` to size each cell from its content. Negative or non-finite values
    /// are taken as 0.
    open var rowHeight: CGFloat = 44 { didSet { setNeedsRemeasure() } }

    /// Every section header's height when the delegate does not give them; `automaticDimension` (the
    /// default) fits the header's title, or takes none without one.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsRemeasure() } }

    /// Every section footer's height when the delegate does not give them; `automaticDimension` (the
    /// default) fits the footer's title.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsRemeasure() } }

    /// An estimate of the rows' height; 0 (the default) means none: every row's height is found when the
    /// table loads. With an estimate, a row is measured only as it comes into view.
    open var estimatedRowHeight: CGFloat = 0 { didSet { setNeedsRemeasure() } }

    /// An estimate of section headers' height (0: none).
    open var estimatedSectionHeaderHeight: CGFloat = 0 { didSet { setNeedsRemeasure() } }

    /// An estimate of section footers' height (0: none).
    open var estimatedSectionFooterHeight: CGFloat = 0 { didSet { setNeedsRemeasure() } }

    // MARK: Geometry

    /// The extent of `section` (header, rows and footer), in the table's content coordinates; `.zero` for
    /// a section that does not exist.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let top = geometry.top(ofSection: section)
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.top(ofSection: section + 1) - top)
    }

    /// The extent of `section`'s header; `.zero` for a section that does not exist.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return CGRect(
            x: 0, y: geometry.top(ofSection: section), width: bounds.width, height: geometry.sections[section].header)
    }

    /// The extent of `section`'s footer; `.zero` for a section that does not exist.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let height = geometry.sections[section].footer
        return CGRect(x: 0, y: geometry.top(ofSection: section + 1) - height, width: bounds.width, height: height)
    }

    /// The extent of the row at `indexPath`; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard let row = existingRow(indexPath) else { return .zero }
        return rowFrame(row)
    }

    /// The row at `point` (content coordinates), if a row is there.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)?.indexPath
    }

    /// The rows that meet `rect` (content coordinates), in order; nil when none does.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        let paths = rows(meeting: rect).map(\.indexPath)
        return paths.isEmpty ? nil : paths
    }

    /// The row that `cell` shows, if it is one of the visible cells.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key.indexPath
    }

    /// The cell showing the row at `indexPath`; nil when the row is not visible or does not exist.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.count == 2 else { return nil }
        layoutIfNeededForQuery()
        return visibleRows[TableRow(indexPath)]
    }

    /// The cells of the visible rows, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeededForQuery()
        return visibleRows.keys.sorted().compactMap { visibleRows[$0] }
    }

    /// The visible rows, top to bottom; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeededForQuery()
        let paths = visibleRows.keys.sorted().map(\.indexPath)
        return paths.isEmpty ? nil : paths
    }

    /// The header view shown for `section`, if it is visible.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeededForQuery()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is visible.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeededForQuery()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` of the visible area (`.none`: the
    /// least scrolling that shows it). A row that does not exist fails as UIKit does.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let row = existingRow(indexPath) else {
            preconditionFailure(
                "UITableView.scrollToRow(at:at:animated:): attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) when there are only \(indexPath.count == 2 ? numberOfRows(inSection: indexPath.section) : 0) rows in section \(indexPath.count == 2 ? indexPath.section : -1)."
            )
        }
        scroll(toRect: rowFrame(row), at: scrollPosition, animated: animated)
    }

    /// Scrolls the selected row (the first, with several) to `scrollPosition`; nothing without one.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scroll(toRect: rowFrame(row), at: scrollPosition, animated: animated)
    }

    // MARK: Reuse

    /// Makes `dequeueReusableCell(withIdentifier:for:)` create a `cellClass` cell (in the default style)
    /// when none waits for reuse under `identifier`; nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass.map { $0 as? UITableViewCell.Type ?? UITableViewCell.self }
    }

    /// Makes `dequeueReusableHeaderFooterView(withIdentifier:)` create an `aClass` view when none waits for
    /// reuse under `identifier`; nil removes the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass.map {
            $0 as? UITableViewHeaderFooterView.Type ?? UITableViewHeaderFooterView.self
        }
    }

    /// A cell that waits for reuse under `identifier` (after its `prepareForReuse()`), else a new one of
    /// the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusableCell(identifier)
    }

    /// A cell for the row at `indexPath` from `identifier`'s reuse queue or registered class, sized for the
    /// row. An identifier without a registered class fails as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = reusableCell(identifier) else {
            preconditionFailure(
                "UITableView.dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        if let row = existingRow(indexPath) { cell.frame = rowFrame(row) }
        return cell
    }

    /// A header or footer view that waits for reuse under `identifier`, else a new one of the registered
    /// class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reusableHeaderFooterView(identifier)
    }

    // MARK: Header, footer and background

    /// A view above the first section, as tall as its frame says and as wide as the table.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }

    /// A view below the last section, as tall as its frame says and as wide as the table. In the plain
    /// style it also ends the separators that otherwise continue below the last row.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }

    /// A view behind all the content, as large as the table and not scrolling.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Separators

    /// Whether rows are divided by lines (`.singleLine`, the default).
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsCellRefresh() } }

    /// The separators' colour (nil: the default grey).
    open var separatorColor: UIColor? {
        didSet {
            markAppearanceExplicit("separatorColor")
            setNeedsCellRefresh()
        }
    }

    /// The inset of the cells' separators (15 points from the left); a cell's own `separatorInset` wins.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage }
        set {
            separatorInsetStorage = newValue
            markAppearanceExplicit("separatorInset")
            setNeedsCellRefresh()
        }
    }

    // MARK: Section index

    /// The colour of the section index titles (nil: the tint colour).
    open var sectionIndexColor: UIColor? {
        didSet {
            markAppearanceExplicit("sectionIndexColor")
            updateSectionIndexColors()
        }
    }

    /// The section index's background while not touched (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? {
        didSet {
            markAppearanceExplicit("sectionIndexBackgroundColor")
            updateSectionIndexColors()
        }
    }

    /// The section index's background while touched (nil: the default).
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        didSet {
            markAppearanceExplicit("sectionIndexTrackingBackgroundColor")
            updateSectionIndexColors()
        }
    }

    /// The number of rows from which the section index is shown (0: always).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    // MARK: Selection

    /// Whether the user can select rows while not editing (true).
    open var allowsSelection = true { didSet { if !allowsSelection { deselectAllRows() } } }

    /// Whether the user can select several rows while not editing; a tap then toggles a row (false).
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection && !isEditing { keepOneSelection() } } }

    /// Whether the user can select rows while editing (false).
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows while editing (false).
    open var allowsMultipleSelectionDuringEditing = false

    /// The selected row (the first, with several); nil without a selection.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min()?.indexPath }

    /// The selected rows, in order; nil without a selection.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted().map(\.indexPath)
    }

    /// Selects the row at `indexPath` (nil deselects all) and scrolls it to `scrollPosition`, without
    /// calling the delegate. With single selection, it replaces the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            deselectAllRows(animated: animated)
            return
        }
        guard let row = existingRow(indexPath) else { return }
        if !allowsCurrentMultipleSelection { deselectAllRows(except: row, animated: animated) }
        setRow(row, selected: true, animated: animated)
        if scrollPosition != .none || !animated {
            if scrollPosition != .none { scroll(toRect: rowFrame(row), at: scrollPosition, animated: animated) }
        }
    }

    /// Deselects the row at `indexPath` without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPath.count == 2 else { return }
        setRow(TableRow(indexPath), selected: false, animated: animated)
    }

    // MARK: Editing

    /// Whether the table is editing: rows show their editing controls (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing: every visible row shows or hides its editing control (delete or insert)
    /// and reorder control, animated over 0.3 s when asked. Selection follows the editing rules.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage || swipedRow != nil else { return }
        closeSwipedRow(animated: animated)
        editingStorage = editing
        if !allowsSelectionDuringEditing && editing || !allowsSelection && !editing {
            deselectAllRows()
        } else if !allowsCurrentMultipleSelection {
            keepOneSelection()
        }
        refreshVisibleCells(editingAnimated: animated)
    }

    // MARK: Updates

    /// Starts a group of insertions, deletions, reloads and moves that `endUpdates()` animates together.
    /// Groups nest.
    open func beginUpdates() { beginUpdateGroup() }

    /// Ends a group started with `beginUpdates()`: the data source is asked for the new counts, which must
    /// agree with the changes, and the rows animate to their new places.
    open func endUpdates() { endUpdateGroup(completion: nil) }

    /// Makes the changes in `updates` as one animated group; `completion` runs when the animations end
    /// (with true, or false when interrupted).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdateGroup()
        updates?()
        endUpdateGroup(completion: completion)
    }

    /// Inserts sections at `sections` (new indexes).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.insertSections(sections, animation) }
    }

    /// Deletes the sections at `sections` (old indexes).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.deleteSections(sections, animation) }
    }

    /// Reloads the sections at `sections`: their rows are asked for again.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.reloadSections(sections, animation) }
    }

    /// Moves the section at `section` to `newSection`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.moveSection(section, to: newSection) }
    }

    /// Inserts rows at `indexPaths` (new index paths).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.insertRows(indexPaths, animation) }
    }

    /// Deletes the rows at `indexPaths` (old index paths).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.deleteRows(indexPaths, animation) }
    }

    /// Reloads the rows at `indexPaths`: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.reloadRows(indexPaths, animation) }
    }

    /// Asks again for the cells of the rows at `indexPaths`, configuring the cells already shown (no new
    /// cell, no animation).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigure(indexPaths)
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.moveRow(indexPath, to: newIndexPath) }
    }

    /// Whether the table has changes waiting for the next layout (a reload, or updates to animate).
    open var hasUncommittedUpdates: Bool { needsReload || updateDepth > 0 }

    // MARK: Layout

    /// Places the visible cells, headers and footers (asking for new ones, reusing the ones that left),
    /// the table header and footer views, the background and the section index.
    open override func layoutSubviews() {
        super.layoutSubviews()
        installSwipeRecognizerIfNeeded()
        installReorderRecognizerIfNeeded()
        closeSwipedRowIfScrolled()
        tile()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = super.frame.width
            super.frame = newValue
            if super.frame.width != oldWidth { setNeedsRemeasure() }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldWidth = super.bounds.width
            super.bounds = newValue
            if super.bounds.width != oldWidth { setNeedsRemeasure() }
        }
    }

    /// The table decides on its own swipe recognizer: a row swipes when it has actions on that side.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipe = swipeRecognizer, gestureRecognizer === swipe { return swipeShouldBegin(swipe) }
        if let drag = reorderRecognizer, gestureRecognizer === drag {
            return rowWithReorderControl(at: startPoint(of: drag)) != nil
        }
        // A drag that starts on a reorder control moves the row, and one on the section index tracks the
        // index, not the content.
        if gestureRecognizer === panGestureRecognizer {
            let start = startPoint(of: panGestureRecognizer)
            if rowWithReorderControl(at: start) != nil { return false }
            if let index = sectionIndex, !index.isHidden, index.frame.contains(start) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The section index keeps its touches while the content would scroll.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        if let index = sectionIndex, view === index || view.isDescendant(of: index) { return false }
        return super.touchesShouldCancel(in: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: State

    private let styleStorage: Style
    var separatorInsetStorage = UIEdgeInsets.zero
    var editingStorage = false
    /// Which optional data-source and delegate methods are implemented.
    var optionalMethods = TableOptionalMethods()
    /// Where the sections, rows, headers and footers lie.
    var geometry = TableGeometry()
    /// Whether the data source must be asked again (set by `reloadData()`).
    var needsReload = true
    /// Whether the heights must be found again (a height property or the width changed).
    var needsRemeasure = false
    /// Whether the data source has been asked since the table was made.
    var hasLoaded = false
    /// The cells shown, by row.
    var visibleRows: [TableRow: UITableViewCell] = [:]
    /// The header and footer views shown, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Cells and header-footer views waiting for reuse, by identifier (hidden, still subviews).
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    /// Standard titled header and footer views waiting for reuse, and every one the table made.
    var reusableStandardViews: [UITableViewHeaderFooterView] = []
    var standardViews: Set<ObjectIdentifier> = []
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The selected rows.
    var selectedRows: Set<TableRow> = []
    /// The touch being tracked for highlighting and selection, and the row it went down on.
    var trackedTouch: (touch: UITouch, row: TableRow)?
    /// The row whose swipe actions are revealed, its configurations, and where the swipe started.
    var swipedRow: TableRow?
    var swipeConfigurations: (leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?) = (nil, nil)
    var swipeStartOffset: CGFloat = 0
    var swipeOpenedAtOffset = CGPoint.zero
    /// The recognizer that swipes rows sideways.
    var swipeRecognizer: UIPanGestureRecognizer?
    /// The recognizer that drags rows by their reorder controls, and the drag in progress.
    var reorderRecognizer: UIPanGestureRecognizer?
    var reorder: RowReorder?
    /// Update groups: the depth of nested `beginUpdates()`, and the changes recorded.
    var updateDepth = 0
    var pendingUpdate = TableUpdate()
    /// Whether the outermost update group becomes a reload (the content was not loaded when it began).
    var updateGroupReloads = false
    /// The completions of `performBatchUpdates` waiting for the outermost group's animations.
    var pendingCompletions: [(Bool) -> Void] = []
    /// Whether updates animate (false while a diffable data source applies a snapshot without animation).
    var animatesUpdates = true
    /// Cells animating away after an update, queued for reuse when their animation ends.
    var departingCells: Set<ObjectIdentifier> = []
    /// The cell that `reconfigureRows(at:)` hands back to the data source when it dequeues.
    var reconfiguring: UITableViewCell?
    /// The section index strip, while the data source gives titles.
    var sectionIndex: TableSectionIndexView?
    /// The separators of the empty rows below a plain table's content.
    var fillerSeparators: [UIView] = []
    /// Scratch space for the visible rows of a layout pass.
    var visibleRanges: [(section: Int, rows: Range<Int>)] = []
    /// Header and footer views the delegate gave while heights were found, used when they are shown.
    var pendingHeaderFooterViews: [HeaderFooterKey: UIView] = [:]
    /// Cells made for rows (to measure them) that are not on screen yet.
    var cellsAwaitingDisplay: Set<ObjectIdentifier> = []
    /// Whether the visible rows must be placed again before a question about them is answered.
    var needsTiling = true
    /// The placement last given to the visible cells' common part; cells are refreshed when it changes.
    var needsCellRefresh = false
}
