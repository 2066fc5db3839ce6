import Foundation

/// The scroll style: a paging scroll view with three slots, the page before, the page showing and the
/// page after, each a page wide plus the inter-page spacing (the scroll view is that much wider than the
/// controller's view, so the spacing shows only between moving pages).
///
/// The page showing always rests in the middle slot. When a drag begins, the data source is asked for
/// the pages either side (once per page shown); a side without a page is closed (the content inset
/// takes its slot away), so the drag bounces there. When the content moves towards a page, the turn
/// begins: the delegate hears `willTransitionTo`, the page becomes a child and its view fills its slot.
/// When the content comes to rest on it, the turn completes and the slots are recentred on the new
/// page; when it comes back, the turn falls back; either way the delegate hears `didFinishAnimating`.
/// `setViewControllers` animated puts the new page in the slot on its side and scrolls there.
@MainActor
final class PageScroller: PageStyle, UIScrollViewDelegate {
    enum Side { case before, after }

    /// A turn under way: towards `side`, by gesture (the delegate hears it) or by code (`completion`).
    private struct Turn {
        let change: PageChange
        let side: Side
        let byGesture: Bool
        let completion: ((Bool) -> Void)?
    }

    private unowned let owner: UIPageViewController
    let content: PageContentView
    let scrollView = UIScrollView()
    /// The pages either side of the one showing, once asked.
    private var before: UIViewController?
    private var after: UIViewController?
    private var askedNeighbours = false
    private var turn: Turn?
    /// Set while the scroller moves the content itself (recentring, layout): scrolling then turns nothing.
    private var isPlacing = false

    init(owner: UIPageViewController, in content: PageContentView) {
        self.owner = owner
        self.content = content
        let vertical = owner.navigationOrientation == .vertical
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceHorizontal = !vertical
        scrollView.alwaysBounceVertical = vertical
        scrollView.delegate = self
        content.addSubview(scrollView)
    }

    private var isVertical: Bool { owner.navigationOrientation == .vertical }

    /// The area the pages take: the content view, less the page indicator's band when it shows.
    private var pageArea: CGRect {
        var area = content.bounds
        if let indicator = owner.pageIndicator { area.size.height = max(0, area.height - indicator.control.frame.height) }
        return area
    }

    /// From one slot to the next: a page and the spacing.
    private var stride: CGFloat { (isVertical ? pageArea.height : pageArea.width) + owner.interPageSpacing }

    /// The offset of slot 0 (before), 1 (showing) or 2 (after).
    private func offset(ofSlot slot: Int) -> CGPoint {
        isVertical ? CGPoint(x: 0, y: CGFloat(slot) * stride) : CGPoint(x: CGFloat(slot) * stride, y: 0)
    }

    private func frame(ofSlot slot: Int) -> CGRect {
        CGRect(origin: offset(ofSlot: slot), size: pageArea.size)
    }

    private func slot(of side: Side) -> Int { side == .before ? 0 : 2 }

    /// The content's position along the axis, in slots.
    private var position: CGFloat {
        guard stride > 0 else { return 1 }
        return (isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x) / stride
    }

    // MARK: Layout

