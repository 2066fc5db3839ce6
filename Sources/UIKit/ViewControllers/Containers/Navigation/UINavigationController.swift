/// A container that shows a stack of view controllers one at a time, with a navigation bar at the top
/// and an optional toolbar at the bottom: pushing a controller slides its view in from the right over the
/// old one (iOS 7's parallax: the old view moves a third of the way left, dimmed, under the incoming
/// view's shadow) while the bar slides its titles; popping reverses it, by code, by the bar's back button,
/// or by a swipe from the left edge that follows the finger.
///
/// Every controller in the stack is a child; only the top one's view is in the hierarchy (both during a
/// transition). The bar shows the stack's navigation items; the toolbar, hidden until
/// `setToolbarHidden(false, animated:)` (its state kept across pushes and pops), shows the top
/// controller's `toolbarItems`. A child's view fills the controller's view, under the translucent bars
/// (its safe area starts past them), unless its `edgesForExtendedLayout` says otherwise.
///
/// `viewControllers` changes at once; the screen follows with the transition. An operation asked while a
/// transition runs changes the stack, and the screen catches up when the transition ends.
///
/// Source: Apple, UINavigationController.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate, UIToolbarDelegate {
    // MARK: Creating

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        super.init(nibName: nil, bundle: nil)
        setUp()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with bars of your own classes (nil: UINavigationBar and UIToolbar).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = (navigationBarClass as? UINavigationBar.Type)?.init(_madeByNavigationController: ()) ?? UINavigationBar()
        toolbarClassToMake = toolbarClass as? UIToolbar.Type
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The stack

    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: a controller presented over the navigation controller, else the
    /// top controller.
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? topViewController
    }

    /// Told as controllers show; asked for orientations and custom transitions.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Pushes `viewController`, which becomes the top controller; animated, its view slides in from the
    /// right. A controller already in the stack is not pushed again, nor is a navigation controller (a
    /// message names the call; UIKit raises). A tab bar controller is pushed with a warning: UIKit does
    /// not support one inside another container.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            return reportMisuse("pushViewController(_:animated:)", "\(viewController) is already in the stack; it is not pushed again")
        }
        if viewController is UINavigationController {
            return reportMisuse("pushViewController(_:animated:)", "pushing a navigation controller is not supported")
        }
        if viewController is UITabBarController {
            reportMisuse(
                "pushViewController(_:animated:)",
                "a tab bar controller inside a navigation controller is not supported by UIKit (it must be a window's root)")
        }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing happens) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, bottom first (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first; nil when it is not in
    /// the stack (a message names the call) or nothing is above it.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            reportMisuse("popToViewController(_:animated:)", "\(viewController) is not in the stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. Animated, it looks like a push when the new top controller was not in the
    /// stack, like a pop when it was, and like nothing when the top stays. A controller that appears twice
    /// keeps its first place (a message names the call).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        if unique.count != viewControllers.count {
            reportMisuse("setViewControllers(_:animated:)", "a view controller appears more than once; only its first place is kept")
        }
        changeStack(to: unique, animated: animated)
    }

    /// Pushes `vc` (the navigation controller's way of showing a controller).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Bars

    /// The bar at the top, showing the stack's navigation items. The navigation controller is its
    /// delegate; change its look, not its items or delegate.
    open private(set) var navigationBar: UINavigationBar

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while shown.
    open var toolbar: UIToolbar! { toolbarView }

    /// Whether the navigation bar is hidden (false); setting it hides or shows it at once.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; animated, it slides up out of the screen or back down.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        animateBarChange(animated)
    }

    /// Whether the toolbar is hidden (true). It stays as set across pushes and pops.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; animated, it slides down out of the screen or back up.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        animateBarChange(animated)
    }

    /// The swipe from the left edge that pops the top controller, following the finger. UIKit's own
    /// delegate lets it begin only when there is something to pop and no transition runs.
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// Whether a tap on the content hides the bars, and the next one shows them (false).
    open var hidesBarsOnTap = false { didSet { barHidingSettingsDidChange() } }
    /// Whether swiping the content up hides the bars, and swiping down shows them (false).
    open var hidesBarsOnSwipe = false { didSet { barHidingSettingsDidChange() } }
    /// Whether the bars hide when the keyboard appears (false).
    open var hidesBarsWhenKeyboardAppears = false { didSet { barHidingSettingsDidChange() } }
    /// Whether the bars hide while the vertical size class is compact (false).
    open var hidesBarsWhenVerticallyCompact = false { didSet { barHidingSettingsDidChange() } }
    /// The tap that `hidesBarsOnTap` uses.
    open private(set) lazy var barHideOnTapGestureRecognizer = UITapGestureRecognizer(
        target: self, action: UINavigationController.barHideTapped)
    /// The pan that `hidesBarsOnSwipe` uses.
    open private(set) lazy var barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer(
        target: self, action: UINavigationController.barHideSwiped)

    // MARK: The navigation bar's delegate

    /// The bar asks before an item is popped. The navigation controller pops itself (the top
    /// controller, through `popViewController(animated:)`) when the user tapped the back button, and
    /// lets the bar pop the items it pops. Override it to keep the user from going back.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if isUpdatingBar { return true }
        if item === topViewController?.navigationItem { popViewController(animated: true) }
        return false
    }

    /// The navigation bar is attached to the top of the screen (its background reaches up behind the
    /// status bar) when it sits right under it; the toolbar sits at the bottom.
    open func position(for bar: UIBarPositioning) -> UIBarPosition {
        guard bar === navigationBar else { return .bottom }
        return navigationBar.frame.minY <= statusBarOverlap + 0.5 && statusBarOverlap > 0 ? .topAttached : .top
    }

    // MARK: Overrides

    open override func loadView() {
        view = NavigationControllerView(controller: self)
        if let edgeSwipe = interactivePopGestureRecognizer { view.addGestureRecognizer(edgeSwipe) }
        barHidingSettingsDidChange()
    }

    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The delegate's answer, else the top controller's.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? topControllerSupportedInterfaceOrientations
    }

    /// The delegate's answer, else the top controller's.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? topControllerPreferredInterfaceOrientation
    }

    /// With `hidesBarsWhenVerticallyCompact`, a change of size class hides or shows the bars.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if hidesBarsWhenVerticallyCompact { applyVerticallyCompactHiding() }
    }

    /// As the primary of a collapsing split view controller: pushes the secondary (a navigation
    /// controller's stack, the navigation controller kept to give it back), without animation.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        takeInSecondary(secondaryViewController)
    }

    /// As the primary of a split view controller that expands: pops and returns the secondary taken in
    /// (the navigation controller, its stack given back), else the top controller above the root; nil
    /// when only the root is left.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        giveBackSecondary()
    }

    // MARK: State (internals in the extension files)

    /// The navigation controller folded into this one by a collapsing split view, with the first of
    /// the controllers taken from it.
    var foldedSecondary: (navigation: UINavigationController, first: UIViewController)?

    /// The stack as asked.
    var stack: [UIViewController] = []
    /// The controller whose view the container shows (the top one once transitions end).
    var shownController: UIViewController?
    /// The transition under way.
    var activeTransition: NavigationTransition?
    /// The interaction controller for the next pop, set by the edge swipe as it begins.
    var pendingInteractivePop: UIPercentDrivenInteractiveTransition?
    /// Set while the controller changes the bar's items itself (the bar's delegate lets it).
    var isUpdatingBar = false
    /// Set while the bars slide in or out.
    var isAnimatingBars = false
    /// Controllers pushed whose `didMove(toParent:)` waits for the end of their transition.
    var awaitingDidMove: [UIViewController] = []
    /// The controller the delegate was last told will show (it hears `didShow` for it once).
    weak var announcedController: UIViewController?
    var navigationBarHiddenStorage = false
    var toolbarHiddenStorage = true
    private var toolbarClassToMake: UIToolbar.Type?
    /// The toolbar, made on first use.
    private(set) lazy var toolbarView: UIToolbar = {
        let toolbar = toolbarClassToMake?.init(_madeByNavigationController: ()) ?? UIToolbar()
        toolbar.delegate = self
        toolbar.isHidden = toolbarHiddenStorage
        return toolbar
    }()
    /// The view holding the children's views: the container of every transition.
    let containerView = UIView()
    /// The keyboard observer of `hidesBarsWhenKeyboardAppears`.
    var keyboardObserver: NSObjectProtocol?
    /// The interaction the edge swipe drives, while it does.
    var edgeSwipeInteraction: UIPercentDrivenInteractiveTransition?
    /// The delegate of the bar-hiding tap and swipe.
    lazy var barHidingGestureDelegate = BarHidingGestureDelegate(navigationController: self)

    private func setUp() {
        navigationBar.delegate = self
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.edgeSwiped)
        recognizer.edges = .left
        recognizer.delegate = interactivePopDelegate
        interactivePopGestureRecognizer = recognizer
    }

    /// UIKit's delegate of the edge swipe.
    private lazy var interactivePopDelegate = InteractivePopGestureDelegate(navigationController: self)

    /// The top controller's orientations (the idiom's default with an empty stack): what the navigation
    /// controller supports when its delegate does not say.
    var topControllerSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .defaultForIdiom
    }

    /// The top controller's preferred orientation for a presentation (portrait with an empty stack).
    var topControllerPreferredInterfaceOrientation: UIInterfaceOrientation {
        topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// Called once controllers that left the stack (popped, or replaced) have stopped being children,
    /// their views gone. The default does nothing; a tab bar controller's More navigation controller
    /// gives them back to the containers they came from.
    func didRelease(_ controllers: [UIViewController]) {}

    /// Writes a message naming the misused call to the console.
    func reportMisuse(_ call: String, _ problem: String) {
        ConsoleLog.write("UINavigationController.\(call): \(problem).")
    }
}
