import Foundation

/// A container that shows two child view controllers side by side on a pad: the primary (the master, a
/// list) in a column on the left, 320 points wide, and the secondary (the detail) in the rest, past a
/// 1-point divider.
///
/// - Display modes: while `preferredDisplayMode` is `.automatic`, both show in landscape, and in
///   portrait the primary hides (unless the delegate's `splitViewController(_:shouldHide:in:)` keeps
///   it): the delegate gets `displayModeButtonItem` in `splitViewController(_:willHide:with:for:)`, to put
///   in a bar; tapping it, or swiping in from the left edge (`presentsWithGesture`), shows the primary in
///   a popover over the secondary, and a touch outside hides it again. `willShow(_:invalidating:)` takes
///   the item back when the primary returns to its column.
/// - Collapsing: on a compact width (a phone) the split view shows one stack: the secondary is folded
///   into the primary (a navigation controller pushes it, or the controllers of a navigation controller
///   given as the secondary), unless the delegate does it; back on a regular width they separate again.
/// - `show(_:sender:)` and `showDetailViewController(_:sender:)` from the children reach the split view
///   controller: a detail replaces the secondary (pushed on the primary while collapsed).
///
/// Bad input, as UIKit: `viewControllers` takes one or two controllers (the secondary may come later
/// with `showDetailViewController(_:sender:)`); none, three or more, or one controller twice, fail with a
/// message naming the call.
///
/// Source: Apple, UISplitViewController.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The value that leaves a column width to the split view controller.
    public static let automaticDimension: CGFloat = UITableView.automaticDimension

    /// Asked and told about hiding the primary, display modes, showing controllers, collapsing and
    /// separating (held weakly).
    open weak var delegate: (any UISplitViewControllerDelegate)? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The children: the primary, then the secondary; only the primary while collapsed. Setting it
    /// replaces them (one or two controllers).
    open var viewControllers: [UIViewController] {
        get { [primary, collapsed ? nil : secondary].compactMap { $0 } }
        set { replacePanes(with: newValue, call: "viewControllers") }
    }

    /// Whether a swipe in from the left edge shows the hidden primary (true).
    open var presentsWithGesture = true {
        didSet { updateEdgeSwipe() }
    }

    /// The display mode the split view controller uses when it can (`.automatic`: its own choice, by
    /// orientation).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue { preferredDisplayModeDidChange() } }
    }

    /// How the primary shows now: beside the secondary, hidden, or over it; `.automatic` while the
    /// split view controller is collapsed or not laid out.
    open var displayMode: DisplayMode {
        guard !collapsed, let shownMode else { return .automatic }
        return primaryPopover?.isPopoverVisible == true ? .oneOverSecondary : shownMode
    }

    /// A bar button item that shows and hides the primary, for the secondary's navigation bar: the
    /// item `splitViewController(_:willHide:with:for:)` hands over. Titled with the primary's title
    /// while the primary hides (unless you title it); it does nothing while the primary is in its
    /// column.
    open var displayModeButtonItem: UIBarButtonItem { modeButton }

    /// The primary column's width as a fraction of the split view's (`automaticDimension`: 320
    /// points), kept between the minimum and maximum widths.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets (`automaticDimension`: no limit).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets (`automaticDimension`: 320 points).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width, for the split view's current width.
    open var primaryColumnWidth: CGFloat { primaryColumnWidth(within: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width) }

    /// Whether the split view shows one stack (on a compact width) rather than two columns.
    open var isCollapsed: Bool { collapsed }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Storyboards do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The primary's popover goes with the split view controller.
    isolated deinit {
        primaryPopover?.dismiss(animated: false)
    }

    /// Makes the controller's view, whose background shows as the divider between the columns.
    open override func loadView() {
        let root = SplitViewControllerView(frame: UIScreen.main.bounds)
        root.backgroundColor = UISplitViewController.dividerColor
        root.addGestureRecognizer(primaryEdgeSwipe)
        view = root
    }

    /// With `preferredDisplayMode` `.oneOverSecondary`, the primary shows over the secondary once the
    /// split view is on screen; subclasses must call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if preferredDisplayMode == .oneOverSecondary { showPrimaryPopover(animated: false) }
    }

    /// Before a change of size (a rotation), the display mode for the new size is decided (the delegate
    /// hears of a primary that hides or shows) and the primary's popover goes; subclasses must call
    /// `super`.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        dismissPrimaryPopover(animated: false)
        if isViewLoaded, !collapsed { applyDisplayMode(for: size) }
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// A change of horizontal size class collapses or separates the split view; subclasses must call
    /// `super`.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapse()
    }

    /// Shows `vc` as the primary (or, while collapsed, through the primary: pushed on a navigation
    /// controller), unless the delegate's `splitViewController(_:show:sender:)` shows it.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if collapsed, let primary {
            primary.show(vc, sender: sender)
        } else {
            replacePanes(with: [vc] + [secondary].compactMap { $0 }, call: "show(_:sender:)")
        }
    }

    /// Shows `vc` as the secondary (or, while collapsed, through the primary: pushed on a navigation
    /// controller), unless the delegate's `splitViewController(_:showDetail:sender:)` shows it. While the
    /// primary shows over the secondary on its own accord, it hides.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsed, let primary {
            primary.show(vc, sender: sender)
        } else {
            if preferredDisplayMode == .automatic { dismissPrimaryPopover(animated: true) }
            replacePanes(with: [primary, vc].compactMap { $0 }, call: "showDetailViewController(_:sender:)")
        }
    }

    /// The delegate's answer, else the orientations both children support.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? childrenSupportedInterfaceOrientations
    }

    // MARK: State (internals in the extension files)

    /// The primary child.
    var primary: UIViewController?
    /// The secondary child, while there is one and the split view is not collapsed.
    var secondary: UIViewController?
    /// Whether the split view shows one stack.
    var collapsed = false
    /// The display mode last applied (nil until the first layout, and after separating).
    var shownMode: DisplayMode?
    /// The title the split view gave `displayModeButtonItem` (a title you set is kept).
    var givenButtonTitle: String?
    /// The popover showing the hidden primary, made on first use.
    var primaryPopover: UIPopoverController?
    /// Hears of the user's dismissal of the primary's popover.
    lazy var primaryPopoverWatcher = PrimaryPopoverWatcher(splitViewController: self)
    /// The item that shows and hides the primary.
    private(set) lazy var modeButton = UIBarButtonItem(
        title: nil, style: .plain, target: self, action: UISplitViewController.modeButtonTapped)
    /// The swipe from the left edge that shows the hidden primary.
    private(set) lazy var primaryEdgeSwipe: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: UISplitViewController.edgeSwiped)
        recognizer.edges = .left
        return recognizer
    }()
}

/// A split view controller's root view: each layout pass places the columns, whatever the controller's
/// subclass does in its layout callbacks.
final class SplitViewControllerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (owningViewController as? UISplitViewController)?.layoutPanes()
    }
}