    func layout() {
        owner.layoutPageIndicator(in: content.bounds)
        let area = pageArea
        let keep = position
        placing {
            scrollView.frame =
                isVertical
                ? CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + owner.interPageSpacing)
                : CGRect(x: area.minX, y: area.minY, width: area.width + owner.interPageSpacing, height: area.height)
            scrollView.contentSize =
                isVertical ? CGSize(width: area.width, height: 3 * stride) : CGSize(width: 3 * stride, height: area.height)
            closeSides()
            // At rest the page showing sits in the middle slot; a moving page keeps its place.
            let resting = turn == nil && !scrollView.isDragging && !scrollView.isDecelerating
            let along = (resting ? 1 : keep) * stride
            scrollView.contentOffset = isVertical ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
        }
        owner.pages.first?.viewIfLoaded?.frame = frame(ofSlot: 1)
        if let turn { page(on: turn.side)?.viewIfLoaded?.frame = frame(ofSlot: slot(of: turn.side)) }
    }

    /// Closes the slot of each side without a page known (by a negative inset), so the content bounces
    /// there. The content stays where it is (a scroll view resting at its inset edge would follow it).
    private func closeSides() {
        let closedBefore = page(on: .before) == nil, closedAfter = page(on: .after) == nil
        let s = stride
        let offset = scrollView.contentOffset
        scrollView.contentInset =
            isVertical
            ? UIEdgeInsets(top: closedBefore ? -s : 0, left: 0, bottom: closedAfter ? -s : 0, right: 0)
            : UIEdgeInsets(top: 0, left: closedBefore ? -s : 0, bottom: 0, right: closedAfter ? -s : 0)
        if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
    }

    private func page(on side: Side) -> UIViewController? { side == .before ? before : after }

    private func placing(_ work: () -> Void) {
        let was = isPlacing
        isPlacing = true
        work()
        isPlacing = was
    }

    // MARK: Showing pages by code

    func show(
        _ pages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        let old = owner.pages
        guard let page = pages.first, animated, let current = old.first, current !== page else {
            let change = PageChange(owner, from: old, to: pages, animated: false)
            owner.pages = pages
            forgetNeighbours()
            if let page = pages.first { put(page, inSlot: 1) }
            layout()
            change.finish(completed: true)
            completion?(true)
            return
        }
        let side: Side = direction == .forward ? .after : .before
        before = side == .before ? page : nil
        after = side == .after ? page : nil
        askedNeighbours = true
        begin(towards: side, byGesture: false, completion: completion)
        placing { closeSides() }
        scrollView.setContentOffset(offset(ofSlot: slot(of: side)), animated: true)
    }

    func endTurnNow() {
        guard let turn else { return }
        // Cancelling a drag in progress: the recognizer turned off and on again.
        if scrollView.isDragging {
            scrollView.panGestureRecognizer.isEnabled = false
            scrollView.panGestureRecognizer.isEnabled = true
        }
        placing { scrollView.setContentOffset(scrollView.contentOffset, animated: false) }
        end(turn, completed: !turn.byGesture, finished: false)
    }

    // MARK: Turning

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { askNeighboursIfNeeded() }

    /// Asks the data source for the pages either side of the one showing (once for each page shown), and
    /// closes the sides without one.
    private func askNeighboursIfNeeded() {
        guard turn == nil, !askedNeighbours, let current = owner.pages.first else { return }
        askedNeighbours = true
        if let dataSource = owner.dataSource {
            before = UIPageViewController.isNewPage(
                dataSource.pageViewController(owner, viewControllerBefore: current), beside: owner.pages)
            after = UIPageViewController.isNewPage(
                dataSource.pageViewController(owner, viewControllerAfter: current), beside: owner.pages)
            if before === after { after = nil }
        }
        placing { closeSides() }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isPlacing else { return }
        let p = position
        let side: Side? = p < 1 - 0.001 ? .before : p > 1 + 0.001 ? .after : nil
        guard let side, page(on: side) != nil, turn?.side != side else { return }
        if let turn {
            // The drag went back past the page it started from and on towards the other side.
            guard turn.byGesture else { return }
            end(turn, completed: false, finished: true)
        }
        begin(towards: side, byGesture: true, completion: nil)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// Starts the turn towards `side`: the page there becomes a child, its view fills its slot.
    private func begin(towards side: Side, byGesture: Bool, completion: ((Bool) -> Void)?) {
        guard let page = page(on: side) else { return }
        if byGesture { owner.delegate?.pageViewController(owner, willTransitionTo: [page]) }
        let change = PageChange(owner, from: owner.pages, to: [page], animated: true)
        turn = Turn(change: change, side: side, byGesture: byGesture, completion: completion)
        put(page, inSlot: slot(of: side))
        // A turn by code takes no drags.
        if !byGesture { scrollView.panGestureRecognizer.isEnabled = false }
    }

    /// A tap on the page indicator: turns one page in `direction` when there is one, as a drag would.
    func turnByIndicator(_ direction: UIPageViewController.NavigationDirection) {
        guard turn == nil, !scrollView.isDragging else { return }
        askNeighboursIfNeeded()
        let side: Side = direction == .forward ? .after : .before
        guard page(on: side) != nil else { return }
        scrollView.setContentOffset(offset(ofSlot: slot(of: side)), animated: true)
    }

    /// The content came to rest: the turn completes on the new page's slot, else falls back.
    private func settle() {
        guard let turn, !scrollView.isDragging else { return }
        let p = position
        if abs(p - CGFloat(slot(of: turn.side))) < 0.01 {
            end(turn, completed: true, finished: true)
        } else if abs(p - 1) < 0.01 {
            end(turn, completed: false, finished: true)
        }
    }

    /// Ends `turn`: the pages swap (recentred on the new one) or the new page leaves; the delegate or
    /// the completion hears it.
    private func end(_ turn: Turn, completed: Bool, finished: Bool) {
        self.turn = nil
        scrollView.panGestureRecognizer.isEnabled = true
        let previous = turn.change.old
        if completed {
            owner.pages = turn.change.new
            forgetNeighbours()
            if let page = turn.change.new.first { put(page, inSlot: 1) }
            layout()
            if turn.byGesture { owner.pageIndicatorDidTurn(turn.side == .after ? .forward : .reverse) }
        }
        turn.change.finish(completed: completed)
        if turn.byGesture {
            owner.delegate?.pageViewController(
                owner, didFinishAnimating: finished, previousViewControllers: previous, transitionCompleted: completed)
        } else {
            turn.completion?(finished)
        }
    }

    /// The neighbours belong to the page shown: a new page has its own, asked when a drag begins.
    private func forgetNeighbours() {
        before = nil
        after = nil
        askedNeighbours = false
    }

    private func put(_ page: UIViewController, inSlot slot: Int) {
        let view: UIView = page.view
        view.frame = frame(ofSlot: slot)
        if view.superview !== scrollView { scrollView.addSubview(view) }
    }
}
