import QuartzCore

/// The page-curl style: the pages showing at rest in their frames, and the turns (``PageCurlTurn``)
/// made by the pan and tap recognizers and by `setViewControllers` animated.
///
/// A gesture starts a turn only when the data source gives the pages it needs (one for a `.min` or `.max`
/// spine, two for a `.mid` spine or a double-sided book: a back and the page after it); otherwise it does
/// not begin and the pages stay. The direction comes from where the finger went down: on the half of
/// the view away from the spine's side (right or bottom for `.min` and `.mid`, left or top for `.max`) a
/// turn goes forward, on the other half back; a tap turns only within a fifth of the view's extent from
/// either edge. A dragged page follows the finger; released past half its travel (a quarter of the
/// turn's progress) or flicked towards the end at more than 300 points a second, it completes the
/// turn, else it falls back, with the delegate told either way.
@MainActor
final class PageCurler: PageStyle, UIGestureRecognizerDelegate {
    private unowned let owner: UIPageViewController
    let content: PageContentView
    let panRecognizer = UIPanGestureRecognizer()
    let tapRecognizer = UITapGestureRecognizer()
    private var turn: PageCurlTurn?
    /// The page views placed in the content view.
    private var shown: [UIView] = []
    /// The turn a recognizer about to begin may make: its direction and the pages it turns to.
    private var prepared: (direction: UIPageViewController.NavigationDirection, pages: [UIViewController])?

    /// The share of the view's extent, from either edge, where a tap turns a page.
    static let tapZone: CGFloat = 0.2
    /// The speed (points a second) above which a released drag turns or falls back by its direction alone.
    static let flickSpeed: CGFloat = 300

    init(owner: UIPageViewController, in content: PageContentView) {
        self.owner = owner
        self.content = content
        panRecognizer.maximumNumberOfTouches = 1
        panRecognizer.addTarget(self, action: PageCurler.handlePan)
        tapRecognizer.addTarget(self, action: PageCurler.handleTap)
        panRecognizer.delegate = self
        tapRecognizer.delegate = self
        owner.view.addGestureRecognizer(panRecognizer)
        owner.view.addGestureRecognizer(tapRecognizer)
    }

    // MARK: Pages at rest

    func layout() {
        guard turn == nil else { return }
        arrange(owner.visiblePages(of: owner.pages))
    }

    /// Puts the views of `pages` in the page frames (in order) and takes other pages' views out.
    private func arrange(_ pages: [UIViewController]) {
        let frames = owner.pageFrames(in: content.bounds)
        let views: [UIView] = pages.map { $0.view }
        for view in shown where !views.contains(where: { $0 === view }) && view.superview === content { view.removeFromSuperview() }
        for (view, frame) in zip(views, frames) {
            view.frame = frame
            if view.superview !== content { content.insertSubview(view, at: 0) }
        }
        shown = views
        if let turn { content.bringSubviewToFront(turn.overlay) }
    }

    // MARK: Turning by code

    func show(
        _ pages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        let old = owner.pages
        let unchanged = old.count == pages.count && zip(old, pages).allSatisfy { $0 === $1 }
        let fits = old.count == pages.count && pages.count == owner.requiredPageCount
        guard animated, fits, !unchanged else {
            let change = PageChange(owner, from: old, to: pages, animated: false)
            owner.pages = pages
            arrange(owner.visiblePages(of: pages))
            change.finish(completed: true)
            completion?(true)
            return
        }
        let change = PageChange(owner, from: old, to: pages, animated: true)
        begin(PageCurlTurn(change, direction: direction, owner: owner, in: content, byGesture: false, completion: completion))
        settle(completing: true, timing: .easeInEaseOut)
    }

    func endTurnNow() {
        guard let turn else { return }
        // The turn ends here; a drag in progress is cancelled (its recognizer turned off and on again).
        self.turn = nil
        if panRecognizer.state == .began || panRecognizer.state == .changed {
            panRecognizer.isEnabled = false
            panRecognizer.isEnabled = true
        }
        let completed = turn.byGesture ? turn.isSettling && turn.progress == turn.end : true
        finish(turn, completed: completed, finished: false)
    }

