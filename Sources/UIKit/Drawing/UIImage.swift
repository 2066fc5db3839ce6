/// An immutable image: a bitmap with a scale (pixels per point) and an orientation, plus how it draws
/// when resized (cap insets, resizing mode) and tinted (rendering mode, tint colour).
///
/// Every modifier (`resizableImage(withCapInsets:)`, `withRenderingMode(_:)`, `withTintColor(_:)`, ...)
/// returns a new image and leaves the receiver untouched. Images are usable from any thread.
/// Decoding reads PNG and JPEG; corrupt or truncated data gives nil, never a partial image.
///
/// Source: Apple, UIImage reference.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap, with its pixels as stored (`imageOrientation` is not applied); nil for `UIImage()`.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` image. Always finite and greater than 0.
    public let scale: CGFloat
    /// How the stored pixels are turned for display; `size` and drawing honour it.
    public let imageOrientation: Orientation
    /// Everything the modifiers change.
    let attributes: Attributes
    /// Images derived from this one on demand (upright copy, nine-part slices), computed once.
    let derived = DerivedImages()

    /// The values that UIImage's modifiers set, copied as a whole into the new image.
    struct Attributes: Sendable {
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        /// True for images from `resizableImage...` and `stretchableImage...`, even with zero insets.
        var isResizable = false
        var renderingMode = RenderingMode.automatic
        /// The colour given to `withTintColor(_:)`.
        var tintColor: UIColor?
        var images: [UIImage]?
        var duration: TimeInterval = 0
        var leftCapWidth = 0
        var topCapHeight = 0
        var alignmentRectInsets = UIEdgeInsets.zero
    }

    // MARK: Creating images

    /// An empty image: no bitmap, size zero, scale 1. Drawing it draws nothing; encoding it gives nil.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        attributes = Attributes()
        super.init()
    }

    /// An image of `cgImage` at scale 1 and orientation `.up`: its size in points is its size in pixels.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        imageOrientation = .up
        attributes = Attributes()
        super.init()
    }

    /// An image of `cgImage` at `scale` pixels per point, displayed with `orientation`.
    /// A scale that is 0, negative or not finite is taken as 1.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = UIImage.validScale(scale)
        imageOrientation = orientation
        attributes = Attributes()
        super.init()
    }

    /// Decodes PNG or JPEG data at scale 1. A JPEG's EXIF orientation tag becomes `imageOrientation`.
    /// Returns nil for empty, unrecognised, corrupt or truncated data.
    public init?(data: Data) {
        guard let decoded = UIImage.decode(data) else { return nil }
        cgImage = decoded.image
        scale = 1
        imageOrientation = decoded.orientation
        attributes = Attributes()
        super.init()
    }

    /// Decodes PNG or JPEG data as an image of `scale` pixels per point: scale 2 makes a 100-pixel-wide
    /// bitmap 50 points wide. A scale that is 0, negative or not finite is taken as 1. Returns nil for
    /// empty, unrecognised, corrupt or truncated data.
    public init?(data: Data, scale: CGFloat) {
        guard let decoded = UIImage.decode(data) else { return nil }
        cgImage = decoded.image
        self.scale = UIImage.validScale(scale)
        imageOrientation = decoded.orientation
        attributes = Attributes()
        super.init()
    }

    /// Loads a PNG or JPEG file. A name ending in `@2x` or `@3x` before its extension (`icon@2x.png`,
    /// also `icon@2x~ipad.png`) gives scale 2 or 3; any other name gives scale 1. Returns nil when the file
    /// cannot be read or does not decode. Unlike `UIImage(named:)`, nothing is cached.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let decoded = UIImage.decode(data) else { return nil }
        cgImage = decoded.image
        scale = UIImage.scale(fromFileName: (path as NSString).lastPathComponent)
        imageOrientation = decoded.orientation
        attributes = Attributes()
        super.init()
    }

    /// The designated initializer behind every modifier.
    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, attributes: Attributes) {
        self.cgImage = cgImage
        self.scale = UIImage.validScale(scale)
        imageOrientation = orientation
        self.attributes = attributes
        super.init()
    }

    /// An animated image showing `images` in turn over `duration` seconds. Its size, scale, orientation and
    /// bitmap are those of the first frame (drawing it draws the first frame; `UIImageView` animates it).
    /// Returns nil for an empty array. All frames should share one size and scale, as Apple asks.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var attributes = first.attributes
        attributes.images = images
        attributes.duration = duration.isFinite && duration > 0 ? duration : 0
        return UIImage(cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation, attributes: attributes)
    }

    // MARK: Geometry

    /// The size in points, with the orientation applied: the bitmap's pixel size divided by `scale`,
    /// width and height swapped for the `.left` and `.right` orientations (mirrored or not).
    /// `UIImage()` has size zero.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        return imageOrientation.swapsWidthAndHeight ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// Insets that describe the image's alignment rectangle (for Auto Layout); zero unless set with
    /// ``withAlignmentRectInsets(_:)``.
    open var alignmentRectInsets: UIEdgeInsets { attributes.alignmentRectInsets }

    /// The same image with other alignment rectangle insets.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        modified { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The same bitmap with its orientation mirrored left to right (`.up` becomes `.upMirrored`,
    /// `.left` becomes `.rightMirrored`, and back).
    open func withHorizontallyFlippedOrientation() -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation.horizontallyFlipped, attributes: attributes)
    }

    // MARK: Resizing

    /// The end-cap insets, in points: the parts of the image that keep their size when it is drawn larger.
    /// `.zero` for an image that is not resizable. Never negative or NaN (see ``resizableImage(withCapInsets:)``).
    open var capInsets: UIEdgeInsets { attributes.capInsets }

    /// How the area between the caps fills a larger size: `.tile` (the default, also for images that are
    /// not resizable) repeats it, `.stretch` scales it.
    open var resizingMode: ResizingMode { attributes.resizingMode }

    /// A resizable copy of the image with `capInsets` (points) and the default resizing mode, `.tile`.
    ///
    /// When drawn, the four corners keep their size, the edges and centre fill the rest (edges along
    /// one axis only), tiled left to right and top to bottom. With `UIEdgeInsets.zero`, the whole image tiles.
    /// An area 1 pixel wide or high is stretched rather than tiled; the result is the same.
    /// Negative, NaN and infinite insets are taken as 0; insets larger than the image are limited to it
    /// when drawn, and `capInsets` reports them as given (after that clamp).
    ///
    /// Source: Apple, `resizableImage(withCapInsets:)`, `capInsets`, `resizingMode`.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy of the image with `capInsets` (points) and `resizingMode` for the area between
    /// the caps; otherwise as ``resizableImage(withCapInsets:)``.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let insets = UIImage.clampedInsets(capInsets)
        return modified {
            $0.capInsets = insets
            $0.resizingMode = resizingMode
            $0.isResizable = true
            $0.leftCapWidth = 0
            $0.topCapHeight = 0
            $0.images = $0.images?.map { $0.resizableImage(withCapInsets: insets, resizingMode: resizingMode) }
        }
    }

    /// A stretchable copy of the image (the iOS 2 API): the left and top caps keep their size, a middle
    /// 1 point wide and 1 point high stretches, and the right and bottom caps are the rest. Apple calls the
    /// middle "1 pixel" but computes the right cap as `size.width - (leftCapWidth + 1)`, in points, which
    /// OpenUIKit follows. A cap width of 0 stretches the whole image along that axis. Negative widths are
    /// taken as 0. `capInsets` reports the four caps; the resizing mode is `.stretch`.
    ///
    /// Source: Apple, `stretchableImage(withLeftCapWidth:topCapHeight:)`, `leftCapWidth`, `topCapHeight`.
    @available(iOS, introduced: 2.0, deprecated: 5.0, message: "Use resizableImage(withCapInsets:resizingMode:)")
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = max(0, leftCapWidth), top = max(0, topCapHeight)
        let size = self.size
        let insets = UIEdgeInsets(
            top: top == 0 ? 0 : CGFloat(top),
            left: left == 0 ? 0 : CGFloat(left),
            bottom: top == 0 ? 0 : max(0, size.height - CGFloat(top) - 1),
            right: left == 0 ? 0 : max(0, size.width - CGFloat(left) - 1))
        return modified {
            $0.capInsets = insets
            $0.resizingMode = .stretch
            $0.isResizable = true
            $0.leftCapWidth = left
            $0.topCapHeight = top
        }
    }

    /// The horizontal end-cap size given to `stretchableImage(withLeftCapWidth:topCapHeight:)`; 0 otherwise.
    @available(iOS, introduced: 2.0, deprecated: 5.0, message: "Use capInsets")
    open var leftCapWidth: Int { attributes.leftCapWidth }

    /// The vertical end-cap size given to `stretchableImage(withLeftCapWidth:topCapHeight:)`; 0 otherwise.
    @available(iOS, introduced: 2.0, deprecated: 5.0, message: "Use capInsets")
    open var topCapHeight: Int { attributes.topCapHeight }

    // MARK: Rendering mode and tint

    /// Whether the image draws as itself or as a template (its alpha filled with a tint colour).
    /// `.automatic` (the default) lets the place that shows it decide: image views draw originals; bars,
    /// tab bars and segmented controls draw templates.
    open var renderingMode: RenderingMode { attributes.renderingMode }

    /// A copy of the image with `renderingMode`. Drawing a template with `draw(in:)` outside a view still
    /// draws its original colours, as on iOS; views that tint (image views, buttons) fill it with their tint colour.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        modified {
            $0.renderingMode = renderingMode
            $0.images = $0.images?.map { $0.withRenderingMode(renderingMode) }
        }
    }

    /// A copy of the image tinted with `color`, keeping the rendering mode. Wherever it is drawn (also with
    /// `draw(in:)`), it draws `color` through the image's alpha: Apple draws the tint, then the image with
    /// the `.destinationIn` blend mode. Its tint wins over a view's `tintColor`.
    ///
    /// Source: Apple, `withTintColor(_:)`.
    open func withTintColor(_ color: UIColor) -> UIImage {
        modified {
            $0.tintColor = color
            $0.images = $0.images?.map { $0.withTintColor(color) }
        }
    }

    /// A copy of the image tinted with `color` (as ``withTintColor(_:)``) and with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        modified {
            $0.tintColor = color
            $0.renderingMode = renderingMode
            $0.images = $0.images?.map { $0.withTintColor(color, renderingMode: renderingMode) }
        }
    }

    /// Whether this is an SF Symbols image: always false in OpenUIKit, which has no symbol images.
    open var isSymbolImage: Bool { false }

    // MARK: Animation

    /// The frames of an animated image, or nil for an image that is not animated.
    open var images: [UIImage]? { attributes.images }

    /// The time one cycle of an animated image takes, in seconds; 0 for an image that is not animated.
    open var duration: TimeInterval { attributes.duration }

    // MARK: Describing

    /// A summary for debugging: `<UIImage: anonymous {width, height} scale=2 renderingMode=automatic>`.
    open override var description: String {
        let size = self.size
        let kind = cgImage == nil ? "empty" : "anonymous"
        return
            "<UIImage: \(kind) {\(UIImage.format(size.width)), \(UIImage.format(size.height))} scale=\(UIImage.format(scale)) renderingMode=\(renderingMode)>"
    }

    // MARK: Helpers

    /// A copy of this image (same bitmap, scale and orientation) with changed attributes.
    func modified(_ change: (inout Attributes) -> Void) -> UIImage {
        var copy = attributes
        change(&copy)
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, attributes: copy)
    }

    static func validScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// Negative, NaN and infinite insets become 0.
    static func clampedInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return UIEdgeInsets(top: clamp(insets.top), left: clamp(insets.left), bottom: clamp(insets.bottom), right: clamp(insets.right))
    }

    /// The scale a file name states: `@2x`/`@3x` (any `@<n>x`) just before the extension or a `~device`
    /// suffix; 1 otherwise.
    static func scale(fromFileName fileName: String) -> CGFloat {
        var stem = (fileName as NSString).deletingPathExtension
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let value = Int(digits), value > 0, value <= 16 else { return 1 }
        return CGFloat(value)
    }

    /// Decodes PNG or JPEG data, with a JPEG's EXIF orientation.
    static func decode(_ data: Data) -> (image: CGImage, orientation: Orientation)? {
        guard let image = CGImage.decoded(from: data) else { return nil }
        return (image, JPEGOrientation.read(from: data) ?? .up)
    }

    private static func format(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}

/// Images computed from an image on first use and kept for its lifetime. Thread-safe.
final class DerivedImages: @unchecked Sendable {
    private let lock = NSLock()
    private var upright: CGImage?
    private var slices: [NineSlice.Key: CGImage] = [:]

    /// The upright bitmap, made by `make()` on first use; when two threads race, the first stored wins.
    func upright(_ make: () -> CGImage?) -> CGImage? {
        if let cached = lock.withLock({ upright }) { return cached }
        let made = make()
        return lock.withLock {
            if upright == nil { upright = made }
            return upright
        }
    }

    /// The nine-part slice at `key`, made by `make()` on first use.
    func slice(_ key: NineSlice.Key, _ make: () -> CGImage?) -> CGImage? {
        if let cached = lock.withLock({ slices[key] }) { return cached }
        guard let made = make() else { return nil }
        return lock.withLock {
            if let existing = slices[key] { return existing }
            slices[key] = made
            return made
        }
    }
}
