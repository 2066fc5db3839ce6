/// An image: a bitmap with a scale (pixels per point) and an orientation.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap, or nil for images without one.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` image.
    public let scale: CGFloat
    public let imageOrientation: Orientation

    /// The size in points: the bitmap's pixel size divided by `scale`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
    }

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        imageOrientation = .up
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
    }

    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
