import UIKit

/// A list to edit: Edit (the controller's `editButtonItem`) shows the delete and reorder controls and an
/// "Add a fruit" row with the insert control; deletes and inserts animate, a move updates the model.
/// Swiping a row left reveals Flag and a destructive Delete.
final class EditableListController: UITableViewController {
    private(set) var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape"]
    private(set) var flagged: Set<String> = []
    private var added = 0
    /// The names of the fruits "Add a fruit" adds, in turn.
    static let more = ["Kiwi", "Lemon", "Mango", "Nectarine", "Orange", "Papaya", "Quince"]

    /// The index path of the "Add a fruit" row, while editing.
    private var addRow: IndexPath? { isEditing ? IndexPath(row: fruits.count, section: 0) : nil }

    override func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        let row = IndexPath(row: fruits.count, section: 0)
        super.setEditing(editing, animated: animated)
        if editing {
            tableView.insertRows(at: [row], with: .fade)
        } else {
            tableView.deleteRows(at: [row], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count + (isEditing ? 1 : 0)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: .value1, reuseIdentifier: "Fruit")
        if indexPath == addRow {
            cell.textLabel?.text = "Add a fruit"
            cell.detailTextLabel?.text = nil
        } else {
            let fruit = fruits[indexPath.row]
            cell.textLabel?.text = fruit
            cell.detailTextLabel?.text = flagged.contains(fruit) ? "Flagged" : nil
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath != addRow }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath == addRow ? .insert : .delete
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete:
            fruits.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            fruits.append(Self.more[added % Self.more.count])
            added += 1
            tableView.insertRows(at: [indexPath], with: .automatic)
        default:
            break
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let fruit = fruits.remove(at: sourceIndexPath.row)
        fruits.insert(fruit, at: destinationIndexPath.row)
    }

    /// A row dragged past the last fruit stays above "Add a fruit".
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(row: min(proposedDestinationIndexPath.row, fruits.count - 1), section: 0)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard indexPath != addRow else { return nil }
        let fruit = fruits[indexPath.row]
        let flag = UIContextualAction(style: .normal, title: flagged.contains(fruit) ? "Unflag" : "Flag") { [weak self] _, _, done in
            guard let self else { return done(false) }
            if self.flagged.remove(fruit) == nil { self.flagged.insert(fruit) }
            if let row = self.fruits.firstIndex(of: fruit) {
                tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            }
            done(true)
        }
        flag.backgroundColor = .systemOrange
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, let row = self.fruits.firstIndex(of: fruit) else { return done(false) }
            self.fruits.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}

/// Self-sizing cells: `rowHeight = UITableView.automaticDimension`, each cell's wrapping labels pinned to
/// its content view with Auto Layout.
final class SelfSizingController: UITableViewController {
    let notes: [(title: String, body: String)] = [
        ("Short", "One line."),
        (
            "Longer",
            "This note wraps onto a second line, and the row grows to fit it: the table asks the cell for its size."
        ),
        (
            "Longest",
            "Rows size themselves from their constraints. The table starts from estimatedRowHeight (60 points) and "
                + "replaces each estimate with the real height as the row comes on screen, so the scroll indicator "
                + "settles as you scroll."
        ),
        ("Again short", "Fits."),
    ]

    final class NoteCell: UITableViewCell {
        let titleLabel = UILabel()
        let bodyLabel = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            titleLabel.font = .boldSystemFont(ofSize: 15)
            bodyLabel.font = .systemFont(ofSize: 14)
            bodyLabel.textColor = CatalogColors.secondaryText
            for label in [titleLabel, bodyLabel] {
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
                bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
        cell.titleLabel.text = notes[indexPath.row].title
        cell.bodyLabel.text = notes[indexPath.row].body
        return cell
    }
}

/// 100,000 rows of subtitle cells, sized from an estimate: the table makes only the cells on screen.
final class ManyRowsController: UITableViewController {
    static let rowCount = 100_000

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 56
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Row")
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "of \(Self.rowCount.formatted()), made when it scrolls on screen"
        return cell
    }
}

/// Pull to refresh: the refresh control's valueChanged "fetches" for a second and a half, then appends a
/// row and ends refreshing.
final class RefreshController: UITableViewController {
    private(set) var items = ["Pull down to refresh", "Each refresh adds a row"]
    private var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Fetching…")
        control.addAction(UIAction { [weak self] _ in self?.fetch() }, for: .valueChanged)
        refreshControl = control
    }

    private func fetch() {
        perform(RefreshController.fetched, with: nil, afterDelay: 1.5)
    }

    private func fetched() {
        refreshes += 1
        items.append("Refreshed \(refreshes) \(refreshes == 1 ? "time" : "times")")
        tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item") ?? UITableViewCell(style: .default, reuseIdentifier: "Item")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// A list served by a UITableViewDiffableDataSource: Shuffle applies a shuffled snapshot, animated.
@MainActor
final class ShuffleListDemo {
    enum Section: Hashable, Sendable { case colours }

    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource: UITableViewDiffableDataSource<Section, String>
    static let colours: [(String, UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Green", .systemGreen),
        ("Teal", .systemTeal), ("Blue", .systemBlue), ("Indigo", .systemIndigo), ("Purple", .systemPurple),
    ]

    init() {
        let swatches = Dictionary(uniqueKeysWithValues: Self.colours.map { ($0.0, TableGlyphs.icon(.circle, color: $0.1)) })
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, _, name in
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Colour") ?? UITableViewCell(style: .default, reuseIdentifier: "Colour")
            cell.textLabel?.text = name
            cell.imageView?.image = swatches[name]
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.colours])
        snapshot.appendItems(Self.colours.map(\.0))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Applies the same items in a new order, animated.
    func shuffle() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.colours])
        var names = dataSource.snapshot().itemIdentifiers
        let before = names
        while names == before { names.shuffle() }
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
