/// A view whose subviews are content larger than itself, scrolled by dragging, decelerating after a
/// flick, bouncing at the edges, optionally paging and zooming.
///
/// UIKit's contract, which OpenUIKit keeps:
/// - The content is the subviews; `contentSize` says how far it scrolls: an axis whose content (plus
///   insets) is not longer than the bounds does not scroll, unless `alwaysBounce...` is set.
/// - `contentOffset` is `bounds.origin`: the content point shown at the top-left. Code
///   may set any offset; only the user's scrolling is limited to the content (plus
///   `adjustedContentInset`: `contentInset` and the safe area's share).
/// - `panGestureRecognizer` drives the scrolling: the content follows the finger 1:1, rubber-bands past
///   an edge (or stops there without `bounces`), decelerates after a flick at `decelerationRate` per
///   millisecond, springs back to the edge, and settles on a multiple of the bounds with paging.
/// - Every change of the offset calls the delegate's `scrollViewDidScroll(_:)` and lays out the view.
/// - Motion runs on UIKit's frames (60 per second, on the virtual clock in tests) and stops when the
///   scroll view leaves its window, leaving a valid offset.
/// - Under Auto Layout, constraints between the scroll view's edges and its subviews pin them to the
///   content, and their solution sets `contentSize`; its width and height are the frame's
///   (`contentLayoutGuide` and `frameLayoutGuide` say which explicitly).
///
/// Source: Apple, UIScrollView.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly a flick slows down: the velocity is multiplied by `rawValue` each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: a long glide (the default).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark translucent bars (the same as `.black` since iOS 7).
        case `default`
        /// Dark translucent bars, for light content.
        case black
        /// White translucent bars, for dark content.
        case white
    }

    /// Creates a scroll view. It clips its content (`clipsToBounds` true), as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installGestureRecognizers()
        installIndicators()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Content

    /// The size of the content, in points: how far the view scrolls. (0, 0) by default: nothing
    /// scrolls until it is set. Negative, NaN or infinite components are taken as 0.
    open var contentSize: CGSize = .zero {
        didSet {
            let fixed = CGSize(width: Self.sanitized(contentSize.width), height: Self.sanitized(contentSize.height))
            if fixed != contentSize { contentSize = fixed; return }
            if contentSize != oldValue { updateAdjustedContentInset() }
        }
    }

    /// The point of the content at the view's top-left: the bounds' origin. Setting it moves the
    /// content at once (without limits, and without stopping a deceleration); NaN or infinite values
    /// are ignored.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            bounds.origin = newValue
        }
    }

    /// Sets the offset; animated, it moves there over 0.3 s on UIKit's frames, calling
    /// `scrollViewDidScroll(_:)` each frame and `scrollViewDidEndScrollingAnimation(_:)` once at the end.
    /// Either way it stops a deceleration or an animation in progress.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        stopMotion()
        if animated && window != nil && contentOffset != self.contentOffset {
            animate(to: contentOffset, scale: nil, endsWith: .scrollingAnimation)
        } else {
            self.contentOffset = contentOffset
        }
    }

    /// Scrollable space around the content, set by the app: with the safe area's share
    /// (`contentInsetAdjustmentBehavior`) it makes `adjustedContentInset`, which the offset can reach
    /// past the content. Zero by default.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// Whether the safe area adds to `contentInset`: `.automatic` (the default) insets a view
    /// controller's main scroll view at top and bottom while the controller
    /// `automaticallyAdjustsScrollViewInsets`, iOS 7's rule, and no other scroll view; `.scrollableAxes`
    /// insets the axes that scroll; `.always` every edge; `.never` none.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// The insets the content scrolls within: `contentInset` plus the safe area's share.
    open var adjustedContentInset: UIEdgeInsets { adjustedInsetStorage }

    /// Called when `adjustedContentInset` changed; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Whether the scroll indicators keep clear of the safe area's share of the insets too (true).
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { if automaticallyAdjustsScrollIndicatorInsets != oldValue { updateIndicators() } }
    }

    /// `adjustedContentInset`, kept up to date when its parts change.
    final var adjustedInsetStorage = UIEdgeInsets.zero

    /// The safe area changed: so may the adjusted insets.
    override func safeAreaInsetsWereUpdated() { updateAdjustedContentInset() }

    /// The default indicators are light in the dark appearance.
    override func colorAppearanceDidChange() { updateIndicators() }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible; nothing when it is
    /// visible already. A rect larger than the bounds shows its top-left part. The part
    /// of the bounds under `adjustedContentInset` does not count as visible: a scroll view inset by the
    /// keyboard's height scrolls the rect above the keyboard (Apple's keyboard guide).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        var inset = adjustedContentInset
        var visible = bounds.inset(by: inset)
        if visible.isNull || visible.width <= 0 || visible.height <= 0 { (visible, inset) = (bounds, .zero) }
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ length: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > length { return low }
            if high > visibleLow + length { return high - length }
            return visibleLow
        }
        // Where the visible part should start, less the inset above and left of it: the offset.
        var target = CGPoint(
            x: axis(rect.minX, rect.maxX, visible.minX, visible.width) - inset.left,
            y: axis(rect.minY, rect.maxY, visible.minY, visible.height) - inset.top)
        target = clampedOffset(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Behaviour

    /// Whether the user can scroll. True; false locks the view against drags (code can still set the
    /// offset). It enables and disables `panGestureRecognizer`.
    open var isScrollEnabled = true {
        didSet { panRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag scrolls along one axis only when it starts mostly along it (diagonal drags stay
    /// free). False.
    open var isDirectionalLockEnabled = false
    /// Whether the content rubber-bands past its edges and springs back. True.
    open var bounces = true
    /// Whether a vertical drag moves content that is not taller than the view (it springs back).
    /// False.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag moves content that is not wider than the view. False.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling settles on multiples of the bounds size. False.
    open var isPagingEnabled = false
    /// How quickly a flick slows down; `.normal`. Values are clamped to 0.5...0.999999.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls this view to the top (when it is the only on-screen
    /// scroll view with it set). True.
    open var scrollsToTop = true

    /// The delegate, held weakly.
    open weak var delegate: UIScrollViewDelegate? {
        didSet { updateZoomRecognizer() }
    }

    /// The pull-to-refresh control (iOS 10), nil by default. Setting it adds the control as the
    /// rearmost subview, above the content's top edge, and removes the one it replaces.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    // MARK: State

    /// Whether a finger is down on the content (it may not have moved yet).
    open var isTracking: Bool {
        isDraggingStorage || panRecognizer.trackedTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
    }
    /// Whether the user is scrolling by dragging (from the first move of a drag to the lift).
    open var isDragging: Bool { isDraggingStorage }
    /// Whether the content is moving on its own after a drag (a deceleration, bounce or page settle).
    open var isDecelerating: Bool { motion?.kind == .deceleration }

    var isDraggingStorage = false
    /// The content's own motion (deceleration, bounce, page settle, animation), if any.
    var motion: ScrollMotion?
    /// UIKit's frames while something moves or fades.
    var frameTimer: ScrollFrameTimer?
    /// The drag in progress: where the offset was when it began, and the axis it is locked to.
    var drag: ScrollDrag?
    /// The scroll indicators (subviews kept on top) and their fade.
    var indicators = ScrollIndicators()
    /// The zoom in progress and the scales.
    var zooming = ScrollZoomState()
    let panRecognizer = UIPanGestureRecognizer()
    var canCancelContentTouchesStorage = true
    let touchDelayRecognizer = ScrollViewTouchDelayRecognizer()

    // MARK: Dragging (see ScrollView/UIScrollView+Dragging.swift)

    /// The recognizer that scrolls the content. Its delegate is the scroll view's own business; attach
    /// other recognizers' failure requirements to it (`require(toFail:)`).
    open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }

    /// Whether a touch-down reaches content views only after a short pause (0.15 s) without scrolling,
    /// or at once when the touch ends first (so a quick tap still reaches them). True; false delivers
    /// touch-downs at once.
    open var delaysContentTouches: Bool {
        get { touchDelayRecognizer.delaysTouchesBegan }
        set { touchDelayRecognizer.delaysTouchesBegan = newValue }
    }

    /// Whether scrolling may start on touches a content view already has (they are then cancelled with
    /// `touchesCancelled(_:with:)`, if `touchesShouldCancel(in:)` agrees). True; false: a drag that a
    /// content view got first does not scroll.
    open var canCancelContentTouches: Bool {
        get { canCancelContentTouchesStorage }
        set { canCancelContentTouchesStorage = newValue }
    }

    // MARK: Scroll indicators (see ScrollView/UIScrollView+Indicators.swift)

    /// Whether the vertical indicator shows while scrolling. True.
    open var showsVerticalScrollIndicator: Bool {
        get { indicators.showsVertical }
        set { indicators.showsVertical = newValue; updateIndicators() }
    }

    /// Whether the horizontal indicator shows while scrolling. True.
    open var showsHorizontalScrollIndicator: Bool {
        get { indicators.showsHorizontal }
        set { indicators.showsHorizontal = newValue; updateIndicators() }
    }

    /// The indicators' colour: `.default` (dark translucent, as `.black`) or `.white`.
    open var indicatorStyle: IndicatorStyle {
        get { indicators.style }
        set { indicators.style = newValue; updateIndicators() }
    }

    /// How far the indicators keep from the edges, on top of their own margin. Setting it sets both the
    /// vertical and horizontal insets; reading it gives the vertical ones.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { indicators.verticalInsets }
        set {
            indicators.verticalInsets = newValue
            indicators.horizontalInsets = newValue
            updateIndicators()
        }
    }

    /// The vertical indicator's insets. Zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { indicators.verticalInsets }
        set { indicators.verticalInsets = newValue; updateIndicators() }
    }

    /// The horizontal indicator's insets. Zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { indicators.horizontalInsets }
        set { indicators.horizontalInsets = newValue; updateIndicators() }
    }

    /// Shows the indicators of the axes that scroll at once, then fades them out (about 0.65 s later).
    open func flashScrollIndicators() {
        indicators.visible = true
        updateIndicators()
        scheduleIndicatorFade(after: ScrollIndicators.flashDuration)
    }

    // MARK: Zooming (see ScrollView/UIScrollView+Zooming.swift)

    /// The smallest scale. 1; values that are not positive and finite are ignored.
    open var minimumZoomScale: CGFloat {
        get { zooming.minimum }
        set { if newValue.isFinite && newValue > 0 { zooming.minimum = newValue; updateZoomRecognizer() } }
    }

    /// The largest scale. 1; values that are not positive and finite are ignored.
    open var maximumZoomScale: CGFloat {
        get { zooming.maximum }
        set { if newValue.isFinite && newValue > 0 { zooming.maximum = newValue; updateZoomRecognizer() } }
    }

    /// The scale of the zoomed view. 1. Setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { zooming.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch past the scale limits rubber-bands and springs back. True.
    open var bouncesZoom: Bool {
        get { zooming.bounces }
        set { zooming.bounces = newValue }
    }

    /// Whether the user is pinching.
    open var isZooming: Bool { zooming.isPinching }

    /// Whether the scale is springing back within the limits after a pinch past them.
    open var isZoomBouncing: Bool { motion?.ending == .zoomBounce }

    /// The recognizer that zooms: nil unless zooming is possible (`maximumZoomScale` above
    /// `minimumZoomScale`), as in UIKit. It begins only when the delegate gives a view for zooming.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zooming.pinch }

    /// Sets the scale, clamped to the limits, keeping the centre of the visible content in place; does
    /// nothing without a view for zooming. Animated, it takes 0.3 s on UIKit's frames, with
    /// `scrollViewWillBeginZooming`, `scrollViewDidZoom` each frame and `scrollViewDidEndZooming` at the end.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        applyZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view as far as the limits allow,
    /// centred. Nothing without a view for zooming.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToRect(rect, animated: animated)
    }

    // MARK: Geometry

    /// Setting the bounds' origin is scrolling: it calls `scrollViewDidScroll(_:)`, lays the view out
    /// and moves the indicators.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let now = super.bounds
            if now != old { refreshControl?.scrollViewBoundsDidChange() }
            if now.origin != old.origin {
                setNeedsLayout()
                updateIndicators()
                delegate?.scrollViewDidScroll(self)
            } else if now.size != old.size {
                updateIndicators()
            }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { updateIndicators() }
        }
    }

    /// UIKit's scroll view decides on its own recognizers: the pan scrolls only when the content can
    /// move in the drag's direction and its touches may be cancelled; the pinch only with a view to zoom.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panRecognizer { return panShouldBegin() }
        if gestureRecognizer === zooming.pinch { return pinchShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func subviewDidJoin(_ subview: UIView) {
        keepIndicatorsOnTop(after: subview)
    }

    override func insertionIndex(forJoining subview: UIView, at index: Int) -> Int {
        indexBelowIndicators(index, for: subview)
    }

    override func viewDidLeaveWindow() {
        stopAllActivity()
    }

    /// A guide for the content rectangle (iOS 11): at the content's origin, as large as `contentSize`,
    /// which constraints on it decide (a content view pinned to its edges sets the content size). Once
    /// constraints use it, Auto Layout sets both axes of `contentSize`.
    open var contentLayoutGuide: UILayoutGuide {
        systemGuide(.scrollContent, \.scrollContentGuide, identifier: "UIScrollViewContentLayoutGuide")
    }

    /// A guide for the scroll view's untransformed frame (iOS 11): as large as the view, and where its
    /// bounds lie in the content, so that a subview pinned to its edges stays in place as the content
    /// scrolls; `contentLayoutGuide.widthAnchor == frameLayoutGuide.widthAnchor` makes content that
    /// scrolls only vertically.
    open var frameLayoutGuide: UILayoutGuide {
        systemGuide(.scrollFrame, \.scrollFrameGuide, identifier: "UIScrollViewFrameLayoutGuide")
    }

    /// UIKit: constraints between a scroll view's edges and its subviews pin them to the content area,
    /// whose size becomes `contentSize`; its width and height stay the frame's.
    override var constrainsContentArea: Bool { true }

    override func autoLayoutContentSizeDidChange(width: CGFloat?, height: CGFloat?) {
        contentSize = CGSize(width: width ?? contentSize.width, height: height ?? contentSize.height)
    }

    /// Whether the content view's touches go to it (asked before a touch-down reaches a content view).
    /// The default is true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether scrolling may cancel the touches `view` has (asked when a drag starts on a content view
    /// that got the touch, with `canCancelContentTouches` true). The default is true, except for controls
    /// (`!(view is UIControl)`, UIKit's default): a button keeps its touch while the content scrolls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The offsets the user can scroll between (an axis that cannot scroll has one value).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let size = bounds.size, inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether the content scrolls horizontally: wider than the view, or `alwaysBounceHorizontal`.
    var scrollsHorizontally: Bool {
        let range = offsetRange.x
        return range.upperBound > range.lowerBound || alwaysBounceHorizontal
    }

    /// Whether the content scrolls vertically: taller than the view, or `alwaysBounceVertical`.
    var scrollsVertically: Bool {
        let range = offsetRange.y
        return range.upperBound > range.lowerBound || alwaysBounceVertical
    }

    /// `offset` within `offsetRange`.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
