import Foundation

/// A container that shows one of several child view controllers at a time, with a tab bar along the
/// bottom to choose which: one tab per child, made from the child's `tabBarItem`, up to five on a phone
/// (eight on a pad); past that, the last tab is More, listing the other children.
///
/// Every child in `viewControllers` is a child of the tab bar controller; only the selected one's view is
/// in its view, filling it and reaching under the translucent tab bar (above an opaque one), its safe
/// area and bottom layout guide reaching up to the bar. A child's view is loaded only when its tab is
/// first shown, so a child that sets its title only in `viewDidLoad` leaves its tab unlabelled until
/// then. A change of tab removes the old child's view and adds the new one's, with the appearance
/// callbacks in UIKit's order (`viewWillAppear` of the new one, `viewWillDisappear` then
/// `viewDidDisappear` of the old one, `viewDidAppear` of the new one), animated by the delegate's
/// animator when it gives one. The tab bar follows the children's items: a new title or badge shows at
/// once. While the selected child is a navigation controller showing a controller pushed with
/// `hidesBottomBarWhenPushed`, the tab bar is hidden and the child's view fills the controller's view.
///
/// Source: Apple, UITabBarController.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The tab bar the controller manages: configure the tabs through the children's `tabBarItem`s, and
    /// leave its items, selection and delegate to the controller.
    open var tabBar: UITabBar { managedTabBar }

    /// The object told of the user's selections and asked about them, the orientations and the
    /// animations of changes of tab.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The children shown by the tabs, in the tabs' order (nil by default). Setting it is
    /// `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children: controllers that leave get `willMove(toParent: nil)` and are removed,
    /// controllers that arrive are added as children (`didMove(toParent:)` follows), controllers in both
    /// stay. The selection stays on the controller that was selected if it stays, else moves to the
    /// same index, else to the first; on screen, the shown child changes with its appearance callbacks.
    /// `animated` fades in the new tabs. A controller listed twice counts once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceChildren(with: viewControllers, animated: animated)
    }

    /// The index of the selected child in `viewControllers` (0 once there are children; `NSNotFound` when
    /// there are none, or while the More tab is selected). Setting it shows that child, without asking or
    /// telling the delegate (a child without a tab of its own shows pushed on the More list); an index
    /// outside `viewControllers` is ignored.
    open var selectedIndex: Int {
        get { selectedChild.flatMap { child in controllers?.firstIndex { $0 === child } } ?? NSNotFound }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            select(controllers[newValue])
        }
    }

    /// The selected child, whose view the controller shows (nil when there are no children;
    /// `moreNavigationController` while the More tab is selected). Setting it selects that child, without
    /// asking or telling the delegate: a child without a tab of its own selects the More tab, pushed on
    /// the More list. A controller that is neither in `viewControllers` nor the More tab's is ignored.
    open var selectedViewController: UIViewController? {
        get { selectedChild }
        set {
            guard let newValue, tabItem(for: newValue) != nil || controllers?.contains(where: { $0 === newValue }) == true
            else { return }
            select(newValue)
        }
    }

    /// The navigation controller of the More tab, made on first use. On a phone, when there are more than
    /// five children, the tab bar shows the first four children's tabs and a fifth, More, which selects
    /// this controller: its root lists the other children (select one to push it), with an Edit button
    /// that lets the user choose which children have tabs. On a pad, More appears past eight children.
    /// Restyle its bar and list as you like; leave its stack to the tab bar controller.
    open var moreNavigationController: UINavigationController { moreNavigation }

    /// The children the user may move in and out of the tab bar through the More list's Edit button
    /// (all of `viewControllers` each time they are set; nil or empty: no Edit button).
    open var customizableViewControllers: [UIViewController]? {
        didSet { more?.list.reload() }
    }

    /// The tab bar.
    let managedTabBar = UITabBar()
    /// The view that holds the shown child's view, beneath the tab bar: the container of animated
    /// changes of tab.
    let transitionView = UIView()
    /// The children, as `viewControllers` gives them.
    var controllers: [UIViewController]?
    /// The selected child.
    var selectedChild: UIViewController?
    /// The animated change of tab under way.
    var activeTransition: TabBarTransition?
    /// The More tab's navigation controller, once made.
    var more: MoreNavigationController?
    /// Whether the tab bar is hidden because the selected navigation controller shows a controller
    /// pushed with `hidesBottomBarWhenPushed`.
    var tabBarHiddenForChild = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        managedTabBar.delegate = self
        managedTabBar.managingSelection = { [weak self] item in self?.userSelected(item) ?? false }
    }

    /// Storyboards do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes the controller's view: the tab bar along the bottom over the view that holds the shown
    /// child's view.
    open override func loadView() {
        let root = TabBarControllerView(frame: UIScreen.main.bounds)
        root.addSubview(transitionView)
        root.addSubview(managedTabBar)
        view = root
        layoutBars()
    }

    /// Puts the selected child's view in place (loading it, the first time) before the controller's view
    /// appears. Subclasses must call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installSelectedView()
    }

    // MARK: Tab bar delegate

    /// Called after the user selected the tab of `item` (the tab is selected by then, and the delegate
    /// told); subclasses override it to react to the tap. The default does nothing more.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The tab bar's customizing sheet is about to show `items`: tells the delegate, with their children.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: children(for: items))
    }

    /// The customizing sheet is about to go: the children whose items the user put in the tab bar come
    /// first, in the bar's order (the others keep theirs), then the delegate hears of the children.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        if changed { adoptTabBarOrder() }
        delegate?.tabBarController(self, willEndCustomizing: controllers ?? [], changed: changed)
    }

    /// The customizing sheet is gone: tells the delegate, with the children.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: controllers ?? [], changed: changed)
    }

    // MARK: What the selected child decides

    /// The selected child decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedChild }

    /// The selected child decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedChild }

    /// The delegate's `tabBarControllerSupportedInterfaceOrientations(_:)`, else the selected child's
    /// orientations.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? selectedChildSupportedInterfaceOrientations
    }

    /// The delegate's `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`, else the
    /// selected child's.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self) ?? selectedChildPreferredInterfaceOrientation
    }
}
