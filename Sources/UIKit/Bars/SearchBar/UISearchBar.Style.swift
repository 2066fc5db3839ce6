extension UISearchBar {
    /// How much of a search bar shows around its search field.
    ///
    /// The raw values are Apple's (`UISearchBarStyleDefault` 0, `Prominent` 1, `Minimal` 2).
    ///
    /// Source: Apple, UISearchBar.Style.
    public enum Style: UInt, Sendable {
        /// The bar's background (per `barStyle`, `barTintColor`, background image) with an opaque
        /// search field: the same as `.prominent`.
        case `default` = 0
        /// The bar's background with an opaque search field.
        case prominent = 1
        /// No bar background (what lies beneath shows), and a faint, see-through search field.
        case minimal = 2
    }

    /// The parts of a search field that show an image: the magnifying glass at the left, and at the
    /// right the clear button, the bookmark button and the search results button.
    ///
    /// The raw values are Apple's (`UISearchBarIconSearch` 0, `Clear` 1, `Bookmark` 2, `ResultsList` 3).
    ///
    /// Source: Apple, UISearchBar.Icon.
    public enum Icon: Int, Sendable {
        /// The magnifying glass left of the text (an image, not a button).
        case search = 0
        /// The clear button, shown while there is text.
        case clear = 1
        /// The bookmark button (`showsBookmarkButton`), shown while there is no text.
        case bookmark = 2
        /// The search results button (`showsSearchResultsButton`), shown while there is no text.
        case resultsList = 3
    }
}
