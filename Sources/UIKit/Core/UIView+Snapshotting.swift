// Snapshots of a view as it appears: drawn into the current context, or as a new view showing an image.
// One rendering path: the compositor's layer renderer (QuartzCore's LayerRenderer, which
// CALayer.render(in:) uses too), so a snapshot looks as the window shows the view.
extension UIView {
    /// Draws the view and everything inside it, as on screen, into the current graphics context
    /// (`UIGraphicsGetCurrentContext()`), the view's bounds scaled to fill `rect`.
    ///
    /// What is drawn is the view's layer tree: the view's background, contents, border and corner
    /// radius, its subviews and sublayers with their transforms, opacity, shadows and masks, clipped to
    /// `rect` (content outside the bounds, such as a shadow, is not drawn). The view's own transform and
    /// position do not apply: the snapshot is of its bounds. A hidden view draws nothing.
    ///
    /// With `afterUpdates` false, the layers are drawn as they are now: changes that wait for the next
    /// screen update (a pending `setNeedsLayout()` or `setNeedsDisplay()`) do not show yet, and a view
    /// that has never been displayed draws only its layer's properties. With `afterUpdates` true, pending
    /// layout happens first (`layoutIfNeeded()`) and every layer marked for display redraws; a view
    /// outside any window also gets the first display it would get on appearing in one.
    ///
    /// Returns false, drawing nothing, when there is no current context or nothing to draw (empty or
    /// non-finite bounds or `rect`); true otherwise.
    ///
    /// Source: Apple, `drawHierarchy(in:afterScreenUpdates:)` ("Renders a snapshot of the complete view
    /// hierarchy as visible onscreen into the current context").
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let rect = rect.standardized, bounds = self.bounds
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0,
            [rect.minX, rect.minY, rect.width, rect.height, bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite)
        else { return false }
        if afterUpdates { performScreenUpdates() }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawLayerTreeAsIs(in: context)
        return true
    }

    /// A new view, the size of this view's bounds at (0, 0), showing an image of this view as
    /// `drawHierarchy(in:afterScreenUpdates:)` draws it, rendered at the screen's scale
    /// (`UIScreen.main.scale`). The image is the snapshot view's layer contents: it does not follow
    /// later changes to this view, and it stretches when the snapshot view is resized. Nil when the view
    /// has no area.
    ///
    /// Source: Apple, `snapshotView(afterScreenUpdates:)`.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A new view the size of `rect` (in this view's bounds coordinates) at (0, 0), showing that part of
    /// this view as `drawHierarchy(in:afterScreenUpdates:)` draws it, at the screen's scale. When the
    /// snapshot view is resized, the image stretches in nine parts: the `capInsets` margins keep their size
    /// (shrunk in proportion when the view is smaller than the two together) and the middle stretches. Nil
    /// when `rect` has no area.
    ///
    /// Source: Apple, `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
            bounds.width > 0, bounds.height > 0
        else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        var drew = false
        let image = UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in
            // The bounds, placed so that `rect` lands at the image's origin, unscaled.
            let placed = CGRect(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY, width: bounds.width, height: bounds.height)
            drew = drawHierarchy(in: placed, afterScreenUpdates: afterUpdates)
        }
        guard drew, let cgImage = image.cgImage else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        // A plain view never draws, so its layer keeps the image.
        snapshot.layer.contents = cgImage
        snapshot.layer.contentsScale = image.scale
        snapshot.layer.contentsCenter = Self.unitCenter(of: rect.size, capInsets: capInsets)
        return snapshot
    }

    /// The part of an image of `size` that stretches, in unit coordinates (y down), between `capInsets`;
    /// the whole image without insets. Negative or non-finite insets count as zero; insets wider or
    /// taller than the image leave a zero-size middle.
    static func unitCenter(of size: CGSize, capInsets: UIEdgeInsets) -> CGRect {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        let left = min(clean(capInsets.left), size.width), top = min(clean(capInsets.top), size.height)
        let right = min(clean(capInsets.right), size.width - left), bottom = min(clean(capInsets.bottom), size.height - top)
        return CGRect(
            x: left / size.width, y: top / size.height,
            width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
    }

    /// What a screen update does for this view's tree before a snapshot: layout, then display of every
    /// layer marked for it. Views outside a window are first marked as appearing in one would mark them.
    private func performScreenUpdates() {
        layoutIfNeeded()
        if window == nil { markFirstDisplay() }
        layer.displayTree()
    }

    private func markFirstDisplay() {
        if layer.contents == nil { setNeedsDisplay() }
        for subview in subviews { subview.markFirstDisplay() }
    }

    /// Draws the layer tree in the view's own space (its bounds coordinates, its transform not applied),
    /// without displaying anything first.
    private func drawLayerTreeAsIs(in context: CGContext) { layer.drawTree(in: context) }
}
