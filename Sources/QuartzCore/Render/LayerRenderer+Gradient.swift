extension LayerRenderer {
    /// Draws a gradient layer's gradient in the layer's coordinates, filling `outline` (the rounded
    /// bounds) or the bounds.
    static func drawGradient(of layer: CAGradientLayer, outline: CGPath?, in context: CGContext) {
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0, let (gradient, colors) = gradient(of: layer) else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(layer.startPoint), end = point(layer.endPoint)
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let outline { context.beginPath(); context.addPath(outline); context.clip() } else { context.clip(to: bounds) }
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch layer.type {
        case .radial:
            // QuartzCore's header: an ellipse centred on startPoint, 2·(endPoint − startPoint) wide and high.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx * ry > 1e-6 {
                context.translateBy(x: start.x, y: start.y)
                context.scaleBy(x: rx, y: ry)
                context.drawRadialGradient(
                    gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                    options: extend)
            } else if let last = colors.last {
                // Deviation: a flat ellipse covers nothing, so the last colour (outside it) fills the layer;
                // iOS draws an unspecified picture here.
                context.setFillColor(last)
                context.fill(bounds)
            }
        case .conic:
            // QuartzCore's header: centred on startPoint, 0° towards endPoint, angles growing towards +y.
            let angle = end == start ? 0 : atan2(end.y - start.y, end.x - start.x)
            context.drawConicGradient(gradient, center: start, startAngle: angle)
        default:
            context.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
    }

    /// The layer's colours and locations as a gradient; nil when there are no colours or any is not a
    /// `CGColor` (Core Animation then draws nothing too).
    static func gradient(of layer: CAGradientLayer) -> (CGGradient, [CGColor])? {
        guard let values = layer.colors, !values.isEmpty else { return nil }
        let colors = values.compactMap { $0 as? CGColor }
        guard colors.count == values.count else { return nil }
        let locations = layer.locations.flatMap { $0.count == colors.count ? $0.map { CGFloat($0.doubleValue) } : nil }
        let gradient: CGGradient?
        if let locations {
            gradient = locations.withUnsafeBufferPointer {
                CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: $0.baseAddress)
            }
        } else {
            gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil)
        }
        return gradient.map { ($0, colors) }
    }
}
