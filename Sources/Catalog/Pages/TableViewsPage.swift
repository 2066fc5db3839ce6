import UIKit

/// Table views, through UIKit's public API as an app writes them: the four cell styles with pictures and
/// every accessory under section headers and an index; a grouped settings table with switches; an
/// activity indicator spinning in the selected cell; editing with Edit/Done, delete, insert, reorder and swipe actions;
/// self-sizing rows; 100,000 rows; pull to refresh; a diffable data source that shuffles. Each demo is a
/// UITableViewController, a child of the window's root controller while the page shows, except the
/// diffable list, a plain table whose data source is a UITableViewDiffableDataSource. The demos are laid
/// out in two columns in a scroll view taller than the window.
final class TableViewsPageView: UIView {
    static let margin: CGFloat = 40
    static let columnWidth: CGFloat = 340
    static let rightColumn: CGFloat = 404
    static let contentHeight: CGFloat = 1732

    let scrollView = UIScrollView()
    let cellStyles = CellStylesController(style: .plain)
    let settings = SettingsController(style: .grouped)
    let spinners = SpinnerController(style: .plain)
    let editing = EditableListController(style: .plain)
    let editingBar = UINavigationBar()
    let selfSizing = SelfSizingController(style: .plain)
    let manyRows = ManyRowsController(style: .plain)
    let refreshing = RefreshController(style: .plain)
    let shuffleList = ShuffleListDemo()
    let shuffleBar = UIToolbar()

    /// The demos' controllers, children of the window's root controller while the page is in a window.
    var controllers: [UITableViewController] { [cellStyles, settings, spinners, editing, selfSizing, manyRows, refreshing] }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: frame.width, height: Self.contentHeight)
        addSubview(scrollView)
        let title = CatalogHeading.title("Table views")
        title.frame = CGRect(x: Self.margin, y: 28, width: 704, height: 28)
        scrollView.addSubview(title)
        scrollView.addSubview(
            CatalogIntroLabel(
                "UITableView and UITableViewController as an app uses them. Tap a row of the E1.1 table; tap Edit, or "
                    + "swipe a row left; pull the refresh table down; shuffle the diffable list. Scroll for more.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        let left = Self.margin
        let right = Self.rightColumn
        addDemo("Every cell style and accessory; a section index", x: left, y: 116, height: 568, table: cellStyles.tableView)
        addDemo("Grouped, like Settings: switches, value1 rows", x: right, y: 116, height: 272, table: settings.tableView)
        addDemo("E1.1: a spinner in the selected cell", x: right, y: 436, height: 248, table: spinners.tableView)
        addDemo("Editing: Edit, or swipe a row left", x: left, y: 740, height: 260, table: editing.tableView, bar: editingBar)
        addDemo("Self-sizing rows (automaticDimension)", x: right, y: 740, height: 304, table: selfSizing.tableView)
        addDemo("100,000 rows, sized from an estimate", x: left, y: 1100, height: 260, table: manyRows.tableView)
        addDemo("Pull to refresh (UIRefreshControl)", x: right, y: 1100, height: 260, table: refreshing.tableView)
        addDemo(
            "UITableViewDiffableDataSource: Shuffle", x: left, y: 1416, height: 260, table: shuffleList.tableView,
            bar: shuffleBar)
        let item = UINavigationItem(title: "Fruit")
        item.rightBarButtonItem = editing.editButtonItem
        editingBar.items = [item]
        shuffleBar.items = [
            .flexibleSpace(),
            UIBarButtonItem(title: "Shuffle", style: .plain, target: self, action: TableViewsPageView.shuffle),
        ]
    }

    required init?(coder: NSCoder) { nil }

    /// A heading, then `bar` (when given) and `table` under it, `height` points in all.
    private func addDemo(_ heading: String, x: CGFloat, y: CGFloat, height: CGFloat, table: UITableView, bar: UIView? = nil) {
        let label = CatalogHeading.section(heading)
        label.frame = CGRect(x: x, y: y, width: Self.columnWidth, height: 20)
        scrollView.addSubview(label)
        var top = y + 24
        if let bar {
            bar.frame = CGRect(x: x, y: top, width: Self.columnWidth, height: 44)
            scrollView.addSubview(bar)
            top += 44
        }
        table.frame = CGRect(x: x, y: top, width: Self.columnWidth, height: y + 24 + height - top)
        table.autoresizingMask = []
        // A table scrolled with the page under the status bar would take the bar's safe area as its top
        // inset (its controller's view is a root view) and push its rows down: the demos are inset by the page.
        table.contentInsetAdjustmentBehavior = .never
        table.layer.borderWidth = 1
        table.layer.borderColor = UIColor(white: 0.5, alpha: 0.4).cgColor
        scrollView.addSubview(table)
    }

    func shuffle() { shuffleList.shuffle() }

    /// The controllers join the window's root controller as children while the page is shown.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let root = window?.rootViewController else {
            for controller in controllers where controller.parent != nil {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            return
        }
        for controller in controllers where controller.parent == nil {
            root.addChild(controller)
            controller.didMove(toParent: root)
        }
    }
}
