/// The view of one row of a table: a content view with the built-in labels and image (or a content
/// configuration's view), backgrounds, an accessory at the right, and, while editing, an editing control at
/// the left and a reorder control at the right.
///
/// A new cell is 320 × 44 points and white. Its `textLabel`, `detailTextLabel` and `imageView` are made on
/// first use and laid out in iOS 7's styles (see ``CellStyle``); highlighting or selecting the cell shows the
/// selected background and highlights the labels, image views and controls in the content view. The table
/// places the cell, tells it where it sits (which separators to draw) and reports taps on its controls.
///
/// Source: Apple, UITableViewCell; iOS 7's table cells as they look on screen.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // MARK: Creating

    /// The style given at creation.
    let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?
    var contentViewStorage: UIView
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?

    /// Creates a cell of `style`, 320 × 44 points, with white background; the table reuses it by
    /// `reuseIdentifier` (nil: not reusable).
    ///
    /// Source: Apple, `init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        contentViewStorage = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: CellStyleMetrics.rowHeight))
        backgroundColor = .systemBackground
        addSubview(contentViewStorage)
        for separator in [topSeparator, bottomSeparator] {
            separator.isUserInteractionEnabled = false
            separator.isHidden = true
            addSubview(separator)
        }
    }

    /// Creates a `.default` cell without a reuse identifier, with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a cell of the class a table view registered for `identifier`: the table calls it on the
    /// registered class, so that a subclass's own `init(style:reuseIdentifier:)` runs. Swift can create an
    /// instance from a class object only through a required initializer; this one is inherited by every
    /// subclass that keeps or overrides the designated initializers, so app code never writes it.
    public required convenience init(_tableViewReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The identifier the table reuses the cell by; nil for a cell that is not reusable.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called by the table before it hands the cell out again. The default ends highlighting, selection and
    /// an open swipe (calling `setSelected(_:animated:)` and `setHighlighted(_:animated:)` when they were on);
    /// content is the data source's to reset. Overrides must call super.
    ///
    /// Source: Apple, `prepareForReuse()`.
    open func prepareForReuse() {
        if isHighlighted { setHighlighted(false, animated: false) }
        if isSelected { setSelected(false, animated: false) }
        if swipeOffsetStorage != 0 { setSwipeOffset(0, animated: false) }
        setSwipeButtons(leading: [], trailing: [])
    }

    // MARK: Content

    /// The view that holds the cell's content: the built-in labels and image view, or subviews the app
    /// adds, or the content configuration's view (which then is this view). It sits in front of the
    /// backgrounds, moves right while editing and narrows for the accessory.
    open var contentView: UIView { contentViewStorage }

    /// The primary label, made on first use; nil while a content configuration is set. Its font follows the
    /// style: the system font at 18 points (15 for `.value2`, tinted and right-aligned in a column).
    ///
    /// Source: Apple, `textLabel`.
    open var textLabel: UILabel? {
        guard contentConfigurationStorage == nil else { return nil }
        if let textLabelStorage { return textLabelStorage }
        let label = makeLabel(CellStyleMetrics.textFont(cellStyle), color: cellStyle == .value2 ? tintColor : .label)
        if cellStyle == .value2 {
            label.textAlignment = .right
            appliedValue2Tint = label.textColor
        }
        textLabelStorage = label
        return label
    }

    /// The secondary label, made on first use; nil for `.default` cells and while a content configuration is
    /// set. `.value1`: grey, right-aligned; `.value2`: black, after the title column; `.subtitle`: black,
    /// 12 points, under the title.
    ///
    /// Source: Apple, `detailTextLabel`.
    open var detailTextLabel: UILabel? {
        guard contentConfigurationStorage == nil, cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = makeLabel(
            CellStyleMetrics.detailFont(cellStyle), color: cellStyle == .value1 ? CellStyleMetrics.value1DetailColor : .label)
        if cellStyle == .value1 { label.textAlignment = .right }
        detailTextLabelStorage = label
        return label
    }

    /// The image view at the left of the text, made on first use; nil while a content configuration is set.
    /// It takes its image's size and shows only while it has an image.
    ///
    /// Source: Apple, `imageView`.
    open var imageView: UIImageView? {
        guard contentConfigurationStorage == nil else { return nil }
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        contentViewStorage.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    private func makeLabel(_ font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = color
        label.backgroundColor = nil
        contentViewStorage.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The tint last given to a `.value2` title, which follows the cell's tint while it keeps that colour.
    var appliedValue2Tint: UIColor?

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let label = textLabelStorage, let applied = appliedValue2Tint, label.textColor == applied {
            label.textColor = tintColor
            appliedValue2Tint = label.textColor
        }
    }

    // MARK: Content configuration

    var contentConfigurationStorage: (any UIContentConfiguration)?
    var needsConfigurationUpdate = false

    /// The configuration of the cell's content, nil by default. Setting one replaces `contentView` with the
    /// configuration's content view (or applies it to the current one when that view supports it); the
    /// built-in labels and image view are then not used. Setting nil again gives an empty content view.
    ///
    /// Source: Apple, `contentConfiguration`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            let hadConfiguration = contentConfigurationStorage != nil
            contentConfigurationStorage = newValue
            guard newValue != nil || hadConfiguration else { return }
            installContentConfiguration(
                newValue.map { automaticallyUpdatesContentConfiguration ? $0.updated(for: configurationState) : $0 })
        }
    }

    /// A list content configuration styled for the cell's style, with no content.
    ///
    /// Source: Apple, `defaultContentConfiguration()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2:
            var configuration = UIListContentConfiguration.valueCell()
            configuration.textProperties.font = CellStyleMetrics.textFont(.value2)
            configuration.textProperties.color = CellStyleMetrics.tint
            configuration.secondaryTextProperties.font = CellStyleMetrics.detailFont(.value2)
            configuration.secondaryTextProperties.color = .label
            return configuration
        }
    }

    /// Whether the cell applies `contentConfiguration.updated(for:)` whenever its state changes; true by
    /// default.
    ///
    /// Source: Apple, `automaticallyUpdatesContentConfiguration`.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's current state for configurations: traits, highlighted, selected, editing, swiped.
    ///
    /// Source: Apple, `configurationState`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = isEditing
        state.isSwiped = swipeOffsetStorage != 0
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout; the cell asks itself whenever its
    /// state changes.
    ///
    /// Source: Apple, `setNeedsUpdateConfiguration()`.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`. The default applies `contentConfiguration` updated for
    /// the state when `automaticallyUpdatesContentConfiguration` is true. Subclasses override it to style
    /// the cell per state.
    ///
    /// Source: Apple, `updateConfiguration(using:)`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage else { return }
        installContentConfiguration(configuration.updated(for: state))
    }

    // MARK: Backgrounds

    /// A view behind everything else in the cell, filling it; nil by default (the cell's white
    /// `backgroundColor` shows).
    ///
    /// Source: Apple, `backgroundView`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view shown above the background while the cell is highlighted or selected; nil by default, when
    /// the cell shows iOS 7's light grey, RGB(217, 217, 217), unless `selectionStyle` is `.none`.
    ///
    /// Source: Apple, `selectedBackgroundView` ("added as a subview only when the cell is selected, directly
    /// above the background view").
    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView !== oldValue { updateSelectionAppearance(animated: false) } }
    }

    /// The selected background of a selected cell while it is editing (a table that allows multiple
    /// selection during editing); nil by default, when `selectedBackgroundView` serves.
    ///
    /// Source: Apple, `multipleSelectionBackgroundView`.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { if multipleSelectionBackgroundView !== oldValue { updateSelectionAppearance(animated: false) } }
    }

    // MARK: Selection and highlighting

    var selectedStorage = false
    var highlightedStorage = false
    /// The content subviews the cell highlighted, with the highlight each had before.
    var highlightRecords: [HighlightRecord] = []
    /// Whether the content subviews are highlighted by the cell (`highlightRecords` holds what to restore).
    var isPropagatingHighlight = false
    /// The selected background on show (the app's, or the default grey one).
    var installedSelectedBackground: UIView?
    lazy var defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = CellStyleMetrics.selectedBackgroundColor
        view.isUserInteractionEnabled = false
        return view
    }()

    /// How the cell looks highlighted or selected; `.default` (the light grey background).
    ///
    /// Source: Apple, `selectionStyle`.
    open var selectionStyle: SelectionStyle = .default {
        didSet { if selectionStyle != oldValue { updateSelectionAppearance(animated: false) } }
    }

    /// Whether the cell is selected; false by default. Setting it calls `setSelected(_:animated:)` without
    /// animation.
    ///
    /// Source: Apple, `isSelected`.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell: shows or hides the selected background (fading it out over 0.3 s when
    /// `animated` and deselecting) and highlights or restores the labels, image views and controls in the
    /// content view. Subclasses override it to restyle their own content, calling super.
    ///
    /// Source: Apple, `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateConfiguration()
    }

    /// Whether the cell is highlighted (a finger is down on it); false by default. Setting it calls
    /// `setHighlighted(_:animated:)` without animation.
    ///
    /// Source: Apple, `isHighlighted`.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights or unhighlights the cell, with the same look as selection. Subclasses override it,
    /// calling super.
    ///
    /// Source: Apple, `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateConfiguration()
    }

    // MARK: Accessories

    /// The view shown for the accessory type (or the editing accessory type while editing).
    var typeAccessoryView: CellAccessoryView?
    /// The accessory on show: the app's view or the type's.
    var installedAccessory: UIView?

    /// The standard accessory at the right; `.none` by default. `accessoryView` replaces it when set.
    ///
    /// Source: Apple, `accessoryType`.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view shown at the right instead of the accessory type, at its own size, centred vertically 15
    /// points from the right edge; nil by default.
    ///
    /// Source: Apple, `accessoryView`.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { updateAccessory() } }
    }

    /// The standard accessory while editing; `.none` by default.
    ///
    /// Source: Apple, `editingAccessoryType`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { updateAccessory() } }
    }

    /// A view shown at the right while editing, instead of the editing accessory type; nil by default.
    ///
    /// Source: Apple, `editingAccessoryView`.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { updateAccessory() } }
    }

    // MARK: Indentation and separators

    /// How many steps of `indentationWidth` the built-in content moves right; 0 by default.
    ///
    /// Source: Apple, `indentationLevel`.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation step, 10 points by default.
    ///
    /// Source: Apple, `indentationWidth`.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    var ownSeparatorInset: UIEdgeInsets?

    /// The insets of the cell's separator line: the table's `separatorInset` until set on the cell (left 15
    /// points by default); only the left and right insets are used.
    ///
    /// Source: Apple, `separatorInset`.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? placement.separatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    // MARK: Editing

    var editingStorage = false
    var editingControl: CellEditingControl?
    var reorderControl: CellReorderControl?

    /// Whether the content moves right for the editing control while editing; true by default.
    ///
    /// Source: Apple, `shouldIndentWhileEditing`.
    open var shouldIndentWhileEditing = true {
        didSet { if shouldIndentWhileEditing != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell asks for a reorder control while editing; false by default. Its table shows the
    /// control when the data source can move the row: when the data source answers
    /// `tableView(_:canMoveRowAt:)` itself, that answer decides; otherwise this property does.
    ///
    /// Source: Apple, `showsReorderControl`.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { host?.cellReorderRequestDidChange(self) } }
    }

    /// Whether the cell is editing; false by default. Setting it calls `setEditing(_:animated:)` without
    /// animation.
    ///
    /// Source: Apple, `isEditing`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// The editing control the cell shows while editing, as its table decides.
    ///
    /// Source: Apple, `editingStyle`.
    open var editingStyle: EditingStyle { placement.editingStyle }

    /// Whether the delete confirmation (a swiped-open row's buttons) is showing.
    ///
    /// Source: Apple, `showingDeleteConfirmation`.
    open var showingDeleteConfirmation: Bool { swipeOffsetStorage != 0 }

    /// Enters or leaves editing: the editing control slides in at the left and the content moves right by
    /// 38 points (unless `shouldIndentWhileEditing` is false or the editing style is `.none`), the reorder
    /// control appears at the right when shown, and the editing accessory replaces the accessory; over
    /// 0.3 s when `animated`. Calls `willTransition(to:)` before and `didTransition(to:)` after.
    ///
    /// Source: Apple, `setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        let mask: StateMask = editing && placement.editingStyle != .none ? .showingEditControl : []
        willTransition(to: mask)
        editingStorage = editing
        updateAccessory()
        updateEditingControls(animated: animated) { [weak self] in self?.didTransition(to: mask) }
        updateSelectionAppearance(animated: false)
        setNeedsUpdateConfiguration()
    }

    /// Called before the cell changes state (editing, delete confirmation); `state` is the new state. Does
    /// nothing by default.
    ///
    /// Source: Apple, `willTransition(to:)`.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell changed state, when its animation ended. Does nothing by default.
    ///
    /// Source: Apple, `didTransition(to:)`.
    open func didTransition(to state: StateMask) {}

    // MARK: Placement, swipes

    /// What the table last told the cell about its place (style, section position, separators, editing).
    var placement = TableCellPlacement() {
        didSet {
            guard placement != oldValue else { return }
            if placement.editingStyle != oldValue.editingStyle || placement.allowsReorder != oldValue.allowsReorder {
                updateEditingControls(animated: false)
            }
            setNeedsLayout()
        }
    }

    /// The table the cell reports taps on its controls to.
    weak var host: TableCellHosting?
    let topSeparator = UIView()
    let bottomSeparator = UIView()
    /// The corners the cell rounded for an inset grouped table (so that it resets only what it set).
    var roundedCorners: CACornerMask = []
    var swipeOffsetStorage: CGFloat = 0
    var leadingSwipeViews: [CellSwipeButtonView] = []
    var trailingSwipeViews: [CellSwipeButtonView] = []

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        layoutCell()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }
}

/// A content subview the cell highlighted, and the highlight it had before.
struct HighlightRecord {
    weak var view: UIView?
    let wasHighlighted: Bool
}
