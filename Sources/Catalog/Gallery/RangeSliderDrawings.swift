import UIKit

/// The range slider's drawing: the track layer's and knob layers' drawing code, in Swift, drawn at a
/// 280×30 frame (the slider's frame on a 320-pt screen): the drawing code alone, as a
/// gallery picture. The real control, whose layers draw the same in their `draw(in:)`, with tracking and
/// events, is `RangeSlider` (Sources/Catalog/Controls), shown on the Catalog's "Custom controls" page.
enum RangeSliderDrawings {
    static let items = [standard, highlighted, updatedState]

    /// The slider's properties the drawing reads, with the slider's defaults.
    struct Appearance {
        var minimumValue: CGFloat = 0, maximumValue: CGFloat = 10
        var lowerValue: CGFloat = 2, upperValue: CGFloat = 8
        var trackColour = UIColor(white: 0.9, alpha: 1)
        var trackHighlightColour = UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)
        var knobColour = UIColor.white
        var curvaceousness: CGFloat = 1
        var bounds = CGRect(x: 0, y: 0, width: 280, height: 30)

        var knobWidth: CGFloat { bounds.height }
        var useableTrackLength: CGFloat { bounds.width - knobWidth }
        func position(for value: CGFloat) -> CGFloat {
            useableTrackLength * (value - minimumValue) / (maximumValue - minimumValue) + knobWidth / 2
        }
        var trackFrame: CGRect { bounds.insetBy(dx: 0, dy: bounds.height / 3.5) }
        func knobFrame(for value: CGFloat) -> CGRect {
            CGRect(x: position(for: value) - knobWidth / 2, y: 0, width: knobWidth, height: knobWidth)
        }
    }

    /// CERangeSliderTrackLayer's drawInContext:, in the track layer's own bounds.
    static func drawTrack(in ctx: CGContext, bounds: CGRect, slider: Appearance) {
        // clip
        let cornerRadius = bounds.size.height * slider.curvaceousness / 2
        let switchOutline = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        ctx.addPath(switchOutline.cgPath)
        ctx.clip()
        // 1) fill the track
        ctx.setFillColor(slider.trackColour.cgColor)
        ctx.addPath(switchOutline.cgPath)
        ctx.fillPath()
        // 2) fill the highlighted range
        ctx.setFillColor(slider.trackHighlightColour.cgColor)
        let lower = slider.position(for: slider.lowerValue), upper = slider.position(for: slider.upperValue)
        ctx.fill(CGRect(x: lower, y: 0, width: upper - lower, height: bounds.size.height))
        // 3) add a highlight over the track
        let highlight = CGRect(
            x: cornerRadius / 2, y: bounds.size.height / 2,
            width: bounds.size.width - cornerRadius, height: bounds.size.height / 2)
        let highlightPath = UIBezierPath(roundedRect: highlight, cornerRadius: highlight.size.height * slider.curvaceousness / 2)
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

    /// CERangeSliderKnobLayer's drawInContext:, in the knob layer's own bounds.
    static func drawKnob(in ctx: CGContext, bounds: CGRect, highlighted: Bool, slider: Appearance) {
        let knobFrame = bounds.insetBy(dx: 2, dy: 2)
        let knobPath = UIBezierPath(roundedRect: knobFrame, cornerRadius: knobFrame.size.height * slider.curvaceousness / 2)
        // 1) fill - with a subtle shadow
        ctx.setShadow(offset: CGSize(width: 0, height: 1), blur: 1, color: UIColor.gray.cgColor)
        ctx.setFillColor(slider.knobColour.cgColor)
        ctx.addPath(knobPath.cgPath)
        ctx.fillPath()
        // 2) outline
        ctx.setStrokeColor(UIColor.gray.cgColor)
        ctx.setLineWidth(0.5)
        ctx.addPath(knobPath.cgPath)
        ctx.strokePath()
        // 3) inner gradient
        let rect = knobFrame.insetBy(dx: 2, dy: 2)
        let clipPath = UIBezierPath(roundedRect: rect, cornerRadius: rect.size.height * slider.curvaceousness / 2)
        var locations: [CGFloat] = [0, 1]
        var components: [CGFloat] = [
            0, 0, 0, 0.15,  // Start color
            0, 0, 0, 0.05,
        ]  // End color
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components,
            locations: &locations, count: 2)!
        let startPoint = CGPoint(x: rect.midX, y: rect.minY), endPoint = CGPoint(x: rect.midX, y: rect.maxY)
        ctx.saveGState()
        ctx.addPath(clipPath.cgPath)
        ctx.clip()
        ctx.drawLinearGradient(gradient, start: startPoint, end: endPoint, options: [])
        ctx.restoreGState()
        // 4) highlight
        if highlighted {
            ctx.setFillColor(UIColor(white: 0, alpha: 0.1).cgColor)
            ctx.addPath(knobPath.cgPath)
            ctx.fillPath()
        }
    }

    /// The whole slider: track, then upper knob, then lower knob, each in its layer's frame, as the
    /// layers would composite them.
    static func drawSlider(in ctx: CGContext, slider: Appearance, highlightedLowerKnob: Bool = false) {
        for (frame, draw) in [
            (slider.trackFrame, { (b: CGRect) in drawTrack(in: ctx, bounds: b, slider: slider) }),
            (slider.knobFrame(for: slider.upperValue), { (b: CGRect) in drawKnob(in: ctx, bounds: b, highlighted: false, slider: slider) }),
            (
                slider.knobFrame(for: slider.lowerValue),
                { (b: CGRect) in drawKnob(in: ctx, bounds: b, highlighted: highlightedLowerKnob, slider: slider) }
            ),
        ] {
            ctx.saveGState()
            ctx.translateBy(x: frame.minX, y: frame.minY)
            draw(CGRect(origin: .zero, size: frame.size))
            ctx.restoreGState()
        }
    }

    static let standard = GalleryItem(
        name: "range-slider",
        caption: "Seed 001: RangeSlider at 280×30, values 2 and 8 of 0–10: gray capsule track, blue range, white knobs",
        size: CGSize(width: 280, height: 30)
    ) { drawSlider(in: $0, slider: Appearance()) }

    static let highlighted = GalleryItem(
        name: "range-slider-highlighted", caption: "Seed 001: the lower knob highlighted (being dragged) darkens by 10% black",
        size: CGSize(width: 280, height: 30)
    ) { drawSlider(in: $0, slider: Appearance(), highlightedLowerKnob: true) }

    /// After `updateState`: red highlight, curvaceousness 0 (square corners).
    static let updatedState = GalleryItem(
        name: "range-slider-updated", caption: "Seed 001: after updateState — red range, curvaceousness 0: square track and knobs",
        size: CGSize(width: 280, height: 30)
    ) { context in
        var slider = Appearance()
        slider.trackHighlightColour = .red
        slider.curvaceousness = 0
        drawSlider(in: context, slider: slider)
    }
}
