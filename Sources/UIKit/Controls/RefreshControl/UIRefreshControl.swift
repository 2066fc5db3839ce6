/// A control that starts the refreshing of a scroll view's content when the user pulls the content down
/// past its top: iOS 7's wheel of ticks, drawn one tick at a time as the pull grows, that spins while
/// the refresh goes on.
///
/// Assign it to a scroll view's `refreshControl` (a table view's, a collection view's, or any scroll
/// view's). The scroll view adds it behind its content, above the content's top edge, as wide as the
/// scroll view and 60 points high (taller while pulled further, its wheel staying at its top).
///
/// - A drag that pulls the content 80 points past its top starts a refresh: `isRefreshing` becomes true,
///   the control sends `.valueChanged` once, and the wheel spins. Lesser pulls only show ticks.
/// - When the finger lifts, the scroll view's `adjustedContentInset.top` grows by the control's height
///   (`contentInset` stays as the app set it), so the content settles below the spinning control.
/// - `endRefreshing()` stops the wheel and eases that inset back over 0.3 s: content resting at the top
///   moves up over the control. `beginRefreshing()` starts a refresh from code without `.valueChanged`
///   and without scrolling (the control shows when the user next pulls, or when the app scrolls to it).
/// - Touches pass through the control to the scroll view: pulling on it scrolls.
///
/// Source: Apple, UIRefreshControl and `UIScrollView.refreshControl`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The top inset the control adds to its scroll view's `adjustedContentInset`: its height from the
    /// moment a refresh has begun and no drag goes on, easing to 0 after `endRefreshing()`.
    private(set) var insetShare: CGFloat = 0
    private var pull = RefreshPull()
    private var refreshing = false
    /// The inset easing back after `endRefreshing()`, on UIKit's frames.
    private var retraction: RefreshRetraction?
    let ticksView = RefreshTicksView()
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()

    /// Creates a refresh control, as wide as the screen and 60 points high, not refreshing. A scroll view
    /// sets its frame once it is the scroll view's `refreshControl`.
    public init() {
        super.init(frame: CGRect(x: 0, y: -RefreshPull.controlHeight, width: UIScreen.main.bounds.width, height: RefreshPull.controlHeight))
        isUserInteractionEnabled = false
        autoresizingMask = .flexibleWidth
        titleLabel.font = .systemFont(ofSize: Self.titleFontSize)
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(ticksView)
        addSubview(spinner)
        addSubview(titleLabel)
        updateColors()
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { nil }

    // MARK: Refreshing

    /// Whether a refresh is in progress: from a pull past the threshold or `beginRefreshing()` to
    /// `endRefreshing()`.
    open var isRefreshing: Bool { refreshing }

    /// Starts a refresh from code (the app's own trigger, such as a timer): the wheel spins and the
    /// scroll view keeps room for the control above its content, but no `.valueChanged` is sent and the
    /// content does not scroll. Does nothing while refreshing.
    open func beginRefreshing() {
        guard !refreshing else { return }
        startRefreshing()
    }

    /// Ends the refresh: the wheel stops and the room above the content closes over 0.3 s, hiding the
    /// control (at once when out of a window). Does nothing when not refreshing.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        updateTicks()
        retract()
    }

    private func startRefreshing() {
        refreshing = true
        pull.refreshBegan()
        stopRetraction()
        spinner.startAnimating()
        updateTicks()
        if let scrollView = hostScrollView, !scrollView.isDragging { setInsetShare(RefreshPull.controlHeight, in: scrollView) }
    }

    // MARK: Look

    /// The wheel's colour, and the title's where the title sets none. iOS 7's grey until set, whatever
    /// the tint of the views around it; setting nil restores the grey.
    open override var tintColor: UIColor! {
        get { ownTintColor ?? Self.defaultColor }
        set {
            super.tintColor = newValue
            updateColors()
        }
    }

    /// A title shown under the wheel, centred, nil by default. Runs without a font or colour take the
    /// system font at 12 points and `tintColor`.
    open var attributedTitle: NSAttributedString? {
        didSet {
            markAppearanceExplicit("attributedTitle")
            updateColors()
            setNeedsLayout()
        }
    }

    /// iOS 7's grey wheel (the grey activity indicator's).
    static let defaultColor = UIColor.gray
    static let titleFontSize: CGFloat = 12

    private func updateColors() {
        let color: UIColor = tintColor
        ticksView.color = color
        spinner.color = color
        titleLabel.textColor = color
        titleLabel.attributedText = attributedTitle
        titleLabel.isHidden = attributedTitle == nil
    }

    /// The wheel sits 30 points below the control's top, or 20 above a title (whose line starts 34
    /// points down); the control grows upward as the pull goes past its height, so they stay at the top
    /// of the space the pull opens.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = attributedTitle != nil
        let center = CGPoint(x: bounds.midX, y: bounds.minY + (hasTitle ? 20 : 30))
        let wheel = RefreshTicksView.diameter
        ticksView.frame = CGRect(x: center.x - wheel / 2, y: center.y - wheel / 2, width: wheel, height: wheel)
        spinner.center = center
        if hasTitle {
            let height = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
            titleLabel.frame = CGRect(x: bounds.minX + 10, y: bounds.minY + 34, width: max(0, bounds.width - 20), height: ceil(height))
        }
    }

    // MARK: The scroll view

    /// The scroll view whose `refreshControl` this is, when it is a subview of it.
    private var hostScrollView: UIScrollView? {
        guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else { return nil }
        return scrollView
    }

    /// How far the content is pulled down past its top (past the scroll view's inset without the
    /// control's share): 0 when it rests at the top, negative when scrolled into the content.
    private func currentPull(in scrollView: UIScrollView) -> CGFloat {
        -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top - insetShare)
    }

    /// The scroll view scrolled or resized: the control follows (as wide as it, above the content's
    /// top, taller as the pull passes its height), shows the pull's ticks, and starts a refresh when a
    /// drag pulls past the threshold.
    func scrollViewBoundsDidChange() {
        guard let scrollView = hostScrollView else { return }
        let pullNow = currentPull(in: scrollView)
        let height = max(RefreshPull.controlHeight, pullNow)
        let placed = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
        if frame != placed { frame = placed }
        if pull.contentMoved(to: pullNow, isDragging: scrollView.isDragging, isRefreshing: refreshing) {
            startRefreshing()
            sendActions(for: .valueChanged)
        }
        updateTicks()
    }

    /// The finger lifted: a refresh that began during the drag makes room for the control now, so the
    /// content settles below it.
    func scrollViewDidEndDragging() {
        guard refreshing, retraction == nil, insetShare != RefreshPull.controlHeight, let scrollView = hostScrollView else { return }
        setInsetShare(RefreshPull.controlHeight, in: scrollView)
    }

    private func updateTicks() {
        let pullNow = hostScrollView.map { currentPull(in: $0) } ?? 0
        ticksView.count = pull.visibleTicks(atPull: pullNow, isRefreshing: refreshing)
    }

    /// Sets the inset share; the content stays where it is, unless `followsTop` and it rests at the top.
    private func setInsetShare(_ share: CGFloat, in scrollView: UIScrollView, followsTop: Bool = false) {
        guard share != insetShare else { return }
        insetShare = share
        scrollView.updateAdjustedContentInset(keepingOffset: !followsTop)
    }

    // MARK: Closing the room

    /// Eases the inset share to 0 over 0.3 s on UIKit's frames; content resting at the top follows it up.
    private func retract() {
        guard insetShare > 0, let scrollView = hostScrollView else { return }
        guard window != nil, let host = ApplicationHost.current else {
            return setInsetShare(0, in: scrollView, followsTop: true)
        }
        let start = host.now, from = insetShare
        let token = host.scheduler.schedule(at: start + 1.0 / 60, repeating: 1.0 / 60) { [weak self] in
            self?.retractionFrame(start: start, from: from)
        }
        retraction = RefreshRetraction(scheduler: host.scheduler, token: token)
    }

    private func retractionFrame(start: TimeInterval, from: CGFloat) {
        guard let scrollView = hostScrollView, let now = ApplicationHost.current?.now else { return stopRetraction() }
        let progress = min(1, max(0, (now - start) / ScrollMotion.animationDuration))
        let eased = CGFloat(Self.easing.progress(at: progress))
        if progress >= 1 { stopRetraction() }
        setInsetShare(progress >= 1 ? 0 : from * (1 - eased), in: scrollView, followsTop: true)
    }

    private func stopRetraction() {
        if let running = retraction, let scheduler = running.scheduler { scheduler.cancel(running.token) }
        retraction = nil
    }

    private static let easing = CAMediaTimingFunction(name: .easeInEaseOut)

    /// Out of a window, the room closes at once (UIKit's own animations stop off screen).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, retraction != nil, let scrollView = hostScrollView {
            stopRetraction()
            setInsetShare(0, in: scrollView, followsTop: true)
        }
    }

    /// Leaving the scroll view takes the control's share out of its insets.
    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        guard newSuperview !== superview, let scrollView = superview as? UIScrollView else { return }
        stopRetraction()
        if insetShare != 0 {
            insetShare = 0
            scrollView.updateAdjustedContentInset(keepingOffset: true)
        }
    }
}

/// A refresh control's inset easing back, on the scheduler it runs on.
struct RefreshRetraction {
    weak var scheduler: MainScheduler?
    let token: MainScheduler.Token
}
