/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform between
/// `minimumZoomScale` and `maximumZoomScale`, and `contentSize` follows its scaled size. Without a view
/// from the delegate nothing zooms, as in UIKit: changing the zoom scales alone is not enough.
///
/// Source: Apple, UIScrollView (zoom properties, `zoom(to:animated:)`), UIScrollViewDelegate.
extension UIScrollView {
    /// `zoom(to:animated:)`.
    func zoomToRect(_ rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard let view = viewForZooming, rect.width > 0, rect.height > 0,
            [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
        else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let offset = clamped(
            CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2),
            contentSize: scaledSize(of: view, at: scale))
        changeZoom(to: scale, offset: offset, animated: animated)
    }

    /// `setZoomScale(_:animated:)`.
    func applyZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = viewForZooming else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let visibleCenter = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let anchor = CGPoint(x: visibleCenter.x / zoomScale, y: visibleCenter.y / zoomScale)
        let offset = clamped(
            CGPoint(x: anchor.x * target - bounds.width / 2, y: anchor.y * target - bounds.height / 2),
            contentSize: scaledSize(of: view, at: target))
        changeZoom(to: target, offset: offset, animated: animated)
    }

    /// The delegate's view for zooming, if it is a subview.
    var viewForZooming: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    private func changeZoom(to scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopMotion()
        if animated && window != nil && (scale != zoomScale || offset != contentOffset) {
            delegate?.scrollViewWillBeginZooming(self, with: viewForZooming)
            animate(to: offset, scale: scale, endsWith: .zoomAnimation)
        } else {
            applyZoomScale(scale)
            contentOffset = offset
            delegate?.scrollViewDidZoom(self)
        }
    }

    /// Scales the zoomed view (its frame at the content's origin) and makes `contentSize` its size.
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = viewForZooming, scale.isFinite, scale > 0 else { return }
        zooming.scale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = scaledSize(of: view, at: scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
    }

    /// A zoom (pinch or animation) ended.
    func endZooming() {
        delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: zoomScale)
    }

    private func scaledSize(of view: UIView, at scale: CGFloat) -> CGSize {
        CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// `offset` within the range a content of `contentSize` allows.
    private func clamped(_ offset: CGPoint, contentSize size: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// The pinch exists while the limits allow zooming.
    func updateZoomRecognizer() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, zooming.pinch == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            zooming.pinch = pinch
            addGestureRecognizer(pinch)
        } else if !possible, let pinch = zooming.pinch {
            removeGestureRecognizer(pinch)
            zooming.pinch = nil
        }
    }

    func pinchShouldBegin() -> Bool { viewForZooming != nil && maximumZoomScale > minimumZoomScale }

    // MARK: Pinching

    /// The pinch zooms about the fingers' centroid: the content point under it stays under it. Past the
    /// limits the scale rubber-bands (with `bouncesZoom`, else it stops at the limit) and springs back
    /// when the fingers lift.
    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = viewForZooming else { return }
            stopMotion()
            zooming.isPinching = true
            zooming.startScale = zoomScale
            let p = pinch.location(in: self)
            zooming.anchor = CGPoint(x: p.x / zoomScale, y: p.y / zoomScale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            showIndicatorsWhileScrolling()
            pinchChanged(pinch)
        case .changed:
            pinchChanged(pinch)
        case .ended, .cancelled:
            guard zooming.isPinching else { return }
            zooming.isPinching = false
            guard let view = viewForZooming, window != nil else { return endZooming() }
            let scale = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            let visible = zooming.anchorOnScreen
            let offset = clamped(
                CGPoint(x: zooming.anchor.x * scale - visible.x, y: zooming.anchor.y * scale - visible.y),
                contentSize: scaledSize(of: view, at: scale))
            if scale != zoomScale || offset != contentOffset {
                animate(to: offset, scale: scale, endsWith: .zoomBounce)
            } else {
                endZooming()
                scheduleIndicatorFade()
            }
        default:
            break
        }
    }

    private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
        guard zooming.isPinching else { return }
        let raw = zooming.startScale * pinch.scale
        guard raw.isFinite, raw > 0 else { return }
        var scale = raw
        let low = minimumZoomScale, high = maximumZoomScale
        if raw > high {
            scale = bouncesZoom ? high * (1 + ScrollPhysics.rubberBand(raw / high - 1, dimension: 1)) : high
        } else if raw < low {
            scale = bouncesZoom ? low / (1 + ScrollPhysics.rubberBand(low / raw - 1, dimension: 1)) : low
        }
        applyZoomScale(scale)
        // The content point that was under the fingers stays under their centroid.
        let p = pinch.location(in: self)
        let onScreen = CGPoint(x: p.x - contentOffset.x, y: p.y - contentOffset.y)
        zooming.anchorOnScreen = onScreen
        contentOffset = CGPoint(x: zooming.anchor.x * scale - onScreen.x, y: zooming.anchor.y * scale - onScreen.y)
        delegate?.scrollViewDidZoom(self)
    }
}

/// The zoom limits, scale and pinch.
struct ScrollZoomState {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var bounces = true
    var isPinching = false
    /// The pinch recognizer, while zooming is possible.
    var pinch: UIPinchGestureRecognizer?
    /// The scale when the pinch began.
    var startScale: CGFloat = 1
    /// The point of the zoomed view (unscaled) under the fingers, and where the fingers are in the
    /// scroll view's frame.
    var anchor: CGPoint = .zero
    var anchorOnScreen: CGPoint = .zero
}
