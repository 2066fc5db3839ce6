import Foundation

/// The pages: the options read at init, the count each spine takes, the style that shows and turns
/// them, and where each page sits.
extension UIPageViewController {
    /// The spine an options value names (a SpineLocation, or its raw value).
    static func spineLocation(in value: Any?) -> UIPageViewController.SpineLocation? {
        switch value {
        case let spine as UIPageViewController.SpineLocation: return spine
        case let raw as Int: return UIPageViewController.SpineLocation(rawValue: raw)
        case let number as NSNumber: return UIPageViewController.SpineLocation(rawValue: number.intValue)
        default: return nil
        }
    }

    /// The spacing an options value names, in points: 0 for anything else, negative or not finite.
    static func spacing(in value: Any?) -> CGFloat {
        let spacing: CGFloat
        switch value {
        case let points as CGFloat: spacing = points
        case let points as Double: spacing = CGFloat(points)
        case let points as Int: spacing = CGFloat(points)
        case let number as NSNumber: spacing = CGFloat(number.doubleValue)
        default: spacing = 0
        }
        return spacing.isFinite && spacing > 0 ? spacing : 0
    }

    /// How many view controllers the style and spine take: two for a `.mid` spine and for a
    /// double-sided page curl, one otherwise.
    var requiredPageCount: Int {
        transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
    }

    /// Fails, naming `call`, when `given` does not fit: the wrong count (any count from one to two while
    /// the delegate chooses a spine, which may change the count needed) or a controller given twice.
    func checkCount(of given: [UIViewController], call: String) {
        let required = requiredPageCount
        let fits = isAskingForSpine && transitionStyle == .pageCurl ? (1...2).contains(given.count) : given.count == required
        precondition(
            fits,
            "UIPageViewController.\(call): the number of view controllers provided (\(given.count)) doesn't match "
                + "the number required (\(required)) for the requested spine location (\(spineLocation))")
        precondition(
            given.count < 2 || given[0] !== given[1],
            "UIPageViewController.\(call): \(given[0]) is given twice; a page shows in one place")
    }

    /// The pages of `pages` that show at rest: both of a `.mid` spine's spread; otherwise the first (the
    /// second of a double-sided `.min` or `.max` spine is the back of the page turned before it).
    func visiblePages(of pages: [UIViewController]) -> [UIViewController] {
        transitionStyle == .pageCurl && spineLocation == .mid ? pages : Array(pages.prefix(1))
    }

    /// The style that shows and turns the pages, made on first use with its view (loading the
    /// controller's view).
    var installedPageStyle: PageStyle {
        if let pageStyle { return pageStyle }
        let content = PageContentView(frame: view.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, at: 0)
        let style: PageStyle = transitionStyle == .scroll ? PageScroller(owner: self, in: content) : PageCurler(owner: self, in: content)
        content.style = style
        pageStyle = style
        return style
    }

    /// Where the pages lie at rest in the content view: one frame filling `bounds` (less the page
    /// indicator's band), or, for a `.mid` spine, two halves either side of the spine.
    func pageFrames(in bounds: CGRect) -> [CGRect] {
        guard transitionStyle == .pageCurl, spineLocation == .mid else { return [bounds] }
        if navigationOrientation == .horizontal {
            let half = (bounds.width / 2).rounded(.down)
            return [
                CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height),
                CGRect(x: bounds.minX + half, y: bounds.minY, width: bounds.width - half, height: bounds.height),
            ]
        }
        let half = (bounds.height / 2).rounded(.down)
        return [
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: half),
            CGRect(x: bounds.minX, y: bounds.minY + half, width: bounds.width, height: bounds.height - half),
        ]
    }

    /// Whether `candidate`, which the data source gave, can be a new page: a controller not already
    /// among `showing` (UIKit would show one controller in two places; here that ends the book).
    static func isNewPage(_ candidate: UIViewController?, beside showing: [UIViewController]) -> UIViewController? {
        guard let candidate, !showing.contains(where: { $0 === candidate }) else { return nil }
        return candidate
    }
}

