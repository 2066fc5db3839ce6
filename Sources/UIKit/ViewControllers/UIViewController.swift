/// Manages a view hierarchy: loads its view on demand, hears when it appears and disappears and when
/// its size changes, and contains child view controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    private var appearance: AppearanceState = .disappeared

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

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

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open var title: String?

    // MARK: Appearance

    /// Called before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    func viewWillMove(toWindow window: UIWindow?) {
        if window != nil, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(false)
        } else if window == nil, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    func viewDidMove(toWindow window: UIWindow?) {
        if window != nil, appearance == .appearing {
            appearance = .appeared
            viewDidAppear(false)
        } else if window == nil, appearance == .disappearing {
            appearance = .disappeared
            viewDidDisappear(false)
        }
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

    /// Adds a child: `willMove(toParent: self)` is called for it; call `didMove(toParent:)` yourself
    /// after adding its view, as UIKit asks.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Removes the controller from its parent; call `willMove(toParent: nil)` first, as UIKit asks
    /// (`didMove(toParent: nil)` is called here).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain and size changes

    /// The next responder: the superview of the root view, else the parent, else the view's window.
    open override var next: UIResponder? {
        storedView?.superview ?? parent ?? storedView?.window
    }

    /// Called before the view's size changes (rotation, window resize); the coordinator runs the
    /// alongside and completion blocks of the change.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called before the traits change (a rotation that changes a size class), before
    /// `viewWillTransition(to:with:)`; by default passed on to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The controller's traits: its view's window's screen's.
    open var traitCollection: UITraitCollection { (viewIfLoaded?.window?.screen ?? UIScreen.main).traitCollection }
    /// Called after the traits changed, before the root view hears it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// Runs blocks alongside a size transition and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The state of a transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
    var isCancelled: Bool { get }
}

/// A transition without animation (until the animation engine): alongside blocks run when the size
/// is applied, completion blocks right after.
@MainActor
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var isAnimated: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var isCancelled: Bool { false }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongside() { for block in alongside { block(self) } }
    func complete() { for block in completions { block(self) } }
}
