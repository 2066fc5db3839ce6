// Encoding images as PNG and JPEG, with the method names of Swift 4.2+ and the free functions of earlier Swift.

extension UIImage {
    /// The image as PNG data (with alpha when the bitmap has it), or nil for an image without a bitmap.
    ///
    /// The stored pixels are written as they are: PNG has no orientation tag, so an image whose
    /// `imageOrientation` is not `.up` decodes upright-as-stored, as with iOS's encoder. Cap insets,
    /// rendering mode and tint colour are not part of the data.
    ///
    /// Source: Apple, `pngData()`.
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image as baseline JPEG data, or nil for an image without a bitmap. `compressionQuality` runs
    /// from 0 (smallest) to 1 (best) and is clamped to that range (NaN is 0). JPEG has no alpha: transparent
    /// pixels are written over black.
    ///
    /// Deviation: iOS writes the orientation as an EXIF tag; OpenUIKit writes the pixels already turned
    /// upright (decoding gives the same picture and size, with `imageOrientation` `.up`).
    ///
    /// Source: Apple, `jpegData(compressionQuality:)`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        let pixels = imageOrientation == .up ? cgImage : (uprightBitmap() ?? cgImage)
        return pixels.jpegData(quality: compressionQuality)
    }

    /// The bitmap with the orientation applied, for encoders without an orientation tag.
    private func uprightBitmap() -> CGImage? {
        guard
            let (context, _) = makeImageContext(
                size: size, opaque: false, scale: scale,
                caller: "UIImage.jpegData(compressionQuality:)")
        else { return nil }
        UIGraphicsPushContext(context)
        UIImage(cgImage: cgImage!, scale: scale, orientation: imageOrientation).draw(in: CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        return context.makeImage()
    }
}

/// The image as PNG data, or nil for an image without a bitmap: `image.pngData()`.
///
/// The spelling of Swift 4.1 and earlier; Apple's SDK removed it in Swift 4.2. OpenUIKit keeps it so
/// that older code compiles.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    image.pngData()
}

/// The image as JPEG data, or nil for an image without a bitmap: `image.jpegData(compressionQuality:)`.
///
/// The spelling of Swift 4.1 and earlier; Apple's SDK removed it in Swift 4.2. OpenUIKit keeps it so
/// that older code compiles.
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
