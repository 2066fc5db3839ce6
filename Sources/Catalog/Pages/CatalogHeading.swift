import UIKit

/// The labels of pages laid out by constraints, in the look the drawn pages use: the page title (bold
/// 22 pt, black), a section heading (bold 15 pt, dark grey) and a caption (12 pt, dark grey).
@MainActor
enum CatalogHeading {
    static func title(_ text: String) -> UILabel { label(text, font: .boldSystemFont(ofSize: 22), color: .black) }
    /// A section heading; it wraps when its constraints make it narrower than its text.
    static func section(_ text: String) -> UILabel {
        let heading = label(text, font: .boldSystemFont(ofSize: 15), color: .darkGray)
        heading.numberOfLines = 0
        return heading
    }
    static func caption(_ text: String) -> UILabel { label(text, font: .systemFont(ofSize: 12), color: .darkGray) }

    private static func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        return label
    }
}
