// Converting points and rectangles between views, and hit-testing.
extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }
    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }
    /// Converts `rect` to `view`'s coordinates (nil: the window's); the bounding box when rotated.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }
    /// Converts `rect` from `view`'s coordinates (nil: the window's).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// UIKit's hit-test: nothing when hidden, not interactive or nearly transparent (alpha < 0.01), when
    /// `point` is outside, or while a block animation without `.allowUserInteraction` runs on the view;
    /// otherwise the frontmost subview's hit, else the view itself.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= Float(0.01), self.point(inside: point, with: event),
            !layer.isInteractionBlockedByAnimation
        else { return nil }
        let plain = layer.hasIdentityTransforms
        for subview in subviews.reversed() {
            // Into the subview's space through its own transform only (not through the window).
            guard let local = subview.layer.pointFromSuperlayer(point, superlayerHasIdentityTransforms: plain) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
