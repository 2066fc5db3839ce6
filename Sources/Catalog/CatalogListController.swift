import UIKit

/// The Catalog's list of pages, the split view's primary: one row per page, the page shown selected, a
/// tap on a row showing its page. Its navigation bar holds the switch between the light and the dark
/// appearance.
final class CatalogListController: UITableViewController {
    /// Switches the whole Catalog (its window) between the light and the dark appearance.
    let darkSwitch = UISwitch()
    /// Called when the user taps a row, with its index in `CatalogPage.all`.
    var onSelect: ((Int) -> Void)?
    /// The row selected (kept until the table loads).
    private var selectedRow = 0

    init() {
        super.init(style: .plain)
        title = "Catalog"
        clearsSelectionOnViewWillAppear = false
        darkSwitch.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.view.window?.overrideUserInterfaceStyle = self.darkSwitch.isOn ? .dark : .unspecified
            }, for: .valueChanged)
        let dark = UILabel()
        dark.text = "Dark"
        dark.font = .systemFont(ofSize: 15)
        dark.textColor = CatalogColors.secondaryText
        dark.sizeToFit()
        navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: darkSwitch), UIBarButtonItem(customView: dark)]
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "page")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectRow(selectedRow)
    }

    /// Selects the row of page `index`.
    func selectRow(_ index: Int) {
        selectedRow = index
        guard isViewLoaded else { return }
        tableView.selectRow(at: IndexPath(row: index, section: 0), animated: false, scrollPosition: .none)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { CatalogPage.all.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "page", for: indexPath)
        cell.textLabel?.text = CatalogPage.all[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRow = indexPath.row
        onSelect?(indexPath.row)
    }
}
