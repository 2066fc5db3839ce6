/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform between
/// `minimumZoomScale` and `maximumZoomScale`, and `contentSize` follows its scaled size. Without a view
/// from the delegate nothing zooms, as in UIKit (seed 004's "change the zoom scales" is not enough:
/// spec 004 A12, decided faithful).
///
/// Source: Apple, UIScrollView (zoom properties, `zoom(to:animated:)`), UIScrollViewDelegate; spec 004
/// T123, T124.
extension UIScrollView {
    /// The smallest scale. 1; values that are not positive and finite are ignored.
    public var minimumZoomScale: CGFloat {
        get { zooming.minimum }
        set { if newValue.isFinite && newValue > 0 { zooming.minimum = newValue; updateZoomRecognizer() } }
    }

    /// The largest scale. 1; values that are not positive and finite are ignored.
    public var maximumZoomScale: CGFloat {
        get { zooming.maximum }
        set { if newValue.isFinite && newValue > 0 { zooming.maximum = newValue; updateZoomRecognizer() } }
    }

    /// The scale of the zoomed view. 1. Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: CGFloat {
        get { zooming.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch past the scale limits rubber-bands and springs back. True.
    public var bouncesZoom: Bool {
        get { zooming.bounces }
        set { zooming.bounces = newValue }
    }

    /// Whether the user is pinching.
    public var isZooming: Bool { zooming.isPinching }

    /// Whether the scale is springing back within the limits after a pinch past them.
    public var isZoomBouncing: Bool { motion?.ending == .zoomBounce }

    /// Sets the scale, clamped to the limits, keeping the centre of the visible content in place; does
    /// nothing without a view for zooming. Animated, it takes 0.3 s on UIKit's frames, with
    /// `scrollViewWillBeginZooming`, `scrollViewDidZoom` each frame and `scrollViewDidEndZooming` at the end.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = viewForZooming else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let visibleCenter = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let anchor = CGPoint(x: visibleCenter.x / zoomScale, y: visibleCenter.y / zoomScale)
        let offset = clamped(CGPoint(x: anchor.x * target - bounds.width / 2, y: anchor.y * target - bounds.height / 2),
                             contentSize: scaledSize(of: view, at: target))
        changeZoom(to: target, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view as far as the limits allow,
    /// centred. Nothing without a view for zooming.
    public func zoom(to rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard let view = viewForZooming, rect.width > 0, rect.height > 0,
              [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let offset = clamped(CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2),
                             contentSize: scaledSize(of: view, at: scale))
        changeZoom(to: scale, offset: offset, animated: animated)
    }

    // MARK: Implementation

    /// The delegate's view for zooming, if it is a subview.
    var viewForZooming: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    private func changeZoom(to scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopMotion()
        if animated && window != nil && (scale != zoomScale || offset != contentOffset) {
            delegate?.scrollViewWillBeginZooming(self, with: viewForZooming)
            animate(to: offset, scale: scale, endsWith: .zoomBounce)
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
        let inset = contentInset
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// The pinch exists while the limits allow zooming.
    func updateZoomRecognizer() {}

    func pinchShouldBegin() -> Bool { viewForZooming != nil && maximumZoomScale > minimumZoomScale }
}

/// The zoom limits, scale and pinch.
struct ScrollZoomState {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var bounces = true
    var isPinching = false
    /// The pinch recognizer, while zooming is possible.
    var pinch: UIGestureRecognizer?
}
