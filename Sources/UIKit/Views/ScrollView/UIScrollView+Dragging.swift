/// Dragging: the pan recognizer that scrolls, the content following the finger (rubber-banding past an
/// edge), the release (deceleration, bounce back, page settle), and the arbitration between scrolling
/// and the touches of content views (`delaysContentTouches`, `canCancelContentTouches`,
/// `touchesShouldBegin(_:with:in:)`, `touchesShouldCancel(in:)`).
///
/// Source: Apple, UIScrollView ("Overriding Touch Handling"), UIScrollViewDelegate.
extension UIScrollView {
    func installGestureRecognizers() {
        panRecognizer.addTarget(self, action: UIScrollView.handlePan)
        touchDelayRecognizer.scrollView = self
        addGestureRecognizer(touchDelayRecognizer)
        addGestureRecognizer(panRecognizer)
    }

    /// Whether the pan may begin scrolling: scrolling enabled, some axis scrollable in the drag's
    /// direction, and the content's touches (if it has them) allowed to be cancelled.
    func panShouldBegin() -> Bool {
        guard isScrollEnabled, scrollsHorizontally || scrollsVertically else { return false }
        let t = panRecognizer.translation(in: nil)
        // A drag across the only axis that scrolls belongs to an enclosing scroll view.
        if !scrollsVertically && abs(t.y) > abs(t.x) { return false }
        if !scrollsHorizontally && abs(t.x) > abs(t.y) { return false }
        for touch in panRecognizer.touchesSinceReset where touch.hasBegunInView && !touch.isCancelledInView && !touch.hasEndedInView {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    // MARK: The drag

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            let t = pan.translation(in: nil)
            var lock = ScrollDrag.Lock.none
            if isDirectionalLockEnabled {
                if abs(t.y) <= abs(t.x) * 0.5 { lock = .horizontal } else if abs(t.x) <= abs(t.y) * 0.5 { lock = .vertical }
            }
            drag = ScrollDrag(start: unbandedOffset(contentOffset), startPage: currentPage, lock: lock)
            isDraggingStorage = true
            delegate?.scrollViewWillBeginDragging(self)
            showIndicatorsWhileScrolling()
            dragMoved(pan.translation(in: nil))
        case .changed:
            dragMoved(pan.translation(in: nil))
        case .ended:
            endDrag(fingerVelocity: pan.velocity(in: nil))
        case .cancelled:
            endDrag(fingerVelocity: .zero)
        default:
            break
        }
    }

    /// The content follows the finger 1:1, rubber-banded past the edges (clamped without `bounces`).
    private func dragMoved(_ translation: CGPoint) {
        guard let drag else { return }
        let range = offsetRange
        var offset = contentOffset
        if scrollsHorizontally && drag.lock != .vertical {
            offset.x = ScrollPhysics.constrain(drag.start.x - translation.x, to: range.x, dimension: bounds.width, bounces: bounces)
        }
        if scrollsVertically && drag.lock != .horizontal {
            offset.y = ScrollPhysics.constrain(drag.start.y - translation.y, to: range.y, dimension: bounds.height, bounces: bounces)
        }
        if offset != contentOffset { contentOffset = offset }
    }

