import UIKit

/// The root screen of the Containers page's navigation controller, titled "More Info": the title a
/// controller sets is the one its navigation bar shows in the middle. A row pushes a screen named after
/// it, whose back button then reads "More Info", the title of the screen below. Add, on the right of the
/// bar, appends a row. The toolbar shows the items of the controller on top: here a bordered button
/// with no target and no action (a tap on it does nothing), a flexible space, and Refresh, which puts
/// the first rows back.
final class InfoListController: UITableViewController {
    static let firstTopics = ["Shipping", "Returns", "Warranty"]
    /// The rows' titles.
    private(set) var topics = InfoListController.firstTopics

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More Info"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: InfoListController.addTopic)
        setToolbarItems(
            [
                UIBarButtonItem(title: "Toolbar Button ", style: .bordered, target: nil, action: nil),
                .flexibleSpace(),
                UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: InfoListController.resetTopics),
            ], animated: false)
    }

    func addTopic() {
        topics.append("Topic \(topics.count + 1)")
        tableView.insertRows(at: [IndexPath(row: topics.count - 1, section: 0)], with: .automatic)
    }

    func resetTopics() {
        topics = Self.firstTopics
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { topics.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Topic") ?? UITableViewCell(style: .default, reuseIdentifier: "Topic")
        cell.textLabel?.text = topics[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(InfoDetailController(topic: topics[indexPath.row]), animated: true)
    }
}

/// The screen the navigation demo pushes: titled after its row, with a note, and toolbar items of its
/// own, which the toolbar shows while it is on top (the toolbar stays shown across the push and pop:
/// only `setToolbarHidden(_:animated:)` hides it).
final class InfoDetailController: UIViewController {
    let topic: String
    private let note = UILabel()

    init(topic: String) {
        self.topic = topic
        super.init(nibName: nil, bundle: nil)
        title = topic
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        note.text = "\(topic), pushed by its row. The back button, titled after the screen below, pops it."
        note.numberOfLines = 0
        note.font = .systemFont(ofSize: 15)
        note.textColor = .secondaryLabel
        view.addSubview(note)
        setToolbarItems(
            [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace()],
            animated: false)
    }

    /// The note sits inside the safe area: the bars lie over the top and bottom of the view.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 16)
        note.frame = CGRect(origin: area.origin, size: note.sizeThatFits(CGSize(width: area.width, height: area.height)))
    }
}

/// One tab of the tab bar demo: a page in its colour with the controller's title in large type and its
/// tab's item under it. A system item's title and glyph are the system's, whatever the controller's
/// title: the controller titled "First" has a tab reading "Featured".
final class TabPageController: UIViewController {
    let color: UIColor
    private let heading = UILabel()
    private let caption = UILabel()

    init(title: String, item: UITabBarItem.SystemItem, tag: Int, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(tabBarSystemItem: item, tag: tag)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        heading.text = title
        heading.font = .boldSystemFont(ofSize: 34)
        heading.textColor = .black
        caption.text = "title \u{201C}\(title ?? "")\u{201D}, tab \u{201C}\(tabBarItem.title ?? "")\u{201D}, tag \(tabBarItem.tag)"
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = UIColor(white: 0.3, alpha: 1)
        view.addSubview(heading)
        view.addSubview(caption)
    }

    /// The labels sit inside the safe area: pushed from the More list, the page lies under a bar.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 16)
        heading.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 42)
        caption.frame = CGRect(x: area.minX, y: area.minY + 46, width: area.width, height: 18)
    }
}

/// The tab bar demo: seven children, three with the system items Featured, Downloads and Recents (tags
/// 0 to 2, the controllers titled First, Second and third) and four more (Favorites, Contacts, History,
/// Bookmarks). Its pane is a phone's width, and it takes a phone's traits: a phone's tab bar holds five
/// tabs, so the fifth is More, whose list shows the children without a tab. Downloads shows a badge.
final class SevenTabsController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        traitOverrides.userInterfaceIdiom = .phone
        traitOverrides.horizontalSizeClass = .compact
        let tabs = [
            TabPageController(title: "First", item: .featured, tag: 0, color: UIColor(red: 1, green: 0.93, blue: 0.8, alpha: 1)),
            TabPageController(title: "Second", item: .downloads, tag: 1, color: UIColor(red: 0.82, green: 0.92, blue: 1, alpha: 1)),
            TabPageController(title: "third", item: .recents, tag: 2, color: UIColor(red: 0.85, green: 1, blue: 0.85, alpha: 1)),
            TabPageController(title: "Favorites", item: .favorites, tag: 3, color: UIColor(red: 1, green: 0.85, blue: 0.9, alpha: 1)),
            TabPageController(title: "Contacts", item: .contacts, tag: 4, color: UIColor(red: 0.92, green: 0.88, blue: 1, alpha: 1)),
            TabPageController(title: "History", item: .history, tag: 5, color: UIColor(red: 1, green: 1, blue: 0.82, alpha: 1)),
            TabPageController(title: "Bookmarks", item: .bookmarks, tag: 6, color: UIColor(red: 0.85, green: 0.97, blue: 0.97, alpha: 1)),
        ]
        tabs[1].tabBarItem.badgeValue = "3"
        viewControllers = tabs
    }

    required init?(coder: NSCoder) { nil }
}
