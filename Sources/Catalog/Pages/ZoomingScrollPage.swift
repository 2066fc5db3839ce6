import UIKit

/// A zooming example: a large image (a lettered grid, drawn with UIGraphicsImageRenderer) in a
/// scroll view that zooms between fitting the view (0.5) and 2x: pinch to zoom, double-tap to zoom in on
/// a point or back out. The scroll view's delegate gives the image view for zooming.
final class ZoomingScrollPageView: CatalogDrawingView, UIScrollViewDelegate {
    static let margin: CGFloat = 40
    /// The image: twice the scroll view's size, 16 x 10 cells.
    static let imageSize = CGSize(width: 1408, height: 1000)
    static let columns = 16, rows = 10

    let intro = CatalogIntroLabel(
        "A UIScrollView zooming an image view between 0.5 and 2: pinch to zoom (two fingers), double-tap to "
            + "zoom in on a point and again to zoom out.",
        frame: CGRect(x: 40, y: 62, width: 704, height: 40))
    let scrollView = UIScrollView(frame: CGRect(x: 40, y: 120, width: 704, height: 500))
    let imageView = UIImageView(image: ZoomingScrollPageView.gridImage())
    let scaleLabel = UILabel(frame: CGRect(x: 40, y: 636, width: 704, height: 22))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(intro)
        scrollView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        scrollView.delegate = self
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        scrollView.zoomScale = 0.5
        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomingScrollPageView.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        addSubview(scrollView)
        scaleLabel.font = .systemFont(ofSize: 15)
        scaleLabel.textColor = .darkGray
        scaleLabel.textAlignment = .center
        addSubview(scaleLabel)
        updateScaleLabel()
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: CatalogColors.text]
        ("Zooming scroll view" as NSString).draw(at: CGPoint(x: Self.margin, y: 28), withAttributes: title)
    }

    /// Zooms in to 2x about the tapped point, or back out to fit when zoomed in.
    func doubleTapped(_ tap: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = tap.location(in: imageView)
            let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
            scrollView.zoom(
                to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                animated: true)
        }
    }

    private func updateScaleLabel() {
        scaleLabel.text = "Zoom scale \(Int((scrollView.zoomScale * 100).rounded()))%"
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { updateScaleLabel() }

    /// A lettered grid: columns A-P, rows 1-10, cells tinted by position, thin dark lines.
    static func gridImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let cell = CGSize(width: imageSize.width / CGFloat(columns), height: imageSize.height / CGFloat(rows))
        return UIGraphicsImageRenderer(size: imageSize, format: format).image { context in
            for row in 0..<rows {
                for column in 0..<columns {
                    let rect = CGRect(
                        x: CGFloat(column) * cell.width, y: CGFloat(row) * cell.height, width: cell.width, height: cell.height)
                    UIColor(
                        hue: CGFloat(column) / CGFloat(columns), saturation: 0.15 + 0.5 * CGFloat(row) / CGFloat(rows),
                        brightness: 1, alpha: 1
                    ).setFill()
                    UIRectFill(rect)
                    let name = "\(Character(UnicodeScalar(65 + column)!))\(row + 1)" as NSString
                    let attributes: [NSAttributedString.Key: Any] = [
                        .font: UIFont.systemFont(ofSize: 20), .foregroundColor: CatalogColors.secondaryText,
                    ]
                    let size = name.size(withAttributes: attributes)
                    name.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
                }
            }
            UIColor(white: 0.3, alpha: 1).setStroke()
            context.cgContext.setLineWidth(1)
            for column in 0...columns {
                context.cgContext.move(to: CGPoint(x: CGFloat(column) * cell.width, y: 0))
                context.cgContext.addLine(to: CGPoint(x: CGFloat(column) * cell.width, y: imageSize.height))
            }
            for row in 0...rows {
                context.cgContext.move(to: CGPoint(x: 0, y: CGFloat(row) * cell.height))
                context.cgContext.addLine(to: CGPoint(x: imageSize.width, y: CGFloat(row) * cell.height))
            }
            context.cgContext.strokePath()
        }
    }
}
