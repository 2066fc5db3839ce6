/// An item of a tab bar: an image over a title, drawn in the tab bar's tint when selected and gray
/// otherwise, with an optional badge (a red lozenge at the image's top right). Images are templates by
/// default (an `.alwaysOriginal` image keeps its colours); a system item brings iOS 7's title and glyph,
/// outlined when unselected and filled when selected.
///
/// Source: Apple, UITabBarItem.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { itemDidChange() } } }
    /// The text of the badge (nil: no badge; "" shows an empty badge).
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The badge's colour (nil: iOS's red).
    open var badgeColor: UIColor? { didSet { if badgeColor != oldValue { itemDidChange() } } }
    /// Moves the title (positive vertical: down).
    open var titlePositionAdjustment = UIOffset.zero {
        didSet {
            markAppearanceExplicit("titlePositionAdjustment")
            if titlePositionAdjustment != oldValue { itemDidChange() }
        }
    }

    /// The title; a system item's cannot be changed.
    open override var title: String? {
        get { super.title }
        set { if systemItem == nil { super.title = newValue } }
    }

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?
    private var badgeAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    private var finishedImages: (selected: UIImage?, unselected: UIImage?) = (nil, nil)

    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image, and the image it shows while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item (its title and glyph are iOS's; they cannot be changed) with a tag.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
        super.title = systemItem.title
    }

    /// Archives are not supported (no nib loading on Linux): returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the badge text's attributes for `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        markAppearanceExplicit(Self.appearanceKey("badgeTextAttributes", state))
        badgeAttributes[exactly: state] = textAttributes
        itemDidChange()
    }

    /// The badge text's attributes set for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[exactly: state] }

    func effectiveBadgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes.value(for: state) }

    /// The iOS 6 way to give untinted images for both states; they are drawn as they are.
    @available(*, deprecated, message: "Use init(title:image:selectedImage:) with .alwaysOriginal images")
    open func setFinishedSelectedImage(_ selectedImage: UIImage?, withFinishedUnselectedImage unselectedImage: UIImage?) {
        finishedImages = (selectedImage?.withRenderingMode(.alwaysOriginal), unselectedImage?.withRenderingMode(.alwaysOriginal))
        itemDidChange()
    }

    /// The finished selected image set with `setFinishedSelectedImage(_:withFinishedUnselectedImage:)`.
    @available(*, deprecated, message: "Use selectedImage")
    open func finishedSelectedImage() -> UIImage? { finishedImages.selected }

    /// The finished unselected image set with `setFinishedSelectedImage(_:withFinishedUnselectedImage:)`.
    @available(*, deprecated, message: "Use image")
    open func finishedUnselectedImage() -> UIImage? { finishedImages.unselected }

    /// The image shown for the selection state, at `scale` (system glyphs are drawn for it).
    func shownImage(selected: Bool, scale: CGFloat) -> UIImage? {
        if selected, let finished = finishedImages.selected { return finished }
        if !selected, let finished = finishedImages.unselected { return finished }
        if let glyph = systemItem?.glyph { return glyph.image(scale: scale, filled: selected) }
        return selected ? (selectedImage ?? image) : image
    }

    /// The system items of a tab bar, with iOS 7's titles and glyphs. The raw values are Apple's.
    ///
    /// Source: Apple, UITabBarItem.SystemItem.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        var glyph: BarGlyph {
            switch self {
            case .more: return .more
            case .favorites: return .favorites
            case .featured: return .featured
            case .topRated: return .topRated
            case .recents: return .recents
            case .contacts: return .contacts
            case .history: return .history
            case .bookmarks: return .tabBookmarks
            case .search: return .tabSearch
            case .downloads: return .downloads
            case .mostRecent: return .mostRecent
            case .mostViewed: return .mostViewed
            }
        }
    }
}
