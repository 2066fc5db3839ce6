import UIKit

/// Seed 000's custom thermometer view (Figure 12-4), as its code draws it: a white pill outline 2 points
/// wide, inset 2 points, filled white from the left to `value` of its width. The caller sets `value`
/// (0...1) and then calls `setNeedsDisplay()`, as the seed's caller does.
final class ThermometerView: UIView {
    var value: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        UIColor.white.set()
        let ins: CGFloat = 2
        let r = bounds.insetBy(dx: ins, dy: ins)
        let radius = r.size.height / 2
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.maxX - radius, y: ins))
        path.addArc(center: CGPoint(x: radius + ins, y: radius + ins), radius: radius,
                    startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        path.addArc(center: CGPoint(x: r.maxX - radius, y: radius + ins), radius: radius,
                    startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: true)
        path.closeSubpath()
        c.addPath(path)
        c.setLineWidth(2)
        c.strokePath()
        c.addPath(path)
        c.clip()
        c.fill(CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width * value, height: r.size.height))
    }
}