    /// The finger lifted (or the drag was cancelled): the delegate hears the velocity and target, then the
    /// content decelerates, springs back or settles on a page, or stays.
    private func endDrag(fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        isDraggingStorage = false
        // A refresh that began during the drag makes room for its control now, before the content settles.
        refreshControl?.scrollViewDidEndDragging()
        guard window != nil, let now = ApplicationHost.current?.now else { return }
        var velocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
        if !scrollsHorizontally || drag.lock == .vertical { velocity.x = 0 }
        if !scrollsVertically || drag.lock == .horizontal { velocity.y = 0 }
        let offset = contentOffset, range = offsetRange, rate = decelerationRate.rawValue
        func naturalTarget(_ position: CGFloat, _ v: CGFloat, _ range: ClosedRange<CGFloat>, _ page: CGFloat, _ start: CGFloat) -> CGFloat {
            if isPagingEnabled {
                return ScrollPhysics.pagingTarget(position: position, velocity: v, pageSize: page, startPage: start, range: range)
            }
            let target =
                abs(v) > ScrollPhysics.minimumFlickSpeed
                ? ScrollPhysics.decelerationTarget(from: position, velocity: v, rate: rate) : position
            return min(max(target, range.lowerBound), range.upperBound)
        }
        let natural = CGPoint(
            x: naturalTarget(offset.x, velocity.x, range.x, bounds.width, drag.startPage.x),
            y: naturalTarget(offset.y, velocity.y, range.y, bounds.height, drag.startPage.y))
        var target = natural
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                targetContentOffset: pointer)
        }
        let retargeted = target != natural && target.x.isFinite && target.y.isFinite
        func axis(_ position: CGFloat, _ v: CGFloat, _ range: ClosedRange<CGFloat>, _ goal: CGFloat) -> ScrollMotion.Axis {
            if isPagingEnabled || retargeted { return ScrollMotion.settle(from: position, velocity: v, to: goal, at: now) }
            if position < range.lowerBound || position > range.upperBound {
                let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
                return .spring(start: now, from: position, velocity: v, target: edge)
            }
            return abs(v) > ScrollPhysics.minimumFlickSpeed ? .decelerate(start: now, from: position, velocity: v) : .idle
        }
        let newMotion = ScrollMotion(
            kind: .deceleration, ending: .decelerating,
            x: axis(offset.x, velocity.x, range.x, target.x),
            y: axis(offset.y, velocity.y, range.y, target.y))
        let decelerates = !newMotion.isFinished
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            delegate?.scrollViewWillBeginDecelerating(self)
            begin(newMotion)
        } else {
            scheduleIndicatorFade()
        }
    }

    /// A finger went down on the content: a deceleration or bounce stops where it is (the touch is the
    /// scroll view's, not the content's). Returns whether it stopped one.
    func touchCaughtMotion() -> Bool {
        guard let current = motion, current.kind == .deceleration else { return false }
        stopMotion()
        return true
    }

    /// A finger lifted without dragging: content left past an edge (or between pages) settles.
    func touchLiftedWithoutDrag() {
        guard !isDraggingStorage, motion == nil, window != nil, let now = ApplicationHost.current?.now else { return }
        let offset = contentOffset
        let target =
            isPagingEnabled
            ? CGPoint(
                x: ScrollPhysics.pagingTarget(
                    position: offset.x, velocity: 0, pageSize: bounds.width, startPage: currentPage.x, range: offsetRange.x),
                y: ScrollPhysics.pagingTarget(
                    position: offset.y, velocity: 0, pageSize: bounds.height, startPage: currentPage.y, range: offsetRange.y))
            : clampedOffset(offset)
        guard target != offset else { return }
        begin(
            ScrollMotion(
                kind: .deceleration, ending: .decelerating,
                x: ScrollMotion.settle(from: offset.x, velocity: 0, to: target.x, at: now),
                y: ScrollMotion.settle(from: offset.y, velocity: 0, to: target.y, at: now)))
    }

    /// The page the offset is nearest, per axis (in pages of the bounds size).
    private var currentPage: CGPoint {
        CGPoint(
            x: bounds.width > 0 ? (contentOffset.x / bounds.width).rounded() : 0,
            y: bounds.height > 0 ? (contentOffset.y / bounds.height).rounded() : 0)
    }

    /// The finger position an offset corresponds to: a rubber-banded offset past an edge is unbanded, so
    /// that catching a bouncing view does not make it jump.
    private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        func unband(_ p: CGFloat, _ r: ClosedRange<CGFloat>, _ d: CGFloat) -> CGFloat {
            guard bounces else { return p }
            if p < r.lowerBound { return r.lowerBound - ScrollPhysics.rubberBandInverse(r.lowerBound - p, dimension: d) }
            if p > r.upperBound { return r.upperBound + ScrollPhysics.rubberBandInverse(p - r.upperBound, dimension: d) }
            return p
        }
        return CGPoint(x: unband(offset.x, range.x, bounds.width), y: unband(offset.y, range.y, bounds.height))
    }
}

/// A drag in progress.
struct ScrollDrag {
    enum Lock { case none, horizontal, vertical }
    /// The offset (unbanded) when the drag began.
    var start: CGPoint
    /// The page it began on (paging).
    var startPage: CGPoint
    var lock: Lock
}

/// Holds content touch-downs back while the scroll view decides whether the touch scrolls
/// (`delaysContentTouches`): it fails, releasing them, 0.15 s after touch-down or when the finger lifts;
/// a drag that scrolls first prevents it and the touch never reaches the content. It also catches a
/// moving scroll view on touch-down and settles it when the finger lifts without dragging. It never
/// recognizes.
@MainActor
final class ScrollViewTouchDelayRecognizer: UIGestureRecognizer {
    /// How long a still touch-down is held before the content gets it.
    static let delay: TimeInterval = 0.15
    weak var scrollView: UIScrollView?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether this touch sequence caught a moving scroll view.
    private var caughtMotion = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if scrollView?.touchCaughtMotion() == true { caughtMotion = true }
        if caughtMotion {
            // The touch stopped the content: it is the scroll view's, not a tap on the content; the
            // recognizer keeps it until it lifts, to settle the content then.
            for touch in touches { touch.isCancelledInView = true }
        } else if timers.isEmpty {
            schedule(after: Self.delay) { [weak self] in self?.state = .failed }
        }
    }

    override func reset() {
        super.reset()
        caughtMotion = false
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            scrollView?.touchLiftedWithoutDrag()
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}
