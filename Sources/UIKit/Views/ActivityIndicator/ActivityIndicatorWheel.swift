import CoreGraphics

/// iOS 7's spinner: twelve rounded spokes round a centre, the leading one solid and each one behind it
/// fainter, down to a quarter of the colour's opacity. A step turns the wheel clockwise by one spoke
/// (1/12 of a turn); UIKit steps it twelve times a second, about one turn per second.
///
/// Drawn by UIActivityIndicatorView and by the status bar's network activity indicator.
///
/// Source: iOS 7's look: twelve radial spokes with graded alpha, rotating in twelve steps per second.
struct ActivityIndicatorWheel {
    /// Spokes round the wheel.
    static let spokeCount = 12
    /// Steps per second while spinning (one spoke's turn each).
    static let stepsPerSecond: Double = 12
    /// The trailing spoke's opacity, relative to the colour's.
    static let faintestOpacity: CGFloat = 0.25

    /// The wheel's diameter, spokes' ends included, in points.
    var diameter: CGFloat
    /// The spokes' width (their ends are round), in points.
    var spokeWidth: CGFloat

    /// The wheel of a spinner `diameter` points across, with spokes in proportion (2 pt at 20 pt).
    init(diameter: CGFloat) {
        self.diameter = diameter
        spokeWidth = max(1, (diameter * 0.09 * 4).rounded() / 4)
    }

    init(diameter: CGFloat, spokeWidth: CGFloat) {
        self.diameter = diameter
        self.spokeWidth = spokeWidth
    }

    /// The opacity (0...1, relative to the colour's) of spoke `index` (0 at twelve o'clock, clockwise)
    /// when the wheel has taken `step` steps: the leading spoke is `step % 12`.
    static func opacity(ofSpoke index: Int, atStep step: Int) -> CGFloat {
        let behind = ((step - index) % spokeCount + spokeCount) % spokeCount
        return 1 - (1 - faintestOpacity) * CGFloat(behind) / CGFloat(spokeCount - 1)
    }

    /// How far from the centre a spoke's stroke ends, outside (its round cap reaches half its width further).
    var outerRadius: CGFloat { diameter / 2 - spokeWidth / 2 }
    /// How far from the centre a spoke's stroke starts, inside.
    var innerRadius: CGFloat { diameter * 0.25 + spokeWidth / 2 }

    /// Draws the wheel centred on `center` in `color`, turned `step` steps.
    func draw(in context: CGContext, center: CGPoint, color: CGColor, step: Int) {
        let (outer, inner) = (outerRadius, innerRadius)
        guard outer > inner, spokeWidth > 0 else { return }
        context.saveGState()
        context.setLineWidth(spokeWidth)
        context.setLineCap(.round)
        let alpha = color.alpha
        for index in 0..<Self.spokeCount {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let (dx, dy) = (cos(angle), sin(angle))
            context.setStrokeColor(color.copy(alpha: alpha * Self.opacity(ofSpoke: index, atStep: step)) ?? color)
            context.move(to: CGPoint(x: center.x + dx * inner, y: center.y + dy * inner))
            context.addLine(to: CGPoint(x: center.x + dx * outer, y: center.y + dy * outer))
            context.strokePath()
        }
        context.restoreGState()
    }
}
