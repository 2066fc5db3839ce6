/// A thin bar that fills from the left to show how much of a task is done, a value from 0 to 1.
///
/// iOS 7's look: a flat track, square-ended, 2 points thick (`.default`, light grey) or 3 points
/// (`.bar`, clear), the filled part in `progressTintColor` or the inherited `tintColor`. The track keeps
/// its thickness, centred, whatever the view's height: setting a taller frame changes nothing drawn.
/// Custom images replace the colours: each is stretched (in nine parts
/// when resizable) over its part, and the bar is as thick as the taller image. The view takes no input
/// and sends no events. Its parts are two image views (the unfilled track and the
/// filled part, in that order), as on iOS 7.
///
/// Source: Apple, UIProgressView.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// UIKit's light grey for the `.default` style's track.
    static let defaultTrackColor = UIColor.appearance(
        light: UIColor(red: 182.0 / 255.0, green: 182.0 / 255.0, blue: 182.0 / 255.0, alpha: 1),
        dark: UIColor.systemGray4.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    /// How long `setProgress(_:animated: true)` takes to move the fill.
    static let animationDuration: TimeInterval = 0.25

    /// The unfilled part of the track, from the end of the fill to the right edge.
    let trackView = UIImageView(frame: .zero)
    /// The filled part, from the left edge.
    let fillView = UIImageView(frame: .zero)

    /// Creates a progress view of `style`, its frame zero wide and as tall as the bar, progress 0.
    ///
    /// Source: Apple, `init(progressViewStyle:)`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.thickness))
        setUp()
    }

    /// Creates a `.default` progress view in `frame` (the frame keeps its height; the bar is centred).
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUp()
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        addSubview(trackView)
        addSubview(fillView)
        updateParts()
        layoutBar()
    }

    // MARK: Value

    /// How full the bar is, from 0 (empty) to 1 (full); 0 by default. Values outside are pinned to 0 or
    /// 1; NaN is ignored. Setting it moves the fill at once (see `setProgress(_:animated:)`).
    ///
    /// Source: Apple.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// Sets `progress` (pinned to 0...1, NaN ignored); when `animated`, the fill slides to it over a
    /// quarter of a second on UIKit's clock, from where it is shown. `progress` reads the new value at
    /// once either way.
    ///
    /// Source: Apple.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return }
        storedProgress = min(1, max(0, progress))
        if animated {
            UIView.animate(
                withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
                animations: {
                    self.layoutBar()
                }, completion: nil)
        } else {
            fillView.layer.removeAllAnimations()
            trackView.layer.removeAllAnimations()
            layoutBar()
        }
    }

    // MARK: Look

    /// The style: the track's thickness (2 or 3 points) and its default colour.
    open var progressViewStyle: Style {
        didSet {
            guard progressViewStyle != oldValue else { return }
            updateParts()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The filled part's colour; nil (the default) uses `tintColor`, inherited and dimmed as usual.
    ///
    /// Source: Apple.
    open var progressTintColor: UIColor? {
        didSet { markAppearanceExplicit("progressTintColor"); updateParts() }
    }

    /// The unfilled part's colour; nil (the default) is UIKit's light grey for `.default` and clear for
    /// `.bar`.
    ///
    /// Source: Apple.
    open var trackTintColor: UIColor? {
        didSet { markAppearanceExplicit("trackTintColor"); updateParts() }
    }

    /// An image for the filled part, replacing its colour; nil by default. It is stretched to the filled
    /// length (a resizable image keeps its caps) and the bar to the image's height.
    ///
    /// Source: Apple.
    open var progressImage: UIImage? {
        didSet { markAppearanceExplicit("progressImage"); imagesDidChange(oldValue, progressImage) }
    }

    /// An image for the unfilled part, replacing its colour; nil by default. It is stretched to the
    /// unfilled length, as `progressImage` is to the filled one.
    open var trackImage: UIImage? {
        didSet { markAppearanceExplicit("trackImage"); imagesDidChange(oldValue, trackImage) }
    }

    // Unsupported: `observedProgress` (Foundation's Progress) needs key-value observing, which Linux
    // Foundation lacks; set `progress` from the Progress's `fractionCompleted` instead.

    /// The bar's thickness: the style's (2 or 3 points), or the taller custom image's height.
    var barThickness: CGFloat {
        let imageHeight = max(progressImage?.size.height ?? 0, trackImage?.size.height ?? 0)
        return imageHeight > 0 ? imageHeight : progressViewStyle.thickness
    }

    private func imagesDidChange(_ old: UIImage?, _ new: UIImage?) {
        guard old !== new else { return }
        if old?.size.height != new?.size.height { invalidateIntrinsicContentSize() }
        updateParts()
        setNeedsLayout()
    }

    /// Gives the two parts their images or colours.
    private func updateParts() {
        fillView.image = progressImage
        fillView.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        trackView.image = trackImage
        let trackColor = trackTintColor ?? (progressViewStyle == .bar ? nil : Self.defaultTrackColor)
        trackView.backgroundColor = trackImage == nil ? trackColor : nil
    }

    /// Places the fill and the track for `progress`: the bar's thickness, centred down the bounds, the
    /// boundary between them on a whole pixel.
    private func layoutBar() {
        // UIKit: under Auto Layout the bar fills the height constraints give it; a frame's height changes
        // nothing drawn.
        let thickness = isPlacedByConstraints ? bounds.height : barThickness
        let scale = max(1, contentScaleFactor)
        let y = ((bounds.height - thickness) / 2 * scale).rounded(.down) / scale
        let filled = (bounds.width * CGFloat(storedProgress) * scale).rounded() / scale
        fillView.frame = CGRect(x: 0, y: y, width: filled, height: thickness)
        trackView.frame = CGRect(x: filled, y: y, width: bounds.width - filled, height: thickness)
    }

    // MARK: View overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    /// No intrinsic width; the bar's thickness as the height (2 or 3 points, or the images'). A height
    /// constraint that overrides it thickens the bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barThickness)
    }

    /// UIKit: a progress view hugs its height at 750 (its width at 250).
    override func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .vertical ? .defaultHigh : .defaultLow
    }

    /// The width offered (the current width when none), the bar's thickness as the height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: barThickness)
    }

    /// The filled part follows the tint when it has no colour or image of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateParts()
    }

    // MARK: Accessibility

    /// An accessibility element until set.
    override class var isAccessibilityElementByDefault: Bool { true }

    /// "Progress" until set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "Progress" }
        set { super.accessibilityLabel = newValue }
    }

    /// The progress as a whole percentage ("50%") until set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// `.updatesFrequently` until set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }

}
