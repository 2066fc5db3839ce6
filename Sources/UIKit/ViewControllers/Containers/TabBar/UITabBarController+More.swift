// The More tab: when the children outnumber the tabs the bar holds, the last tab is More, which
// selects the More navigation controller; its root lists the children without a tab of their own, and
// a child chosen there (or selected in code) is pushed on it (a navigation controller's controllers
// show there, lent). The list's Edit button opens the tab bar's customizing sheet, and the children the
// user put in the bar become the first children.
extension UITabBarController {
    /// The most tabs the bar shows: five on a phone, eight on a pad. Past that, the last one is More.
    var maximumTabCount: Int { traitCollection.userInterfaceIdiom == .pad ? 8 : 5 }

    /// Whether the tab bar shows the More tab.
    var hasMoreTab: Bool { (controllers?.count ?? 0) > maximumTabCount }

    /// The children without a tab of their own, in `viewControllers`' order.
    var moreChildren: [UIViewController] {
        hasMoreTab ? Array((controllers ?? []).dropFirst(maximumTabCount - 1)) : []
    }

    /// The More navigation controller, made on first use.
    var moreNavigation: MoreNavigationController {
        if let more { return more }
        let navigation = MoreNavigationController(tabBarController: self)
        more = navigation
        return navigation
    }

    /// The controller whose tab shows `controller`: itself when it has a tab, the More navigation
    /// controller when it is a child without one, nil when it is not a child.
    func tabController(for controller: UIViewController) -> UIViewController? {
        if tabItem(for: controller) != nil { return controller }
        return moreChildren.contains { $0 === controller } ? moreNavigation : nil
    }

    /// Shows `child`, a child without a tab, above the More list in place of what shows there.
    func showInMoreList(_ child: UIViewController) {
        moreNavigation.show(child, animated: false)
    }

    /// After the children changed: a child shown above the More list that no longer lacks a tab leaves
    /// it (back to the tab bar controller, when it is still a child; a navigation controller gets its
    /// controllers back).
    func syncMoreList() {
        guard let more, let shown = more.shownChild, !moreChildren.contains(where: { $0 === shown }) else { return }
        more.showList()
    }

    /// Opens the tab bar's customizing sheet with the items of the customizable children.
    func beginCustomizingFromMoreList() {
        let children = controllers ?? []
        let customizable = (customizableViewControllers ?? []).filter { child in children.contains { $0 === child } }
        managedTabBar.beginCustomizingItems(customizable.map { $0.tabBarItem })
    }

    /// The user customized the tab bar: the children whose items are in the bar come first, in the bar's
    /// order, the others keep theirs. The customizable children stay as they were.
    func adoptTabBarOrder() {
        let front = children(for: managedTabBar.items ?? [])
        let rest = (controllers ?? []).filter { child in !front.contains { $0 === child } }
        let customizable = customizableViewControllers
        replaceChildren(with: front + rest, animated: false)
        customizableViewControllers = customizable
    }
}
