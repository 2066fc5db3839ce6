/// What a search bar asks its delegate, and tells it, as the user edits the search text and taps the
/// bar's buttons; it also chooses the bar's position (see ``UIBarPositioningDelegate``). Every method is
/// optional: a missing `should` method allows, the others do nothing.
///
/// The order of a tap in the field, typing and the end of editing:
/// 1. `searchBarShouldBeginEditing(_:)`; false: the field does not become first responder, nothing
///    else happens.
/// 2. `searchBarTextDidBeginEditing(_:)`.
/// 3. Each edit: `searchBar(_:shouldChangeTextIn:replacementText:)`; if true, the text changes, then
///    `searchBar(_:textDidChange:)`. The clear button empties the text without asking, then reports
///    `searchBar(_:textDidChange:)` with "".
/// 4. The keyboard's Search key: `searchBarSearchButtonClicked(_:)`; the keyboard stays up: resigning
///    first responder is the delegate's business.
/// 5. Resigning: `searchBarShouldEndEditing(_:)`; false keeps the bar editing; else
///    `searchBarTextDidEndEditing(_:)`.
///
/// Setting `text` in code calls none of these: they report the user's changes.
///
/// Source: Apple, UISearchBarDelegate ("Tells the delegate that the user changed the search text").
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin (true by default).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began: the search field is first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (true by default). False keeps the search field first responder.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended: the search field is no longer first responder.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the search text (by typing, deleting, pasting, or with the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit may replace `range` (UTF-16, in the text before the edit) with `text`
    /// ("" for a deletion). True by default; false leaves the text as it is and reports no change.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was tapped. The keyboard stays up until the delegate resigns the bar.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button in the search field was tapped. The bar does nothing else.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped. The bar does nothing else: it neither clears its text nor ends
    /// editing.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The search results button in the search field was tapped. The bar does nothing else (it does
    /// not toggle `isSearchResultsButtonSelected`).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped a different scope button; `selectedScope` is the new `selectedScopeButtonIndex`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
