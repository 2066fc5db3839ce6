import UIKit

/// The drawing gallery sheet, scaled to the page's width. A vertical drag scrolls it.
final class DrawingGalleryPageView: CatalogDrawingView {
    /// The sheet, rendered once at the screen's scale.
    private static var sheet: UIImage?
    private var offset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    private var image: UIImage {
        if let sheet = Self.sheet, sheet.scale == UIScreen.main.scale { return sheet }
        let sheet = GallerySheet.render(scale: UIScreen.main.scale)
        Self.sheet = sheet
        return sheet
    }

    /// The sheet's height once scaled to the page's width.
    private var scaledHeight: CGFloat {
        bounds.width / image.size.width * image.size.height
    }

    override func draw(_ rect: CGRect) {
        image.draw(in: CGRect(x: 0, y: -offset, width: bounds.width, height: scaledHeight))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let delta = touch.location(in: self).y - touch.previousLocation(in: self).y
        offset = min(max(0, offset - delta), max(0, scaledHeight - bounds.height))
        setNeedsDisplay()
    }
}
