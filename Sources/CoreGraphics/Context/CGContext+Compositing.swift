import CCairo

// Every drawing call goes through `draw(_:)`, which applies what Cairo lacks: shadows with a real
// Gaussian blur, clipping to an image mask, and transparency layers.
extension CGContext {
    /// Runs `body` to draw with the context's blend mode, then adds the shadow and mask if set.
    /// Draws nothing while the transform is singular.
    func draw(_ body: () -> Void) {
        guard state.isTransformDrawable else { return }
        let needsGroup = state.shadow != nil || state.clipMask != nil
        if !needsGroup {
            cairo_set_operator(cr, cairoOperator)
            body()
        } else {
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_push_group(cr)
            body()
            let group = cairo_pop_group(cr)!
            composite(group, alpha: 1)
            cairo_pattern_destroy(group)
        }
        syncClientBuffer()
    }

    /// Paints a group pattern (made under the current transform) with the state's blend mode, shadow,
    /// clip mask, and `alpha`.
    func composite(_ group: OpaquePointer, alpha: CGFloat) {
        cairo_save(cr)
        cairo_set_operator(cr, cairoOperator)
        if let shadow = state.shadow { drawShadow(of: group, shadow) }
        cairo_set_source(cr, group)           // locked to the current user space, as the group was made
        cairo_identity_matrix(cr)
        if let mask = state.clipMask {
            if alpha < 1 {
                cairo_push_group(cr)
                cairo_mask_surface(cr, mask.surface, 0, 0)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
            } else {
                cairo_mask_surface(cr, mask.surface, 0, 0)
            }
        } else {
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }

    /// Draws the shadow of a group: its alpha, blurred, in the shadow colour, moved by the offset.
    private func drawShadow(of group: OpaquePointer, _ shadow: GraphicsState.Shadow) {
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(groupSurface, &ox, &oy)
        // Group surfaces may be any surface type; paint into an A8 image to read their alpha.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let margin = Int((shadow.sigma * 3).rounded(.up))
        // The shadow can come from anywhere the clip allows, shifted back by the offset.
        let originX = Int((x1 - Double(shadow.offset.width)).rounded(.down)) - margin
        let originY = Int((y1 - Double(shadow.offset.height)).rounded(.down)) - margin
        let w = Int((x2 - x1).rounded(.up)) + 2 * margin + 1, h = Int((y2 - y1).rounded(.up)) + 2 * margin + 1
        guard w > 0, h > 0, w < 32_767, h < 32_767 else { return }
        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(alpha) }
        let alphaContext = cairo_create(alpha)!
        cairo_set_source_surface(alphaContext, groupSurface, ox - Double(originX), oy - Double(originY))
        cairo_paint(alphaContext)
        cairo_destroy(alphaContext)
        cairo_surface_flush(alpha)
        GaussianBlur.blurAlpha(cairo_image_surface_get_data(alpha), width: w, height: h,
                               stride: Int(cairo_image_surface_get_stride(alpha)), sigma: Double(shadow.sigma))
        cairo_surface_mark_dirty(alpha)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        cairo_mask_surface(cr, alpha, Double(originX) + Double(shadow.offset.width), Double(originY) + Double(shadow.offset.height))
        cairo_restore(cr)
    }

    // MARK: Transparency layers

    /// Starts a transparency layer: until `endTransparencyLayer()`, drawing goes to an offscreen buffer
    /// with alpha 1, normal blending and no shadow; the layer is then composited as a whole with the
    /// alpha, blend mode, shadow and mask that were current here.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        layerStates.append(state)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        state.clipMask = nil
        cairo_push_group(cr)
    }

    /// Starts a transparency layer bounded by `rect` (the whole clip is used; the result is the same).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Ends the innermost transparency layer and composites it. Unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let outer = layerStates.popLast() else { return }
        let group = cairo_pop_group(cr)!
        state = outer
        applyTransformToCairo()
        if state.isTransformDrawable { composite(group, alpha: state.alpha) }
        cairo_pattern_destroy(group)
        syncClientBuffer()
    }
}
