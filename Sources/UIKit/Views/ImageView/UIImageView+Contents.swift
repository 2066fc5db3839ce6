// What an image view shows, and how it becomes the layer's contents.
extension UIImageView {
    /// The image shown now: the current animation frame, else `highlightedImage` while highlighted
    /// (when set), else `image`.
    var displayedImage: UIImage? {
        if let animation, let frames = currentAnimationFrames { return frames[animation.frameNumber % frames.count] }
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The frames to animate: the highlighted ones while highlighted (when set), else `animationImages`;
    /// nil when there are none.
    var currentAnimationFrames: [UIImage]? {
        if isHighlighted, let frames = highlightedAnimationImages, !frames.isEmpty { return frames }
        if let frames = animationImages, !frames.isEmpty { return frames }
        return nil
    }

    /// Whether the contents are drawn into a bitmap of the bounds (which must be redrawn on resize).
    var usesDrawnContents: Bool {
        displayedImage.map { ImageViewContents.needsDrawing($0, contentMode: contentMode) } ?? false
    }

    /// Sets the layer's contents, gravity and scale for the image shown now (`contentsCenter` stays as
    /// the app set it: stretching a layer's contents that way works on an image view, as on iOS).
    func updateLayerContents() {
        guard let shown = displayedImage, shown.cgImage != nil, shown.size.width > 0, shown.size.height > 0 else {
            layer.contents = nil
            return
        }
        if ImageViewContents.needsDrawing(shown, contentMode: contentMode) {
            let scale = (window?.screen ?? UIScreen.main).scale
            layer.contentsGravity = .resize
            layer.contentsScale = scale
            layer.contents = ImageViewContents.drawn(shown, size: bounds.size, contentMode: contentMode, scale: scale, tint: tintColor)
        } else {
            layer.contentsGravity = contentMode.contentsGravity
            layer.contentsScale = shown.scale
            layer.contents = bitmap(for: shown)
        }
    }

    /// The pixels to show for `image` at its own size: its bitmap, or, for a tinted or turned image, a
    /// bitmap rendered once (and kept until the tint changes).
    private func bitmap(for image: UIImage) -> CGImage? {
        guard image.renderingMode == .alwaysTemplate || image.attributes.tintColor != nil || image.imageOrientation != .up else {
            return image.cgImage
        }
        let key = ObjectIdentifier(image)
        if let rendered = renderedImages[key], rendered.image === image { return rendered.bitmap }
        guard let bitmap = ImageViewContents.rendered(image, tint: tintColor) else { return nil }
        if renderedImages.count > 64 { renderedImages.removeAll() }
        renderedImages[key] = (image, bitmap)
        return bitmap
    }
}

/// How images become an image view's contents. No views here.
enum ImageViewContents {
    /// Whether an image view draws `image` in its tint colour (UIKit: `.alwaysTemplate` only; an
    /// `.automatic` image keeps its colours in an image view).
    static func followsTint(_ image: UIImage) -> Bool {
        image.renderingMode == .alwaysTemplate && image.attributes.tintColor == nil
    }

    /// Whether `image` must be drawn into a bitmap of the bounds: a resizable image that the content mode
    /// resizes. (The layer's `contentsCenter` would stretch it without redrawing, but the compositor's
    /// nine-part scaling samples across the slices' edges, so caps bleed into the middle; UIImage's own
    /// nine-part drawing does not.)
    static func needsDrawing(_ image: UIImage, contentMode: UIView.ContentMode) -> Bool {
        image.attributes.isResizable && [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw].contains(contentMode)
    }

    /// `image` rendered at its own size and scale, upright, tinted as an image view tints it.
    static func rendered(_ image: UIImage, tint: UIColor?) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: image.size), tintColor: tint, automaticIsTemplate: false)
        }.cgImage
    }

    /// `image` placed by `contentMode` in a bitmap of `size` points at `scale`.
    static func drawn(_ image: UIImage, size: CGSize, contentMode: UIView.ContentMode, scale: CGFloat, tint: UIColor?) -> CGImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        let bounds = CGRect(origin: .zero, size: size)
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: placement(of: image.size, contentMode: contentMode, in: bounds), tintColor: tint, automaticIsTemplate: false)
        }.cgImage
    }

    /// Where content of `natural` size goes in `bounds` for a content mode: where the layer's gravity
    /// for that mode places contents.
    static func placement(of natural: CGSize, contentMode: UIView.ContentMode, in bounds: CGRect) -> CGRect {
        LayerRenderer.gravityRect(contentMode.contentsGravity, natural: natural, in: bounds)
    }
}
