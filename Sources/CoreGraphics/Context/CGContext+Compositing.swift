@_implementationOnly import CCairo

// Every drawing call goes through `draw(_:)`, which applies what Cairo lacks: shadows with a real
// Gaussian blur, clipping to an image mask, and transparency layers.
extension CGContext {
    /// Runs `body` to draw with the context's blend mode, then adds the shadow and mask if set.
    /// `inkBounds`, in Cairo device space, bounds what `body` draws when known: the offscreen group (and
    /// so the shadow's blur) then covers only that area instead of the whole clip.
    /// Draws nothing while the transform is singular.
    func draw(inkBounds: CGRect? = nil, _ body: () -> Void) {
        guard state.isTransformDrawable else { return }
        let needsGroup = state.shadow != nil || state.clipMask != nil
        if !needsGroup {
            cairo_set_operator(cr, cairoOperator)
            body()
        } else {
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            let limit = inkBounds.map { $0.insetBy(dx: -1, dy: -1).integral }.flatMap { $0.isNull || !$0.width.isFinite ? nil : $0 }
            if let limit {
                // Clip to the ink, keeping the path the body is about to fill or stroke.
                let path = cairo_copy_path(cr)
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(limit.minX), Double(limit.minY), Double(limit.width), Double(limit.height))
                cairo_clip(cr)
                applyTransformToCairo()
                cairo_append_path(cr, path)
                cairo_path_destroy(path)
            }
            cairo_push_group(cr)
            body()
            let group = cairo_pop_group(cr)!
            if limit != nil { cairo_restore(cr) }
            composite(group, alpha: 1)
            cairo_pattern_destroy(group)
        }
        syncClientBuffer()
    }

    /// The device-space extents of the current Cairo path, filled and (when `stroked`) stroked.
    func currentPathInkBounds(stroked: Bool) -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroked { cairo_stroke_extents(cr, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cr, &x1, &y1, &x2, &y2) }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(state.ctm)
    }

    /// Paints a group pattern (made under the current transform) with the state's blend mode, shadow,
    /// clip mask, and `alpha`.
    func composite(_ group: OpaquePointer, alpha: CGFloat) {
        cairo_save(cr)
        cairo_set_operator(cr, cairoOperator)
        if let shadow = state.shadow { drawShadow(of: group, shadow) }
        cairo_set_source(cr, group)  // locked to the current user space, as the group was made
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
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
            cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        // The group covers device pixels from (-ox, -oy), width × height (its device offset is (ox, oy)).
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(groupSurface, &ox, &oy)
        let margin = Int((shadow.sigma * 3).rounded(.up))
        let w = Int(cairo_image_surface_get_width(groupSurface)) + 2 * margin
        let h = Int(cairo_image_surface_get_height(groupSurface)) + 2 * margin
        guard w > 0, h > 0, w < 32_767, h < 32_767 else { return }
        let originX = -ox - Double(margin), originY = -oy - Double(margin)  // Device position of the alpha buffer.
        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(alpha) }
        let alphaContext = cairo_create(alpha)!
        // Source coordinates of a surface with a device offset are its device coordinates.
        cairo_set_source_surface(alphaContext, groupSurface, -originX, -originY)
        cairo_paint(alphaContext)
        cairo_destroy(alphaContext)
        cairo_surface_flush(alpha)
        GaussianBlur.blurAlpha(
            cairo_image_surface_get_data(alpha), width: w, height: h,
            stride: Int(cairo_image_surface_get_stride(alpha)), sigma: Double(shadow.sigma))
        cairo_surface_mark_dirty(alpha)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        cairo_mask_surface(cr, alpha, originX + Double(shadow.offset.width), originY + Double(shadow.offset.height))
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
