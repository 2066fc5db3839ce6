// UIButton's geometry: where the image and title go inside the content rect, and the button's natural
// size. The overridable entry points (`contentRect(forBounds:)` and the rest) are declared in
// UIButton.swift and call these.
//
// The rule (UIKit's): the content rect is the bounds inset by `contentEdgeInsets`. The image and the
// title sit side by side, image first, as one block placed by `effectiveContentHorizontalAlignment` and
// `contentVerticalAlignment`; the image's block is placed in the content rect inset by
// `imageEdgeInsets`, the title's in the content rect inset by `titleEdgeInsets` (so with centred
// content, a left inset of 10 moves that part 5 to the right). An image larger than its room is shrunk
// to fit; a smaller one keeps its size. The title gets the width the image leaves.
//
// Source: Apple, UIButton ("Configuring edge insets", the layout methods).
extension UIButton {
    /// Whether a title (plain or attributed, non-empty) shows in the current state.
    var showsTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// The sizes the image and the title take inside `contentRect`.
    func contentSizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        let imageRoom = contentRect.inset(by: imageEdgeInsets.finiteOrZero)
        var imageSize = currentImage?.size ?? .zero
        imageSize.width = max(0, min(imageSize.width, imageRoom.width))
        imageSize.height = max(0, min(imageSize.height, imageRoom.height))
        guard showsTitle, let label = titleLabelStorage else { return (imageSize, .zero) }
        let titleRoom = contentRect.inset(by: titleEdgeInsets.finiteOrZero)
        let width = max(0, titleRoom.width - imageSize.width)
        let fit = label.sizeThatFits(CGSize(width: width, height: max(0, titleRoom.height)))
        return (imageSize, CGSize(width: min(fit.width, width), height: max(0, min(fit.height, titleRoom.height))))
    }

    /// Where the image (`isImage`) or the title goes in `contentRect`.
    func placeContent(isImage: Bool, in contentRect: CGRect) -> CGRect {
        let sizes = contentSizes(in: contentRect)
        let room = contentRect.inset(by: (isImage ? imageEdgeInsets : titleEdgeInsets).finiteOrZero)
        var size = isImage ? sizes.image : sizes.title
        let horizontal = effectiveContentHorizontalAlignment
        if horizontal == .fill, !isImage || !showsTitle {
            size.width = max(0, room.width - (isImage ? 0 : sizes.image.width))
        }
        if contentVerticalAlignment == .fill { size.height = max(0, room.height) }
        let blockWidth = horizontal == .fill ? room.width : sizes.image.width + sizes.title.width
        var x: CGFloat
        switch horizontal {
        case .left, .leading, .fill: x = room.minX
        case .right, .trailing: x = room.maxX - blockWidth
        default: x = room.midX - blockWidth / 2
        }
        if !isImage { x += sizes.image.width }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = room.minY
        case .bottom: y = room.maxY - size.height
        default: y = room.midY - size.height / 2
        }
        return alignedToPixels(CGRect(origin: CGPoint(x: x, y: y), size: size))
    }

    /// `rect` with its origin on the pixel grid of the screen the button shows on (crisp text and images).
    private func alignedToPixels(_ rect: CGRect) -> CGRect {
        let scale = (window?.screen ?? UIScreen.main).scale
        guard scale > 0, rect.origin.x.isFinite, rect.origin.y.isFinite else { return rect }
        return CGRect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
            width: rect.width, height: rect.height)
    }

    /// The natural size: image and title side by side, plus `contentEdgeInsets` (title and image insets
    /// do not count, as in UIKit), at least the background image's size, and at least 30 points tall for
    /// a `.system` button (iOS 7's minimum with its 15-point title font). The glyph types are 22 × 22.
    func naturalSize() -> CGSize {
        let image = currentImage?.size ?? .zero
        var title = CGSize.zero
        if showsTitle, let label = titleLabelStorage { title = label.sizeThatFits(.zero) }
        let insets = contentEdgeInsets.finiteOrZero
        var size = CGSize(
            width: image.width + title.width + insets.left + insets.right,
            height: max(image.height, title.height) + insets.top + insets.bottom)
        if let background = currentBackgroundImage?.size {
            size.width = max(size.width, background.width)
            size.height = max(size.height, background.height)
        }
        // UIKit: a system button is at least 30 points tall (UIButton(type: .system) with a 15-point title
        // sizes to 30).
        if buttonType == .system { size.height = max(size.height, UIButton.systemMinimumHeight) }
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    static let systemMinimumHeight: CGFloat = 30
}

extension UIEdgeInsets {
    /// The insets with NaN and infinite components taken as 0, so that bad insets never reach a frame.
    var finiteOrZero: UIEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    }
}

extension UIButton {
    /// `layoutBaselines()` of a button showing a title: its title's, where `titleRect(forContentRect:)`
    /// puts the title label (UIKit aligns buttons by their titles' baselines). Sampled at two heights,
    /// so overridden rect methods and insets move it too.
    var titleBaselines: LayoutBaselines {
        guard let label = titleLabelStorage else { return LayoutBaselines() }
        let width = max(bounds.width, intrinsicContentSize.width)
        let text = label.layoutBaselines()
        return LayoutBaselines.sampled { height in
            let rect = titleRect(forContentRect: contentRect(forBounds: CGRect(x: 0, y: 0, width: width, height: height)))
            let lineTop = rect.minY + text.heightFactor * rect.height
            return (lineTop + text.first, lineTop + text.last)
        }
    }
}
