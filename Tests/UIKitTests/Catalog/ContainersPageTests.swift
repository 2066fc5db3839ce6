// The Catalog's "Containers" page: the page's goldens (the page area, 1024x768 points at scale 1,
// headless) as it opens and after a user went through each demo, and each container driven through the
// harness: the navigation stack pushed by a row and popped by the back button (spec 004 T174, T175,
// E16 to E18), the seven tabs with More on a phone-sized pane (spec 004 E19, spec 000 E19.1, #250), the
// page-curl book turned by a drag and a tap, the scrolling book swiped with its page indicator following.
// The goldens were looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Containers page")
struct ContainersPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, ContainersPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "containers", as: ContainersPageView.self)
        return (h, page)
    }

    /// `point` in `view`'s coordinates, in the window's.
    func inWindow(_ view: UIView, _ point: CGPoint) -> CGPoint { view.convert(point, to: nil) }

    /// The texts of the labels shown in `view`.
    func texts(_ view: UIView) -> [String] {
        view.allSubviews.compactMap { $0 as? UILabel }.filter(\.isShownInWindow).compactMap(\.text)
    }

    /// The views of a bar's button items, left to right.
    func barButtons(_ bar: UIView) -> [UIView] {
        bar.allSubviews.filter { "\(type(of: $0))" == "BarButtonView" && $0.isShownInWindow }
            .sorted { $0.convert($0.bounds, to: bar).minX < $1.convert($1.bounds, to: bar).minX }
    }

    /// The tab bar's buttons, left to right.
    func tabButtons(_ tabBar: UITabBar) -> [UIControl] {
        tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
    }

    /// The page control the scroll-style page view controller shows.
    func pageControl(_ controller: UIPageViewController) -> UIPageControl? {
        controller.view.allSubviews.compactMap { $0 as? UIPageControl }.first
    }

    @Test("Golden: the navigation stack with its bars, the tab bar with More and a badge, the curl book, the scrolling book with dots")
    func golden() {
        let (h, _) = catalog()
        h.advance(by: 0.5)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "containers")
    }

    @Test("Golden after a tour: a pushed screen with its back button, the More list, page 1 curling over page 2, page 2 scrolled to")
    func tourGolden() throws {
        let (h, page) = catalog()
        let first = try #require(page.infoList.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        CatalogTestSupport.tap(first, in: h)
        CatalogTestSupport.tap(tabButtons(page.tabs.tabBar)[4], in: h)
        let scroll = page.scrollBook.view!
        h.drag(from: inWindow(scroll, CGPoint(x: 280, y: 100)), to: inWindow(scroll, CGPoint(x: 80, y: 100)))
        h.advance(by: 1)
        // The curl held half way, the finger down, as the page follows it.
        let curl = page.curlBook.view!
        h.dragAndHold(from: inWindow(curl, CGPoint(x: 310, y: 124)), to: inWindow(curl, CGPoint(x: 150, y: 124)))
        h.advance(by: 0.5)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "containers-tour")
        h.touchUp()
        h.advance(by: 1)
    }

    @Test("The containers are children of the window's root controller; leaving the page removes them")
    func children() {
        let (h, page) = catalog()
        for controller in page.controllers { #expect(controller.parent === h.window.rootViewController) }
        (h.window.rootViewController as? CatalogViewController)?.select(0)
        h.runTurn()
        for controller in page.controllers { #expect(controller.parent == nil) }
    }

    @Test(
        "Navigation: the root is titled More Info, Add on the right, the toolbar shown with the E18 button (spec 004 T176, T177, T179, T182)"
    )
    func navigationBars() throws {
        let (h, page) = catalog()
        let navigation = page.navigation
        #expect(navigation.topViewController === page.infoList)
        #expect(!navigation.isToolbarHidden)
        #expect(navigation.navigationBar.topItem?.title == "More Info")
        #expect(page.infoList.navigationItem.rightBarButtonItem != nil)
        let items = try #require(navigation.toolbar.items)
        #expect(items.count == 3 && items[0].title == "Toolbar Button " && items[0].style == .bordered)
        #expect(items[0].target == nil && items[0].action == nil)
        #expect(texts(navigation.navigationBar).contains("More Info"))
        // The bars lie along the pane's top and bottom edges.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 296 - 44, width: 320, height: 44))
        // A tap on the button with no target does nothing; Add appends a row, Refresh puts the first back.
        let toolbarLabel = try #require(
            navigation.toolbar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Toolbar Button " })
        CatalogTestSupport.tap(toolbarLabel, in: h)
        #expect(navigation.viewControllers.count == 1 && page.infoList.topics.count == 3)
        CatalogTestSupport.tap(try #require(barButtons(navigation.navigationBar).last), in: h)
        h.advance(by: 0.5)
        #expect(page.infoList.topics == ["Shipping", "Returns", "Warranty", "Topic 4"])
        #expect(page.infoList.tableView.numberOfRows(inSection: 0) == 4)
        CatalogTestSupport.tap(try #require(barButtons(navigation.toolbar).last), in: h)
        h.advance(by: 0.5)
        #expect(page.infoList.topics == InfoListController.firstTopics)
        #expect(page.infoList.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test(
        "Navigation: a tap on a row pushes its screen, with its own toolbar items; the back button pops (spec 004 T174, T175, T180, T181)")
    func pushAndPop() throws {
        let (h, page) = catalog()
        let navigation = page.navigation
        let rootItems = navigation.toolbar.items
        let first = try #require(page.infoList.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        CatalogTestSupport.tap(first, in: h)
        h.advance(by: 1)
        let detail = try #require(navigation.topViewController as? InfoDetailController)
        #expect(detail.topic == "Shipping" && navigation.viewControllers.count == 2)
        #expect(detail.view.window === h.window && page.infoList.viewIfLoaded?.window == nil)
        #expect(navigation.navigationBar.topItem?.title == "Shipping")
        #expect(navigation.navigationBar.backItem?.title == "More Info")
        #expect(!navigation.isToolbarHidden)
        #expect(navigation.toolbar.items?.count == 3 && navigation.toolbar.items?[0].title != "Toolbar Button ")
        let back = try #require(
            navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "More Info" && $0.isShownInWindow })
        #expect(back.convert(back.bounds, to: navigation.navigationBar).midX < 160, "the back button is on the left")
        CatalogTestSupport.tap(back, in: h)
        h.advance(by: 1)
        #expect(navigation.topViewController === page.infoList && navigation.viewControllers.count == 1)
        #expect(page.infoList.view.window === h.window && detail.viewIfLoaded?.window == nil)
        #expect(!navigation.isToolbarHidden)
        #expect(navigation.toolbar.items?.map(\.title) == rootItems?.map(\.title))
    }

    @Test("Tab bar: seven children on a phone's width make four tabs and More; Downloads has a badge (spec 004 E19, T190; spec 000 #250)")
    func tabs() {
        let (h, page) = catalog()
        let tabs = page.tabs
        #expect(tabs.traitCollection.userInterfaceIdiom == .phone)
        #expect(tabs.viewControllers?.count == 7)
        #expect(tabs.tabBar.items?.map(\.title) == ["Featured", "Downloads", "Recents", "Favorites", "More"])
        #expect(tabs.viewControllers?.prefix(3).map(\.title) == ["First", "Second", "third"])
        #expect(tabs.viewControllers?.map(\.tabBarItem.tag) == Array(0...6))
        #expect(tabs.tabBar.items?[1].badgeValue == "3")
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController?.view.window === h.window)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 296 - 49, width: 320, height: 49))
    }

    @Test("Tab bar: tapping More shows the More list of the other three tabs; a row shows its tab's page (spec 000 #250)")
    func more() throws {
        let (h, page) = catalog()
        let tabs = page.tabs
        CatalogTestSupport.tap(tabButtons(tabs.tabBar)[4], in: h)
        h.advance(by: 0.5)
        let more = tabs.moreNavigationController
        #expect(tabs.selectedViewController === more)
        let list = try #require(more.topViewController as? UITableViewController)
        #expect(list.view.window === h.window)
        let table = list.tableView!
        let rows = (0..<table.numberOfRows(inSection: 0)).compactMap {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
        #expect(rows == ["Contacts", "History", "Bookmarks"])
        #expect(texts(more.navigationBar).contains("More"))
        let history = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        CatalogTestSupport.tap(history, in: h)
        h.advance(by: 1)
        #expect(more.topViewController?.title == "History")
        #expect(more.topViewController?.view.window === h.window)
    }

    @Test("Page curl: a drag from the right edge leftwards turns to page 2; a tap near the left edge turns back")
    func curl() {
        let (h, page) = catalog()
        let book = page.curlBook
        #expect(book.transitionStyle == .pageCurl && book.pageNumber == 1)
        let view = book.view!
        h.drag(from: inWindow(view, CGPoint(x: 300, y: 124)), to: inWindow(view, CGPoint(x: 40, y: 124)))
        h.advance(by: 1)
        #expect(book.pageNumber == 2)
        #expect(book.viewControllers?.first?.view.window === h.window)
        h.tap(at: inWindow(view, CGPoint(x: 8, y: 124)))
        h.advance(by: 1)
        #expect(book.pageNumber == 1)
        h.tap(at: inWindow(view, CGPoint(x: 312, y: 124)))
        h.advance(by: 1)
        #expect(book.pageNumber == 2)
    }

    @Test("Scroll: the page indicator shows five dots on the first; a swipe left turns to page 2 and moves the dot")
    func scroll() throws {
        let (h, page) = catalog()
        let book = page.scrollBook
        let dots = try #require(pageControl(book))
        #expect(dots.numberOfPages == 5 && dots.currentPage == 0)
        #expect(dots.isShownInWindow)
        let view = book.view!
        h.drag(from: inWindow(view, CGPoint(x: 280, y: 100)), to: inWindow(view, CGPoint(x: 80, y: 100)))
        h.advance(by: 1)
        #expect(book.pageNumber == 2 && dots.currentPage == 1)
        h.drag(from: inWindow(view, CGPoint(x: 280, y: 100)), to: inWindow(view, CGPoint(x: 80, y: 100)))
        h.advance(by: 1)
        #expect(book.pageNumber == 3 && dots.currentPage == 2)
        h.drag(from: inWindow(view, CGPoint(x: 40, y: 100)), to: inWindow(view, CGPoint(x: 240, y: 100)))
        h.advance(by: 1)
        #expect(book.pageNumber == 2 && dots.currentPage == 1)
    }
}
