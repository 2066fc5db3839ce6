/// A tap on the status bar scrolls the key window's one on-screen scroll view with `scrollsToTop` to the
/// top of its content (`-adjustedContentInset.top`), animated, asking the delegate first and telling it after.
/// With several such scroll views on screen, none scrolls, as in UIKit.
///
/// Source: Apple, UIScrollView.scrollsToTop, UIScrollViewDelegate.
extension UIScrollView {
    /// The status bar was tapped.
    static func statusBarTapped() {
        guard let window = UIApplication.shared.keyWindow, !window.isHidden else { return }
        var candidates: [UIScrollView] = []
        collectScrollsToTop(in: window, window: window, into: &candidates)
        guard candidates.count == 1, let scrollView = candidates.first,
            scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        else { return }
        scrollView.scrollToTop()
    }

    private static func collectScrollsToTop(in view: UIView, window: UIWindow, into result: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
            scrollView.convert(scrollView.bounds, to: window).intersects(window.bounds)
        {
            result.append(scrollView)
        }
        for subview in view.subviews { collectScrollsToTop(in: subview, window: window, into: &result) }
    }

    /// Animates to the top of the content; `scrollViewDidScrollToTop(_:)` follows when it arrives.
    private func scrollToTop() {
        let target = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        stopMotion()
        guard target != contentOffset, window != nil else {
            contentOffset = target
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        animate(to: target, scale: nil, endsWith: .scrollToTop)
    }
}
