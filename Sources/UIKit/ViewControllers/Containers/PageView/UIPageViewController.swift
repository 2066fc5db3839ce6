import Foundation

/// A container view controller that shows pages of content, each managed by a child view controller,
/// and turns them by gesture or by code: with a page curl, as in a book (one page at a time bound at an
/// edge, or two side by side about a middle spine), or by scrolling, as a paging scroll view does.
///
/// The pages showing are `viewControllers`, set with `setViewControllers(_:direction:animated:completion:)`;
/// the pages around them come from the `dataSource` when the user turns a page. The pages are children
/// of the page view controller and get their appearance callbacks, balanced whether a turn completes or
/// falls back.
///
/// Page curl: a drag that starts on the part of the page away from the spine turns forward, one near
/// the spine (or on the left page of a two-page spread) turns back; the page follows the finger, and
/// completes the turn when released past half way or flicked, else falls back. A tap near the edge away
/// from the spine turns forward, near the other edge back. These two recognizers are
/// `gestureRecognizers`. Scroll: the pages slide by dragging, each flick or release past half way
/// turning one page; the ends bounce.
///
/// Source: Apple, UIPageViewController.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// Makes a page view controller of `style` along `navigationOrientation`. The options are
    /// `.spineLocation` (page curl; `.min` by default) and `.interPageSpacing` (scroll; 0 by default).
    /// The spine of the scroll style is always `.none`; a `.none` spine asked of the page-curl style is
    /// `.min`. A `.mid` spine makes the controller double-sided.
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        transitionStyleStorage = style
        navigationOrientationStorage = navigationOrientation
        if style == .scroll {
            spineLocationStorage = .none
        } else {
            let asked = UIPageViewController.spineLocation(in: options?[.spineLocation]) ?? .min
            spineLocationStorage = asked == .none ? .min : asked
        }
        isDoubleSidedStorage = spineLocationStorage == .mid
        interPageSpacing = style == .scroll ? UIPageViewController.spacing(in: options?[.interPageSpacing]) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Configuration

    /// The object that tells the controller about turns made by gesture and chooses the spine on rotation.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The object that gives the pages before and after those showing, for turns made by gesture. Without
    /// one, only `setViewControllers(_:direction:animated:completion:)` changes pages.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if dataSource !== oldValue { pageIndicatorNeedsUpdate() } }
    }

    /// How pages change: a page curl or scrolling.
    open var transitionStyle: UIPageViewController.TransitionStyle { transitionStyleStorage }

    /// The axis along which pages follow one another.
    open var navigationOrientation: UIPageViewController.NavigationOrientation { navigationOrientationStorage }

    /// Where the pages are bound: `.none` for the scroll style; for the page curl, the spine given at
    /// init (`.min` by default), then the one the delegate returns for each rotation.
    open var spineLocation: UIPageViewController.SpineLocation { spineLocationStorage }

    /// Whether pages have content on their backs (false by default; true with a `.mid` spine, where it
    /// must stay true). A double-sided page-curl controller shows the back page of a turning page, which
    /// is one of `viewControllers` (`.min` and `.max` spines take two: the front shown and the back of
    /// the page turned before it). Setting it false with a `.mid` spine fails, as UIKit raises (except in
    /// the delegate's `pageViewController(_:spineLocationFor:)`, which may be leaving the `.mid` spine).
    open var isDoubleSided: Bool {
        get { isDoubleSidedStorage }
        set {
            guard newValue != isDoubleSidedStorage else { return }
            precondition(
                newValue || spineLocationStorage != .mid || isAskingForSpine,
                "UIPageViewController.isDoubleSided: a page view controller with a .mid spine must be double-sided")
            isDoubleSidedStorage = newValue
        }
    }

    /// The page-curl style's gesture recognizers: a pan that turns a page as the finger moves and a tap
    /// that turns one near an edge. They start on the controller's view; an app may add them to another
    /// view to take page turns from there (they keep working in the controller's coordinates). Empty for
    /// the scroll style, whose scroll view takes the drags.
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard transitionStyle == .pageCurl, let curl = installedPageStyle as? PageCurler else { return [] }
        return [curl.panRecognizer, curl.tapRecognizer]
    }

    // MARK: Pages

    /// The pages showing (for a double-sided page curl with a `.min` or `.max` spine, the page showing
    /// and the back of the page before it); empty until the first
    /// `setViewControllers(_:direction:animated:completion:)`. While a turn runs, those it started from.
    open var viewControllers: [UIViewController]? { pages }

    /// Shows `viewControllers`, turning to them in `direction`, with the style's animation when
    /// `animated` (and the controller's view is in a window). The count must fit the style: one for
    /// scroll and for a page curl with a `.min` or `.max` spine, two for a `.mid` spine and for a
    /// double-sided page curl (the page shown and the back of the page before it); nil, an empty array,
    /// a wrong count or a controller given twice fail, naming the call, as UIKit raises.
    ///
    /// The pages leaving and arriving get their appearance callbacks; the delegate hears nothing (it hears
    /// turns made by gesture). `completion` runs exactly once: with true when the turn ran to its end
    /// (at once when not animated), with false when another call or a rotation cut it short. Calling
    /// this during a turn by gesture ends that turn first, as fallen back.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let given = viewControllers ?? []
        checkCount(of: given, call: "setViewControllers(_:direction:animated:completion:)")
        let style = installedPageStyle
        style.endTurnNow()
        let animates = animated && !isAskingForSpine && viewIfLoaded?.window != nil && UIView.areAnimationsEnabled
        style.show(given, direction: direction, animated: animates, completion: completion)
        updatePageIndicatorFromDataSource()
    }

    // MARK: Rotation

    /// Before a rotation, the page-curl style asks its delegate for the spine of the new orientation
    /// (`pageViewController(_:spineLocationFor:)`), which becomes `spineLocation`; then the size change
    /// goes on as for any view controller.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        askDelegateForSpine(with: coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// The delegate's `pageViewControllerSupportedInterfaceOrientations(_:)` when it implements it, else
    /// those of any view controller.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate,
            let mask = askOptional(.supportedInterfaceOrientations, { delegate.pageViewControllerSupportedInterfaceOrientations(self) })
        {
            return mask
        }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's `pageViewControllerPreferredInterfaceOrientationForPresentation(_:)` when it
    /// implements it, else that of any view controller.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if let delegate,
            let orientation = askOptional(
                .preferredInterfaceOrientation, { delegate.pageViewControllerPreferredInterfaceOrientationForPresentation(self) })
        {
            return orientation
        }
        return super.preferredInterfaceOrientationForPresentation
    }

    // MARK: State

    private let transitionStyleStorage: UIPageViewController.TransitionStyle
    private let navigationOrientationStorage: UIPageViewController.NavigationOrientation
    final var spineLocationStorage: UIPageViewController.SpineLocation
    private var isDoubleSidedStorage: Bool
    /// The scroll style's space between pages, in points.
    final let interPageSpacing: CGFloat
    /// The pages showing (`viewControllers`).
    final var pages: [UIViewController] = []
    /// The optional data-source and delegate methods whose defaults answered the last question.
    final var defaultAnswers: PageViewOptionalMethods = []
    /// True while the delegate chooses the spine for a rotation: `setViewControllers` then takes any
    /// count a spine allows and does not animate.
    final var isAskingForSpine = false
    /// What turns the pages, made with the view.
    final var pageStyle: PageStyle?
    /// The scroll style's page indicator, while the data source gives one.
    final var pageIndicator: PageIndicator?
}
