// Where a navigation controller puts its bars and its top child's view: the navigation bar right under
// the status bar (or slid up out of sight when hidden), the toolbar at the bottom (or slid down), and the
// child filling the controller's view under both, its safe area starting past them; a child that does not
// extend its layout under a bar (`edgesForExtendedLayout`, or an opaque bar without
// `extendedLayoutIncludesOpaqueBars`) starts past it instead.

/// The root view of a navigation controller: it lays out the bars and the top child.
final class NavigationControllerView: UIView {
    private unowned let controller: UINavigationController

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerView.frame = bounds
        controller.containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(controller.containerView)
        addSubview(controller.toolbarView)
        addSubview(controller.navigationBar)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller.layoutContent()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        controller.showTopIfNeeded()
    }
}

extension UINavigationController {
    /// iOS's `UINavigationControllerHideShowBarDuration`.
    static let barHideShowDuration: TimeInterval = 0.2

    /// How far the status bar reaches into the controller's view (0 when hidden or not overlapping).
    var statusBarOverlap: CGFloat {
        guard let view = viewIfLoaded, view.window != nil else { return 0 }
        let barHeight = UIApplication.shared.statusBarFrame.height
        return min(view.bounds.height, max(0, barHeight - view.convert(CGPoint.zero, to: nil).y))
    }

    /// Whether a controller pushed above the root hides the bottom bars: the toolbar, and the tab bar of
    /// the tab bar controller whose selected child the navigation controller is.
    var hidesBottomBars: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// Whether the toolbar is hidden now: as set, or while a controller in the stack hides bottom bars.
    var isToolbarEffectivelyHidden: Bool { toolbarHiddenStorage || hidesBottomBars }

    /// The navigation bar's frame, shown or slid up out of sight.
    private var navigationBarFrame: CGRect {
        let bounds = view.bounds
        let height = navigationBar.sizeThatFits(bounds.size).height
        let top = statusBarOverlap
        return CGRect(x: 0, y: navigationBarHiddenStorage ? -height : top, width: bounds.width, height: height)
    }

    /// The toolbar's frame, shown or slid down out of sight (above what covers the bottom of the
    /// controller's view, a tab bar).
    private var toolbarFrame: CGRect {
        let bounds = view.bounds
        let height = toolbarView.sizeThatFits(bounds.size).height
        let bottom = bounds.height - min(max(0, view.safeAreaInsets.bottom), bounds.height)
        return CGRect(x: 0, y: isToolbarEffectivelyHidden ? bounds.height : bottom - height, width: bounds.width, height: height)
    }

    /// The frame of `controller`'s view in the container: everything, less the bars it does not extend
    /// under.
    func childFrame(for controller: UIViewController) -> CGRect {
        var frame = containerView.bounds
        let edges = controller.edgesForExtendedLayout
        if !navigationBarHiddenStorage {
            let opaque = !navigationBar.isTranslucent && !controller.extendedLayoutIncludesOpaqueBars
            if !edges.contains(.top) || opaque {
                let barBottom = navigationBarFrame.maxY
                frame.origin.y = barBottom
                frame.size.height = max(0, frame.height - barBottom)
            }
        }
        if !isToolbarEffectivelyHidden {
            let opaque = !toolbarView.isTranslucent && !controller.extendedLayoutIncludesOpaqueBars
            if !edges.contains(.bottom) || opaque { frame.size.height = max(0, toolbarFrame.minY - frame.minY) }
        }
        return frame
    }

    /// Places the bars and the shown child (its view's frame is the transition's while one runs).
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        containerView.frame = view.bounds
        navigationBar.frame = navigationBarFrame
        toolbarView.frame = toolbarFrame
        if !isAnimatingBars {
            navigationBar.isHidden = navigationBarHiddenStorage
            toolbarView.isHidden = isToolbarEffectivelyHidden
        }
        guard let shown = shownController else { return }
        if activeTransition == nil { shown.viewIfLoaded?.frame = childFrame(for: shown) }
        updateBarInsets(of: shown)
    }

    /// Tells `controller` how far the shown bars cover its view: the navigation bar, the toolbar, and a
    /// tab bar that its view carries through a transition.
    func updateBarInsets(of controller: UIViewController) {
        guard let childView = controller.viewIfLoaded else { return }
        let frame = activeTransition == nil ? childView.frame : childFrame(for: controller)
        var insets = UIEdgeInsets.zero
        if !navigationBarHiddenStorage { insets.top = max(0, navigationBarFrame.maxY - frame.minY) }
        if !isToolbarEffectivelyHidden { insets.bottom = max(0, frame.maxY - toolbarFrame.minY) }
        if let tabBar = (parent as? UITabBarController)?.tabBar, tabBar.superview === childView {
            insets.bottom = max(insets.bottom, childView.bounds.minY + frame.height - tabBar.frame.minY)
        }
        controller.containerBarInsets = insets
    }

    /// Lays out for a change of the bars' hidden states: at once, or sliding over iOS's 0.2 seconds.
    func animateBarChange(_ animated: Bool) {
        guard let view = viewIfLoaded else { return }
        guard animated, view.window != nil else {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            return
        }
        navigationBar.isHidden = false
        toolbarView.isHidden = false
        isAnimatingBars = true
        UIView.animate(
            withDuration: Self.barHideShowDuration, delay: 0, options: [.beginFromCurrentState],
            animations: {
                self.layoutContent()
                self.shownController?.viewIfLoaded?.layoutIfNeeded()
            },
            completion: { _ in
                self.isAnimatingBars = false
                self.layoutContent()
            })
    }

    /// The bars show what the stack's top asks: the stack's items in the navigation bar, the top
    /// controller's toolbar items, and the toolbar (and the tab bar of a tab bar controller showing the
    /// navigation controller, unless a transition carries it) hidden while a pushed controller hides
    /// bottom bars.
    func updateBars(animated: Bool) {
        (parent as? UITabBarController)?.updateTabBarHiding()
        let items = stack.map(\.navigationItem)
        if navigationBar.items.map({ !$0.elementsEqual(items, by: ===) }) ?? !items.isEmpty {
            isUpdatingBar = true
            navigationBar.setItems(items, animated: animated && navigationBar.window != nil)
            isUpdatingBar = false
        }
        updateToolbarItems(animated: animated)
        if viewIfLoaded != nil { layoutContent() }
    }

    /// The toolbar shows the top controller's items.
    func updateToolbarItems(animated: Bool) {
        let items = topViewController?.toolbarItems
        guard !(toolbarView.items ?? []).elementsEqual(items ?? [], by: ===) else { return }
        toolbarView.setItems(items, animated: animated && toolbarView.window != nil)
    }
}
