// The safe area's share of a scroll view's insets: `contentInsetAdjustmentBehavior` decides which edges
// of the safe area add to `contentInset`, making `adjustedContentInset`, which every limit of the
// scrolling uses.
extension UIScrollView {
    /// Which edges of the safe area add to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// A view controller's main scroll view (its root view, or the root view's first subview) is
        /// inset at top and bottom while the controller `automaticallyAdjustsScrollViewInsets`; other
        /// scroll views are not (iOS 7's rule, which OpenUIKit keeps: iOS 11 also insets their
        /// scrollable axes).
        case automatic
        /// The axes that scroll (content longer than the bounds, or `alwaysBounce...`) are inset at both
        /// ends.
        case scrollableAxes
        /// Never inset.
        case never
        /// Every edge is inset.
        case always
    }

    /// Works out `adjustedContentInset` again (with a refreshing refresh control's share); when it
    /// changed, tells the scroll view and its delegate, and a scroll view resting at the top (or left) of
    /// its content stays there, unless `keepingOffset`.
    func updateAdjustedContentInset(keepingOffset: Bool = false) {
        let adjusted = contentInset + safeAreaShare + refreshControlShare
        guard adjusted != adjustedInsetStorage else { return updateIndicators() }
        let old = adjustedInsetStorage
        adjustedInsetStorage = adjusted
        var offset = contentOffset
        if offset.y == -old.top && !keepingOffset { offset.y = -adjusted.top }
        if offset.x == -old.left && !keepingOffset { offset.x = -adjusted.left }
        if offset != contentOffset { contentOffset = offset }
        updateIndicators()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The part of the safe area the behaviour adds.
    private var safeAreaShare: UIEdgeInsets {
        let safe = knownSafeAreaInsets
        guard safe != .zero else { return .zero }
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safe
        case .automatic:
            guard let controller = mainScrollViewOwner, controller.automaticallyAdjustsScrollViewInsets else { return .zero }
            return UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
        case .scrollableAxes:
            let size = bounds.size
            let vertical = alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > size.height
            let horizontal = alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > size.width
            return UIEdgeInsets(
                top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }

    /// The view controller whose main scroll view this is: the one whose root view it is, or whose root
    /// view has it as first subview.
    private var mainScrollViewOwner: UIViewController? {
        if let controller = owningViewController { return controller }
        guard let parent = superview, parent.subviews.first === self else { return nil }
        return parent.owningViewController
    }

    /// Indicator insets as set, plus the safe area's share of the content insets when the scroll view
    /// `automaticallyAdjustsScrollIndicatorInsets`.
    func effectiveIndicatorInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
        return insets + (adjustedInsetStorage - contentInset)
    }
}

extension UIViewController {
    /// The scroll view `automaticallyAdjustsScrollViewInsets` is about: the root view, or its first
    /// subview, when that is a scroll view.
    var mainScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}
