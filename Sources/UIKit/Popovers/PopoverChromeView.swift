/// The standard outside of a popover in iOS 7: a white panel with rounded corners and a soft shadow, its
/// arrow a triangle with a rounded tip, 13 points tall on a 37-point base, running smoothly into the edge.
/// The content fills the panel (no frame) and is clipped to its corners.
final class PopoverChromeView: UIPopoverBackgroundView {
    /// The panel's corner radius.
    static let cornerRadius: CGFloat = 13
    /// The panel's colour: white; a dark grey in the dark appearance.
    static let fill = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : .white }

    required init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 15
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) { nil }

    override class func arrowHeight() -> CGFloat { 13 }
    override class func arrowBase() -> CGFloat { 37 }
    override class func contentViewInsets() -> UIEdgeInsets { .zero }

    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let shape = PopoverChromeView.outline(
            in: bounds, arrowDirection: arrowDirection, arrowOffset: arrowOffset, arrowHeight: Self.arrowHeight(),
            arrowBase: Self.arrowBase(), cornerRadius: Self.cornerRadius)
        PopoverChromeView.fill.setFill()
        shape.panel.fill()
        shape.arrow?.fill()
    }

    /// The panel and its arrow: the panel is `bounds` less the arrow's height on the arrow's side; the
    /// arrow's centre is `arrowOffset` from that side's centre, kept clear of the corners. The arrow's base
    /// reaches half a point into the panel, so that the two join without a seam.
    static func outline(
        in bounds: CGRect, arrowDirection: UIPopoverArrowDirection, arrowOffset: CGFloat, arrowHeight: CGFloat, arrowBase: CGFloat,
        cornerRadius: CGFloat
    ) -> (panel: UIBezierPath, arrow: UIBezierPath?) {
        var panel = bounds
        switch arrowDirection {
        case .up: panel = panel.inset(by: UIEdgeInsets(top: arrowHeight, left: 0, bottom: 0, right: 0))
        case .down: panel = panel.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: arrowHeight, right: 0))
        case .left: panel = panel.inset(by: UIEdgeInsets(top: 0, left: arrowHeight, bottom: 0, right: 0))
        case .right: panel = panel.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: arrowHeight))
        default: break
        }
        let path = UIBezierPath(roundedRect: panel, cornerRadius: cornerRadius)
        guard [.up, .down, .left, .right].contains(arrowDirection) else { return (path, nil) }
        let vertical = arrowDirection == .up || arrowDirection == .down
        let half = arrowBase / 2
        let reach = max(0, (vertical ? panel.width : panel.height) / 2 - cornerRadius - half)
        let offset = min(max(arrowOffset, -reach), reach)
        // The arrow in a frame where it points up from y = 0 at x = 0, then turned onto its side.
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: -half, y: arrowHeight + 0.5))
        arrow.addCurve(
            to: CGPoint(x: -2.5, y: 1.5), controlPoint1: CGPoint(x: -half + 9, y: arrowHeight + 0.5),
            controlPoint2: CGPoint(x: -6, y: 4.5))
        arrow.addQuadCurve(to: CGPoint(x: 2.5, y: 1.5), controlPoint: CGPoint(x: 0, y: -1))
        arrow.addCurve(
            to: CGPoint(x: half, y: arrowHeight + 0.5), controlPoint1: CGPoint(x: 6, y: 4.5),
            controlPoint2: CGPoint(x: half - 9, y: arrowHeight + 0.5))
        arrow.close()
        let place: CGAffineTransform
        switch arrowDirection {
        case .up: place = CGAffineTransform(translationX: bounds.midX + offset, y: bounds.minY)
        case .down: place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: bounds.midX + offset, ty: bounds.maxY)
        case .left: place = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: bounds.minX, ty: bounds.midY + offset)
        default: place = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: bounds.maxX, ty: bounds.midY + offset)
        }
        arrow.apply(place)
        return (path, arrow)
    }
}
