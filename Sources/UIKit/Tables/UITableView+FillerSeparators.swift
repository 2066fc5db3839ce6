/// In the plain style, iOS 7 continues the separators below the last row, one every `rowHeight`, down to
/// the bottom of the visible area, as if empty rows followed; a table footer view (even an empty one)
/// ends them, and `separatorStyle` `.none` has none.
extension UITableView {
    /// Places the separators of the empty rows below the content that are in `visible`.
    func placeFillerSeparators(in visible: CGRect) {
        let step = rowHeight > 0 ? rowHeight : Self.defaultEstimate
        var count = 0
        if style == .plain, tableFooterView == nil, separatorStyle != .none {
            let contentEnd = geometry.top(ofSection: geometry.sections.count)
            let pixel = 1 / max(1, traitCollection.displayScale)
            let across = cellSpan()
            let inset = separatorInset
            // The first empty row starts where the content ends; its separator lies along its bottom.
            let first = max(1, Int(((visible.minY - contentEnd) / step).rounded(.down)))
            var index = first
            while contentEnd + CGFloat(index) * step - pixel < visible.maxY {
                let frame = CGRect(
                    x: across.minX + inset.left, y: contentEnd + CGFloat(index) * step - pixel,
                    width: max(0, across.width - inset.left - inset.right), height: pixel)
                let line = fillerSeparator(count)
                if line.frame != frame { line.frame = frame }
                line.backgroundColor = separatorColor ?? CellStyleMetrics.separatorColor
                count += 1
                index += 1
            }
        }
        while fillerSeparators.count > count { fillerSeparators.removeLast().removeFromSuperview() }
    }

    /// The `index`th filler separator, made when needed.
    private func fillerSeparator(_ index: Int) -> UIView {
        if index < fillerSeparators.count { return fillerSeparators[index] }
        let line = UIView()
        line.isUserInteractionEnabled = false
        insertSubview(line, at: backgroundView == nil ? 0 : 1)
        fillerSeparators.append(line)
        return line
    }
}
