extension LayerRenderer {
    /// Draws a shape layer's path in the layer's coordinates: the fill, then the stroke over it, with the
    /// stroke cut to `strokeStart`...`strokeEnd` of the path's length.
    static func drawShape(of layer: CAShapeLayer, in context: CGContext) {
        guard let path = layer.path, !path.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let fill = layer.fillColor, fill.alpha > 0 {
            context.beginPath()
            context.addPath(path)
            context.setFillColor(fill)
            context.fillPath(using: layer.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0, layer.lineWidth.isFinite else { return }
        // UIKit: NaN fractions fall back to the defaults; others are clamped to 0...1.
        let start = layer.strokeStart.isNaN ? 0 : min(1, max(0, layer.strokeStart))
        let end = layer.strokeEnd.isNaN ? 1 : min(1, max(0, layer.strokeEnd))
        guard start < end else { return }
        let stroked = start == 0 && end == 1 ? path : PathTrimming.trimmed(path, from: start, to: end)
        context.setStrokeColor(stroke)
        context.setLineWidth(layer.lineWidth)
        context.setMiterLimit(layer.miterLimit)
        switch layer.lineCap {
        case .round: context.setLineCap(.round)
        case .square: context.setLineCap(.square)
        default: context.setLineCap(.butt)
        }
        switch layer.lineJoin {
        case .round: context.setLineJoin(.round)
        case .bevel: context.setLineJoin(.bevel)
        default: context.setLineJoin(.miter)
        }
        if let pattern = layer.lineDashPattern, !pattern.isEmpty {
            context.setLineDash(phase: layer.lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        context.beginPath()
        context.addPath(stroked)
        context.strokePath()
    }
}
