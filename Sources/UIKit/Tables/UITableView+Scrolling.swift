extension UITableView {
    /// Scrolls so that `rect` (content coordinates) is at `position` of the area inside the adjusted
    /// content inset: `.none` scrolls the least that shows it, `.top`/`.middle`/`.bottom` put it there as
    /// far as the content allows.
    func scroll(toRect rect: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .none:
            let visibleTop = contentOffset.y + inset.top
            if rect.minY < visibleTop {
                y = rect.minY - inset.top
            } else if rect.maxY > visibleTop + visibleHeight {
                y = rect.maxY - visibleHeight - inset.top
            } else {
                return
            }
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        }
        if style == .plain, position == .top || position == .none && rect.minY < contentOffset.y + inset.top {
            // A row brought to the top is not left under its section's sticky header.
            if let row = geometry.row(at: rect.midY) { y -= geometry.sections[row.section].header }
        }
        let range = offsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        let target = CGPoint(x: contentOffset.x, y: y)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
