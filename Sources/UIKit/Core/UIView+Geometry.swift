// Hit-testing (the conversions between views are in UIView.swift).
extension UIView {
    /// UIKit's hit-test: nothing when hidden, not interactive or nearly transparent (alpha < 0.01), when
    /// `point` is outside, or while a block animation without `.allowUserInteraction` runs on the view;
    /// otherwise the frontmost subview's hit, else the view itself.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, backingLayer.opacity >= Float(0.01), self.point(inside: point, with: event),
            !backingLayer.isInteractionBlockedByAnimation
        else { return nil }
        let plain = backingLayer.hasIdentityTransforms
        for subview in hierarchy.subviews.reversed() {
            // Into the subview's space through its own transform only (not through the window).
            guard let local = subview.backingLayer.pointFromSuperlayer(point, superlayerHasIdentityTransforms: plain) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
