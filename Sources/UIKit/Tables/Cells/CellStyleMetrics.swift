/// iOS 7's measurements of table cells, in points: what the built-in styles, accessories and editing
/// controls are laid out with.
///
/// Source: iOS 7's table cells as they look on screen: 44-point rows, content 15 points from the left,
/// 18-point titles, a grey value, a 12-point subtitle, the light grey selection.
enum CellStyleMetrics {
    /// The height of a row, separator included.
    static let rowHeight: CGFloat = 44
    /// The left margin of the content, and the right margin of text and accessories.
    static let margin: CGFloat = 15
    /// The space between the image and the text.
    static let imageToText: CGFloat = 15
    /// The space between the content and an accessory.
    static let contentToAccessory: CGFloat = 10
    /// The space between a `.value1` title and its value, and between the `.value2` column and its detail.
    static let labelSpacing: CGFloat = 6
    /// The width of the `.value2` title column.
    static let value2ColumnWidth: CGFloat = 67
    /// The space above and below the text of a self-sizing built-in cell (one 18-point line then fits the
    /// 43.5-point content of a 44-point row).
    static let verticalPadding: CGFloat = 10.5
    /// How far editing moves the content right: the editing control's strip.
    static let editingIndent: CGFloat = 38

    /// The default tint, RGB(0, 122, 255).
    static let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    /// The `.value1` value's grey, RGB(142, 142, 147).
    static let value1DetailColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    /// The selected background's grey, RGB(217, 217, 217) (RGB(58, 58, 60) in the dark appearance).
    static let selectedBackgroundColor = UIColor.appearance(
        light: UIColor(red: 217 / 255, green: 217 / 255, blue: 217 / 255, alpha: 1),
        dark: UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1))
    /// The separator's grey, RGB(200, 199, 204) (RGB(56, 56, 58) in the dark appearance).
    static let separatorColor = UIColor.appearance(
        light: UIColor(red: 200 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1),
        dark: UIColor(red: 56 / 255, green: 56 / 255, blue: 58 / 255, alpha: 1))
    /// A grouped table's background: iOS 7's RGB(239, 239, 244), black in the dark appearance.
    static let groupedBackgroundColor = UIColor.appearance(
        light: UIColor(red: 239 / 255, green: 239 / 255, blue: 244 / 255, alpha: 1), dark: .black)

    /// The title's font: the system font at 18 points, 15 for `.value2`.
    static func textFont(_ style: UITableViewCell.CellStyle) -> UIFont {
        .systemFont(ofSize: style == .value2 ? 15 : 18)
    }

    /// The detail's font: 18 points for `.value1`, 15 for `.value2`, 12 for `.subtitle`.
    static func detailFont(_ style: UITableViewCell.CellStyle) -> UIFont {
        switch style {
        case .value1, .default: return .systemFont(ofSize: 18)
        case .value2: return .systemFont(ofSize: 15)
        case .subtitle: return .systemFont(ofSize: 12)
        }
    }
}
