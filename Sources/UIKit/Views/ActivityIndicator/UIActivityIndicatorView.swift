/// A spinner: a wheel of twelve spokes that turns while some work of unknown length goes on.
///
/// The style sets the wheel's size (20 or 37 points) and its colour (white or grey), and `color`
/// overrides the colour. The wheel keeps the style's size, centred, whatever the view's bounds; a scale
/// transform enlarges it. `startAnimating()` sets it turning, one spoke (1/12 of a turn) at a time,
/// twelve steps a second on UIKit's clock; while the view is out of a window its timer stops (it
/// still reports `isAnimating`) and resumes when the view is back in one. With `hidesWhenStopped`
/// (the default) the view is hidden whenever it is not animating, a new indicator included.
///
/// Source: Apple, UIActivityIndicatorView.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Steps the wheel has turned since it was created (the leading spoke is `step % 12`).
    private(set) var step = 0
    /// While animating in a window: when the run began (and the step then), and the next step's timer.
    private var spin: SpinRun?
    private var animating = false

    /// Creates an indicator of `style`, sized to the style (20×20 or 37×37 points), stopped and hidden.
    ///
    /// Source: Apple, `init(style:)` (Objective-C `initWithActivityIndicatorStyle:`).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.wheelDiameter, height: style.wheelDiameter))
        setUp()
    }

    /// Creates an indicator of style `.medium` (Apple's current default) in `frame`, stopped and hidden.
    /// The frame keeps its size; the wheel is drawn at 20×20 points in its middle.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        setNeedsDisplay()
    }

    /// Swift 4.1's spelling of `init(style:)`: unavailable, with a fix-it, as in Apple's SDK since Swift 4.2.
    @available(*, unavailable, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

    // MARK: Look

    /// The indicator's style: the wheel's size and default colour. Changing it redraws the wheel at the
    /// new size and changes `intrinsicContentSize`; the frame stays as it is.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            if style.wheelDiameter != oldValue.wheelDiameter { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// Swift 4.1's spelling of `style` (Objective-C `activityIndicatorViewStyle`): unavailable, with a
    /// fix-it, as in Apple's SDK since Swift 4.2.
    @available(*, unavailable, renamed: "style")
    public var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }

    /// The spokes' colour. Until set, and after setting nil, the style's: white for `.white` and
    /// `.whiteLarge`, grey otherwise. A colour set here keeps the style's size.
    ///
    /// Source: Apple (`null_resettable`; "overrides the color provided by the style property").
    open var color: UIColor! {
        get { ownColor ?? style.defaultColor }
        set {
            markAppearanceExplicit("color")
            guard newValue != ownColor else { return }
            ownColor = newValue
            setNeedsDisplay()
        }
    }
    private var ownColor: UIColor?

    // MARK: Animation

    /// Whether the view hides itself when not animating; true by default. Setting it while stopped
    /// hides (true) or shows (false) the view at once.
    ///
    /// Source: Apple ("calls setHidden when animating gets set to NO").
    open var hidesWhenStopped = true {
        didSet { if !animating && hidesWhenStopped != oldValue { isHidden = hidesWhenStopped } }
    }

    /// Whether the wheel is turning: true from `startAnimating()` to `stopAnimating()`, in or out of a
    /// window.
    open var isAnimating: Bool { animating }

    /// Starts the wheel turning (showing the view when `hidesWhenStopped`). Does nothing when it already
    /// turns.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        if hidesWhenStopped { isHidden = false }
        resumeSpinning()
    }

    /// Stops the wheel where it is (hiding the view when `hidesWhenStopped`). Does nothing when stopped.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        pauseSpinning()
        if hidesWhenStopped { isHidden = true }
    }

    /// Sets the step timer going on UIKit's clock (in a window only: UIKit's own activity stops off
    /// screen, and costs nothing there).
    private func resumeSpinning() {
        guard animating, spin == nil, window != nil, let host = ApplicationHost.current else { return }
        spin = SpinRun(scheduler: host.scheduler, anchor: host.now, anchorStep: step)
        scheduleNextStep()
    }

    private func pauseSpinning() {
        guard let running = spin else { return }
        if let token = running.token { running.scheduler?.cancel(token) }
        spin = nil
    }

    /// Sets a timer for the instant the next step is due: step k of the run at anchor + k/12 s (a hair
    /// early, so that rounding in the sum never holds a step back a turn).
    private func scheduleNextStep() {
        guard var running = spin else { return }
        let next = running.anchor + Double(step - running.anchorStep + 1) / ActivityIndicatorWheel.stepsPerSecond - 1e-9
        running.token = running.scheduler?.schedule(at: next) { [weak self] in self?.stepDue() }
        spin = running
    }

    /// Turns the wheel to the step due now (a late timer on the real clock skips steps, never lags).
    private func stepDue() {
        guard let running = spin, let now = ApplicationHost.current?.now else { return }
        // The allowance absorbs rounding in anchor + k/12; the timer fires at that instant.
        let due = running.anchorStep + Int(((now - running.anchor) * ActivityIndicatorWheel.stepsPerSecond + 1e-6).rounded(.down))
        step = max(step + 1, due)
        scheduleNextStep()
        setNeedsDisplay()
    }

    // MARK: View overrides

    /// The style's size: 20×20 or 37×37 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.wheelDiameter, height: style.wheelDiameter)
    }

    /// UIKit: an activity indicator hugs its size at 750 on both axes.
    override func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    /// The style's size, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the wheel at the style's size in the middle of the bounds.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let wheel = ActivityIndicatorWheel(diameter: style.wheelDiameter)
        wheel.draw(in: context, center: CGPoint(x: bounds.midX, y: bounds.midY), color: color.cgColor, step: step)
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        if bounds.size != oldSize { setNeedsDisplay() }
    }

    /// Leaving the window pauses the timer; coming back to one resumes it if still animating.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { pauseSpinning() } else { resumeSpinning() }
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// Until set, what VoiceOver reads for UIKit's spinner: "In progress" while animating, else
    /// "Progress halted".
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (animating ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }
}

/// A spinner's run on UIKit's clock: when it began, the step counted then, and the next step's timer.
struct SpinRun {
    weak var scheduler: MainScheduler?
    var anchor: TimeInterval
    var anchorStep: Int
    var token: MainScheduler.Token?
}
