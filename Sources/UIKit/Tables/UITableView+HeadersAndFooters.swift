extension UITableView {
    /// Shows the header and footer views of the sections that meet `visible`, and takes the others off
    /// screen. In the plain style a header sticks to the top of the visible area (below the content inset)
    /// while its section is on screen, pushed up by the section's end, and a footer sticks to the bottom.
    func tileHeadersAndFooters(in visible: CGRect) {
        var shown = 0..<0
        if let first = geometry.section(at: visible.minY) {
            var last = first
            while last + 1 < geometry.sections.count, geometry.top(ofSection: last + 1) < visible.maxY { last += 1 }
            shown = first..<(last + 1)
        }
        for (section, view) in visibleHeaders where !shown.contains(section) {
            visibleHeaders[section] = nil
            enqueueHeaderFooter(view, section: section, isFooter: false)
        }
        for (section, view) in visibleFooters where !shown.contains(section) {
            visibleFooters[section] = nil
            enqueueHeaderFooter(view, section: section, isFooter: true)
        }
        for section in shown {
            placeHeaderFooter(section, isFooter: false, in: visible)
            placeHeaderFooter(section, isFooter: true, in: visible)
        }
    }

    /// Shows `section`'s header or footer at its place, asking for its view if it just came into view.
    private func placeHeaderFooter(_ section: Int, isFooter: Bool, in visible: CGRect) {
        let frame = headerFooterFrame(section, isFooter: isFooter, in: visible)
        let shown = isFooter ? visibleFooters[section] : visibleHeaders[section]
        guard frame.height > 0, frame.maxY > visible.minY, frame.minY < visible.maxY else {
            if let shown {
                if isFooter { visibleFooters[section] = nil } else { visibleHeaders[section] = nil }
                enqueueHeaderFooter(shown, section: section, isFooter: isFooter)
            }
            return
        }
        if let shown {
            if shown.frame != frame { shown.frame = frame }
            return
        }
        guard let view = makeHeaderFooterView(section, isFooter: isFooter) else { return }
        view.frame = frame
        if let sectionIndex, sectionIndex.superview === self {
            insertSubview(view, belowSubview: sectionIndex)
        } else if view.superview !== self {
            addSubview(view)
        }
        if isFooter {
            visibleFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            visibleHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
        view.isHidden = false
    }

    /// The view for `section`'s header or footer: the delegate's, else a standard one for its title,
    /// else none (the space stays empty).
    private func makeHeaderFooterView(_ section: Int, isFooter: Bool) -> UIView? {
        let key = HeaderFooterKey(section: section, isFooter: isFooter)
        if let view = pendingHeaderFooterViews.removeValue(forKey: key) { return view }
        if let view = customHeaderFooterView(section, isFooter: isFooter) { return view }
        guard let title = headerFooterTitle(section, isFooter: isFooter) else { return nil }
        return standardHeaderFooterView(title: title, isFooter: isFooter)
    }

    /// Where `section`'s header or footer goes: its place in the content, or in the plain style the
    /// place it sticks to.
    func headerFooterFrame(_ section: Int, isFooter: Bool, in visible: CGRect) -> CGRect {
        let top = geometry.top(ofSection: section), bottom = geometry.top(ofSection: section + 1)
        let heights = geometry.sections[section]
        let across = style == .plain ? (minX: 0, width: bounds.width) : cellSpan()
        var y = isFooter ? bottom - heights.footer : top
        if style == .plain {
            let inset = adjustedContentInset
            if isFooter {
                y = max(min(y, visible.maxY - inset.bottom - heights.footer), top + heights.header)
            } else {
                y = min(max(y, visible.minY + inset.top), bottom - heights.header - heights.footer)
                y = max(y, top)
            }
        }
        return CGRect(x: across.minX, y: y, width: across.width, height: isFooter ? heights.footer : heights.header)
    }
}
