// UITabBarController's More tab: seven children on a phone make four tabs and More (spec 000 #250,
// E19.1's seven system items), the More list and its rows, selecting a row or an overflow child in code,
// the More tab through the delegate, the list kept in step with the children, customizing through the
// list's Edit button, a pad's eight tabs, E20.1's restyled More controller (spec 000 #251) and E20.2's
// data-source decorator (spec 000 #252); goldens of the list and its Edit sheet.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBarController More tab")
struct UITabBarControllerMoreTests {
    init() { TestFonts.pin() }

    /// A white page titled after its tab bar item.
    final class Page: UIViewController {
        init(_ item: UITabBarItem.SystemItem, tag: Int) {
            super.init(nibName: nil, bundle: nil)
            tabBarItem = UITabBarItem(tabBarSystemItem: item, tag: tag)
            title = tabBarItem.title
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = .white }
    }

    final class Delegate: UITabBarControllerDelegate {
        var calls: [String] = []
        func name(_ controller: UIViewController, in tabcon: UITabBarController) -> String {
            controller === tabcon.moreNavigationController ? "More" : controller.title ?? "?"
        }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("should \(name(viewController, in: tabBarController))")
            return true
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("did \(name(viewController, in: tabBarController))")
        }
        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
            calls.append("willBegin \(viewControllers.count)")
        }
        func tabBarController(
            _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) {
            calls.append("willEnd \(viewControllers.compactMap(\.title)) \(changed)")
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) {
            calls.append("didEnd \(viewControllers.compactMap(\.title)) \(changed)")
        }
    }

    /// E19.1's seven system items (tags 1 to 7), one page each, in a tab bar controller at the root.
    func seven(_ h: UIKitTestHarness, count: Int = 7) -> (UITabBarController, [Page]) {
        let items: [UITabBarItem.SystemItem] = [
            .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads,
        ]
        let pages = items.prefix(count).enumerated().map { index, item in Page(item, tag: index + 1) }
        let tabcon = UITabBarController()
        tabcon.viewControllers = pages
        h.window.rootViewController = tabcon
        h.runTurn()
        return (tabcon, pages)
    }

    func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    func tabButtons(_ tabBar: UITabBar) -> [UIControl] {
        tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
    }

    func tapTab(_ index: Int, of tabcon: UITabBarController, _ h: UIKitTestHarness) {
        h.tap(at: centre(tabButtons(tabcon.tabBar)[index]))
        h.runTurn()
    }

    /// The More list's table.
    func list(of tabcon: UITabBarController) throws -> UITableView {
        try #require(tabcon.moreNavigationController.viewControllers.first?.view as? UITableView)
    }

    /// The titles of the More list's rows, as its data source gives them.
    func rowTitles(_ table: UITableView) -> [String] {
        guard let source = table.dataSource else { return [] }
        return (0..<source.tableView(table, numberOfRowsInSection: 0)).map { row in
            source.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)).textLabel?.text ?? ""
        }
    }

    /// The button titled `title` in `view`.
    func button(_ title: String, in view: UIView) throws -> UIView {
        try #require(view.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title })
    }

    // MARK: Structure

    @Test("spec 000 #250: seven children on a phone: four tabs and More, whose controller's root view is a table of the other three")
    func spec000_250_moreList() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let more = tabcon.moreNavigationController
        #expect(tabcon.moreNavigationController === more, "made once")
        #expect(tabcon.tabBar.items?.map(\.title) == ["Favorites", "Featured", "Top Rated", "Recents", "More"])
        #expect(tabcon.tabBar.items?.last === more.tabBarItem)
        #expect(more.tabBarItem.tag == 0)
        #expect(tabcon.viewControllers?.count == 7)
        #expect(tabcon.selectedIndex == 0 && tabcon.selectedViewController === pages[0])
        #expect(more.parent === tabcon && pages.allSatisfy { $0.parent === tabcon })
        let root = try #require(more.viewControllers.first as? UITableViewController)
        #expect(more.viewControllers.count == 1)
        #expect(root.title == "More")
        #expect(root.tableView.style == .plain)
        let table = try list(of: tabcon)
        #expect(rowTitles(table) == ["Contacts", "History", "Bookmarks"])
        let cell = try #require(table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)))
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.imageView?.image != nil, "the row shows the item's glyph")
        #expect(root.navigationItem.rightBarButtonItem != nil, "Edit, as every child is customizable")
        #expect(tabcon.customizableViewControllers?.count == 7)
    }

    @Test("Five children: five tabs and no More; a pad shows eight tabs, and More past eight")
    func tabCounts() {
        let h = UIKitTestHarness()
        let (five, _) = seven(h, count: 5)
        #expect(five.tabBar.items?.count == 5)
        #expect(!(five.tabBar.items ?? []).contains { $0.title == "More" })
        let pad = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), idiom: .pad)
        let (eight, _) = seven(pad, count: 8)
        #expect(eight.tabBar.items?.map(\.title).last == "Search")
        #expect(eight.tabBar.items?.count == 8)
        let (nine, _) = seven(pad, count: 9)
        #expect(nine.tabBar.items?.count == 8)
        #expect(nine.tabBar.items?.map(\.title).suffix(2) == ["Bookmarks", "More"])
    }

    // MARK: Selection

    @Test("Tapping More selects the More navigation controller (selectedIndex NSNotFound), through the delegate, and shows the list")
    func tappingMore() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let delegate = Delegate()
        tabcon.delegate = delegate
        tapTab(4, of: tabcon, h)
        #expect(delegate.calls == ["should More", "did More"])
        #expect(tabcon.selectedViewController === tabcon.moreNavigationController)
        #expect(tabcon.selectedIndex == NSNotFound)
        #expect(tabcon.tabBar.selectedItem === tabcon.moreNavigationController.tabBarItem)
        #expect(try list(of: tabcon).window === h.window)
        #expect(pages[0].viewIfLoaded?.window == nil)
        tapTab(0, of: tabcon, h)
        #expect(tabcon.selectedIndex == 0)
    }

    @Test("Selecting a row of the More list pushes its child onto the More navigation controller; Back returns it")
    func selectingARow() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let more = tabcon.moreNavigationController
        tapTab(4, of: tabcon, h)
        let table = try list(of: tabcon)
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        h.tap(at: centre(row))
        h.advance(by: 0.6)
        #expect(more.topViewController === pages[5])
        #expect(pages[5].parent === more)
        #expect(pages[5].navigationController === more)
        #expect(pages[5].tabBarController === tabcon, "found through the More navigation controller")
        #expect(pages[5].view.window === h.window)
        #expect(tabcon.selectedViewController === more)
        #expect(more.navigationBar.topItem?.title == "History")
        more.popViewController(animated: false)
        h.runTurn()
        #expect(more.viewControllers.count == 1)
        #expect(try list(of: tabcon).window === h.window)
    }

    @Test("Selecting a child without a tab in code selects More and shows the child pushed on the list")
    func selectingAnOverflowChildInCode() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let more = tabcon.moreNavigationController
        tabcon.selectedIndex = 5
        h.runTurn()
        #expect(tabcon.selectedViewController === more)
        #expect(tabcon.tabBar.selectedItem === more.tabBarItem)
        #expect(more.viewControllers.count == 2 && more.topViewController === pages[5])
        #expect(pages[5].view.window === h.window)
        tabcon.selectedViewController = pages[6]
        h.runTurn()
        #expect(more.viewControllers.count == 2 && more.topViewController === pages[6])
        #expect(pages[6].view.window === h.window && pages[5].viewIfLoaded?.window == nil)
        tabcon.selectedViewController = pages[1]
        h.runTurn()
        #expect(tabcon.selectedIndex == 1 && pages[1].view.window === h.window)
        tabcon.selectedViewController = more
        h.runTurn()
        #expect(tabcon.selectedViewController === more && more.topViewController === pages[6])
    }

    // MARK: Following the children

    @Test("The More list follows the children; with five again, More goes and a pushed child comes back")
    func followingTheChildren() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let more = tabcon.moreNavigationController
        tabcon.selectedViewController = pages[5]
        h.runTurn()
        tabcon.viewControllers = Array(pages.prefix(6))
        h.runTurn()
        #expect(rowTitles(try list(of: tabcon)) == ["Contacts", "History"])
        #expect(more.topViewController === pages[5], "still without a tab: still pushed")
        tabcon.viewControllers = Array(pages.prefix(5))
        h.runTurn()
        #expect(tabcon.tabBar.items?.map(\.title) == ["Favorites", "Featured", "Top Rated", "Recents", "Contacts"])
        #expect(more.parent == nil && !tabcon.children.contains { $0 === more })
        #expect(more.viewControllers.count == 1)
        #expect(pages[5].parent == nil, "no longer a child")
        #expect(pages[4].parent === tabcon)
        #expect(tabcon.selectedIndex == 0, "More was selected: the first tab is")
        tabcon.viewControllers = pages
        h.runTurn()
        #expect(rowTitles(try list(of: tabcon)) == ["Contacts", "History", "Bookmarks"])
        #expect(more.parent === tabcon)
    }

    @Test("customizableViewControllers is all of viewControllers each time they are set; none leaves no Edit button")
    func customizableDefaults() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let root = try #require(tabcon.moreNavigationController.viewControllers.first)
        tabcon.customizableViewControllers = []
        #expect(root.navigationItem.rightBarButtonItem == nil)
        tabcon.viewControllers = pages.reversed()
        #expect(tabcon.customizableViewControllers?.count == 7)
        #expect(root.navigationItem.rightBarButtonItem != nil)
    }

    // MARK: Customizing

    @Test("Edit opens the customizing sheet; dragging History onto Featured puts it in the bar, and the children follow the bar")
    func customizing() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let delegate = Delegate()
        tabcon.delegate = delegate
        tapTab(4, of: tabcon, h)
        delegate.calls = []
        h.tap(at: centre(try button("Edit", in: tabcon.moreNavigationController.navigationBar)))
        h.advance(by: 0.5)
        #expect(tabcon.tabBar.isCustomizing)
        #expect(delegate.calls == ["willBegin 7"])
        let sheet = try #require(tabcon.view.subviews.first { $0.allSubviews.contains { ($0 as? UILabel)?.text == "Configure" } })
        let cell = try #require(sheet.subviews.first { $0.subviews.compactMap { $0 as? UILabel }.first?.text == "History" })
        h.drag(from: centre(cell), to: centre(tabButtons(tabcon.tabBar)[1]))
        h.advance(by: 0.3)
        #expect(tabcon.tabBar.items?.map(\.title) == ["Favorites", "History", "Top Rated", "Recents", "More"])
        h.tap(at: centre(try button("Done", in: sheet)))
        let order = ["Favorites", "History", "Top Rated", "Recents", "Featured", "Contacts", "Bookmarks"]
        #expect(delegate.calls == ["willBegin 7", "willEnd \(order) true"])
        #expect(tabcon.viewControllers?.compactMap(\.title) == order)
        h.advance(by: 0.5)
        #expect(delegate.calls.last == "didEnd \(order) true")
        #expect(!tabcon.tabBar.isCustomizing)
        #expect(tabcon.tabBar.items?.map(\.title) == ["Favorites", "History", "Top Rated", "Recents", "More"])
        #expect(rowTitles(try list(of: tabcon)) == ["Featured", "Contacts", "Bookmarks"])
        #expect(tabcon.selectedViewController === tabcon.moreNavigationController)
        #expect(pages[1].parent === tabcon && pages[5].parent === tabcon)
    }

    // MARK: The seed's examples

    @Test("spec 000 #251: E20.1, no list title, a Back button on pushed controllers, a black bar with white buttons")
    func spec000_251_restyled() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let more = tabcon.moreNavigationController
        let list = more.viewControllers[0]
        list.title = ""
        list.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        more.navigationBar.barStyle = .black
        more.navigationBar.tintColor = .white
        tapTab(4, of: tabcon, h)
        #expect(!more.navigationBar.allSubviews.contains { ($0 as? UILabel)?.text == "More" })
        #expect(more.navigationBar.barStyle == .black)
        tabcon.selectedViewController = pages[4]
        h.runTurn()
        #expect(more.navigationBar.backItem?.backBarButtonItem?.title == "Back")
        let back = more.navigationBar.allSubviews.first { ($0 as? UILabel)?.text == "Back" && $0.window != nil }
        #expect(back != nil, "the pushed controller's back button reads Back")
        #expect(back?.tintColor == .white || (back as? UILabel)?.textColor == .white)
    }

    /// E20.2's data source: forwards everything to the original, and sets the row's font.
    final class FontingDataSource: NSObject, UITableViewDataSource {
        let originalDataSource: UITableViewDataSource
        init(_ original: UITableViewDataSource) { originalDataSource = original }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            originalDataSource.tableView(tableView, numberOfRowsInSection: section)
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = originalDataSource.tableView(tableView, cellForRowAt: indexPath)
            cell.textLabel?.font = .boldSystemFont(ofSize: 14)
            return cell
        }
        func numberOfSections(in tableView: UITableView) -> Int { originalDataSource.numberOfSections(in: tableView) }
    }

    @Test("spec 000 #252: E20.2, a data source wrapping the list's keeps its rows and selection, changing only the font")
    func spec000_252_dataSourceWrapper() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        tapTab(4, of: tabcon, h)
        let table = try list(of: tabcon)
        let before = rowTitles(table)
        let wrapper = FontingDataSource(try #require(table.dataSource))
        table.dataSource = wrapper
        table.reloadData()
        h.runTurn()
        #expect(rowTitles(table) == before)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.textLabel?.font == .boldSystemFont(ofSize: 14))
        #expect(cell.accessoryType == .disclosureIndicator)
        h.tap(at: centre(cell))
        h.advance(by: 0.6)
        #expect(tabcon.moreNavigationController.topViewController === pages[6])
    }

    // MARK: Goldens

    @Test("Golden: the More list of seven children, and its Edit sheet")
    func goldens() throws {
        let h = UIKitTestHarness(scale: 2)
        let (tabcon, _) = seven(h)
        tapTab(4, of: tabcon, h)
        h.advance(by: 0.5)
        assertSnapshot(of: h.render(), as: .image, named: "more-list")
        h.tap(at: centre(try button("Edit", in: tabcon.moreNavigationController.navigationBar)))
        h.advance(by: 0.5)
        assertSnapshot(of: h.render(), as: .image, named: "edit-sheet")
    }
}
