/// A bar with a search field: a rounded field with a magnifying glass and a placeholder, optionally a
/// prompt above it, a Cancel button at its right, bookmark or search results buttons inside the field,
/// and a scope bar of buttons under it. The bar does no searching itself: its delegate hears the user's
/// edits, the Search key and the buttons' taps.
///
/// The bar is 44 points tall, 30 more while it shows a prompt, 44 more while it shows its scope bar
/// (`sizeThatFits(_:)` and `intrinsicContentSize` say so; the bar does not resize itself: call
/// `sizeToFit()` or let Auto Layout use the intrinsic height). The search field, 28 points tall, is a
/// `UITextField` inside the bar's first subview, as on iOS (`searchBar.subviews[0].subviews`); the
/// Cancel button is a `UIBarButtonItem`, so `UIBarButtonItem` appearance settings reach it.
///
/// Styling is the same as every bar's (see `UIToolbar`): `barStyle`, `isTranslucent`, `barTintColor`,
/// background images per position and metrics. iOS 7's search bar is light grey with a white field
/// (`.default`) or black with a dark field (`.black`); both are translucent. The `.minimal` bar style
/// shows no background at all. A bar whose delegate says it is `.topAttached` extends its background 20
/// points up behind the status bar.
///
/// Source: Apple, UISearchBar.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits, BarItemHost {
    // MARK: Text

    /// The search text; "" while empty (setting nil sets ""). Setting it shows the text at once and
    /// calls no delegate method: `searchBar(_:textDidChange:)` reports the user's changes only.
    open var text: String? {
        get { field.text }
        set {
            field.text = newValue
            fieldTextDidChange()
        }
    }

    /// The grey hint shown in the field while it is empty (nil: none).
    open var placeholder: String? { didSet { if placeholder != oldValue { updateFieldLook() } } }

    /// A line of text centred above the search field (nil: none). While it shows, the bar is 30 points
    /// taller and its background uses the `.defaultPrompt` metrics' image.
    open var prompt: String? {
        didSet {
            guard prompt != oldValue else { return }
            promptLabel.text = prompt
            heightDidChange()
        }
    }

    /// The delegate: it hears the user's edits and taps, and chooses the bar's position.
    open weak var delegate: (any UISearchBarDelegate)? { didSet { updatePosition() } }

    // MARK: Buttons

    /// Whether the field shows a bookmark button at its right while it has no text (false). When
    /// `showsSearchResultsButton` is also true, the search results button shows instead.
    open var showsBookmarkButton = false { didSet { if showsBookmarkButton != oldValue { field.refreshRightIcon() } } }

    /// Whether the Cancel button shows at the bar's right (false). Setting it shows or hides the button
    /// at once; ``setShowsCancelButton(_:animated:)`` can animate.
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Whether the field shows a search results button at its right while it has no text (false). It
    /// wins over the bookmark button.
    open var showsSearchResultsButton = false { didSet { if showsSearchResultsButton != oldValue { field.refreshRightIcon() } } }

    /// Whether the search results button looks selected (false): it then shows its highlighted image
    /// at rest and its normal image while pressed. Tapping the button does not change it.
    open var isSearchResultsButtonSelected = false {
        didSet { if isSearchResultsButtonSelected != oldValue { field.refreshRightIcon() } }
    }

    /// Shows or hides the Cancel button (a `UIBarButtonItem` titled "Cancel", in the bar's tint colour)
    /// at the bar's right; the search field makes room for it. Animated, the button fades while the
    /// field's width changes.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelShown else { return }
        cancelShown = showsCancelButton
        cancelVisibilityDidChange(animated: animated)
    }

    // MARK: Bar styling

    /// The bar's style: `.default` is light grey with a white field and dark text, `.black` black with
    /// a dark field and white text.
    open var barStyle = UIBarStyle.default {
        didSet {
            styling.barStyle = barStyle
            updateLook()
        }
    }

    /// How much of the bar shows around the field: `.default` and `.prominent` (the same) show the
    /// bar's background, `.minimal` none, with a faint see-through field.
    open var searchBarStyle = Style.default { didSet { if searchBarStyle != oldValue { updateLook() } } }

    /// Whether the bar is translucent, blurring what lies beneath it. Unless set, true, or with a custom
    /// background image (for the default position and metrics) whether that image has a see-through
    /// pixel. An opaque bar shows `barTintColor` made opaque; an opaque `barTintColor` makes a translucent
    /// bar opaque too.
    open var isTranslucent: Bool {
        get { styling.translucency }
        set {
            styling.isTranslucent = newValue
            updateLook()
        }
    }

    /// The bar's background colour (nil: the style's). With `barStyle` `.black` it also tints the search
    /// field. Not to be confused with `tintColor`, which colours the Cancel button, the insertion point
    /// and the scope bar.
    open var barTintColor: UIColor? {
        didSet {
            markAppearanceExplicit("barTintColor")
            styling.barTintColor = barTintColor
            updateLook()
        }
    }

    /// The background image for any position with the default metrics: it replaces every other
    /// background (`barStyle`, `barTintColor`); its transparent parts show the view's `backgroundColor`.
    /// A resizable image stretches; a smaller one is tiled, a larger one scaled down.
    open var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    /// Sets the background image for a position and metrics (`.any` stands for positions without their
    /// own). A bar showing its scope bar or a prompt uses the `.defaultPrompt` metrics' image, and only
    /// that one: an image set for `.default` does not show then.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        markAppearanceExplicit(Self.appearanceKey("backgroundImage", [UInt(barPosition.rawValue), UInt(barMetrics.rawValue)]))
        styling.setBackgroundImage(backgroundImage, for: barPosition, metrics: barMetrics)
        updateLook()
    }

    /// The background image set for exactly this position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        styling.backgroundImages[barPosition, barMetrics]
    }

    // MARK: Search field customization

    /// Sets the image that replaces the field's rounded background in `state` (`.normal`, or `.disabled`
    /// for a disabled field; others fall back to `.normal`). The image is drawn behind the icons and
    /// the text; its width is adjusted to the field's, its height is kept: the field takes the normal
    /// image's height, centred vertically where the field goes.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(Self.appearanceKey("searchFieldBackgroundImage", state))
        fieldBackgrounds[exactly: state] = backgroundImage
        updateFieldLook()
        setNeedsLayout()
    }

    /// The search field background image set for exactly `state`.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { fieldBackgrounds[exactly: state] }

    /// Sets the image of one of the field's icons in `state` (`.normal` or `.highlighted`). Without a
    /// normal image the icon is the standard one; with a normal image and no highlighted one, the normal
    /// image shows while pressed too; the highlighted image shows while the user presses a button icon
    /// (never for `.search`, which is not a button). Images are fitted to the standard icon's size,
    /// except the clear button's, shown at its own size (about 20 × 20 points suits it).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        markAppearanceExplicit(Self.appearanceKey("image", [UInt(icon.rawValue), state.rawValue]))
        field.icons.images[SearchBarIcons.Key(icon, state)] = iconImage
        field.refreshIcons()
    }

    /// The image set for exactly this icon and state.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { field.icons.images[SearchBarIcons.Key(icon, state)] }

    /// Moves an icon from its standard place by `adjustment` (positive `horizontal` to the right).
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        markAppearanceExplicit(Self.appearanceKey("positionAdjustment", [UInt(icon.rawValue)]))
        field.icons.adjustments[icon.rawValue] = adjustment
        field.refreshIcons()
    }

    /// The adjustment set for an icon (zero if none).
    open func positionAdjustment(for icon: Icon) -> UIOffset { field.icons.adjustments[icon.rawValue] ?? .zero }

    /// Moves the search field, its background and everything in it, from its standard place (zero).
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero {
        didSet {
            markAppearanceExplicit("searchFieldBackgroundPositionAdjustment")
            setNeedsLayout()
        }
    }

    /// Moves the text (and the placeholder) within the search field, leaving the field and its icons
    /// where they are (zero).
    open var searchTextPositionAdjustment: UIOffset {
        get { field.textAdjustment }
        set {
            markAppearanceExplicit("searchTextPositionAdjustment")
            field.textAdjustment = newValue
        }
    }

    // MARK: Scope bar

    /// The titles of the scope buttons, left to right (nil: none). The scope bar shows them while
    /// `showsScopeBar` is true and there is at least one. A selection beyond the new titles goes back
    /// to the first button.
    open var scopeButtonTitles: [String]? {
        didSet {
            guard scopeButtonTitles != oldValue else { return }
            if selectedScope >= max(1, scopeButtonTitles?.count ?? 0) { selectedScope = 0 }
            scopeBar.setTitles(scopeButtonTitles ?? [], selected: selectedScope)
            heightDidChange()
        }
    }

    /// The index of the selected scope button (0). Setting it selects the button without calling the
    /// delegate. An index that is negative, or not less than the number of titles (any but 0 while
    /// there are none), is ignored, with a message naming the call on standard error.
    // Deviation: Apple documents no range for this property; we ignore what cannot be selected rather
    // than keep an index no scope button has.
    open var selectedScopeButtonIndex: Int {
        get { selectedScope }
        set {
            let count = scopeButtonTitles?.count ?? 0
            guard newValue >= 0, newValue < max(1, count) else {
                ConsoleLog.write(
                    "UIKit: UISearchBar.selectedScopeButtonIndex: \(newValue) is out of range for \(count) scope button title(s); "
                        + "the selection stays at \(selectedScope).")
                return
            }
            selectedScope = newValue
            scopeBar.select(newValue)
        }
    }

    /// Whether the scope bar shows under the search field (false). While it shows (with at least one
    /// title), the bar is 44 points taller and its background uses the `.defaultPrompt` metrics' image.
    open var showsScopeBar = false { didSet { if showsScopeBar != oldValue { heightDidChange() } } }

    /// The image behind the scope bar, stretched (resizable) or tiled to fill it (nil: the bar's own
    /// background shows through).
    open var scopeBarBackgroundImage: UIImage? {
        didSet {
            markAppearanceExplicit("scopeBarBackgroundImage")
            scopeBar.backgroundImage = scopeBarBackgroundImage
        }
    }

    /// Sets the image behind each scope button in `state` (`.normal`, `.selected`, `.highlighted`,
    /// `.disabled`). A normal image replaces the standard outlined look (non-resizable images are
    /// stretched); a selected button without an image of its own shows the normal one darkened.
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        markAppearanceExplicit(Self.appearanceKey("scopeBarButtonBackgroundImage", state))
        scopeBar.control.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
        heightDidChange()
    }

    /// The scope button background image set for exactly `state`.
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeBar.control.backgroundImage(for: state, barMetrics: .default)
    }

    /// Sets the divider drawn between a scope button in `leftState` and the next in `rightState`
    /// (normal/normal, selected/normal, normal/selected). An image set for one combination stands for
    /// the others that have none. A divider keeps its width; its height is the scope bar's buttons'.
    open func setScopeBarButtonDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        markAppearanceExplicit(Self.appearanceKey("scopeBarButtonDividerImage", [leftState.rawValue, rightState.rawValue]))
        scopeBar.setDivider(dividerImage, left: leftState, right: rightState)
    }

    /// The divider image set for exactly this pair of states.
    open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State)
        -> UIImage?
    {
        scopeBar.divider(left: leftState, right: rightState)
    }

    /// Sets the attributes of the scope buttons' titles in `state`: any attributes (font, colour,
    /// shadow, underline...).
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        markAppearanceExplicit(Self.appearanceKey("scopeBarButtonTitleTextAttributes", state))
        scopeBar.titleAttributes[exactly: state] = attributes
        scopeBar.control.setTitleTextAttributes(attributes, for: state)
        heightDidChange()
    }

    /// The scope title attributes set for exactly `state`.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBar.titleAttributes[exactly: state]
    }

    // MARK: Text input traits (the search field's keyboard)

    /// When the keyboard turns Shift on by itself.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType }
        set { field.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is on.
    open var autocorrectionType: UITextAutocorrectionType {
        get { field.autocorrectionType }
        set { field.autocorrectionType = newValue }
    }
    /// Whether spell checking is on.
    open var spellCheckingType: UITextSpellCheckingType {
        get { field.spellCheckingType }
        set { field.spellCheckingType = newValue }
    }
    /// Whether straight quotes become typographic ones.
    open var smartQuotesType: UITextSmartQuotesType {
        get { field.smartQuotesType }
        set { field.smartQuotesType = newValue }
    }
    /// Whether two hyphens become a dash.
    open var smartDashesType: UITextSmartDashesType {
        get { field.smartDashesType }
        set { field.smartDashesType = newValue }
    }
    /// Whether spaces are added or removed around pasted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { field.smartInsertDeleteType }
        set { field.smartInsertDeleteType = newValue }
    }
    /// The keyboard's layout.
    open var keyboardType: UIKeyboardType {
        get { field.keyboardType }
        set { field.keyboardType = newValue }
    }
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { field.keyboardAppearance }
        set { field.keyboardAppearance = newValue }
    }
    /// The Return key's title: `.search` by default.
    open var returnKeyType: UIReturnKeyType {
        get { field.returnKeyType }
        set { field.returnKeyType = newValue }
    }
    /// Whether the Return key is disabled while there is no text: true by default.
    open var enablesReturnKeyAutomatically: Bool {
        get { field.enablesReturnKeyAutomatically }
        set { field.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry: Bool {
        get { field.isSecureTextEntry }
        set { field.isSecureTextEntry = newValue }
    }
    /// What the text means.
    open var textContentType: UITextContentType! {
        get { field.textContentType }
        set { field.textContentType = newValue }
    }

    /// A view shown above the keyboard while the search field is editing (nil: none).
    open override var inputAccessoryView: UIView? {
        get { field.inputAccessoryView }
        set { field.inputAccessoryView = newValue }
    }

    // MARK: Responder

    /// The search field can become first responder (it cannot while disabled).
    open override var canBecomeFirstResponder: Bool { field.canBecomeFirstResponder }
    /// Whether the search field is editing.
    open override var isFirstResponder: Bool { field.isFirstResponder }
    /// Makes the search field first responder (asking the delegate), bringing up the keyboard.
    open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }
    /// Ends editing (asking the delegate) and dismisses the keyboard.
    open override func resignFirstResponder() -> Bool { field.resignFirstResponder() }

    // MARK: Position and size

    /// Where the bar sits, as its delegate says (`.top` without one).
    open internal(set) var barPosition = UIBarPosition.top

    /// The width given, and the bar's height: 44 points, 30 more with a prompt, 44 more with the scope
    /// bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: contentHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        updatePosition()
        if cancelShown { itemViews.barDidMoveToWindow([cancelItem]) }
        updateLook()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLook()
    }

    // MARK: Parts

    /// The first subview, holding the others (the search field among them), as on iOS.
    let contentView = UIView()
    let background = BarBackgroundView()
    let promptLabel = UILabel()
    let field = SearchBarTextField()
    let scopeBar = SearchBarScopeBar()
    let cancelItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
    lazy var itemViews = BarItemViews(bar: self)
    lazy var fieldDelegate = SearchFieldDelegate(searchBar: self)
    var cancelShown = false
    var selectedScope = 0
    var styling = BarStyling()
    var fieldBackgrounds = ControlStateValues<UIImage>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) { return nil }

    func barItemDidChange(_ item: UIBarItem) {
        guard item === cancelItem, let view = itemViews.existingView(for: cancelItem) as? BarButtonView else { return }
        view.configure()
        setNeedsLayout()
    }
}
