extension UIImage {
    /// How an image's stored pixels are turned for display: the rotation (and mirroring) that makes them
    /// upright. The cases match EXIF orientations 1-8 (`.up` 1, `.upMirrored` 2, `.down` 3,
    /// `.downMirrored` 4, `.leftMirrored` 5, `.right` 6, `.rightMirrored` 7, `.left` 8).
    ///
    /// Source: Apple, UIImage.Orientation and CGImagePropertyOrientation references.
    public enum Orientation: Int, Sendable {
        /// The default: the pixels are shown as stored.
        case up
        /// The pixels are shown rotated 180°.
        case down
        /// The pixels are shown rotated 90° counterclockwise.
        case left
        /// The pixels are shown rotated 90° clockwise.
        case right
        /// The pixels are shown mirrored left to right.
        case upMirrored
        /// The pixels are shown mirrored top to bottom (rotated 180° and mirrored left to right).
        case downMirrored
        /// The pixels are shown mirrored left to right, then rotated 90° counterclockwise: transposed.
        case leftMirrored
        /// The pixels are shown mirrored left to right, then rotated 90° clockwise.
        case rightMirrored
    }
}

extension UIImage.Orientation {
    /// Whether the displayed width is the stored height.
    var swapsWidthAndHeight: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: return true
        case .up, .down, .upMirrored, .downMirrored: return false
        }
    }

    /// The orientation that shows the same pixels mirrored left to right.
    var horizontallyFlipped: UIImage.Orientation {
        switch self {
        case .up: return .upMirrored
        case .upMirrored: return .up
        case .down: return .downMirrored
        case .downMirrored: return .down
        case .left: return .rightMirrored
        case .rightMirrored: return .left
        case .right: return .leftMirrored
        case .leftMirrored: return .right
        }
    }

    /// Maps a point of the stored image (x right, y down, `width`×`height` as stored) to the displayed
    /// image (x right, y down).
    func transform(storedWidth w: CGFloat, storedHeight h: CGFloat) -> CGAffineTransform {
        switch self {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        }
    }

    /// The orientation an EXIF Orientation value (1-8) names; nil for any other value.
    init?(exifValue: Int) {
        switch exifValue {
        case 1: self = .up
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: return nil
        }
    }
}
