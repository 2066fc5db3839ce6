/// iOS 7's table cell glyphs, drawn with UIBezierPath: the disclosure chevron and the reorder grip in their
/// own light grey, the checkmark as a template image (the cell's tint colours it), and the editing controls
/// (a red circle with a white minus, a green circle with a white plus).
///
/// Sizes are iOS 7's as they look on screen: the chevron 8 × 13 points, the checkmark 14 × 11, the editing
/// circles 22 across, the grip three 18-point lines 5 points apart. Straight lines lie on the pixel grid at
/// scale 2. The artwork is OpenUIKit's own.
enum CellGlyph: CaseIterable {
    /// The disclosure indicator: a right-pointing chevron.
    case disclosureChevron
    /// The checkmark accessory.
    case checkmark
    /// The delete editing control.
    case deleteControl
    /// The insert editing control.
    case insertControl
    /// The reorder control's grip.
    case reorderGrip

    /// The light grey of the chevron and the grip, RGB(199, 199, 204).
    static let grey = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// The delete control's red, RGB(255, 59, 48).
    static let red = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    /// The insert control's green, RGB(76, 217, 100).
    static let green = UIColor(red: 76 / 255, green: 217 / 255, blue: 100 / 255, alpha: 1)

    /// The glyph's size in points.
    var size: CGSize {
        switch self {
        case .disclosureChevron: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .deleteControl, .insertControl: return CGSize(width: 22, height: 22)
        case .reorderGrip: return CGSize(width: 18, height: 11)
        }
    }

    /// The glyph at `scale` (a scale that is not positive and finite draws at 1); the checkmark is a template.
    func image(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 && scale.isFinite ? scale : 1
        format.opaque = false
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }
        return self == .checkmark ? image.withRenderingMode(.alwaysTemplate) : image.withRenderingMode(.alwaysOriginal)
    }

    private func draw() {
        switch self {
        case .disclosureChevron:
            Self.grey.setStroke()
            let chevron = UIBezierPath()
            chevron.move(to: CGPoint(x: 1, y: 1))
            chevron.addLine(to: CGPoint(x: 6.5, y: 6.5))
            chevron.addLine(to: CGPoint(x: 1, y: 12))
            chevron.lineWidth = 2
            chevron.stroke()
        case .checkmark:
            UIColor.black.setStroke()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 1, y: 5.5))
            check.addLine(to: CGPoint(x: 5, y: 9.5))
            check.addLine(to: CGPoint(x: 13, y: 1))
            check.lineWidth = 2
            check.stroke()
        case .deleteControl, .insertControl:
            (self == .deleteControl ? Self.red : Self.green).setFill()
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 10, width: 12, height: 2)).fill()
            if self == .insertControl { UIBezierPath(rect: CGRect(x: 10, y: 5, width: 2, height: 12)).fill() }
        case .reorderGrip:
            Self.grey.setFill()
            for y: CGFloat in [0, 5, 10] { UIBezierPath(rect: CGRect(x: 0, y: y, width: 18, height: 1)).fill() }
        }
    }
}
