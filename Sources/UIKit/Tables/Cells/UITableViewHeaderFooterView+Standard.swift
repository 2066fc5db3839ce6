/// iOS 7's measurements of section headers and footers, in points.
///
/// Source: iOS 7's section headers and footers as they look on screen.
enum TableHeaderFooterMetrics {
    /// A plain table's header or footer bar with a title.
    static let plainHeight: CGFloat = 22
    /// The plain bar's grey, RGB(247, 247, 247), a little translucent.
    static let plainBarColor = UIColor.appearance(
        light: UIColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 0.95),
        dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.95))
    /// The grey of grouped titles, RGB(109, 109, 114).
    static let groupedTextColor = UIColor.appearance(
        light: UIColor(red: 109 / 255, green: 109 / 255, blue: 114 / 255, alpha: 1),
        dark: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1))
    /// The left and right margin of titles.
    static let margin: CGFloat = 15
    /// Space above a grouped header's title: in the first section, and in the others.
    static let groupedHeaderTopFirst: CGFloat = 31.5
    static let groupedHeaderTop: CGFloat = 14
    /// Space between a grouped header's title and the section's first row.
    static let groupedHeaderBottom: CGFloat = 7
    /// Space between a grouped section's last row and its footer's title, and below the title.
    static let groupedFooterTop: CGFloat = 7
    static let groupedFooterBottom: CGFloat = 10
    /// A grouped section's header without a title: the first section's, and the others'.
    static let groupedUntitledHeaderFirst: CGFloat = 35
    static let groupedUntitledHeader: CGFloat = 17.5
    /// A grouped section's footer without a title.
    static let groupedUntitledFooter: CGFloat = 17.5

    static func font(_ style: UITableView.Style) -> UIFont {
        style == .plain ? .systemFont(ofSize: 14, weight: .semibold) : .systemFont(ofSize: 14)
    }
}

// The standard header and footer the table shows for the data source's titles.
extension UITableViewHeaderFooterView {
    /// The height of a standard header or footer showing `title` in a table of `style` at `width`: plain,
    /// 22 points with a title and 0 without; grouped, the title's wrapped height (14 points, 15 points
    /// from each side) plus 31.5 points above it in the first section (14 in the others) and 7 below for
    /// a header, 7 above and 10 below for a footer; without a title, 35 points for the first section's
    /// header and 17.5 for the others and for footers.
    static func standardHeight(title: String?, isFooter: Bool, style: UITableView.Style, isFirstSection: Bool, width: CGFloat) -> CGFloat {
        typealias M = TableHeaderFooterMetrics
        let hasTitle = title?.isEmpty == false
        if style == .plain { return hasTitle ? M.plainHeight : 0 }
        guard let title, hasTitle else {
            if isFooter { return M.groupedUntitledFooter }
            return isFirstSection ? M.groupedUntitledHeaderFirst : M.groupedUntitledHeader
        }
        let label = UILabel()
        label.font = M.font(style)
        label.numberOfLines = 0
        label.text = isFooter ? title : title.uppercased()
        let textWidth = max(0, (width.isFinite ? width : 0) - 2 * M.margin)
        let textHeight = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height.rounded(.up)
        if isFooter { return M.groupedFooterTop + textHeight + M.groupedFooterBottom }
        return (isFirstSection ? M.groupedHeaderTopFirst : M.groupedHeaderTop) + textHeight + M.groupedHeaderBottom
    }

    /// Gives the view the look of a standard header or footer in a table of `style` and shows `title` (a
    /// grouped header's uppercased).
    func configureStandard(title: String?, isFooter: Bool, style: UITableView.Style) {
        standardStyle = style
        self.isFooter = isFooter
        applyStandardLook()
        textLabel?.text = style != .plain && !isFooter ? title?.uppercased() : title
        setNeedsLayout()
    }

    /// Styles the title label and the plain bar for `standardStyle`.
    func applyStandardLook() {
        standardBackground.isHidden = backgroundView != nil || standardStyle != .plain
        guard let label = textLabelStorage else { return }
        label.font = TableHeaderFooterMetrics.font(standardStyle)
        label.textColor = standardStyle == .plain ? .label : TableHeaderFooterMetrics.groupedTextColor
        label.numberOfLines = standardStyle == .plain ? 1 : 0
    }

    /// Places the labels: centred in a plain bar; at the bottom of a grouped header; at the top of a
    /// grouped footer; the detail under the title.
    func layoutStandardLabels() {
        typealias M = TableHeaderFooterMetrics
        let width = max(0, bounds.width - 2 * M.margin)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, label.text?.isEmpty == false else { return 0 }
            return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        }
        let titleHeight = height(textLabelStorage), detailHeight = height(detailTextLabelStorage)
        let block = titleHeight + detailHeight
        let top: CGFloat
        switch (standardStyle, isFooter) {
        case (.plain, _): top = ((bounds.height - block) / 2).rounded()
        case (_, false): top = bounds.height - M.groupedHeaderBottom - block
        case (_, true): top = M.groupedFooterTop
        }
        textLabelStorage?.frame = CGRect(x: M.margin, y: top, width: width, height: titleHeight)
        detailTextLabelStorage?.frame = CGRect(x: M.margin, y: top + titleHeight, width: width, height: detailHeight)
    }
}
