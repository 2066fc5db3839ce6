extension UITableView {
    /// A cell waiting for reuse under `identifier` (prepared for reuse), else a new cell of the class
    /// registered for it, else nil.
    func reusableCell(_ identifier: String) -> UITableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        return cellClass.init(_tableViewReuseIdentifier: identifier)
    }

    /// Takes `cell` off screen (it left `row`): tells the delegate, and queues it for reuse under its
    /// identifier (a cell without one is discarded). Queued cells stay subviews, hidden.
    func enqueue(_ cell: UITableViewCell, leaving row: TableRow) {
        if cellsAwaitingDisplay.remove(ObjectIdentifier(cell)) == nil {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row.indexPath)
        }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if cell.swipeOffset != 0 { cell.setSwipeOffset(0, animated: false) }
        queueForReuse(cell)
    }

    /// Puts `cell` in its identifier's reuse queue, hidden (a cell without an identifier is discarded).
    func queueForReuse(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        reusableCells[identifier, default: []].append(cell)
    }

    /// A header or footer view waiting for reuse under `identifier`, else a new one of the registered
    /// class, else nil.
    func reusableHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooterViews[identifier], let view = queue.popLast() {
            reusableHeaderFooterViews[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return viewClass.init(_tableViewReuseIdentifier: identifier)
    }

    /// Takes a header or footer view off screen: tells the delegate and queues it for reuse (a standard
    /// titled view in the table's own queue, a header-footer view under its identifier); other views are
    /// removed.
    func enqueueHeaderFooter(_ view: UIView, section: Int, isFooter: Bool) {
        if isFooter {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        if let view = view as? UITableViewHeaderFooterView {
            if standardViews.contains(ObjectIdentifier(view)) {
                view.isHidden = true
                reusableStandardViews.append(view)
                return
            }
            if let identifier = view.reuseIdentifier {
                view.isHidden = true
                reusableHeaderFooterViews[identifier, default: []].append(view)
                return
            }
        }
        view.removeFromSuperview()
    }

    /// A standard view showing `title` as `section`'s header or footer.
    func standardHeaderFooterView(title: String?, isFooter: Bool) -> UITableViewHeaderFooterView {
        let view: UITableViewHeaderFooterView
        if let reused = reusableStandardViews.popLast() {
            view = reused
            view.prepareForReuse()
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            standardViews.insert(ObjectIdentifier(view))
        }
        view.configureStandard(title: title, isFooter: isFooter, style: style)
        return view
    }
}
