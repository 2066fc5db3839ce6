// Self-sizing: the height a cell needs for UITableView.automaticDimension.
extension UITableViewCell {
    /// The height the cell needs at `width` for `UITableView.automaticDimension`: from Auto Layout when
    /// the content view's subviews are placed by constraints (the content view's fitting size at its width,
    /// width required); from the configuration's content view; else from the built-in labels at their
    /// widths (labels with several lines wrap) with 10.5 points above and below, never below 44 points for a
    /// built-in style. The separator's pixel is added, as UIKit adds it.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return CellStyleMetrics.rowHeight }
        let separator = showsSeparator ? pixel : 0
        let contentWidth = partFrames(for: CGSize(width: width, height: CellStyleMetrics.rowHeight)).content.width
        if usesAutoLayoutContent {
            // Wrapping labels measure their height at the width layout gives them: lay the content out at
            // the row's width first, as UIKit sizes the content view before it asks for the fitting size.
            if contentViewStorage.bounds.width != contentWidth {
                contentViewStorage.frame.size.width = contentWidth
            }
            contentViewStorage.layoutIfNeeded()
            let size = contentViewStorage.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return pixelCeiled(max(0, size.height)) + separator
        }
        let contentHeight: CGFloat
        if contentConfigurationStorage != nil {
            contentHeight = contentViewStorage.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else {
            let frames = builtInFrames(in: CGSize(width: contentWidth, height: 100_000))
            let textHeight = frames.text.height + (frames.detail.map { cellStyle == .subtitle ? $0.height : 0 } ?? 0)
            let lineHeight = max(textHeight, cellStyle == .value1 || cellStyle == .value2 ? frames.detail?.height ?? 0 : 0)
            contentHeight = max(lineHeight, frames.image?.height ?? 0) + 2 * CellStyleMetrics.verticalPadding
        }
        return max(CellStyleMetrics.rowHeight, pixelCeiled(contentHeight) + separator)
    }

    /// Whether the content view's own subviews are placed by constraints.
    var usesAutoLayoutContent: Bool {
        contentConfigurationStorage == nil
            && (!contentViewStorage.constraints.isEmpty
                || contentViewStorage.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints })
    }
}
