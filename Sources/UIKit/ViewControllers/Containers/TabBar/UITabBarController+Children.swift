// A tab bar controller's children and its tabs: replacing the children (containment, the selection
// kept or moved), the tab bar's items made from the children's items, and what the selected child
// decides for the controller.
extension UITabBarController {
    /// The tabs, in the tab bar's order: each item the bar shows and the controller it selects. This, with
    /// `tabItem(for:)`, is the one place that decides which children have a tab of their own: every child,
    /// with its `tabBarItem`, unless there are more than the bar holds (`maximumTabCount`); then the
    /// first children up to one fewer, and the More tab of `moreNavigationController` last.
    var tabs: [(item: UITabBarItem, child: UIViewController)] {
        let children = controllers ?? []
        guard children.count > maximumTabCount else { return children.map { child in (child.tabBarItem, child) } }
        let navigation = moreNavigation
        return children.prefix(maximumTabCount - 1).map { child in (child.tabBarItem, child) }
            + [(navigation.tabBarItem, navigation)]
    }

    /// The item of the tab that shows `child` (nil for none).
    func tabItem(for child: UIViewController?) -> UITabBarItem? {
        child.flatMap { child in tabs.first { $0.child === child }?.item }
    }

    /// The children whose items are `items`, in that order.
    func children(for items: [UITabBarItem]) -> [UIViewController] {
        let children = controllers ?? []
        return items.compactMap { item in children.first { $0.tabBarItem === item } }
    }

    /// Gives the tab bar the tabs' items, and selects the selected child's.
    func updateTabBarItems(animated: Bool) {
        managedTabBar.setItems(tabs.map(\.item), animated: animated)
        managedTabBar.selectedItem = tabItem(for: selectedChild)
        more?.list.reload()
    }

    /// Replaces the children with `newControllers` (see `setViewControllers(_:animated:)`): containment in
    /// UIKit's order (`willMove(toParent: nil)` for those leaving and `addChild` for those arriving,
    /// then the shown child changes, then the leaving ones are removed and the arriving ones hear
    /// `didMove(toParent:)`).
    func replaceChildren(with newControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in newControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = controllers ?? []
        let leaving = old.filter { child in !unique.contains { $0 === child } }
        let arriving = unique.filter { child in !old.contains { $0 === child } }
        let previous = selectedChild, previousIndex = selectedIndex
        let hadMoreTab = more?.parent === self
        controllers = newControllers == nil ? nil : unique
        customizableViewControllers = controllers
        syncMoreList()
        for child in leaving { child.willMove(toParent: nil) }
        for child in arriving { addChild(child) }
        let gainsMoreTab = hasMoreTab && !hadMoreTab, losesMoreTab = hadMoreTab && !hasMoreTab
        if gainsMoreTab { addChild(moreNavigation) }
        if losesMoreTab { moreNavigation.willMove(toParent: nil) }
        // UIKit: the selected controller stays selected if it stays; else the one at its index, else the
        // first (a child without a tab of its own: the More tab).
        let kept = previous.flatMap { selected in tabItem(for: selected) == nil ? tabController(for: selected) : selected }
        selectedChild = kept ?? (unique.indices.contains(previousIndex) ? tabController(for: unique[previousIndex]) : tabs.first?.child)
        updateTabBarItems(animated: animated)
        showSelectedChild()
        for child in leaving { child.removeFromParent() }
        if losesMoreTab { moreNavigation.removeFromParent() }
        for child in arriving { child.didMove(toParent: self) }
        if gainsMoreTab { moreNavigation.didMove(toParent: self) }
        if selectedChild !== previous { setNeedsStatusBarAppearanceUpdate() }
    }

    // MARK: What the selected child decides

    /// The selected child's orientations (a phone's or a pad's default without children).
    var selectedChildSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedChild?.supportedInterfaceOrientations ?? .defaultForIdiom
    }

    /// The selected child's preferred orientation; without children, the interface's orientation if
    /// supported, else the first supported.
    var selectedChildPreferredInterfaceOrientation: UIInterfaceOrientation {
        if let child = selectedChild { return child.preferredInterfaceOrientationForPresentation }
        let current = UIApplication.shared.statusBarState.orientation
        let supported = supportedInterfaceOrientations
        return supported.contains(current) ? current : supported.first
    }
}