/// What shows and turns the pages of one transition style, in the controller's content view.
@MainActor
protocol PageStyle: AnyObject {
    /// The view the pages show in, filling the controller's view.
    var content: PageContentView { get }
    /// Shows `pages` (checked already), turning to them in `direction` with the style's animation when
    /// `animated`; `completion` runs once when the pages are in place.
    func show(
        _ pages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?)
    /// Ends any turn under way at once: one by gesture falls back, one by code jumps to its end.
    func endTurnNow()
    /// Places the pages for the content view's bounds.
    func layout()
}

/// The page view controller's content: the style's views, laid out by the style.
@MainActor
final class PageContentView: UIView {
    weak var style: PageStyle?

    override func layoutSubviews() {
        super.layoutSubviews()
        style?.layout()
    }
}

/// One change of the pages showing, from its start to its end: the containment calls of the pages
/// arriving and leaving, and the appearance callbacks of those that show.
///
/// At the start, the pages arriving become children (`willMove(toParent:)`), and, when the controller is
/// on screen and forwards appearance, those leaving get `viewWillDisappear` and those arriving
/// `viewWillAppear`. At the end of a completed change the leaving pages get `willMove(toParent: nil)`, lose
/// their views and leave (`didMove(toParent: nil)`), after `viewDidAppear` and `viewDidDisappear`; the
/// arriving ones get `didMove(toParent:)`. A change that falls back reverses the appearance (the arriving
/// pages get `viewWillDisappear` and `viewDidDisappear`, the leaving ones `viewWillAppear` and
/// `viewDidAppear`) and the arriving pages leave again, so every cycle is balanced.
@MainActor
final class PageChange {
    let old: [UIViewController]
    let new: [UIViewController]
    private unowned let owner: UIPageViewController
    private let leaving: [UIViewController]
    private let arriving: [UIViewController]
    private let animated: Bool
    /// Set while the change sends the appearance callbacks itself.
    private var hold: AppearanceHold?

    init(_ owner: UIPageViewController, from old: [UIViewController], to new: [UIViewController], animated: Bool) {
        self.owner = owner
        self.old = old
        self.new = new
        self.animated = animated
        let visibleOld = owner.visiblePages(of: old), visibleNew = owner.visiblePages(of: new)
        leaving = visibleOld.filter { page in !visibleNew.contains { $0 === page } }
        arriving = visibleNew.filter { page in !visibleOld.contains { $0 === page } }
        for page in new where !old.contains(where: { $0 === page }) { owner.addChild(page) }
        guard owner.shouldAutomaticallyForwardAppearanceMethods, owner.appearanceState == .appeared else { return }
        hold = AppearanceHold(leaving + arriving)
        for page in leaving { page.beginAppearanceTransition(false, animated: animated) }
        for page in arriving { page.beginAppearanceTransition(true, animated: animated) }
    }

    /// The pages that leave the controller when the change ends `completed` or not.
    func departing(completed: Bool) -> [UIViewController] {
        let (stay, go) = completed ? (new, old) : (old, new)
        return go.filter { page in !stay.contains { $0 === page } }
    }

    /// Ends the change: `completed`, the new pages stay; otherwise the old ones do. The caller has put
    /// the staying pages' views in place; the departing pages' views are removed here.
    func finish(completed: Bool) {
        let departing = departing(completed: completed)
        for page in departing {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
        }
        if let hold {
            hold.release()
            self.hold = nil
            if !completed {
                for page in arriving { page.beginAppearanceTransition(false, animated: animated) }
                for page in leaving { page.beginAppearanceTransition(true, animated: animated) }
            }
            for page in arriving { page.endAppearanceTransition() }
            for page in leaving { page.endAppearanceTransition() }
        }
        for page in departing { page.removeFromParent() }
        if completed {
            for page in new where !old.contains(where: { $0 === page }) { page.didMove(toParent: owner) }
        }
    }
}
