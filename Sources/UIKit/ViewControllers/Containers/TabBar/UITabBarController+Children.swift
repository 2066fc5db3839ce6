// A tab bar controller's children and its tabs: replacing the children (containment, the selection
// kept or moved), the tab bar's items made from the children's items, and what the selected child
// decides for the controller.
extension UITabBarController {
    /// The tabs, in the tab bar's order: each item the bar shows and the child it selects. This, with
    /// `tabItem(for:)`, is the one place that decides which children have a tab of their own: every
    /// child, with its `tabBarItem`.
    var tabs: [(item: UITabBarItem, child: UIViewController)] {
        (controllers ?? []).map { child in (child.tabBarItem, child) }
    }

    /// The item of the tab that shows `child` (nil for none).
    func tabItem(for child: UIViewController?) -> UITabBarItem? {
        child.flatMap { child in tabs.first { $0.child === child }?.item }
    }

    /// The children whose tabs show `items`, in that order.
    func children(for items: [UITabBarItem]) -> [UIViewController] {
        let tabs = tabs
        return items.compactMap { item in tabs.first { $0.item === item }?.child }
    }

    /// Gives the tab bar the tabs' items, and selects the selected child's.
    func updateTabBarItems(animated: Bool) {
        managedTabBar.setItems(tabs.map(\.item), animated: animated)
        managedTabBar.selectedItem = tabItem(for: selectedChild)
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
        for child in leaving { child.willMove(toParent: nil) }
        for child in arriving { addChild(child) }
        controllers = newControllers == nil ? nil : unique
        // UIKit: the selected controller stays selected if it stays; else the one at its index, else the first.
        selectedChild =
            previous.flatMap { selected in unique.first { $0 === selected } }
            ?? (unique.indices.contains(previousIndex) ? unique[previousIndex] : unique.first)
        updateTabBarItems(animated: animated)
        showSelectedChild()
        for child in leaving { child.removeFromParent() }
        for child in arriving { child.didMove(toParent: self) }
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
