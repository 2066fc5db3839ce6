import UIKit

/// The labels of pages laid out by constraints, in the look the drawn pages use: the page title (bold
/// 22 pt, black), a section heading (bold 15 pt, dark grey) and a caption (12 pt, dark grey).
@MainActor
enum CatalogHeading {
    static func title(_ text: String) -> UILabel { label(text, font: .boldSystemFont(ofSize: 22), color: CatalogColors.text) }
    /// A section heading; it wraps when its constraints make it narrower than its text.
    static func section(_ text: String) -> UILabel {
        let heading = label(text, font: .boldSystemFont(ofSize: 15), color: CatalogColors.secondaryText)
        heading.numberOfLines = 0
        return heading
    }
    static func caption(_ text: String) -> UILabel { label(text, font: .systemFont(ofSize: 12), color: CatalogColors.secondaryText) }

    private static func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        return label
    }
}

/// The constraints of a page laid out as one column: each view `gap` points below the one before (the
/// first below the page's top), from the left margin; a `fills` view reaches the right margin, the
/// others stay within it (a wrapping label wraps there).
@MainActor
enum CatalogColumn {
    static func constraints(
        _ items: [(view: UIView, gap: CGFloat, fills: Bool)], in page: UIView,
        margin: CGFloat
    ) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var above = page.topAnchor
        for (view, gap, fills) in items {
            result.append(view.topAnchor.constraint(equalTo: above, constant: gap))
            result.append(view.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: margin))
            result.append(
                fills
                    ? view.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -margin)
                    : view.trailingAnchor.constraint(lessThanOrEqualTo: page.trailingAnchor, constant: -margin))
            above = view.bottomAnchor
        }
        return result
    }
}
