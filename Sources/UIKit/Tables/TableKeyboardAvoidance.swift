/// What a table view controller does while the keyboard is up: the table's bottom inset grows by the part
/// of the table the keyboard covers, so every row can scroll above it, and the row holding the first
/// responder scrolls into view; when the keyboard goes, the inset goes too.
@MainActor
final class TableKeyboardAvoidance {
    private weak var controller: UITableViewController?
    /// The bottom inset added for the keyboard.
    private var addedInset: CGFloat = 0

    /// Starts following the keyboard for `controller`'s table.
    func observe(_ controller: UITableViewController) {
        guard self.controller == nil else { return }
        self.controller = controller
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: TableKeyboardAvoidance.keyboardWillChange,
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
            self, selector: TableKeyboardAvoidance.keyboardWillHide, name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    private func keyboardWillChange(_ notification: Notification) {
        guard let table = controller?.viewIfLoaded as? UITableView, let window = table.window,
            let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let tableInWindow = table.convert(table.bounds, to: window)
        let covered = max(0, tableInWindow.maxY - max(end.minY, tableInWindow.minY))
        setAddedInset(covered, of: table)
        if let responder = firstResponder(in: table), let path = rowPath(of: responder, in: table) {
            table.scrollToRow(at: path, at: .none, animated: true)
        }
    }

    private func keyboardWillHide(_ notification: Notification) {
        guard let table = controller?.viewIfLoaded as? UITableView else { return }
        setAddedInset(0, of: table)
    }

    private func setAddedInset(_ inset: CGFloat, of table: UITableView) {
        guard inset != addedInset else { return }
        table.contentInset.bottom += inset - addedInset
        table.verticalScrollIndicatorInsets.bottom += inset - addedInset
        addedInset = inset
    }

    /// The first responder among `table`'s descendants.
    private func firstResponder(in table: UITableView) -> UIView? {
        var stack: [UIView] = [table]
        while let view = stack.popLast() {
            if view.isFirstResponder { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The row of the cell that holds `view`.
    private func rowPath(of view: UIView, in table: UITableView) -> IndexPath? {
        var current: UIView? = view
        while let candidate = current, candidate !== table {
            if let cell = candidate as? UITableViewCell { return table.indexPath(for: cell) }
            current = candidate.superview
        }
        return nil
    }
}
