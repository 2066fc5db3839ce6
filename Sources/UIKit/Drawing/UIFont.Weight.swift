extension UIFont {
    /// A font weight on Apple's scale: −1 (lightest) ... 0 (regular) ... 1 (heaviest).
    ///
    /// Any value is accepted; it selects the nearest of the nine standard weights (CSS 100 ... 900) of the
    /// installed face, so values between two constants pick the closer one.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on Apple's −1 ... 1 scale.
        public let rawValue: CGFloat
        /// A weight from its value on Apple's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value on Apple's scale.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8; Inter Thin (100).
        public static let ultraLight = Weight(-0.8)
        /// −0.6; Inter ExtraLight (200).
        public static let thin = Weight(-0.6)
        /// −0.4; Inter Light (300).
        public static let light = Weight(-0.4)
        /// 0; Inter Regular (400).
        public static let regular = Weight(0)
        /// 0.23; Inter Medium (500).
        public static let medium = Weight(0.23)
        /// 0.3; Inter SemiBold (600).
        public static let semibold = Weight(0.3)
        /// 0.4; Inter Bold (700).
        public static let bold = Weight(0.4)
        /// 0.56; Inter ExtraBold (800).
        public static let heavy = Weight(0.56)
        /// 0.62; Inter Black (900).
        public static let black = Weight(0.62)

        /// The CSS/OpenType weight (100 ... 900) nearest to this one; NaN is regular (400).
        var cssWeight: Int {
            let value = rawValue
            guard !value.isNaN else { return 400 }
            let steps: [(CGFloat, Int)] = [
                (-0.7, 100), (-0.5, 200), (-0.2, 300), (0.115, 400), (0.265, 500), (0.35, 600),
                (0.48, 700), (0.59, 800),
            ]
            return steps.first { value < $0.0 }?.1 ?? 900
        }

        /// The name Apple gives this weight in system font names (".SFUI-Semibold").
        var systemFontStyleName: String {
            ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"][cssWeight / 100 - 1]
        }
    }
}
