import CoreGraphics

extension ActivityIndicatorWheel {
    /// Draws the first `count` spokes (0...12) of the wheel centred on `center`, clockwise from twelve
    /// o'clock, each in `color` at its full opacity: iOS 7's refresh control wheel as it is pulled.
    func drawTicks(_ count: Int, in context: CGContext, center: CGPoint, color: CGColor) {
        let (outer, inner) = (outerRadius, innerRadius)
        let shown = min(max(count, 0), Self.spokeCount)
        guard shown > 0, outer > inner, spokeWidth > 0 else { return }
        context.saveGState()
        context.setLineWidth(spokeWidth)
        context.setLineCap(.round)
        context.setStrokeColor(color)
        for index in 0..<shown {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let (dx, dy) = (cos(angle), sin(angle))
            context.move(to: CGPoint(x: center.x + dx * inner, y: center.y + dy * inner))
            context.addLine(to: CGPoint(x: center.x + dx * outer, y: center.y + dy * outer))
        }
        context.strokePath()
        context.restoreGState()
    }
}

/// The wheel of a refresh control being pulled: its first `count` spokes, in `color`.
@MainActor
final class RefreshTicksView: UIView {
    /// The wheel's size: the activity indicator's medium wheel.
    static let diameter: CGFloat = 20

    /// Spokes shown, 0...12.
    var count = 0 {
        didSet { if count != oldValue { setNeedsDisplay() } }
    }

    var color: UIColor = .gray {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard count > 0, let context = UIGraphicsGetCurrentContext() else { return }
        ActivityIndicatorWheel(diameter: Self.diameter)
            .drawTicks(count, in: context, center: CGPoint(x: bounds.midX, y: bounds.midY), color: color.cgColor)
    }
}
