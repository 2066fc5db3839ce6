/// The root of a tab bar controller's More navigation controller: a plain table titled "More" of the
/// children without a tab of their own, each row showing the child's tab bar item (title and image)
/// with a disclosure indicator. Choosing a row pushes the child (a navigation controller lends its
/// controllers to the More navigation controller). While some children are customizable, an Edit
/// button opens the tab bar's customizing sheet.
final class MoreListController: UITableViewController {
    private weak var owner: UITabBarController?
    /// The children the rows show.
    private var rows: [UIViewController] = []

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { nil }

    /// Lists the children without a tab again, and shows the Edit button while some children are
    /// customizable.
    func reload() {
        rows = owner?.moreChildren ?? []
        let customizable = owner?.customizableViewControllers?.isEmpty == false
        if customizable != (navigationItem.rightBarButtonItem != nil) {
            navigationItem.rightBarButtonItem =
                customizable ? UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: MoreListController.edit) : nil
        }
        (viewIfLoaded as? UITableView)?.reloadData()
    }

    private func edit() { owner?.beginCustomizingFromMoreList() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "More") ?? UITableViewCell(style: .default, reuseIdentifier: "More")
        let item = rows[indexPath.row].tabBarItem
        cell.textLabel?.text = item?.title
        // As in the tab bar, an image is a template unless it says otherwise.
        let image = item?.shownImage(selected: false, scale: tableView.window?.screen.scale ?? UIScreen.main.scale)
        cell.imageView?.image = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(rows[indexPath.row], animated: true)
    }
}
