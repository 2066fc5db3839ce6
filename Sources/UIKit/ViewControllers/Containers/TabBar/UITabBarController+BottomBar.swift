// The tab bar hidden while the selected child is a navigation controller showing a controller pushed
// with `hidesBottomBarWhenPushed` (or one above it), as UIKit hides it: the child's view then fills the
// controller's view and its safe area no longer reserves the bar. Without animation the bar hides and
// shows at once. In an animated push or pop, iOS 7 moves the bar with the page it belongs to: the
// navigation controller's transition carries it in the covered page's view, so it slides out to the
// left with the page a push covers, and back in with the page a pop uncovers (an interactive pop let go
// too early leaves it hidden).
extension UITabBarController {
    /// Whether the selected child hides the tab bar: a navigation controller with a controller pushed
    /// that hides bottom bars.
    private var selectedChildHidesTabBar: Bool {
        (selectedChild as? UINavigationController)?.hidesBottomBars ?? false
    }

    /// Whether a navigation controller's transition carries the tab bar (it is out of the controller's
    /// view until the transition ends).
    private var isTabBarCarried: Bool { viewIfLoaded.map { managedTabBar.superview !== $0 } ?? false }

    /// Hides the tab bar, or shows it again, at once as the selected child asks. A tab bar that the app
    /// hid itself stays hidden; a carried one waits for its transition's end.
    func updateTabBarHiding() {
        guard !isTabBarCarried else { return }
        let hides = selectedChildHidesTabBar
        if hides, !tabBarHiddenForChild, !managedTabBar.isHidden {
            setTabBarHiddenForChild(true)
        } else if !hides, tabBarHiddenForChild {
            setTabBarHiddenForChild(false)
        }
    }

    private func setTabBarHiddenForChild(_ hidden: Bool) {
        tabBarHiddenForChild = hidden
        managedTabBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// The selected child `navigation` begins an animated transition to a top that hides the tab bar, or
    /// shows it again: the tab bar leaves the controller's view, shown, for the transition to carry, and
    /// the controller lays its child out without it. Returns the bar, where it was on screen (in window
    /// coordinates) and whether the new top hides it; nil when the bar stays as it is (or the controller
    /// is not on screen: the bar then follows at once).
    func lendTabBar(to navigation: UINavigationController) -> (bar: UITabBar, windowFrame: CGRect, hides: Bool)? {
        guard selectedChild === navigation, activeTransition == nil, let root = viewIfLoaded, root.window != nil,
            !isTabBarCarried
        else { return nil }
        let hides = navigation.hidesBottomBars
        guard hides ? !tabBarHiddenForChild && !managedTabBar.isHidden : tabBarHiddenForChild else { return nil }
        let windowFrame = managedTabBar.convert(managedTabBar.bounds, to: nil)
        UIView.performWithoutAnimation {
            managedTabBar.removeFromSuperview()
            managedTabBar.isHidden = false
            tabBarHiddenForChild = hides
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        return (managedTabBar, windowFrame, hides)
    }

    /// The transition that carried the tab bar ended: the bar is back in the controller's view, hidden or
    /// shown, and the child is laid out with it.
    func takeBackTabBar(hidden: Bool) {
        guard let root = viewIfLoaded else { return }
        UIView.performWithoutAnimation {
            root.addSubview(managedTabBar)
            tabBarHiddenForChild = hidden
            managedTabBar.isHidden = hidden
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
    }
}
