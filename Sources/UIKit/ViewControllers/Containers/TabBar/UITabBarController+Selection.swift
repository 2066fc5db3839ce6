// A tab bar controller's selection: a tap on a tab (which the delegate may refuse), a selection in
// code, and the shown child's view changing with it.
extension UITabBarController {
    /// The user touched `item` in the tab bar: unless the delegate refuses its child, selects it and
    /// tells the delegate. Returns whether it was selected. Touches during an animated change of tab
    /// are ignored.
    ///
    /// UIKit: touching the selected tab again, when its controller is a navigation controller (the More
    /// tab's too), pops it to its root, animated.
    func userSelected(_ item: UITabBarItem) -> Bool {
        guard activeTransition == nil, let child = tabs.first(where: { $0.item === item })?.child else { return false }
        if let delegate, !delegate.tabBarController(self, shouldSelect: child) { return false }
        if child === selectedChild, let navigation = child as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        select(child)
        delegate?.tabBarController(self, didSelect: child)
        return true
    }

    /// Selects `controller`, one of the children or the More navigation controller, and shows its tab: a
    /// child without a tab of its own selects the More tab, pushed on the More list. Ignored during an
    /// animated change of tab.
    func select(_ controller: UIViewController) {
        guard activeTransition == nil else { return }
        let previous = selectedChild
        let child = tabController(for: controller) ?? controller
        if child !== controller { showInMoreList(controller) }
        selectedChild = child
        managedTabBar.selectedItem = tabItem(for: child)
        guard child !== previous else { return }
        showSelectedChild()
        setNeedsStatusBarAppearanceUpdate()
    }

    /// The controller whose view is in the controller's view now: the shown child (or one that has just
    /// stopped being a child, during a change of the children).
    private var shownChild: UIViewController? {
        transitionView.subviews.lazy.compactMap(\.owningViewController).first
    }

    /// Brings the shown child's view in line with the selection. On screen the change sends the
    /// appearance callbacks, animated by the delegate's animator when it gives one; off screen the old
    /// view only leaves, and the new one comes when the controller's view appears or is laid out.
    func showSelectedChild() {
        guard isViewLoaded, activeTransition == nil else { return }
        let from = shownChild, to = selectedChild
        guard from !== to else { return }
        if let from, let to, from.parent === self, appearanceState == .appeared, view.window != nil,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        {
            return TabBarTransition.run(in: self, from: from, to: to, animator: animator)
        }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        // As UIKit: the new child's view loads (viewDidLoad) before its viewWillAppear.
        let toView = visible || view.window != nil ? to?.view : nil
        let hold = AppearanceHold([from, to].compactMap { $0 })
        if visible {
            to?.beginAppearance(true, animated: false, forwardToChildren: true)
            from?.beginAppearance(false, animated: false, forwardToChildren: true)
        }
        if let toView { place(toView) }
        from?.viewIfLoaded?.removeFromSuperview()
        if let from, from.appearanceState != .disappeared {
            from.beginAppearance(false, animated: false, forwardToChildren: true)
            from.endAppearance(forwardToChildren: true)
        }
        // While the controller is still appearing, its own end of appearance ends the new child's.
        if appearanceState == .appeared, toView != nil { to?.endAppearance(forwardToChildren: true) }
        hold.release()
    }

    /// Puts the selected child's view in the controller's view if it is not there, loading it the first
    /// time: before the controller's view appears, and when it is laid out.
    func installSelectedView() {
        guard isViewLoaded, activeTransition == nil, let child = selectedChild,
            child.viewIfLoaded?.superview !== transitionView
        else { return }
        place(child.view)
    }

    /// Adds a child's view to the transition view, where the shown child's view goes (the tab bar hidden or
    /// shown first, as the child asks).
    private func place(_ childView: UIView) {
        updateTabBarHiding()
        childView.frame = contentFrame
        transitionView.addSubview(childView)
        updateBarInsets(of: selectedChild)
    }

    /// An animated change of tab ended: a cancelled one selects `from`'s tab again (when it is still a
    /// child), and a change of the children meanwhile reaches the shown view.
    func tabTransitionDidEnd(cancelledBackTo from: UIViewController?) {
        if let from, tabItem(for: from) != nil {
            selectedChild = from
            managedTabBar.selectedItem = tabItem(for: from)
            setNeedsStatusBarAppearanceUpdate()
        }
        showSelectedChild()
    }
}
