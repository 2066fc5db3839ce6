@_implementationOnly import CCairo

// Colours, line settings, alpha, blend mode, antialiasing, shadows.
extension CGContext {
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the width of stroked lines in user space. Negative or NaN widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cr, Double(width))
    }
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, Double(max(1, limit)))
    }
    /// Sets a dash pattern; empty `lengths` (or all zeros, or a negative length) means a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid =
            !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
            && phase.isFinite
        let dashes = valid ? lengths.map(Double.init) : []
        cairo_set_dash(cr, dashes, Int32(dashes.count), valid ? Double(phase) : 0)
    }
    /// Sets how coarsely curves may be flattened. Core Graphics' default, 0.6, keeps Cairo's own tolerance
    /// (0.1 device pixel), which is what makes curves smooth under Cairo's rasterizer; larger values
    /// coarsen it proportionally (flatness 6 allows 1 pixel of error).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cr, Double(max(0.1, flatness / 6)))
    }

    /// Sets the opacity applied to everything drawn, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(1, max(0, alpha)) }
    /// The opacity `setAlpha(_:)` set (1 inside a new transparency layer): the layer renderer multiplies
    /// a layer's opacity into it. Not Core Graphics API, which has no getter.
    package var currentAlpha: CGFloat { state.alpha }
    /// The value `setShouldAntialias(_:)` set: the layer renderer restores it after drawing aliased edges.
    package var shouldAntialias: Bool { state.shouldAntialias }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
    public func setShouldAntialias(_ should: Bool) { state.shouldAntialias = should; applyAntialias() }
    public func setAllowsAntialiasing(_ allows: Bool) { state.allowsAntialiasing = allows; applyAntialias() }
    private func applyAntialias() {
        cairo_set_antialias(cr, state.shouldAntialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
    /// Extra space between characters drawn by this context's text calls, in text space units.
    public func setCharacterSpacing(_ spacing: CGFloat) { state.characterSpacing = spacing.isFinite ? spacing : 0 }

    /// Turns on shadows: offset and blur are in the context's base space (they ignore the CTM).
    /// A nil or fully transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        let deviceOffset = offset.applying(baseTransform)
        let scale = sqrt(abs(baseTransform.a * baseTransform.d - baseTransform.b * baseTransform.c))
        state.shadow = GraphicsState.Shadow(offset: deviceOffset, sigma: max(0, blur) * scale / 2, color: color)
    }

    /// Turns on shadows in black at one third opacity, Apple's default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Sets the Cairo source to `color`, multiplied by the context's alpha.
    func setSource(_ color: CGColor) {
        let (r, g, b, a) = color.renderableRGBA
        cairo_set_source_rgba(cr, r, g, b, a * Double(state.alpha))
    }

    var cairoOperator: cairo_operator_t {
        switch state.blendMode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        // Deviation: Cairo has no plus-darker (linear burn) operator; darken is the nearest, and equal to it
        // wherever source or destination is black or white.
        case .plusDarker: return CAIRO_OPERATOR_DARKEN
        }
    }
}
