/// The darkened (highlighted) and lightened (disabled) versions of a custom button's images, and the
/// template version a system button draws in its tint.
///
/// UIKit: with `adjustsImageWhenHighlighted`, the normal image is darkened while highlighted (black at
/// 1/3 over its opaque parts); with `adjustsImageWhenDisabled`, it is drawn faded (at 40 % opacity)
/// while disabled. Both keep the image's size, scale, cap insets, resizing and rendering mode, so a
/// resizable background stays resizable.
///
/// Source: Apple, UIButton (`adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`).
struct AdjustedImageKey: Hashable {
    enum Adjustment: Hashable { case highlighted, disabled, template }
    let image: ObjectIdentifier
    let adjustment: Adjustment
}

extension UIButton {
    static let highlightDarkening: CGFloat = 1.0 / 3.0
    static let disabledImageAlpha: CGFloat = 0.4

    /// `image` adjusted, cached per image (so a state change does not make or render a new image).
    func adjustedImage(_ image: UIImage, _ adjustment: AdjustedImageKey.Adjustment) -> UIImage {
        let key = AdjustedImageKey(image: ObjectIdentifier(image), adjustment: adjustment)
        if let cached = adjustedImageCache[key], cached.source === image { return cached.adjusted }
        let adjusted = UIButton.makeAdjustedImage(image, adjustment)
        if adjustedImageCache.count > 16 { adjustedImageCache.removeAll() }
        adjustedImageCache[key] = (image, adjusted)
        return adjusted
    }

    private static func makeAdjustedImage(_ image: UIImage, _ adjustment: AdjustedImageKey.Adjustment) -> UIImage {
        if adjustment == .template { return image.withRenderingMode(.alwaysTemplate) }
        guard image.size.width > 0, image.size.height > 0, image.cgImage != nil else { return image }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        format.opaque = false
        let rect = CGRect(origin: .zero, size: image.size)
        // Draw the image whole (not in nine parts): the caps are re-applied below.
        let plain = UIImage(cgImage: image.cgImage!, scale: image.scale, orientation: image.imageOrientation)
        var adjusted = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            switch adjustment {
            case .highlighted:
                plain.draw(in: rect)
                context.cgContext.setBlendMode(.sourceAtop)
                context.cgContext.setFillColor(UIColor(white: 0, alpha: highlightDarkening).cgColor)
                context.cgContext.fill(rect)
            case .disabled:
                plain.draw(in: rect, blendMode: .normal, alpha: disabledImageAlpha)
            case .template:
                break  // made above, without drawing
            }
        }
        if image.attributes.isResizable {
            adjusted = adjusted.resizableImage(withCapInsets: image.capInsets, resizingMode: image.resizingMode)
        }
        return adjusted.withRenderingMode(image.renderingMode)
    }
}
