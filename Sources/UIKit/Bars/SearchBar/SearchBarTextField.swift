/// The search bar's search field: a real `UITextField` (so that code walking the bar's subviews finds
/// one, and the keyboard, editing and delegate order are a text field's), drawn as iOS 7's search field:
/// a filled rounded rectangle (or the bar's search field background image), the magnifying glass at the
/// left, the clear, bookmark or search results button at the right.
///
/// While the field is empty and not editing, the magnifying glass and the placeholder are centred
/// together, as on iOS 7; editing (or text) moves them to the left edge. The right end shows the clear
/// button while there is text, else the search results button or the bookmark button if the bar asks
/// for one (results first), else nothing.
final class SearchBarTextField: UITextField {
    weak var searchBar: UISearchBar?
    var icons = SearchBarIcons()
    /// Moves the text and placeholder (the bar's `searchTextPositionAdjustment`).
    var textAdjustment = UIOffset.zero {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The colour of the rounded background (used without a background image).
    var fillColor = UIColor.white { didSet { setNeedsDisplay() } }

    private let magnifier = UIImageView()
    let rightButton = SearchFieldIconButton()
    /// The icon the right button shows now (nil: none).
    private(set) var rightIcon: UISearchBar.Icon?

    /// iOS 7's search field: 28 points tall, 14-point text, 5-point corners; the magnifying glass 8
    /// points in, the text 6 points after it.
    static let height: CGFloat = 28
    static let fontSize: CGFloat = 14
    static let cornerRadius: CGFloat = 5
    static let iconInset: CGFloat = 8
    static let textGap: CGFloat = 6
    static let rightInset: CGFloat = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        borderStyle = .none
        font = .systemFont(ofSize: Self.fontSize)
        clearButtonMode = .never
        contentVerticalAlignment = .center
        magnifier.contentMode = .scaleAspectFit
        magnifier.isUserInteractionEnabled = false
        leftView = magnifier
        leftViewMode = .always
        rightView = rightButton
        rightViewMode = .never
        rightButton.addAction(UIAction { [weak self] _ in self?.rightButtonTapped() }, for: .touchUpInside)
        refreshIcons()
    }

    required init?(coder: NSCoder) { return nil }

    private var scale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    // MARK: Icons

    /// Shows the current icon images (after an image, an adjustment or the bar's buttons changed).
    func refreshIcons() {
        magnifier.image = icons.image(for: .search, pressed: false, scale: scale)
        refreshRightIcon(force: true)
    }

    /// Shows the right button the text and the bar's settings call for.
    func refreshRightIcon(force: Bool = false) {
        let icon: UISearchBar.Icon?
        if hasText {
            icon = .clear
        } else if searchBar?.showsSearchResultsButton == true {
            icon = .resultsList
        } else if searchBar?.showsBookmarkButton == true {
            icon = .bookmark
        } else {
            icon = nil
        }
        let reversed = icon == .resultsList && searchBar?.isSearchResultsButtonSelected == true
        guard force || icon != rightIcon || reversed != rightButton.reversed else { return }
        rightIcon = icon
        if let icon {
            let labels: [UISearchBar.Icon: String] = [.clear: "Clear text", .bookmark: "Bookmarks", .resultsList: "Search results"]
            rightButton.configure(
                normal: icons.image(for: icon, pressed: false, scale: scale), pressed: icons.image(for: icon, pressed: true, scale: scale),
                size: icons.displaySize(for: icon), reversed: reversed, label: labels[icon] ?? "")
        }
        rightViewMode = icon == nil ? .never : .always
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func rightButtonTapped() {
        guard let icon = rightIcon else { return }
        switch icon {
        case .clear:
            clearButtonTapped()
        case .bookmark:
            if let bar = searchBar { bar.delegate?.searchBarBookmarkButtonClicked(bar) }
        case .resultsList:
            if let bar = searchBar { bar.delegate?.searchBarResultsListButtonClicked(bar) }
        case .search:
            break
        }
    }

    // MARK: Rects

    /// Whether the magnifying glass and placeholder are centred (empty and not editing).
    private var centresPlaceholder: Bool { !isEditing && !hasText }

    /// The magnifying glass's place before its adjustment.
    private func standardSearchIconRect(forBounds bounds: CGRect) -> CGRect {
        let size = icons.displaySize(for: .search)
        var x = bounds.minX + Self.iconInset
        if centresPlaceholder {
            let placeholderWidth = attributedPlaceholder.map { $0.length > 0 ? $0.size().width.rounded(.up) : 0 } ?? 0
            let group = size.width + Self.textGap + placeholderWidth
            x = max(x, (bounds.midX - group / 2).rounded())
        }
        return CGRect(x: x, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The right button's place before its adjustment.
    private func standardRightRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightButton.preferredSize(height: bounds.height)
        return CGRect(
            x: bounds.maxX - Self.rightInset - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
            height: size.height)
    }

    override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let adjustment = icons.adjustment(for: .search)
        return standardSearchIconRect(forBounds: bounds).offsetBy(dx: adjustment.horizontal, dy: adjustment.vertical)
    }

    override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let adjustment = rightIcon.map(icons.adjustment(for:)) ?? .zero
        return standardRightRect(forBounds: bounds).offsetBy(dx: adjustment.horizontal, dy: adjustment.vertical)
    }

    /// The text's place: after the magnifying glass, before the right button, moved by the adjustment.
    private func searchTextRect(forBounds bounds: CGRect) -> CGRect {
        let minX = standardSearchIconRect(forBounds: bounds).maxX + Self.textGap
        var maxX = bounds.maxX - Self.textGap
        if rightIcon != nil { maxX = min(maxX, standardRightRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
            .offsetBy(dx: textAdjustment.horizontal, dy: textAdjustment.vertical)
    }

    override func textRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(forBounds: bounds) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(forBounds: bounds) }

    override func layoutSubviews() {
        refreshRightIcon()
        super.layoutSubviews()
    }

    // MARK: Drawing

    /// The rounded fill, unless a background image replaces it; then the placeholder or text.
    override func draw(_ rect: CGRect) {
        if currentBackground == nil {
            fillColor.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        }
        super.draw(rect)
    }

    /// The background image showing in the current state.
    private var currentBackground: UIImage? { isEnabled ? background : disabledBackground ?? background }
}
