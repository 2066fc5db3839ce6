/// iOS 7's standard button glyphs, drawn with UIBezierPath as template images (so they take the
/// button's tint): the circled "i" of `.detailDisclosure`, `.infoLight` and `.infoDark`, and the circled
/// "+" of `.contactAdd`. Both are 22 × 22 points: a 1-point circle on the edge, the mark inside, with
/// lines on the pixel grid at scale 1, 2 and 3.
///
/// Source: Apple, UIButton.ButtonType; iOS 7's 22-point glyph buttons (an "i" in a circle; a plus in a
/// circle).
enum ButtonGlyphs {
    static let size = CGSize(width: 22, height: 22)

    /// The glyph for `type` at `scale`, nil for types without one.
    static func image(for type: UIButton.ButtonType, scale: CGFloat) -> UIImage? {
        guard type.hasStandardGlyph else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 && scale.isFinite ? scale : 1
        format.opaque = false
        let isPlus = type == .contactAdd
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.set()
            let ring = UIBezierPath(ovalIn: CGRect(x: 0.5, y: 0.5, width: 21, height: 21))
            ring.lineWidth = 1
            ring.stroke()
            if isPlus {
                UIBezierPath(rect: CGRect(x: 6, y: 10.5, width: 10, height: 1)).fill()
                UIBezierPath(rect: CGRect(x: 10.5, y: 6, width: 1, height: 10)).fill()
            } else {
                UIBezierPath(ovalIn: CGRect(x: 9.75, y: 5, width: 2.5, height: 2.5)).fill()
                // The stem, with a small serif at the top left and a foot, as iOS 7's "i".
                UIBezierPath(rect: CGRect(x: 10, y: 9, width: 2, height: 8)).fill()
                UIBezierPath(rect: CGRect(x: 9, y: 9, width: 1, height: 1)).fill()
                UIBezierPath(rect: CGRect(x: 9, y: 16, width: 4, height: 1)).fill()
            }
        }.withRenderingMode(.alwaysTemplate)
    }
}

/// The soft white glow of `showsTouchWhenHighlighted`: a radial gradient from white to clear, 40 points
/// across, drawn with Core Graphics. It takes no touches.
final class ButtonGlowView: UIView {
    static let size = CGSize(width: 40, height: 40)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors =
            [
                UIColor(white: 1, alpha: 0.95).cgColor, UIColor(white: 1, alpha: 0.6).cgColor,
                UIColor(white: 1, alpha: 0).cgColor,
            ] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.4, 1]) else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        context.drawRadialGradient(
            gradient, startCenter: centre, startRadius: 0, endCenter: centre,
            endRadius: min(bounds.width, bounds.height) / 2, options: [])
    }
}
