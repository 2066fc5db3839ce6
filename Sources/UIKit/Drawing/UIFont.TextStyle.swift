extension UIFont {
    /// A Dynamic Type text style, for ``UIFont/preferredFont(forTextStyle:)``.
    ///
    /// OpenUIKit has no Dynamic Type setting: every style gives iOS's default (Large) size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as iOS spells it.
        public let rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's default size and weight for the style; body for an unknown style.
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
