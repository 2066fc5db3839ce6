/// A view that displays an image, or a sequence of images as an animation.
///
/// The image is placed by `contentMode` (`.scaleToFill` by default; every mode is honoured, and content
/// that overflows the bounds, as `.scaleAspectFill` or `.center` with a large image can, shows outside
/// them unless `clipsToBounds`). A template image (`.alwaysTemplate`) is drawn in `tintColor`; an
/// `.automatic` image draws its own colours in an image view. A resizable image draws in nine parts.
/// Image views take no touches by default (`isUserInteractionEnabled` is false).
///
/// How it displays: the image becomes the layer's contents (`contentsGravity` from `contentMode`,
/// `contentsScale` from the image's scale), so resizing the view costs no redrawing. Tinted and turned
/// (non-`.up`) images are rendered once into a bitmap of the image's size. A resizable image that the
/// content mode resizes is drawn in nine parts into a bitmap of the bounds, redrawn when they change.
/// As on iOS, `draw(_:)` of a subclass is never called.
///
/// Source: Apple, UIImageView reference.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Image views show their image through a layer whose contents they set themselves.
    open override class var layerClass: AnyClass { ImageViewLayer.self }

    /// Bitmaps rendered for tinted or turned images, by image (cleared when the tint changes).
    var renderedImages: [ObjectIdentifier: (image: UIImage, bitmap: CGImage)] = [:]
    /// The running animation, nil when not animating.
    var animation: ImageViewAnimation?

    /// Creates an image view with no image, taking no touches, not opaque.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Creates an image view showing `image`, its frame at (0, 0) with the image's size (zero for nil).
    ///
    /// Source: Apple.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
        setNeedsDisplay()
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
        setNeedsDisplay()
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Images

    /// The image shown while not highlighted and not animating; nil by default. Setting it does not
    /// resize the view (only `init(image:)` does); it invalidates `intrinsicContentSize`.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted`; nil (show `image`) by default.
    ///
    /// Source: Apple (shown when highlighted, not when selected).
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue && isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the view shows its highlighted image (and highlighted animation images); false by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    // MARK: Animation

    /// The frames of the animation, shown in order over `animationDuration`; nil by default. Replacing
    /// them while animating continues the animation with the new frames; removing them stops it.
    ///
    /// Source: Apple.
    open var animationImages: [UIImage]? {
        didSet { animationFramesDidChange() }
    }

    /// The frames used instead of `animationImages` while `isHighlighted`; nil by default.
    ///
    /// Source: Apple.
    open var highlightedAnimationImages: [UIImage]? {
        didSet { animationFramesDidChange() }
    }

    /// The time one cycle through all the frames takes, in seconds; 0 by default, which means 1/30 s per
    /// frame (the stored value stays 0). Negative and non-finite values act as 0.
    ///
    /// Source: Apple.
    open var animationDuration: TimeInterval = 0

    /// How many cycles the animation runs before it stops by itself; 0 (the default) repeats forever.
    /// After the last cycle the view shows `image` again and `isAnimating` is false.
    ///
    /// Source: Apple.
    open var animationRepeatCount = 0

    /// Starts the animation from its first frame. Does nothing without frames or when already animating.
    /// Frames change on UIKit's clock (a test harness's virtual clock in tests), frame `k` showing from
    /// `k × animationDuration / count` seconds after the start. Removing the view from its window stops it.
    ///
    /// Source: Apple.
    open func startAnimating() {
        guard animation == nil, currentAnimationFrames != nil else { return }
        animation = ImageViewAnimation(start: ApplicationHost.current?.now ?? 0)
        scheduleNextAnimationFrame()
        setNeedsDisplay()
    }

    /// Stops the animation and shows `image` (or `highlightedImage`) again.
    open func stopAnimating() {
        guard let running = animation else { return }
        running.cancel()
        animation = nil
        setNeedsDisplay()
    }

    /// Whether the animation is running.
    open var isAnimating: Bool { animation != nil }

    // MARK: View overrides

    /// The content mode also decides how the image is placed; changing it redisplays the image.
    open override var contentMode: ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size in points (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? super.sizeThatFits(size)
    }

    /// A template image follows the tint: redisplay it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        renderedImages.removeAll()
        if displayedImage.map(ImageViewContents.followsTint) ?? false { setNeedsDisplay() }
    }

    /// `.image` until set. An image view is not an accessibility element by default (UIView's false):
    /// an app makes the images that carry meaning elements and labels them.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }

    /// Leaving the window stops the animation.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopAnimating() }
        if usesDrawnContents { setNeedsDisplay() }
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        if usesDrawnContents { setNeedsDisplay() }
    }
}

/// The layer of an image view: display asks the view for the image to show instead of drawing.
final class ImageViewLayer: CALayer {
    override func display() {
        guard let view = delegate as? UIImageView else { return super.display() }
        MainActor.assumeIsolated { view.updateLayerContents() }
    }
}
