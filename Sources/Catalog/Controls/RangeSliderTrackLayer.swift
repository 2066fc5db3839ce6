import UIKit

/// The range slider's track layer, drawn with Core Graphics rather than a
/// solid `backgroundColor`: a rounded bar in `trackColour`, the range between the
/// knobs' centres in `trackHighlightColour`, a light gloss on the lower half, an inner shadow along the
/// top edge and a thin black outline. Its corners' radius is height × curvaceousness / 2.
final class RangeSliderTrackLayer: CALayer {
    /// The slider whose colours, curvaceousness and values the drawing reads; weak, so the slider's
    /// layer tree does not keep the slider alive.
    weak var slider: RangeSlider?

    override func draw(in ctx: CGContext) {
        guard let slider else { return }
        // Core Animation draws a layer on the main thread unless `drawsAsynchronously` (false here) asks
        // otherwise; Swift 6 wants that said before the slider's main-actor properties are read.
        let look = MainActor.assumeIsolated {
            (
                slider.trackColour, slider.trackHighlightColour, slider.curvaceousness,
                slider.positionForValue(slider.lowerValue), slider.positionForValue(slider.upperValue)
            )
        }
        let (trackColour, trackHighlightColour, curvaceousness, lower, upper) = look

        // clip
        let cornerRadius = bounds.height * curvaceousness / 2
        let switchOutline = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        ctx.addPath(switchOutline.cgPath)
        ctx.clip()

        // 1) fill the track
        ctx.setFillColor(trackColour.cgColor)
        ctx.addPath(switchOutline.cgPath)
        ctx.fillPath()

        // 2) fill the highlighted range (the track's x is the slider's: the layer spans its width)
        ctx.setFillColor(trackHighlightColour.cgColor)
        ctx.fill(CGRect(x: lower, y: 0, width: upper - lower, height: bounds.height))

        // 3) add a highlight over the track
        let highlight = CGRect(x: cornerRadius / 2, y: bounds.height / 2, width: bounds.width - cornerRadius, height: bounds.height / 2)
        let highlightPath = UIBezierPath(roundedRect: highlight, cornerRadius: highlight.height * curvaceousness / 2)
        ctx.addPath(highlightPath.cgPath)
        ctx.setFillColor(UIColor(white: 1, alpha: 0.4).cgColor)
        ctx.fillPath()

        // 4) inner shadow
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 3, color: UIColor.gray.cgColor)
        ctx.addPath(switchOutline.cgPath)
        ctx.setStrokeColor(UIColor.gray.cgColor)
        ctx.strokePath()

        // 5) outline the track
        ctx.addPath(switchOutline.cgPath)
        ctx.setStrokeColor(UIColor.black.cgColor)
        ctx.setLineWidth(0.5)
        ctx.strokePath()
    }
}
