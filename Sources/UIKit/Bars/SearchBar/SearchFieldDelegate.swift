/// The search field's delegate: it turns the field's questions and reports into the search bar
/// delegate's, in the same order (see ``UISearchBarDelegate``). The search bar keeps it; the field
/// holds it weakly, as a text field holds any delegate.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    private var delegate: (any UISearchBarDelegate)? { searchBar.delegate }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { delegate?.searchBarShouldBeginEditing(searchBar) ?? true }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.editingDidChange()
        delegate?.searchBarTextDidBeginEditing(searchBar)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { delegate?.searchBarShouldEndEditing(searchBar) ?? true }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        searchBar.editingDidChange()
        delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The clear button always clears; the change is reported as `searchBar(_:textDidChange:)`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

    /// UIKit: the Search key tells the delegate and does nothing else; the keyboard stays up (the field
    /// has no `.editingDidEndOnExit` action, so it does not resign).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
