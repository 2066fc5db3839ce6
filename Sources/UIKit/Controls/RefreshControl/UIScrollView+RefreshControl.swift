// The scroll view's side of `refreshControl`: the control joins as the rearmost subview, and while it
// refreshes its height adds to the top of `adjustedContentInset`, so the content rests below it.
extension UIScrollView {
    /// The top inset a refreshing refresh control adds to `adjustedContentInset` (zero otherwise).
    var refreshControlShare: UIEdgeInsets {
        guard let control = refreshControl, control.superview === self else { return .zero }
        return UIEdgeInsets(top: control.insetShare, left: 0, bottom: 0, right: 0)
    }

    /// `refreshControl` changed from `old`: the old control leaves, the new one joins behind the content,
    /// and the insets follow, the content staying where it is.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard refreshControl !== old else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let control = refreshControl {
            insertSubview(control, at: 0)
            control.scrollViewBoundsDidChange()
        }
        updateAdjustedContentInset(keepingOffset: true)
    }
}
