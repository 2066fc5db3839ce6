import UIKit

/// The paragraph under a page's title that says what the page shows: wrapped, 15 pt, dark grey.
final class CatalogIntroLabel: UILabel {
    init(_ text: String, frame: CGRect = .zero) {
        super.init(frame: frame)
        numberOfLines = 0
        font = .systemFont(ofSize: 15)
        textColor = CatalogColors.secondaryText
        self.text = text
    }

    required init?(coder: NSCoder) { nil }
}
