// How a navigation bar changes its top item: at once, or with iOS 7's push and pop. On a push the new
// title slides in from the right and fades in, the old title slides left into the back button's place
// and fades out, the old back button slides away to the left, and the items at the ends cross-fade;
// the back indicator stays put. A pop mirrors it: the new title comes out of the back button, the old
// one leaves to the right. While titles slide, the back buttons show only where the back indicator's
// transition mask lets them (right of the indicator; where the mask image is opaque over it).
extension UINavigationBar {
    enum Transition { case push, pop }

    /// iOS 7's navigation transition length.
    static let transitionDuration: TimeInterval = 0.35

    /// Shows the top item's content, replacing the current one at once or with `transition`; runs
    /// `completion` when done.
    func showTopItem(transition: Transition?, completion: (() -> Void)?) {
        invalidateIntrinsicContentSize()
        let old = contentView
        guard let top = topItem else {
            old?.removeFromSuperview()
            contentView = nil
            completion?()
            return
        }
        let new = NavigationItemView(item: top, backItem: backItem, bar: self)
        new.frame = bounds
        addSubview(new)
        contentView = new
        if window != nil { new.didMoveToBarWindow() }
        guard let transition, let old else {
            old?.removeFromSuperview()
            completion?()
            return
        }
        animate(from: old, to: new, transition, completion: completion)
    }

    private func animate(from old: NavigationItemView, to new: NavigationItemView, _ transition: Transition, completion: (() -> Void)?) {
        isTransitioning = true
        outgoingContentView = old
        old.frame = bounds
        new.frame = bounds
        old.layoutIfNeeded()
        new.layoutIfNeeded()
        let push = transition == .push
        let oldTitle = old.titleView, newTitle = new.titleView
        let mask = transitionMaskFrame(in: new)
        UIView.performWithoutAnimation {
            for view in [old, new] { view.backContainer.layer.mask = makeTransitionMask(indicatorFrame: mask) }
            // The indicator stays put when both show one; otherwise it fades with its item.
            if old.backButton != nil && new.backButton != nil { old.indicatorView.isHidden = true }
            if new.backButton != nil && old.backButton == nil { new.indicatorView.alpha = 0 }
            for view in new.fadingViews { view.alpha = 0 }
            newTitle.alpha = 0
            if push {
                newTitle.transform = CGAffineTransform(translationX: bounds.width / 2, y: 0)
                if let back = new.backButton {
                    back.alpha = 0
                    back.transform = CGAffineTransform(translationX: oldTitle.frame.minX - new.backTitleMinX, y: 0)
                }
            } else {
                newTitle.transform = CGAffineTransform(translationX: old.backTitleMinX - newTitle.frame.minX, y: 0)
                if let back = new.backButton {
                    back.alpha = 0
                    back.transform = CGAffineTransform(translationX: -back.bounds.width, y: 0)
                }
            }
        }
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for view in old.fadingViews { view.alpha = 0 }
                for view in new.fadingViews { view.alpha = 1 }
                if old.backButton != nil && new.backButton == nil { old.indicatorView.alpha = 0 }
                new.indicatorView.alpha = 1
                newTitle.alpha = 1
                newTitle.transform = .identity
                new.backButton?.alpha = 1
                new.backButton?.transform = .identity
                oldTitle.alpha = 0
                if push {
                    oldTitle.transform = CGAffineTransform(translationX: new.backTitleMinX - oldTitle.frame.minX, y: 0)
                    old.backButton?.alpha = 0
                    old.backButton?.transform = CGAffineTransform(translationX: -(old.backButton?.bounds.width ?? 0), y: 0)
                } else {
                    oldTitle.transform = CGAffineTransform(translationX: self.bounds.width / 2, y: 0)
                    old.backButton?.alpha = 0
                    old.backButton?.transform = CGAffineTransform(translationX: newTitle.frame.minX - old.backTitleMinX, y: 0)
                }
            },
            completion: { _ in
                old.removeFromSuperview()
                new.backContainer.layer.mask = nil
                self.outgoingContentView = nil
                self.isTransitioning = false
                self.setNeedsLayout()
                completion?()
            })
    }

    /// Where the indicator sits in `content`, for the mask.
    private func transitionMaskFrame(in content: NavigationItemView) -> CGRect {
        let size = shownBackIndicatorImage.size
        let band = content.band
        return CGRect(x: NavigationItemView.margin, y: (band.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The mask of a back button while it slides: opaque right of the indicator, and over the indicator
    /// the custom transition mask image (nothing for the chevron: the title disappears behind it).
    private func makeTransitionMask(indicatorFrame: CGRect) -> CALayer {
        let mask = CALayer()
        mask.frame = bounds
        let open = CALayer()
        open.backgroundColor = CGColor(gray: 0, alpha: 1)
        open.frame = CGRect(x: indicatorFrame.maxX, y: 0, width: max(0, bounds.width - indicatorFrame.maxX), height: bounds.height)
        mask.addSublayer(open)
        if backIndicatorImage != nil, let image = backIndicatorTransitionMaskImage?.cgImage {
            let over = CALayer()
            over.contents = image
            over.contentsScale = backIndicatorTransitionMaskImage?.scale ?? 1
            over.frame = indicatorFrame
            mask.addSublayer(over)
        }
        return mask
    }
}

extension NavigationItemView {
    /// The view showing the title: the title view, else the label.
    var titleView: UIView { item.titleView ?? titleLabel }

    /// Where the back button's title starts (in the bar).
    var backTitleMinX: CGFloat {
        NavigationItemView.margin + (indicatorView.image?.size.width ?? 0) + BarButtonView.backIndicatorSpacing
    }

    /// The views that fade in a transition: the items at the ends and the prompt.
    var fadingViews: [UIView] {
        subviews.filter { $0 !== backContainer && $0 !== indicatorView && $0 !== titleView }
    }
}
