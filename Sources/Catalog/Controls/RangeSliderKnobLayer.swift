import UIKit

/// One knob of the range slider, a square layer
/// as tall as the slider that draws, 2 points inside its bounds, a `knobColour` disc (a rounded square
/// below curvaceousness 1) with a soft shadow and a grey outline, a gradient darker at the top, and, while
/// `highlighted` (dragged), 10% black over it all.
final class RangeSliderKnobLayer: CALayer {
    /// Whether the knob is being dragged. The slider sets it and calls `setNeedsDisplay()`.
    var highlighted = false
    /// The slider whose `knobColour` and `curvaceousness` the drawing reads; weak.
    weak var slider: RangeSlider?

    override func draw(in ctx: CGContext) {
        guard let slider else { return }
        // Drawn on the main thread (see RangeSliderTrackLayer.draw(in:)).
        let (knobColour, curvaceousness) = MainActor.assumeIsolated { (slider.knobColour, slider.curvaceousness) }

        let knobFrame = bounds.insetBy(dx: 2, dy: 2)
        let knobPath = UIBezierPath(roundedRect: knobFrame, cornerRadius: knobFrame.height * curvaceousness / 2)

        // 1) fill - with a subtle shadow
        ctx.setShadow(offset: CGSize(width: 0, height: 1), blur: 1, color: UIColor.gray.cgColor)
        ctx.setFillColor(knobColour.cgColor)
        ctx.addPath(knobPath.cgPath)
        ctx.fillPath()

        // 2) outline
        ctx.setStrokeColor(UIColor.gray.cgColor)
        ctx.setLineWidth(0.5)
        ctx.addPath(knobPath.cgPath)
        ctx.strokePath()

        // 3) inner gradient
        let rect = knobFrame.insetBy(dx: 2, dy: 2)
        let clipPath = UIBezierPath(roundedRect: rect, cornerRadius: rect.height * curvaceousness / 2)
        let locations: [CGFloat] = [0, 1]
        let components: [CGFloat] = [
            0, 0, 0, 0.15,  // start colour
            0, 0, 0, 0.05,
        ]  // end colour
        if let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
            locations: locations, count: 2)
        {
            ctx.saveGState()
            ctx.addPath(clipPath.cgPath)
            ctx.clip()
            ctx.drawLinearGradient(
                gradient, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
            ctx.restoreGState()
        }

        // 4) highlight
        if highlighted {
            ctx.setFillColor(UIColor(white: 0, alpha: 0.1).cgColor)
            ctx.addPath(knobPath.cgPath)
            ctx.fillPath()
        }
    }
}