    // MARK: Turning by gesture

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        prepared = nil
        // No turn while one runs, without a data source, or while the pages do not fit the spine (after
        // `isDoubleSided` changed, until new pages are set).
        guard turn == nil, owner.dataSource != nil, owner.pages.count == owner.requiredPageCount else { return false }
        let bounds = content.bounds
        let vertical = owner.navigationOrientation == .vertical
        // Forward lies away from a .min or .mid spine's side: right (bottom); away from .max's: left (top).
        let forwardAtHighEnd = owner.spineLocation != .max
        let extent = vertical ? bounds.height : bounds.width
        guard extent > 0 else { return false }
        let direction: UIPageViewController.NavigationDirection
        if gestureRecognizer === panRecognizer {
            let now = panRecognizer.location(in: content), moved = panRecognizer.translation(in: content)
            let start = vertical ? now.y - moved.y : now.x - moved.x
            let highHalf = start - (vertical ? bounds.minY : bounds.minX) > extent / 2
            direction = highHalf == forwardAtHighEnd ? .forward : .reverse
        } else {
            let point = tapRecognizer.location(in: content)
            let along = ((vertical ? point.y - bounds.minY : point.x - bounds.minX)) / extent
            if along >= 1 - PageCurler.tapZone {
                direction = forwardAtHighEnd ? .forward : .reverse
            } else if along <= PageCurler.tapZone {
                direction = forwardAtHighEnd ? .reverse : .forward
            } else {
                return false
            }
        }
        guard let pages = neighbours(direction) else { return false }
        prepared = (direction, pages)
        return true
    }

    /// The pages a turn in `direction` shows, from the data source; nil at the end of the book (or when
    /// the data source gives a page that already shows).
    private func neighbours(_ direction: UIPageViewController.NavigationDirection) -> [UIViewController]? {
        guard let dataSource = owner.dataSource else { return nil }
        let old = owner.pages
        var found: [UIViewController] = []
        func next(_ page: UIViewController?) -> UIViewController? {
            guard let page else { return nil }
            let candidate =
                direction == .forward
                ? dataSource.pageViewController(owner, viewControllerAfter: page)
                : dataSource.pageViewController(owner, viewControllerBefore: page)
            guard let new = UIPageViewController.isNewPage(candidate, beside: old + found) else { return nil }
            found.append(new)
            return new
        }
        let forward = direction == .forward
        if owner.spineLocation == .mid {
            // A spread turns to the next (previous) two pages: the turning page's back and the one facing it.
            let first = next(forward ? old.last : old.first)
            guard let first, let second = next(first) else { return nil }
            return forward ? [first, second] : [second, first]
        }
        if owner.isDoubleSided {
            // Forward: the turning page's back, then the page beneath; back: the front of the page whose
            // back shows, then the back before it.
            guard let first = next(forward ? old.first : old.last), let second = next(first) else { return nil }
            return forward ? [second, first] : [first, second]
        }
        return next(old.first).map { [$0] }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let prepared else { return }
            self.prepared = nil
            startTurnByGesture(prepared)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            guard let turn, !turn.isSettling else { return }
            let velocity = pan.velocity(in: content)
            // The flick's speed towards the end of the turn (positive) or back towards its start.
            let towardsEnd = turn.progressChange(for: velocity) * 2 * Double(turn.length) * (turn.end > turn.start ? 1 : -1)
            let completes: Bool
            if abs(towardsEnd) > Double(PageCurler.flickSpeed) {
                completes = towardsEnd > 0
            } else {
                completes = abs(turn.progress - turn.start) >= 0.25
            }
            settle(completing: completes, timing: .easeOut)
        case .cancelled, .failed:
            guard let turn, !turn.isSettling else { return }
            settle(completing: false, timing: .easeOut)
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard let turn, !turn.isSettling else { return }
        turn.move(to: turn.start + turn.progressChange(for: pan.translation(in: content)))
    }

    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let prepared else { return }
        self.prepared = nil
        startTurnByGesture(prepared)
        settle(completing: true, timing: .easeInEaseOut)
    }

    private func startTurnByGesture(_ prepared: (direction: UIPageViewController.NavigationDirection, pages: [UIViewController])) {
        owner.delegate?.pageViewController(owner, willTransitionTo: prepared.pages)
        let change = PageChange(owner, from: owner.pages, to: prepared.pages, animated: true)
        begin(PageCurlTurn(change, direction: prepared.direction, owner: owner, in: content, byGesture: true, completion: nil))
    }

    // MARK: The turn

    /// Shows the pages beneath `newTurn`'s sheet.
    private func begin(_ newTurn: PageCurlTurn) {
        turn = newTurn
        arrange(newTurn.beneath)
    }

    /// Animates the sheet to the end of the turn or back to its start, then ends the turn.
    private func settle(completing: Bool, timing: CAMediaTimingFunctionName) {
        guard let turn else { return }
        turn.settle(completing: completing, timing: timing) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.turn === turn else { return }
                self.turn = nil
                self.finish(turn, completed: completing, finished: true)
            }
        }
    }

    /// Ends `turn` (no longer `self.turn`): the sheet goes, the pages that stay show, the others leave;
    /// the delegate (a turn by gesture) or the completion (by code) hears it.
    private func finish(_ turn: PageCurlTurn, completed: Bool, finished: Bool) {
        turn.removeOverlay()
        let previous = turn.change.old
        if completed { owner.pages = turn.change.new }
        arrange(owner.visiblePages(of: owner.pages))
        turn.change.finish(completed: completed)
        if turn.byGesture {
            owner.delegate?.pageViewController(
                owner, didFinishAnimating: finished, previousViewControllers: previous, transitionCompleted: completed)
        } else {
            turn.completion?(finished)
        }
    }
}
