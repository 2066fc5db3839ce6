// The More navigation controller and the children it shows: an overflow child is the tab bar
// controller's child until it shows above the More list, the More navigation controller's while it
// does, and the tab bar controller's again once popped, however it leaves; its tabBarController is the
// tab bar controller throughout. A navigation controller among the overflow children is listed by its
// tab bar item and, chosen, shows its controllers under the More bar (no nested bar), which go back to
// it when the user goes back to the list, another child shows, or it gets a tab.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBarController More navigation controller")
struct UITabBarControllerMoreNavigationTests {
    init() { TestFonts.pin() }

    func page(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = .white
        return controller
    }

    /// Seven pages in a tab bar controller at the root of the window: four tabs and More.
    func seven(_ h: UIKitTestHarness) -> (UITabBarController, [UIViewController]) {
        let pages = (1...7).map { page("Page \($0)") }
        let tabcon = UITabBarController()
        tabcon.viewControllers = pages
        h.window.rootViewController = tabcon
        h.runTurn()
        return (tabcon, pages)
    }

    func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    func tapTab(_ index: Int, of tabcon: UITabBarController, _ h: UIKitTestHarness) {
        let buttons = tabcon.tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        h.tap(at: centre(buttons[index]))
        h.advance(by: 1)
    }

    /// Touches More, then the More list's row `row`.
    func choose(row: Int, of tabcon: UITabBarController, _ h: UIKitTestHarness) throws {
        tapTab(4, of: tabcon, h)
        let table = try #require(tabcon.moreNavigationController.viewControllers.first?.view as? UITableView)
        h.tap(at: centre(try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))))
        h.advance(by: 1)
    }

    /// Whether `child` is the tab bar controller's child, outside any navigation controller.
    func isTabChild(_ child: UIViewController, of tabcon: UITabBarController) -> Bool {
        child.parent === tabcon && tabcon.children.contains { $0 === child } && child.tabBarController === tabcon
            && child.navigationController == nil
    }

    @Test("An overflow child: the tab bar controller's child, then the More navigation controller's, then back after the back button")
    func backButton() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        let more = tabcon.moreNavigationController
        #expect(isTabChild(pages[5], of: tabcon))
        try choose(row: 1, of: tabcon, h)
        #expect(pages[5].parent === more && pages[5].navigationController === more)
        #expect(pages[5].tabBarController === tabcon)
        h.tap(at: CGPoint(x: 30, y: 42))
        h.advance(by: 1)
        #expect(more.viewControllers.count == 1)
        #expect(isTabChild(pages[5], of: tabcon), "popped: the tab bar controller's child again")
        try choose(row: 1, of: tabcon, h)
        #expect(more.topViewController === pages[5] && pages[5].view.window === h.window, "and it can be chosen again")
    }

    @Test("Popped by a swipe from the edge, or by touching More again: the tab bar controller's child again")
    func swipeAndMoreTab() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        try choose(row: 0, of: tabcon, h)
        h.drag(from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240), steps: 12, duration: 0.6)
        h.advance(by: 1)
        #expect(tabcon.moreNavigationController.viewControllers.count == 1)
        #expect(isTabChild(pages[4], of: tabcon))
        let table = try #require(tabcon.moreNavigationController.viewControllers.first?.view as? UITableView)
        h.tap(at: centre(try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))))
        h.advance(by: 1)
        #expect(pages[6].parent === tabcon.moreNavigationController)
        tapTab(4, of: tabcon, h)
        #expect(tabcon.moreNavigationController.viewControllers.count == 1)
        #expect(isTabChild(pages[6], of: tabcon))
    }

    @Test("Another overflow child selected in code takes the place of the shown one, which is the tab bar controller's child again")
    func replacedInCode() throws {
        let h = UIKitTestHarness()
        let (tabcon, pages) = seven(h)
        tabcon.selectedViewController = pages[5]
        h.runTurn()
        #expect(pages[5].parent === tabcon.moreNavigationController)
        tabcon.selectedViewController = pages[6]
        h.runTurn()
        #expect(isTabChild(pages[5], of: tabcon))
        #expect(pages[6].parent === tabcon.moreNavigationController && pages[6].tabBarController === tabcon)
        tabcon.selectedIndex = 0
        h.runTurn()
        #expect(pages[6].parent === tabcon.moreNavigationController, "still shown on the More tab, as UIKit keeps it")
        tabcon.moreNavigationController.popToRootViewController(animated: false)
        #expect(isTabChild(pages[6], of: tabcon), "popped off screen: at once")
    }

    // MARK: A navigation controller without a tab

    /// Six pages and, seventh, a navigation controller of `stack` whose tab reads Inbox.
    func sixAndInbox(_ stack: [UIViewController], _ h: UIKitTestHarness) -> (UITabBarController, UINavigationController) {
        let inbox = UINavigationController(rootViewController: stack[0])
        for controller in stack.dropFirst() { inbox.pushViewController(controller, animated: false) }
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 7)
        let tabcon = UITabBarController()
        h.window.rootViewController = tabcon
        let log = capturingConsoleLog { tabcon.viewControllers = (1...6).map { page("Page \($0)") } + [inbox] }
        #expect(log.isEmpty)
        h.runTurn()
        return (tabcon, inbox)
    }

    /// The titles of the More list's rows.
    func rowTitles(_ tabcon: UITabBarController) throws -> [String] {
        let table = try #require(tabcon.moreNavigationController.viewControllers.first?.view as? UITableView)
        let source = try #require(table.dataSource)
        return (0..<source.tableView(table, numberOfRowsInSection: 0)).map { row in
            source.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)).textLabel?.text ?? ""
        }
    }

    /// The navigation bars showing in the window.
    func shownNavigationBars(_ h: UIKitTestHarness) -> [UINavigationBar] {
        ([h.window] + h.window.allSubviews).compactMap { $0 as? UINavigationBar }.filter(\.isShownInWindow)
    }

    @Test(
        "A navigation controller without a tab is listed by its tab bar item; chosen, its top controller shows under the More bar, Back reading More"
    )
    func nestedNavigationControllerChosen() throws {
        let h = UIKitTestHarness()
        let inner = page("Mailboxes")
        let (tabcon, inbox) = sixAndInbox([inner], h)
        let more = tabcon.moreNavigationController
        #expect(try rowTitles(tabcon) == ["Page 5", "Page 6", "Inbox"])
        try choose(row: 2, of: tabcon, h)
        #expect(more.topViewController === inner && inner.view.window === h.window)
        #expect(more.viewControllers.count == 2)
        #expect(shownNavigationBars(h) == [more.navigationBar], "one bar: UIKit does not nest them")
        #expect(more.navigationBar.topItem === inner.navigationItem)
        #expect(more.navigationBar.backItem === more.viewControllers.first?.navigationItem)
        let backTitle = more.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.isShownInWindow && $0.text == "More" }
        #expect(backTitle != nil, "the back button reads More")
        #expect(inner.navigationController === more && inner.tabBarController === tabcon)
        #expect(inbox.parent === tabcon && inbox.tabBarController === tabcon)
        #expect(tabcon.selectedViewController === more)
        let detail = page("Message")
        inner.navigationController?.pushViewController(detail, animated: true)
        h.advance(by: 1)
        #expect(more.topViewController === detail && detail.view.window === h.window)
        h.tap(at: CGPoint(x: 30, y: 42))
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 30, y: 42))
        h.advance(by: 1)
        #expect(more.viewControllers.count == 1)
        #expect(inbox.viewControllers == [inner] && inner.parent === inbox, "back past its root: the root goes back to it")
        #expect(detail.parent == nil)
        try choose(row: 2, of: tabcon, h)
        #expect(more.topViewController === inner && inner.view.window === h.window, "and it can be chosen again")
    }

    @Test("Selected in code, a navigation controller without a tab shows its whole stack above the More list; another child gives it back")
    func nestedNavigationControllerInCode() throws {
        let h = UIKitTestHarness()
        let stack = [page("Mailboxes"), page("Inbox"), page("Message")]
        let (tabcon, inbox) = sixAndInbox(stack, h)
        let more = tabcon.moreNavigationController
        tabcon.selectedViewController = inbox
        h.runTurn()
        #expect(tabcon.selectedViewController === more)
        #expect(Array(more.viewControllers.dropFirst()) == stack)
        #expect(stack[2].view.window === h.window && more.navigationBar.backItem === stack[1].navigationItem)
        tabcon.selectedViewController = tabcon.viewControllers?[4]
        h.runTurn()
        #expect(inbox.viewControllers == stack, "back as the user left them")
        #expect(stack.allSatisfy { $0.parent === inbox && $0.tabBarController === tabcon })
        tapTab(4, of: tabcon, h)
        #expect(more.viewControllers.count == 1, "touching More again goes back to the list")
        #expect(isTabChild(tabcon.viewControllers![4], of: tabcon))
    }

    @Test("A navigation controller shown above the More list that gets a tab shows its stack as its own, under its own bar")
    func nestedNavigationControllerGetsATab() throws {
        let h = UIKitTestHarness()
        let stack = [page("Mailboxes"), page("Inbox")]
        let (tabcon, inbox) = sixAndInbox(stack, h)
        tabcon.selectedViewController = inbox
        h.runTurn()
        let pages = tabcon.viewControllers ?? []
        tabcon.viewControllers = [inbox] + pages.dropLast()
        tabcon.selectedViewController = inbox
        h.runTurn()
        #expect(tabcon.moreNavigationController.viewControllers.count == 1)
        #expect(inbox.viewControllers == stack && stack[1].view.window === h.window)
        #expect(shownNavigationBars(h) == [inbox.navigationBar])
        #expect(inbox.navigationBar.topItem === stack[1].navigationItem)
    }
}
