import UIKit

/// The drawing gallery sheet, scaled to the page's width. A vertical drag scrolls it.
final class DrawingGalleryPageView: CatalogDrawingView {
    /// The sheet, rendered at the screen's scale: at first only as much of its top as the page shows
    /// (so that the Catalog's first frame does not wait for every drawing), whole once scrolled.
    private static var sheet: UIImage?
    private var offset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// Page points per sheet point: the sheet is scaled to the page's width.
    private var zoom: CGFloat { bounds.width / GallerySheet.width }

    /// The sheet, rendered down to at least `bottom` (in sheet points).
    private func image(reaching bottom: CGFloat) -> UIImage {
        let scale = UIScreen.main.scale
        if let sheet = Self.sheet, sheet.scale == scale, sheet.size.height >= min(bottom, GallerySheet.height) { return sheet }
        let top = Self.sheet == nil ? bottom : nil
        let sheet = GallerySheet.render(scale: scale, top: top)
        Self.sheet = sheet
        return sheet
    }

    override func draw(_ rect: CGRect) {
        guard zoom > 0 else { return }
        // One sheet point of margin below the page's edge, so that scaling samples real pixels there.
        let image = image(reaching: (offset + bounds.height) / zoom + 1)
        image.draw(in: CGRect(x: 0, y: -offset, width: bounds.width, height: image.size.height * zoom))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let delta = touch.location(in: self).y - touch.previousLocation(in: self).y
        offset = min(max(0, offset - delta), max(0, GallerySheet.height * zoom - bounds.height))
        setNeedsDisplay()
    }
}
