// Snapshots of a view as it appears: drawn into the current context, or as a new view showing an image.
// One rendering path: the compositor's layer renderer (QuartzCore's LayerRenderer, which
// CALayer.render(in:) uses too), so a snapshot looks as the window shows the view.
extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`.
    func drawHierarchySnapshot(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
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

    /// `snapshotView(afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    func makeSnapshotView(
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
            drew = drawHierarchySnapshot(in: placed, afterScreenUpdates: afterUpdates)
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
