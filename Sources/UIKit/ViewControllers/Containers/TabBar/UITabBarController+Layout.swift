// A tab bar controller's layout: the tab bar along the bottom of its view, 49 points tall, over the
// transition view that fills it; the shown child's view fills the transition view under a translucent
// (or hidden) tab bar and stops at an opaque one; the child's safe area reaches up to the bar. While a
// navigation controller's transition carries the tab bar, the child's view fills the controller's view.

/// A tab bar controller's root view: each layout pass lays out the tab bar and the shown child's view,
/// whatever the controller's subclass does in its layout callbacks.
final class TabBarControllerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (owningViewController as? UITabBarController)?.layoutContent()
    }
}

extension UITabBarController {
    /// Places the tab bar and the transition view in the controller's view (the tab bar above; a tab bar
    /// that a navigation controller's transition carries stays where it is).
    func layoutBars() {
        let bounds = view.bounds
        transitionView.frame = bounds
        guard managedTabBar.superview === view else { return }
        let height = managedTabBar.sizeThatFits(bounds.size).height
        managedTabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The layout pass: the bars, then the shown child's view (put in place if it is not there yet),
    /// whose safe area follows the tab bar. An animated change of tab places the views itself.
    func layoutContent() {
        updateTabBarHiding()
        layoutBars()
        installSelectedView()
        guard activeTransition == nil, let childView = selectedChild?.viewIfLoaded, childView.superview === transitionView
        else { return }
        childView.frame = contentFrame
        // The bar may have been shown, hidden or made opaque without the child's view moving.
        updateBarInsets(of: selectedChild)
    }

    /// Where the shown child's view goes, in the transition view: all of it under a translucent, hidden or
    /// carried tab bar; above an opaque one.
    var contentFrame: CGRect {
        let bounds = transitionView.bounds
        guard managedTabBar.superview === view, !managedTabBar.isHidden, !managedTabBar.isTranslucent else { return bounds }
        let barTop = managedTabBar.frame.minY - transitionView.frame.minY
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, barTop - bounds.minY))
    }
}

extension UITabBarController {
    /// Tells `child` how far the tab bar covers its view (placed at `contentFrame`) from the bottom,
    /// while the bar shows.
    func updateBarInsets(of child: UIViewController?) {
        guard let child else { return }
        guard let root = viewIfLoaded, !managedTabBar.isHidden, managedTabBar.superview === root else {
            child.containerBarInsets = .zero
            return
        }
        let frame = root.convert(contentFrame, from: transitionView)
        let covered = min(max(0, frame.maxY - managedTabBar.frame.minY), frame.height)
        child.containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: covered.isFinite ? covered : 0, right: 0)
    }
}
