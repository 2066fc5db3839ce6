/// The settings shared by UIKit's graphics renderers.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The drawing bounds in points (the renderer's bounds).
    open internal(set) var bounds: CGRect = .zero
}

/// How a `UIGraphicsImageRenderer` makes its bitmaps.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat = MainScreenScale.value
    /// Whether the bitmap has no alpha channel (faster; transparent drawing shows black). False by default.
    open var opaque = false
    /// The colour range (OpenUIKit always renders standard range).
    open var preferredRange: Range = .standard

    public override init() { super.init() }

    /// The format for the main screen: its scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The device's preferred format; the same as `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, `extended`, standard }
}

/// The context a renderer hands to its drawing actions.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context, in UIKit's space (points, y down), current for the actions' duration.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.stroke(rect); cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing actions in a fresh bitmap context each time.
///
/// An empty, negative or non-finite size makes empty images (size zero) and prints why; it never crashes.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose drawing space has `bounds.origin` at the image's top left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
        super.init()
    }

    /// Runs `actions` with the renderer's context current and returns the image they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard
            let (context, scale) = makeImageContext(
                size: bounds.size, opaque: format.opaque, scale: format.scale,
                caller: "UIGraphicsImageRenderer.image(actions:)")
        else { return UIImage() }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    /// Runs `actions` and returns the image as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).cgImage?.pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data (`compressionQuality` 0...1, 1 best).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).cgImage?.jpegData(quality: compressionQuality) ?? Data()
    }
}
