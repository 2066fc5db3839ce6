/// Manages a view hierarchy: loads its view on demand, hears when it appears and disappears and when
/// its size changes, and contains child view controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    /// Where the controller is in its appearance cycle (see UIViewController+Appearance.swift).
    var appearanceState: AppearanceState = .disappeared
    var hasSentIsAppearing = false
    var lastAppearanceAnimated = false
    /// Above zero while a transition (a presentation, a container's) sends this controller's appearance
    /// callbacks itself: window moves of its views then send none.
    var appearanceDriverCount = 0
    var movingToParent = false
    var movingFromParent = false
    /// The coordinator of the transition this controller runs among its children (a navigation
    /// controller's push or pop), while it runs.
    var containerTransitionCoordinator: TransitionCoordinator?
    /// The presentation state (see UIViewController+Presentation.swift).
    var presentation = PresentationState()

    /// Creates a view controller (nib loading does not exist in OpenUIKit; the arguments are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Storyboards do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded by `loadView()` then `viewDidLoad()` the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded; never loads it.
    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    /// Creates the root view: a plain view the size of the screen. Override to make your own.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    /// Called once, after the view loaded.
    open func viewDidLoad() {}

    /// Called when the system is low on memory, for the controller to release what it can rebuild. Linux
    /// sends no memory warnings: UIKit never calls it. The default does nothing.
    open func didReceiveMemoryWarning() {}

    /// The identifier state restoration would save the controller under; nil by default. OpenUIKit has no
    /// state restoration: it is stored and read back, and nothing else reads it.
    open var restorationIdentifier: String?

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// The controller's title. Setting it sets the title of its navigation item and of its tab bar item
    /// too (a system tab bar item keeps its own).
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    // MARK: Bar items

    /// What a navigation bar shows while the controller is in a navigation controller: made on first use,
    /// with the controller's title.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The item that stands for the controller in a tab bar controller's tab bar: made on first use, with
    /// the controller's title and no image. A new item replaces the old one in the tab bar at once.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parent as? UITabBarController)?.updateTabBarItems(animated: false)
        }
    }

    /// The items of a navigation controller's toolbar while this controller is on top (nil: none).
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the toolbar showing them changes at once, or fades the change when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.updateToolbarItems(animated: animated)
        }
    }

    /// Whether a navigation controller hides its bottom bar (the toolbar, and a tab bar controller's tab
    /// bar) while this controller is pushed on it (false).
    open var hidesBottomBarWhenPushed = false
    /// The nearest ancestor (parent, its parent, and so on) that is a tab bar controller; nil when the
    /// controller is in none.
    open var tabBarController: UITabBarController? {
        sequence(first: self) { $0.parent }.dropFirst().lazy.compactMap { $0 as? UITabBarController }.first
    }

    /// The nearest ancestor that is a navigation controller (nil: none).
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let controller = ancestor {
            if let navigation = controller as? UINavigationController { return navigation }
            ancestor = controller.parent
        }
        return nil
    }

    /// The edges of the root view that extend under a container's translucent bars (all): a navigation
    /// controller lays a child out from under its navigation bar only when `.top` is included.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the root view extends under opaque bars too (false: only under translucent ones).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// The nearest ancestor that is a split view controller (nil: none).
    open var splitViewController: UISplitViewController? {
        sequence(first: self) { $0.parent }.dropFirst().lazy.compactMap { $0 as? UISplitViewController }.first
    }

    /// Shows `vc` in the primary context: a navigation controller above this controller pushes it;
    /// without one a split view controller above shows it; without either it is presented modally,
    /// animated.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let split = splitViewController {
            split.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary context: a split view controller above this controller makes it its
    /// secondary (while collapsed, pushed on its primary); without one it is presented modally, animated.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The split view controller collapses: this controller, its primary, takes in `secondaryViewController`
    /// as it likes (a navigation controller pushes it). By default nothing: the secondary is dropped.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
    }

    /// The split view controller expands again: this controller, its primary, gives back the secondary it
    /// took in (a navigation controller pops it). By default nil: no secondary.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    private var navigationItemStorage: UINavigationItem?
    private var tabBarItemStorage: UITabBarItem?
    private var toolbarItemsStorage: [UIBarButtonItem]?

    // MARK: Editing

    /// Whether the controller's view is editing its content (false); setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing; `editButtonItem` follows ("Edit", or a bold "Done" while editing).
    /// Subclasses override it to edit their views, calling super (a table view controller edits its table).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        if let item = editButtonStorage {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing: its tap calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonStorage { return item }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
            action: UIViewController.toggleEditing)
        editButtonStorage = item
        return item
    }

    private var editingStorage = false
    private var editButtonStorage: UIBarButtonItem?

    private func toggleEditing() { setEditing(!isEditing, animated: true) }

    // MARK: Appearance

    /// Called before the view is added to a view hierarchy on screen (a window, a presentation, a
    /// container's transition). `animated` tells whether that change animates.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the window and laid out, before it shows: between `viewWillAppear`
    /// and `viewDidAppear`, once per appearance.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared (at the end of the transition that shows it).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether the controller is appearing because it is being presented (true from `present` until
    /// the presentation's transition ends).
    open var isBeingPresented: Bool { presentation.isBeingPresented }
    /// Whether the controller is disappearing because it is being dismissed.
    open var isBeingDismissed: Bool { presentation.isBeingDismissed }
    /// Whether the controller is appearing because it was added to a parent (from `addChild` until
    /// `didMove(toParent:)` or the end of its appearance).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is disappearing because it is leaving its parent (from
    /// `willMove(toParent: nil)` until `removeFromParent()`).
    open var isMovingFromParent: Bool { movingFromParent }

    /// Whether a container passes its appearance changes to its children automatically (true). A
    /// container that returns false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children itself; its children's views then send no
    /// callbacks when they enter or leave the window.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: calls
    /// `viewWillAppear` or `viewWillDisappear` when that changes its state (an appearing controller told to
    /// disappear gets `viewWillDisappear`, as in a cancelled transition), and passes the change to the
    /// children that show in its view when `shouldAutomaticallyForwardAppearanceMethods`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, forwardToChildren: true)
    }

    /// Ends the appearance change begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear` or
    /// `viewDidDisappear`, passed to the children likewise.
    open func endAppearanceTransition() {
        endAppearance(forwardToChildren: true)
    }

    // MARK: Safe area

    /// Insets added to the root view's safe area (the content the controller draws over its own view's
    /// edges: a custom bar); the root view's subviews and guides follow. Zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.updateSafeAreaInsets(recursive: true)
        }
    }

    /// What a container's bars cover of the root view (a navigation bar at the top, a toolbar at the
    /// bottom), set by the container as it lays the child out: the root view's safe area reaches at
    /// least this far in from each edge.
    final var containerBarInsets: UIEdgeInsets = .zero {
        didSet { if containerBarInsets != oldValue { viewIfLoaded?.updateSafeAreaInsets(recursive: true) } }
    }

    /// Called when the root view's safe area insets changed; the default does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed (its `layoutMargins`,
    /// `directionalLayoutMargins`, `preservesSuperviewLayoutMargins` or `insetsLayoutMarginsFromSafeArea`
    /// was set to another value), after the view's `layoutMarginsDidChange()`; the default does nothing.
    ///
    /// Source: Apple, `UIViewController.viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}

    /// Whether the controller's main scroll view (its root view, or the root view's first subview)
    /// is inset by the safe area at top and bottom, iOS 7's content under the status bar (true). With
    /// `contentInsetAdjustmentBehavior` `.automatic`, the scroll view follows it.
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { if automaticallyAdjustsScrollViewInsets != oldValue { mainScrollView?.updateAdjustedContentInset() } }
    }

    // MARK: Layout guides and constraints

    /// The top layout guide (iOS 7): a guide along the top of the root view, as tall as the status bar's
    /// overlap (20 points under a shown status bar, 0 once it is hidden), so that
    /// `bar.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor)` places content just below the
    /// status bar. Reading it loads the view. Source: Apple, topLayoutGuide (deprecated
    /// since iOS 11 for `view.safeAreaLayoutGuide`, which it follows).
    open var topLayoutGuide: UILayoutSupport { layoutSupport().top }

    /// The bottom layout guide: a guide along the bottom of the root view, as tall as what covers the
    /// bottom (0 until toolbars and tab bars exist). Reading it loads the view.
    open var bottomLayoutGuide: UILayoutSupport { layoutSupport().bottom }

    /// The guides, kept by the root view (a new root view gets its own).
    private func layoutSupport() -> (top: ViewControllerLayoutGuide, bottom: ViewControllerLayoutGuide) {
        let state = view.autoLayoutState
        if state.layoutSupportGuides.isEmpty {
            state.layoutSupportGuides = [
                ViewControllerLayoutGuide(kind: .topLayoutSupport, owner: view, identifier: "UIViewControllerTopLayoutGuide"),
                ViewControllerLayoutGuide(kind: .bottomLayoutSupport, owner: view, identifier: "UIViewControllerBottomLayoutGuide"),
            ]
        }
        return (state.layoutSupportGuides[0], state.layoutSupportGuides[1])
    }

    /// Called in the update-constraints pass when the root view is marked
    /// (`view.setNeedsUpdateConstraints()`), in place of the view's `updateConstraints()`: make or change
    /// the controller's constraints here, then call `super`, which calls the view's `updateConstraints()`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    // MARK: Containment

    /// The containing view controller.
    open private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []

    /// Adds a child: it leaves its old parent, `willMove(toParent: self)` is called for it, and it is
    /// appended to `children`. Add its view to yours, then call its `didMove(toParent:)`, as UIKit asks.
    /// Adding a controller to itself or to one of its own descendants fails.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        var ancestor: UIViewController? = self
        while let controller = ancestor {
            if controller === childController {
                preconditionFailure(
                    "UIViewController.addChild(_:): \(childController) cannot be a child of itself or of its own descendant")
            }
            ancestor = controller.parent
        }
        childController.removeFromParent()
        childController.movingToParent = true
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; call
    /// `willMove(toParent: nil)` and remove its view first, as UIKit asks.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        movingToParent = false
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// Called before the controller is added to a container (`parent` non-nil) or removed from one
    /// (nil). Overrides must call `super`: leaving a parent starts `isMovingFromParent`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { movingFromParent = true }
    }

    /// Called after the controller was added to a container or removed from one. Overrides must call
    /// `super`: it ends `isMovingToParent`.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    /// Replaces one child's view with another's, both children of this controller: `toViewController`'s
    /// view is added to the superview of `fromViewController`'s, `animations` run in an animation of
    /// `duration` (or the transition `options` name runs), then `fromViewController`'s view is removed.
    /// The two get the appearance callbacks (disappearing, appearing) when this controller forwards them.
    /// Adding and removing the children (`addChild`, `willMove`, `didMove`, `removeFromParent`) stays the
    /// caller's work, as in UIKit. Children of another parent fail.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            preconditionFailure(
                "UIViewController.transition(from:to:duration:options:animations:completion:): children view controllers "
                    + "\(fromViewController) and \(toViewController) must have a common parent view controller (\(self))")
        }
        performChildTransition(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    // MARK: Presentation

    /// How the controller covers the screen when presented: full screen by default, as on iOS 7.
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The animation of its presentation and dismissal when its transitioning delegate gives none:
    /// cover vertical by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Gives the animator, interaction controller and (for `.custom`) presentation controller of the
    /// controller's presentation and dismissal.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether this controller's view is the context that `.currentContext` and `.overCurrentContext`
    /// presentations from it or its descendants cover (false by default: the root controller's is).
    open var definesPresentationContext = false
    /// Whether a controller that defines the presentation context also gives the transition style of
    /// presentations in that context (its own `modalTransitionStyle` replaces the presented one's).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presentation is modal: a tap on a partial curl does not dismiss it, nor one outside a
    /// popover.
    open var isModalInPresentation = false

    /// The size the controller's view would like, chiefly in a popover (zero: none). While the controller
    /// shows in a popover, a change resizes the popover.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            popoverHost?.contentViewControllerPreferredSizeDidChange(self)
            if presentation.presenting != nil {
                (presentation.controller as? UIPopoverPresentationController)?.presentedPreferredSizeDidChange()
            }
        }
    }

    /// The size of the view in a popover: `preferredContentSize`, or 320 × 1100 while that is zero. iOS 7
    /// renamed it `preferredContentSize`; setting one sets the other.
    @available(*, deprecated, renamed: "preferredContentSize")
    open var contentSizeForViewInPopover: CGSize {
        get { preferredContentSize == .zero ? UIPopoverController.defaultContentSize : preferredContentSize }
        set { preferredContentSize = newValue }
    }

    /// Whether a popover showing the controller ignores every touch outside it, not even closing (false).
    /// iOS 13 renamed it `isModalInPresentation`; they are one setting.
    @available(*, deprecated, renamed: "isModalInPresentation")
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }

    /// The popover showing this controller as its content, while it does.
    weak var popoverHost: UIPopoverController?

    /// The controller this one presented (or, for a child, that its container presented).
    open var presentedViewController: UIViewController? { presentation.presented ?? parent?.presentedViewController }
    /// The controller that presented this one (or, for a child, its container).
    open var presentingViewController: UIViewController? { presentation.presenting ?? parent?.presentingViewController }
    /// The presentation controller that manages (or will manage) this controller's presentation: made
    /// on first use for its `modalPresentationStyle`, so that its delegate can be set before presenting.
    open var presentationController: UIPresentationController? { presentationControllerForStyle() }
    /// The popover presentation controller of a controller whose `modalPresentationStyle` is `.popover`
    /// (nil for any other style): set its source before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationControllerForStyle() as? UIPopoverPresentationController : nil
    }
    /// The coordinator of the presentation or dismissal under way of this controller, of its
    /// presented or presenting controller, or of a container's; nil when none runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { activeTransitionCoordinator }

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle` and with its transition
    /// (its transitioning delegate's, else its `modalTransitionStyle`); `completion` runs when the
    /// presentation's transition has ended. From a child, the presentation happens from the presentation
    /// context (`.currentContext`) or the root controller.
    ///
    /// Bad input, as UIKit: presenting a controller that is already presented, that has a parent, or
    /// this controller itself fails. Presenting from a controller that already presents another, whose
    /// view is not in a window, or while another presentation or dismissal of it is under way logs
    /// UIKit's warning and changes nothing.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// The presentation controller this controller shows in when presented in an environment of
    /// `traits`: `controller` (made for its style), or what it adapts to. (An alert controller's action
    /// sheet slides up from the bottom of a phone rather than covering it.)
    func presentationController(
        adapting controller: UIPresentationController, to traits: UITraitCollection, presenter: UIViewController
    ) -> UIPresentationController {
        adaptedForCompactWidth(controller, to: traits, presenter: presenter)
    }

    /// A touch outside the popover this controller shows in is dismissing it, its delegate allowing; then
    /// the dismissal has ended. (An alert controller's action sheet cancels.)
    func willDismissByTouchOutside() {}
    func didDismissByTouchOutside() {}

    /// Dismisses the controller this one presented, or, when it presented none, this controller itself
    /// (the request goes to its presenting controller). Dismissing a controller lower in a stack of
    /// presentations dismisses all those above it: the top one animates away, the others go at once.
    /// `completion` runs when the dismissal has ended. With nothing presented, UIKit's warning is logged
    /// and nothing changes.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// The iOS 2 spelling of `present(_:animated:completion:)`.
    @available(*, deprecated, renamed: "present(_:animated:completion:)")
    open func presentModalViewController(_ modalViewController: UIViewController, animated: Bool) {
        present(modalViewController, animated: animated, completion: nil)
    }

    /// The iOS 2 spelling of `dismiss(animated:completion:)`.
    @available(*, deprecated, renamed: "dismiss(animated:completion:)")
    open func dismissModalViewController(animated: Bool) {
        dismiss(animated: animated, completion: nil)
    }

    /// The iOS 2 name of `presentedViewController`.
    @available(*, deprecated, renamed: "presentedViewController")
    open var modalViewController: UIViewController? { presentedViewController }

    // MARK: Responder chain and size changes

    /// The next responder: the presenting controller for a presented controller, else the superview
    /// of the root view, else the parent, else the view's window.
    open override var next: UIResponder? {
        presentation.presenting ?? storedView?.superview ?? parent ?? storedView?.window
    }

    /// Called before the view's size changes (rotation, window resize); the coordinator runs the
    /// alongside and completion blocks of the change. By default passed on to the children and to the
    /// presented controller; in a rotation it also sends the iOS 7 rotation callbacks
    /// (`willRotate(to:duration:)` now, `willAnimateRotation(to:duration:)` once the new size is in
    /// place, `didRotate(from:)` at the end), so an override that does not call super does not get them,
    /// as on iOS.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        sendRotationCallbacks(with: coordinator)
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentation.presented {
            presented.presentation.controller?.viewWillTransition(to: size, with: coordinator)
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Called before the traits change (a rotation that changes a size class), before
    /// `viewWillTransition(to:with:)`; by default passed on to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Rotation

    /// The interface orientations the controller supports: all four on a pad, all but upside down on a
    /// phone. The interface turns with the device only to an orientation the full-screen controller on
    /// top and the application both support.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .defaultForIdiom }

    /// Whether the interface may turn with the device while this controller is on top (true).
    open var shouldAutorotate: Bool { true }

    /// The orientation a full-screen presentation of this controller prefers: the interface's current
    /// one when supported, else the first it supports.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let current = UIApplication.shared.statusBarState.orientation
        let supported = supportedInterfaceOrientations
        return supported.contains(current) ? current : supported.first
    }

    /// The interface's current orientation (iOS 2; use the window scene's since iOS 8).
    @available(*, deprecated, message: "Use the size and traits passed to viewWillTransition(to:with:)")
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarState.orientation }

    /// Turns the interface to the device's orientation when the controllers now allow it (after
    /// `supportedInterfaceOrientations` or `shouldAutorotate` changed their answer).
    open class func attemptRotationToDeviceOrientation() {
        ApplicationHost.current?.updateInterfaceOrientation()
    }

    /// iOS 7: the interface is about to turn to `toInterfaceOrientation` (before the new size).
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// iOS 7: called inside the rotation's animation, with the view at its new size: changes made here
    /// animate along with the rotation.
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// iOS 7: the interface has turned from `fromInterfaceOrientation`.
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: Status bar

    /// The status bar style the controller wants while it decides the status bar's appearance (the
    /// root controller, or a full-screen presented one, unless `childForStatusBarStyle` names another):
    /// `.default`, dark content.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of `prefersStatusBarHidden` animates (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose style preference to use instead of this controller's (nil: this controller's).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose hidden preference to use instead of this controller's (nil: this controller's).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a presented controller that does not cover the screen decides the status bar's appearance
    /// (false: a sheet leaves it to the controller beneath).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells UIKit the controller's status bar preferences changed: the status bar takes them now.
    open func setNeedsStatusBarAppearanceUpdate() {
        ApplicationHost.current?.statusBarDidChange()
    }

    // MARK: Traits

    /// The controller's traits: its parent's (with the overrides the parent set for it), a presented
    /// controller's presenter's, a root controller's window's, with its own appearance override.
    open var traitCollection: UITraitCollection { inheritedTraits }
    /// Called after the traits changed, before the root view hears it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The appearance of this controller, its views and its children, over what they inherit
    /// (`.unspecified`: inherit).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.traitsMayHaveChanged() } }
    }
    /// Sets traits that override, for `childViewController`, those it inherits from this controller
    /// (nil removes them). A controller that is not a child is ignored.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else { return }
        childTraitOverrides.removeAll { $0.child === childViewController }
        if let collection { childTraitOverrides.append((childViewController, collection)) }
        childViewController.viewIfLoaded?.traitsMayHaveChanged()
    }
    /// The traits set with `setOverrideTraitCollection(_:forChild:)` for `childViewController`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides.first { $0.child === childViewController }?.traits
    }
    /// The overrides set for children.
    final var childTraitOverrides: [(child: UIViewController, traits: UITraitCollection)] = []
    /// The traits this controller overrides for itself, its views and its children (iOS 17);
    /// `overrideUserInterfaceStyle` applies over them.
    public var traitOverrides: UITraitOverrides {
        get { traitOverrideValues }
        set { if traitOverrideValues.replace(with: newValue) { viewIfLoaded?.traitsMayHaveChanged() } }
    }
    final var traitOverrideValues = TraitValues()
    /// The traits last reported.
    final var knownTraits: UITraitCollection?
    /// The window this controller was made the root view controller of (it takes the window's traits).
    final weak var rootOfWindow: UIWindow?
    /// The controller's `registerForTraitChanges` registrations.
    final var traitChangeRegistrations: [TraitChangeRegistration] = []
}
