/// A vertical list of rows in sections, drawn by cells that a data source supplies and that the table
/// reuses as they scroll out of view.
///
/// Source: Apple, UITableView.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// A height that the table works out: a cell's from its content (self-sizing), a header's or
    /// footer's from its title.
    public static let automaticDimension: CGFloat = -1

    /// The style given at creation.
    open var style: Style { styleStorage }

    private let styleStorage: Style

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        styleStorage = style
        super.init(frame: frame)
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) { nil }
}
