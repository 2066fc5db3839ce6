@_implementationOnly import CCairo

// The current path, and filling, stroking and clipping with it. The path is kept in device space, as
// Core Graphics and Cairo both do: a point is transformed by the CTM in force when it is added.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func closePath() { currentPath.closeSubpath() }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The bounding box of the current path in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath.applying(state.ctm.inverted()) }
    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return currentPath.copy(using: &inverse)
    }
    /// Whether `point` (user space) is inside the current path drawn in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(state.ctm)
        switch mode {
        case .fill, .fillStroke: return currentPath.contains(device, using: .winding)
        case .eoFill, .eoFillStroke: return currentPath.contains(device, using: .evenOdd)
        case .stroke:
            guard state.isTransformDrawable else { return false }
            loadCurrentPathIntoCairo()
            defer { cairo_new_path(cr) }
            return cairo_in_stroke(cr, Double(point.x), Double(point.y)) != 0
        }
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { currentPath = CGMutablePath() }
        guard !currentPath.isEmpty, currentPath.segments.allSatisfy(\.isFinite) else { return }
        loadCurrentPathIntoCairo()
        let ink = state.shadow == nil && state.clipMask == nil ? nil : currentPathInkBounds(stroked: mode != .fill && mode != .eoFill)
        draw(inkBounds: ink) {
            if mode != .stroke {
                cairo_set_fill_rule(cr, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(state.fillColor)
                cairo_fill_preserve(cr)
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                setSource(state.strokeColor)
                cairo_stroke_preserve(cr)
            }
            cairo_new_path(cr)
        }
    }

    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    public func strokePath() { drawPath(using: .stroke) }

    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    /// Strokes each pair of points as a separate segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Paints `rect` transparent (whatever the blend mode).
    public func clear(_ rect: CGRect) {
        saveGState()
        setBlendMode(.clear)
        state.shadow = nil
        state.clipMask = nil
        fill(rect)
        restoreGState()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { currentPath = CGMutablePath() }
        guard currentPath.segments.allSatisfy(\.isFinite) else { return clipToNothing() }
        loadCurrentPathIntoCairo()
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    public func clip(to rect: CGRect) { beginPath(); addRect(rect); clip() }
    public func clip(to rects: [CGRect]) { beginPath(); addRects(rects); clip() }
    /// Intersects the clip with `rects` given in device pixels (y down), whatever the transform.
    package func clip(toDevicePixels rects: [CGRect]) { beginPath(); currentPath.addRects(rects); clip() }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let device = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        guard state.isTransformDrawable else { return .null }
        return device.applying(state.ctm.inverted())
    }

    /// Clips everything away (for a clip path that cannot be drawn).
    private func clipToNothing() {
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, 0, 0, 0, 0)
        cairo_restore(cr)
        cairo_clip(cr)
    }

    /// Puts the current path into Cairo (device space) and sets Cairo's matrix back to the CTM.
    func loadCurrentPathIntoCairo() {
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        CairoPath.append(currentPath.segments, to: cr)
        applyTransformToCairo()
    }
}
