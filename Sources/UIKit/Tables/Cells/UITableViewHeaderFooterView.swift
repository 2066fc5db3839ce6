/// A reusable view for a table's section header or footer: a content view, a title (`textLabel`), a
/// detail label and an optional background, which the table reuses by identifier as it reuses cells.
///
/// Showing a title from the data source, the table uses one in iOS 7's look: in a plain table a 22-point
/// bar of RGB(247, 247, 247), a little translucent, with the title in 14-point semibold black 15 points
/// from the left; in a grouped table no bar, the header's title uppercased in 14-point grey
/// RGB(109, 109, 114) sitting 7 points above the section, the footer's in the same grey wrapping below it.
///
/// Source: Apple, UITableViewHeaderFooterView; iOS 7's section headers and footers as they look on screen.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    private let reuseIdentifierStorage: String?
    var contentViewStorage = UIView()
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var contentConfigurationStorage: (any UIContentConfiguration)?
    /// The table style whose look the view has, and whether it is a footer.
    var standardStyle = UITableView.Style.plain
    var isFooter = false
    /// The bar behind a plain table's standard header or footer, shown while `backgroundView` is nil.
    let standardBackground = UIView()

    /// Creates a view the table reuses by `reuseIdentifier` (nil: not reusable), in the plain look.
    ///
    /// Source: Apple, `init(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableHeaderFooterMetrics.plainHeight))
        standardBackground.backgroundColor = TableHeaderFooterMetrics.plainBarColor
        standardBackground.isUserInteractionEnabled = false
        addSubview(standardBackground)
        addSubview(contentViewStorage)
    }

    /// Creates a view without a reuse identifier, with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Nib and storyboard loading do not exist in OpenUIKit; this initializer returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a view of the class a table view registered for `identifier`: the table calls it on the
    /// registered class, so that a subclass's own `init(reuseIdentifier:)` runs. Swift can create an
    /// instance from a class object only through a required initializer; this one is inherited by every
    /// subclass that keeps or overrides the designated initializers, so app code never writes it.
    public required convenience init(_tableViewReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// The identifier the table reuses the view by.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The view holding the content, filling the view: the label, subviews the app adds, or the content
    /// configuration's view (which then is this view).
    open var contentView: UIView { contentViewStorage }

    /// The title label, made on first use; nil while a content configuration is set.
    ///
    /// Source: Apple, `textLabel`.
    open var textLabel: UILabel? {
        guard contentConfigurationStorage == nil else { return nil }
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        textLabelStorage = label
        applyStandardLook()
        contentViewStorage.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A secondary label, made on first use, under the title in 12-point grey; nil while a content
    /// configuration is set.
    ///
    /// Source: Apple, `detailTextLabel`.
    open var detailTextLabel: UILabel? {
        guard contentConfigurationStorage == nil else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.textColor = TableHeaderFooterMetrics.groupedTextColor
        detailTextLabelStorage = label
        contentViewStorage.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content, filling the view; nil by default (a plain table's standard bar shows).
    ///
    /// Source: Apple, `backgroundView`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            applyStandardLook()
            setNeedsLayout()
        }
    }

    /// Called by the table before it hands the view out again; does nothing by default. Overrides must call
    /// super.
    ///
    /// Source: Apple, `prepareForReuse()`.
    open func prepareForReuse() {}

    /// The configuration of the content, nil by default. Setting one replaces `contentView` with the
    /// configuration's view (or applies it to the current one when that view supports it); setting nil
    /// again gives an empty content view.
    ///
    /// Source: Apple, `contentConfiguration`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            let hadConfiguration = contentConfigurationStorage != nil
            contentConfigurationStorage = newValue
            guard newValue != nil || hadConfiguration else { return }
            if let newValue, let current = contentViewStorage as? (UIView & UIContentView), current.supports(newValue) {
                current.configuration = newValue
                return
            }
            let new: UIView = newValue?.makeContentView() ?? UIView()
            textLabelStorage = nil
            detailTextLabelStorage = nil
            insertSubview(new, aboveSubview: contentViewStorage)
            contentViewStorage.removeFromSuperview()
            contentViewStorage = new
            setNeedsLayout()
        }
    }

    /// A list content configuration in the look of the view's table style, with no content: a plain
    /// header or footer, or a grouped one.
    ///
    /// Source: Apple, `defaultContentConfiguration()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (standardStyle, isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        standardBackground.frame = bounds
        contentViewStorage.frame = bounds
        layoutStandardLabels()
    }
}
