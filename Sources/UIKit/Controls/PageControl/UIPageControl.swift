/// A row of dots, one per page, the current page's solid and the others faint; a tap to the right of
/// the current dot moves one page forward, to the left one page back, and sends `.valueChanged`.
///
/// iOS 7's look: 7-point dots, 16 points apart centre to centre, centred in the bounds, white (the
/// others at 30% opacity) unless `currentPageIndicatorTintColor` and `pageIndicatorTintColor` are set;
/// the background is clear. The whole bounds take taps, so a wider control is a bigger target. Events:
/// the touch events of `UIControl`, and `.valueChanged` (before `.touchUpInside`) when a tap changed the
/// page; setting `currentPage` in code sends nothing. A disabled control looks the same and takes no taps.
///
/// Source: Apple, UIPageControl; iOS 7's look and events.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter, in points.
    static let dotDiameter: CGFloat = 7
    /// From one dot's centre to the next, in points (9 points between dots).
    static let dotPitch: CGFloat = 16
    /// The height `size(forNumberOfPages:)` gives.
    static let standardHeight: CGFloat = 37
    /// The other pages' dots when `pageIndicatorTintColor` is nil.
    static let defaultPageColor = UIColor(white: 1, alpha: 0.3)

    /// The page whose dot is drawn as current: `currentPage`, except while a deferred change waits for
    /// `updateCurrentPageDisplay()`.
    private(set) var displayedPage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        setNeedsDisplay()
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Pages

    /// How many dots the control shows; 0 by default. Negative values are taken as 0. Fewer pages pin
    /// `currentPage` into the new range.
    ///
    /// Source: Apple ("The default value is 0").
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            let count = max(0, newValue)
            guard count != storedNumberOfPages else { return }
            storedNumberOfPages = count
            storedCurrentPage = pinned(storedCurrentPage)
            displayedPage = pinned(displayedPage)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    private var storedNumberOfPages = 0

    /// The current page, from 0; 0 by default. Values are pinned to 0...numberOfPages - 1. Setting it
    /// shows the new dot at once (even when `defersCurrentPageDisplay`) and sends no event.
    ///
    /// Source: Apple ("Value is pinned to 0..numberOfPages-1").
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = pinned(newValue)
            showPage(storedCurrentPage)
        }
    }
    private var storedCurrentPage = 0

    /// Whether the control draws nothing when there is only one page; false by default.
    ///
    /// Source: Apple.
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
    }

    /// Whether a tap leaves the drawn dot where it was until `updateCurrentPageDisplay()`; false by
    /// default. `currentPage` changes, and `.valueChanged` is sent, at the tap either way.
    ///
    /// Source: Apple.
    open var defersCurrentPageDisplay = false

    /// Draws the current dot at `currentPage` (after a deferred tap). Does nothing when the dot is there.
    open func updateCurrentPageDisplay() { showPage(storedCurrentPage) }

    /// The smallest size that shows `pageCount` dots: 16 points a dot less the 9 after the last, by 37
    /// points; zero wide for no pages (negative counts are taken as 0).
    ///
    /// Source: Apple ("The minimum size required to display dots for the page count").
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let width = count > 0 ? count * Self.dotPitch - (Self.dotPitch - Self.dotDiameter) : 0
        return CGSize(width: width, height: Self.standardHeight)
    }

    private func pinned(_ page: Int) -> Int { min(max(0, page), max(0, storedNumberOfPages - 1)) }

    private func showPage(_ page: Int) {
        guard page != displayedPage else { return }
        displayedPage = page
        setNeedsDisplay()
    }

    // MARK: Colours

    /// The colour of the other pages' dots; nil (the default) draws them white at 30% opacity.
    ///
    /// Source: Apple (iOS 6); the 30% is iOS 7's look.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("pageIndicatorTintColor")
            if pageIndicatorTintColor != oldValue { setNeedsDisplay() }
        }
    }

    /// The colour of the current page's dot; nil (the default) draws it white.
    ///
    /// Source: Apple (iOS 6).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("currentPageIndicatorTintColor")
            if currentPageIndicatorTintColor != oldValue { setNeedsDisplay() }
        }
    }

    // MARK: Geometry and drawing

    /// The centre of dot `page` (0-based) in the bounds: the row of dots centred, on whole pixels.
    func dotCenter(_ page: Int) -> CGPoint {
        let row = size(forNumberOfPages: storedNumberOfPages).width
        let scale = max(1, contentScaleFactor)
        let left = ((bounds.width - row) / 2 * scale).rounded() / scale
        let top = ((bounds.height - Self.dotDiameter) / 2 * scale).rounded() / scale
        return CGPoint(
            x: bounds.minX + left + Self.dotDiameter / 2 + CGFloat(page) * Self.dotPitch,
            y: bounds.minY + top + Self.dotDiameter / 2)
    }

    /// The pages whose dots fall inside the bounds (a huge page count costs only the dots that show).
    var visiblePages: ClosedRange<Int> {
        let first = dotCenter(0).x - Self.dotDiameter / 2
        func index(_ x: CGFloat) -> Int { Int(max(-1, min(CGFloat(storedNumberOfPages), (x / Self.dotPitch).rounded(.down)))) }
        let low = max(0, index(bounds.minX - first - Self.dotDiameter))
        let high = min(storedNumberOfPages - 1, index(bounds.maxX - first) + 1)
        return low...max(low, high)
    }

    /// Whether the dots show: some pages, and not a single one hidden by `hidesForSinglePage`.
    var showsDots: Bool { storedNumberOfPages > 1 || (storedNumberOfPages == 1 && !hidesForSinglePage) }

    open override func draw(_ rect: CGRect) {
        guard showsDots, let context = UIGraphicsGetCurrentContext() else { return }
        let current = (currentPageIndicatorTintColor ?? .white).cgColor
        let other = (pageIndicatorTintColor ?? Self.defaultPageColor).cgColor
        let radius = Self.dotDiameter / 2
        for page in visiblePages {
            let center = dotCenter(page)
            context.setFillColor(page == displayedPage ? current : other)
            context.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    /// The dots' minimum size (`size(forNumberOfPages: numberOfPages)`).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedNumberOfPages) }

    /// The dots' minimum size, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: storedNumberOfPages) }

    // MARK: Tapping

    /// A touch that lifts inside (UIKit's slop included) to the right of the drawn current dot moves one
    /// page forward, to the left one page back (pinned at the ends: no event then), and sends
    /// `.valueChanged`. Where the touch went down does not matter.
    ///
    /// Source: Apple, UIPageControl; iOS 7 measures the tap from the current page's dot, not from the
    /// control's middle.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, showsDots else { return }
        let x = touch.location(in: self).x, dotX = dotCenter(displayedPage).x
        guard x != dotX else { return }
        changePage(by: x > dotX ? 1 : -1, with: event)
    }

    /// Moves `delta` pages (pinned); when the page changed, shows it (unless deferred) and sends
    /// `.valueChanged`.
    private func changePage(by delta: Int, with event: UIEvent?) {
        let page = pinned(storedCurrentPage + delta)
        guard page != storedCurrentPage else { return }
        storedCurrentPage = page
        if !defersCurrentPageDisplay { showPage(page) }
        send(.valueChanged, with: event)
    }

    // MARK: Gestures of superviews

    /// A single tap on the page control is its own, not a tap recognizer's of a superview (UIKit, iOS 6+).
    override func defaultActionPreempts(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
        Self.isSingleTap(recognizer)
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// "page 2 of 5" until set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(storedCurrentPage + 1) of \(storedNumberOfPages)" }
        set { super.accessibilityValue = newValue }
    }

    /// `.adjustable` until set (VoiceOver's swipes up and down turn the page), with `.notEnabled` while
    /// disabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityStorage?.traits ?? .adjustable).union(isEnabled ? [] : .notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// One page forward, sending `.valueChanged` when the page changed.
    open override func accessibilityIncrement() { changePage(by: 1, with: nil) }

    /// One page back, sending `.valueChanged` when the page changed.
    open override func accessibilityDecrement() { changePage(by: -1, with: nil) }
}
