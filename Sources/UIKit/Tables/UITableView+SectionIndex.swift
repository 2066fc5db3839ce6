extension UITableView {
    /// Asks the data source for the section index titles: with titles (and enough rows), the strip is
    /// shown at the right edge; without, it goes.
    func updateSectionIndexTitles() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let shown = !titles.isEmpty && geometry.rowCount >= sectionIndexMinimumDisplayRowCount
        guard shown else {
            sectionIndex?.removeFromSuperview()
            sectionIndex = nil
            return
        }
        let index = sectionIndex ?? makeSectionIndex()
        index.titles = titles
        if index.superview !== self { addSubview(index) }
        placeSectionIndex()
    }

    private func makeSectionIndex() -> TableSectionIndexView {
        let index = TableSectionIndexView()
        index.onSelectTitle = { [weak self] position in self?.sectionIndexTouched(position) }
        sectionIndex = index
        updateSectionIndexColors()
        return index
    }

    /// The strip stands at the right edge of the visible area, clear of the content inset.
    func placeSectionIndex() {
        guard let index = sectionIndex else { return }
        let inset = adjustedContentInset
        let width = index.preferredWidth()
        let frame = CGRect(
            x: bounds.maxX - width, y: bounds.minY + inset.top, width: width,
            height: max(0, bounds.height - inset.top - inset.bottom))
        if index.frame != frame { index.frame = frame }
    }

    func updateSectionIndexColors() {
        sectionIndex?.indexColor = sectionIndexColor
        sectionIndex?.indexBackgroundColor = sectionIndexBackgroundColor
        sectionIndex?.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
    }

    /// A finger on the index title at `position`: the data source says which section it means, and the
    /// table jumps there (its header at the top).
    private func sectionIndexTouched(_ position: Int) {
        guard let dataSource, let index = sectionIndex, index.titles.indices.contains(position) else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: index.titles[position], at: position)
        guard geometry.sections.indices.contains(section) else { return }
        let top = geometry.top(ofSection: section) - adjustedContentInset.top
        let range = offsetRange.y
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(top, range.lowerBound), range.upperBound)), animated: false)
    }
}
