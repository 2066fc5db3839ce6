/// Mouse wheels and trackpads: a scroll event moves the innermost scroll view under the pointer that
/// can scroll that way (the hit view, then up its superviews), within its content (no rubber band),
/// calling `scrollViewDidScroll(_:)` and flashing the indicators. iOS has no wheel; this is the
/// behaviour of UIKit apps on a Mac (Catalyst) and iPadOS with a trackpad.
extension UIScrollView {
    /// Delivers a wheel `delta` (points; positive y moves the content up) at the view `hit`.
    static func deliverWheel(_ delta: CGVector, from hit: UIView?) {
        guard delta.dx.isFinite, delta.dy.isFinite, delta.dx != 0 || delta.dy != 0 else { return }
        var view = hit
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.scroll(byWheel: delta) { return }
            view = current.superview
        }
    }

    /// Scrolls by `delta` if this view can move that way; returns whether it moved.
    private func scroll(byWheel delta: CGVector) -> Bool {
        guard isScrollEnabled, !isDraggingStorage else { return false }
        let target = clampedOffset(
            CGPoint(
                x: contentOffset.x + (scrollsHorizontally ? delta.dx : 0),
                y: contentOffset.y + (scrollsVertically ? delta.dy : 0)))
        guard target != contentOffset else { return false }
        stopMotion()
        contentOffset = target
        indicators.visible = true
        indicators.alpha = 1
        updateIndicators()
        scheduleIndicatorFade(after: ScrollIndicators.flashDuration)
        return true
    }
}
