import UIKit

/// Bars from the seeds: the Tinker → Evers → Chance navigation bar (E17.2, push with the right item, pop
/// with the back button), bars in every style over a picture (the translucent ones blur it), toolbars
/// with the New Game lozenge (E16.1) and media glyphs, the standalone tab bar whose More item opens the
/// customizing sheet (E19.1), and a search bar with a scope bar filtering the fifty states.
final class BarsPageView: CatalogDrawingView, UITabBarDelegate, UISearchBarDelegate {
    static let margin: CGFloat = 40
    static let columnWidth: CGFloat = 340
    static let rightColumn: CGFloat = 404

    let navigationBar = UINavigationBar()
    let photo = CatalogPhotoView()
    private(set) var styledBars: [UINavigationBar] = []
    let gameToolbar = UIToolbar()
    let mediaToolbar = UIToolbar()
    let tabArea = UIView()
    let tabBar = UITabBar()
    /// E19.1's seven system items; the bar shows the first four and More.
    private(set) var tabItems: [UITabBarItem] = []
    let tabLabel = UILabel()
    let searchBar = UISearchBar()
    let stateList = UIScrollView()
    private var stateLabels: [UILabel] = []
    /// The states the list shows, after the search text and scope.
    private(set) var shownStates = USStates.names

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(
            CatalogIntroLabel(
                "Navigation bars, toolbars, tab bars and a search bar from the seeds. Translucent bars blur what lies "
                    + "beneath; tap Evers to push, the back button to pop, More to customize the tab bar.",
                frame: CGRect(x: Self.margin, y: 62, width: 704, height: 40)))
        buildNavigationBar()
        buildStyles()
        buildToolbars()
        buildTabBar()
        buildSearch()
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Bars" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
        let caption: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: CatalogColors.secondaryText]
        ("E17.2: Tinker → Evers → Chance" as NSString).draw(at: CGPoint(x: Self.margin, y: 116), withAttributes: caption)
        ("Styles: default, black, tinted, opaque, images" as NSString).draw(
            at: CGPoint(x: Self.rightColumn, y: 116), withAttributes: caption)
        ("E16.1: New Game; media glyphs on a black toolbar" as NSString).draw(at: CGPoint(x: Self.margin, y: 206), withAttributes: caption)
        ("E19.1: a standalone tab bar; More customizes" as NSString).draw(at: CGPoint(x: Self.margin, y: 356), withAttributes: caption)
        ("Search the fifty states" as NSString).draw(at: CGPoint(x: Self.rightColumn, y: 440), withAttributes: caption)
    }

    // MARK: Navigation bar

    private func buildNavigationBar() {
        navigationBar.frame = CGRect(x: Self.margin, y: 138, width: Self.columnWidth, height: 44)
        let item = UINavigationItem(title: "Tinker")
        item.rightBarButtonItem = UIBarButtonItem(title: "Evers", style: .plain, target: self, action: BarsPageView.pushNext)
        navigationBar.items = [item]
        addSubview(navigationBar)
    }

    /// E17.2: push an item titled like the tapped button; Evers gets a Chance button.
    private func pushNext(_ sender: UIBarButtonItem) {
        let item = UINavigationItem(title: sender.title ?? "")
        if sender.title == "Evers" {
            item.rightBarButtonItem = UIBarButtonItem(title: "Chance", style: .plain, target: self, action: BarsPageView.pushNext)
        }
        navigationBar.pushItem(item, animated: true)
    }

    // MARK: Styles

    private func buildStyles() {
        photo.frame = CGRect(x: Self.rightColumn, y: 138, width: Self.columnWidth, height: 284)
        addSubview(photo)
        let marble = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 44)).image { context in
            UIColor(red: 0.93, green: 0.89, blue: 0.8, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 44))
            UIColor(red: 0.82, green: 0.75, blue: 0.62, alpha: 0.9).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 44))
        }
        let shadow = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor(white: 0.5, alpha: 0.3).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor(white: 0.5, alpha: 0.15).setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let configurations: [(String, (UINavigationBar) -> Void)] = [
            ("Default", { _ in }),
            ("Black", { $0.barStyle = .black }),
            ("Tinted", { $0.barTintColor = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.6) }),
            ("Opaque", { $0.isTranslucent = false }),
            (
                "Images",
                {
                    $0.setBackgroundImage(marble, for: .default)
                    $0.shadowImage = shadow
                }
            ),
        ]
        for (index, (title, configure)) in configurations.enumerated() {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 8 + CGFloat(index) * 56, width: Self.columnWidth, height: 44))
            let item = UINavigationItem(title: title)
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            bar.items = [UINavigationItem(title: "Back"), item]
            configure(bar)
            photo.addSubview(bar)
            styledBars.append(bar)
        }
        photo.isUserInteractionEnabled = true
    }

    // MARK: Toolbars

    private func buildToolbars() {
        gameToolbar.frame = CGRect(x: Self.margin, y: 228, width: Self.columnWidth, height: 44)
        let newGame = UIBarButtonItem(title: "New Game", style: .plain, target: nil, action: nil)
        newGame.setTitleTextAttributes([.font: UIFont(name: "Avenir-Medium", size: 11) ?? .systemFont(ofSize: 11)], for: .normal)
        newGame.setBackgroundImage(Self.lozenge(), for: .normal, barMetrics: .default)
        gameToolbar.items = [
            newGame, .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ]
        addSubview(gameToolbar)
        mediaToolbar.frame = CGRect(x: Self.margin, y: 288, width: Self.columnWidth, height: 44)
        mediaToolbar.barStyle = .black
        mediaToolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .rewind, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .play, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .pause, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .fastForward, target: nil, action: nil),
        ]
        addSubview(mediaToolbar)
    }

    /// E16.1's lozenge: a yellow gradient clipped to a rounded rectangle, outlined in black, resizable.
    static func lozenge() -> UIImage {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 15, height: 15)
        gradient.colors = [
            UIColor(red: 1, green: 1, blue: 0, alpha: 0.8).cgColor, UIColor(red: 0.7, green: 0.7, blue: 0.3, alpha: 0.8).cgColor,
        ]
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 15, height: 15), false, 0)
        defer { UIGraphicsEndImageContext() }
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 15, height: 15), cornerRadius: 8)
        path.addClip()
        if let context = UIGraphicsGetCurrentContext() {
            gradient.render(in: context)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(2)
        }
        path.lineWidth = 2
        path.stroke()
        let image = UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7), resizingMode: .stretch)
    }

    // MARK: Tab bar

    private func buildTabBar() {
        tabArea.frame = CGRect(x: Self.margin, y: 378, width: Self.columnWidth, height: 360)
        tabArea.backgroundColor = .secondarySystemBackground
        tabArea.clipsToBounds = true
        addSubview(tabArea)
        tabLabel.frame = CGRect(x: 16, y: 120, width: Self.columnWidth - 32, height: 22)
        tabLabel.textAlignment = .center
        tabLabel.font = .systemFont(ofSize: 15)
        tabLabel.textColor = CatalogColors.text
        tabArea.addSubview(tabLabel)
        tabBar.frame = CGRect(x: 0, y: tabArea.bounds.height - 49, width: Self.columnWidth, height: 49)
        for ix in 1...7 {
            tabItems.append(UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem(rawValue: ix)!, tag: ix))
        }
        tabBar.items = Array(tabItems[0..<4]) + [UITabBarItem(tabBarSystemItem: .more, tag: 0)]
        tabBar.selectedItem = tabBar.items?[0]
        // Five items in a narrow bar: spread them as a phone does (an iPad would centre 76-point items).
        tabBar.itemPositioning = .fill
        tabBar.delegate = self
        tabArea.addSubview(tabBar)
        tabLabel.text = "Selected: \(tabBar.selectedItem?.title ?? "none")"
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        tabLabel.text = "did select item with tag \(item.tag)"
        if item.tag == 0 {
            tabBar.selectedItem = nil
            tabBar.beginCustomizingItems(tabItems)
        }
    }

    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        tabBar.selectedItem = tabBar.items?[0]
        tabLabel.text = changed ? "Customized" : "Not changed"
    }

    // MARK: Search

    private func buildSearch() {
        searchBar.frame = CGRect(x: Self.rightColumn, y: 462, width: Self.columnWidth, height: 88)
        searchBar.placeholder = "Search"
        searchBar.scopeButtonTitles = ["All", "A–M", "N–Z"]
        searchBar.showsScopeBar = true
        searchBar.delegate = self
        addSubview(searchBar)
        stateList.frame = CGRect(x: Self.rightColumn, y: 550, width: Self.columnWidth, height: 188)
        stateList.backgroundColor = .systemBackground
        addSubview(stateList)
        filterStates()
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { filterStates() }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { filterStates() }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searchBar.resignFirstResponder() }

    /// Shows the states whose names contain the search text, within the scope's letters, one per row.
    private func filterStates() {
        let text = (searchBar.text ?? "").lowercased()
        let scope = searchBar.selectedScopeButtonIndex
        shownStates = USStates.names.filter { name in
            let first = name.first.map(String.init) ?? ""
            let inScope = scope == 0 || (scope == 1 ? first < "N" : first >= "N")
            return inScope && (text.isEmpty || name.lowercased().contains(text))
        }
        for label in stateLabels { label.removeFromSuperview() }
        stateLabels = shownStates.enumerated().map { index, name in
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(index) * 30, width: Self.columnWidth - 32, height: 30))
            label.text = name
            label.font = .systemFont(ofSize: 17)
            label.textColor = CatalogColors.text
            stateList.addSubview(label)
            return label
        }
        stateList.contentSize = CGSize(width: Self.columnWidth, height: CGFloat(shownStates.count) * 30)
        stateList.contentOffset = .zero
    }
}
