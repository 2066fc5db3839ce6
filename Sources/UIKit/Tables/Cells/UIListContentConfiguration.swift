/// The content and look of a list row, header or footer: an image, a text and a secondary text, with
/// their styling and the layout between them. Start from one of the styles (`cell()`, `subtitleCell()`,
/// `valueCell()`, `header()`, ...), set the content, and give it to a cell's or header's
/// `contentConfiguration`; a ``UIListContentView`` shows it.
///
/// The styles have iOS 7's look: 18-point titles, a grey 18-point value or a black 12-point subtitle, 15
/// points of margin and image-to-text space; plain headers and footers in 14-point semibold, grouped ones
/// in 14-point grey (headers uppercased).
///
/// Source: Apple, UIListContentConfiguration.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image shown before the text; nil by default.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text; nil by default. Setting it clears `attributedText`, as setting that sets this.
    public var text: String? {
        get { textStorage }
        set {
            textStorage = newValue
            attributedTextStorage = nil
        }
    }
    /// The primary text with attributes (which win over `textProperties` where present); nil by default.
    public var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set {
            attributedTextStorage = newValue
            textStorage = newValue?.string
        }
    }
    /// How the primary text is shown.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 18), color: .label)
    /// The secondary text; nil by default. Setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        get { secondaryTextStorage }
        set {
            secondaryTextStorage = newValue
            secondaryAttributedTextStorage = nil
        }
    }
    /// The secondary text with attributes; nil by default.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedTextStorage }
        set {
            secondaryAttributedTextStorage = newValue
            secondaryTextStorage = newValue?.string
        }
    }
    /// How the secondary text is shown.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 12), color: .label)
    /// The margins around the content inside the content view.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10.5, leading: 15, bottom: 10.5, trailing: 15)
    /// Whether the secondary text sits beside the text (right-aligned at the trailing margin) rather than
    /// below it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 15
    /// The space between the text and the secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 6
    /// The space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    private var textStorage: String?
    private var attributedTextStorage: NSAttributedString?
    private var secondaryTextStorage: String?
    private var secondaryAttributedTextStorage: NSAttributedString?

    private init() {}

    // MARK: Styles

    /// A table cell: an 18-point title.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A table cell with a 12-point subtitle below the title.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A table cell with a grey 18-point value at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 18), color: .systemGray)
        return configuration
    }

    /// A sidebar cell: as a table cell, with a 17-point title.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .systemFont(ofSize: 17)
        return configuration
    }

    /// A plain list's header: 14-point semibold black text in a 22-point bar.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 14, weight: .semibold), color: .label)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2.5, leading: 15, bottom: 2.5, trailing: 15)
        return configuration
    }

    /// A plain list's footer: as a plain header.
    public static func plainFooter() -> UIListContentConfiguration { plainHeader() }

    /// A grouped list's header: 14-point grey text, uppercased, sitting 7 points above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 14), color: TableHeaderFooterMetrics.groupedTextColor)
        configuration.textProperties.transform = .uppercase
        configuration.textProperties.numberOfLines = 0
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 14, leading: 15, bottom: 7, trailing: 15)
        return configuration
    }

    /// A grouped list's footer: 14-point grey text, wrapping, 7 points below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 14), color: TableHeaderFooterMetrics.groupedTextColor)
        configuration.textProperties.numberOfLines = 0
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 15, bottom: 10, trailing: 15)
        return configuration
    }

    /// A header: the plain list's.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer: the plain list's.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    // MARK: UIContentConfiguration

    /// A list content view showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration: the list styles look the same in every state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

extension UIListContentConfiguration {
    /// How a list configuration's text is shown.
    ///
    /// Source: Apple, UIListContentConfiguration.TextProperties.
    public struct TextProperties: Hashable {
        /// How lines sit horizontally.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// A change of letter case applied to the text when shown.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The horizontal alignment; `.natural` by default.
        public var alignment = TextAlignment.natural
        /// What happens to text that does not fit; `.byTruncatingTail` by default.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown, 0 for no limit; 1 by default.
        public var numberOfLines = 1
        /// Whether the font shrinks to fit the width; false by default.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale shrinking may reach; 0 by default.
        public var minimumScaleFactor: CGFloat = 0
        /// The letter case change; `.none` by default.
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `text` with the transform applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// How a list configuration's image is shown.
    ///
    /// Source: Apple, UIListContentConfiguration.ImageProperties.
    public struct ImageProperties: Hashable {
        /// The colour of a template image; nil: the view's tint colour.
        public var tintColor: UIColor?
        /// The largest size the image is shown at, keeping its aspect; zero on an axis: no limit.
        public var maximumSize = CGSize.zero
        /// The radius of the image's rounded corners; 0 by default.
        public var cornerRadius: CGFloat = 0

        init() {}
    }
}
