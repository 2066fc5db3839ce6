// UIKit's named colours. The fixed colours have UIKit's documented components; the system colours
// are iOS 7's palette, the look OpenUIKit reproduces.
extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// A dynamic colour that is `light` in the light appearance (and when unspecified) and `dark` in the
    /// dark one: how UIKit's controls keep iOS 7's look in light.
    static func appearance(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    // The system colours: iOS 7's palette in light (the look OpenUIKit reproduces), iOS 13's dark
    // variants in dark. Each is one object, so a colour equals itself (`.systemBlue == .systemBlue`).

    /// iOS 7's blue, the default tint colour (0, 122, 255); (10, 132, 255) in dark.
    public class var systemBlue: UIColor { Palette.systemBlue }
    public class var systemRed: UIColor { Palette.systemRed }
    public class var systemGreen: UIColor { Palette.systemGreen }
    public class var systemOrange: UIColor { Palette.systemOrange }
    public class var systemYellow: UIColor { Palette.systemYellow }
    public class var systemPink: UIColor { Palette.systemPink }
    public class var systemPurple: UIColor { Palette.systemPurple }
    public class var systemTeal: UIColor { Palette.systemTeal }
    public class var systemIndigo: UIColor { Palette.systemIndigo }
    public class var systemGray: UIColor { Palette.systemGray }
    public class var systemGray2: UIColor { Palette.systemGray2 }
    public class var systemGray3: UIColor { Palette.systemGray3 }
    public class var systemGray4: UIColor { Palette.systemGray4 }
    public class var systemGray5: UIColor { Palette.systemGray5 }
    public class var systemGray6: UIColor { Palette.systemGray6 }

    // The semantic colours of iOS 13, resolving for light and dark.

    /// Text: black in light, white in dark.
    public class var label: UIColor { Palette.label }
    public class var secondaryLabel: UIColor { Palette.secondaryLabel }
    public class var tertiaryLabel: UIColor { Palette.tertiaryLabel }
    public class var quaternaryLabel: UIColor { Palette.quaternaryLabel }
    public class var placeholderText: UIColor { Palette.placeholderText }
    public class var link: UIColor { Palette.link }
    /// Fills of thin and small shapes (a switch's track), and of larger ones.
    public class var systemFill: UIColor { Palette.systemFill }
    public class var secondarySystemFill: UIColor { Palette.secondarySystemFill }
    public class var tertiarySystemFill: UIColor { Palette.tertiarySystemFill }
    public class var quaternarySystemFill: UIColor { Palette.quaternarySystemFill }
    /// Backgrounds: white, then light grey, in light; black, then dark greys, in dark.
    public class var systemBackground: UIColor { Palette.systemBackground }
    public class var secondarySystemBackground: UIColor { Palette.secondarySystemBackground }
    public class var tertiarySystemBackground: UIColor { Palette.tertiarySystemBackground }
    public class var systemGroupedBackground: UIColor { Palette.systemGroupedBackground }
    public class var secondarySystemGroupedBackground: UIColor { Palette.secondarySystemGroupedBackground }
    public class var tertiarySystemGroupedBackground: UIColor { Palette.tertiarySystemGroupedBackground }
    /// Thin lines between content, translucent and opaque.
    public class var separator: UIColor { Palette.separator }
    public class var opaqueSeparator: UIColor { Palette.opaqueSeparator }
    /// The grouped table background of iOS 7 (239, 239, 244).
    public class var groupTableViewBackground: UIColor { rgb255(239, 239, 244) }
    /// Text on dark backgrounds, and on light ones (fixed).
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { .black }

    /// The dynamic system and semantic colours, made once.
    private enum Palette {
        static let systemBlue = appearance(light: rgb255(0, 122, 255), dark: rgb255(10, 132, 255))
        static let systemRed = appearance(light: rgb255(255, 59, 48), dark: rgb255(255, 69, 58))
        static let systemGreen = appearance(light: rgb255(76, 217, 100), dark: rgb255(48, 209, 88))
        static let systemOrange = appearance(light: rgb255(255, 149, 0), dark: rgb255(255, 159, 10))
        static let systemYellow = appearance(light: rgb255(255, 204, 0), dark: rgb255(255, 214, 10))
        static let systemPink = appearance(light: rgb255(255, 45, 85), dark: rgb255(255, 55, 95))
        static let systemPurple = appearance(light: rgb255(88, 86, 214), dark: rgb255(191, 90, 242))
        static let systemTeal = appearance(light: rgb255(90, 200, 250), dark: rgb255(100, 210, 255))
        static let systemIndigo = appearance(light: rgb255(88, 86, 214), dark: rgb255(94, 92, 230))
        static let systemGray = appearance(light: rgb255(142, 142, 147), dark: rgb255(142, 142, 147))
        static let systemGray2 = appearance(light: rgb255(174, 174, 178), dark: rgb255(99, 99, 102))
        static let systemGray3 = appearance(light: rgb255(199, 199, 204), dark: rgb255(72, 72, 74))
        static let systemGray4 = appearance(light: rgb255(209, 209, 214), dark: rgb255(58, 58, 60))
        static let systemGray5 = appearance(light: rgb255(229, 229, 234), dark: rgb255(44, 44, 46))
        static let systemGray6 = appearance(light: rgb255(242, 242, 247), dark: rgb255(28, 28, 30))

        static let label = appearance(light: .black, dark: .white)
        static let secondaryLabel = appearance(light: rgb255(60, 60, 67, 0.6), dark: rgb255(235, 235, 245, 0.6))
        static let tertiaryLabel = appearance(light: rgb255(60, 60, 67, 0.3), dark: rgb255(235, 235, 245, 0.3))
        static let quaternaryLabel = appearance(light: rgb255(60, 60, 67, 0.18), dark: rgb255(235, 235, 245, 0.16))
        static let placeholderText = appearance(light: rgb255(60, 60, 67, 0.3), dark: rgb255(235, 235, 245, 0.3))
        static let link = appearance(light: rgb255(0, 122, 255), dark: rgb255(9, 132, 255))
        static let systemFill = appearance(light: rgb255(120, 120, 128, 0.2), dark: rgb255(120, 120, 128, 0.36))
        static let secondarySystemFill = appearance(light: rgb255(120, 120, 128, 0.16), dark: rgb255(120, 120, 128, 0.32))
        static let tertiarySystemFill = appearance(light: rgb255(118, 118, 128, 0.12), dark: rgb255(118, 118, 128, 0.24))
        static let quaternarySystemFill = appearance(light: rgb255(116, 116, 128, 0.08), dark: rgb255(118, 118, 128, 0.18))
        static let systemBackground = appearance(light: .white, dark: .black)
        static let secondarySystemBackground = appearance(light: rgb255(242, 242, 247), dark: rgb255(28, 28, 30))
        static let tertiarySystemBackground = appearance(light: .white, dark: rgb255(44, 44, 46))
        static let systemGroupedBackground = appearance(light: rgb255(242, 242, 247), dark: .black)
        static let secondarySystemGroupedBackground = appearance(light: .white, dark: rgb255(28, 28, 30))
        static let tertiarySystemGroupedBackground = appearance(light: rgb255(242, 242, 247), dark: rgb255(44, 44, 46))
        static let separator = appearance(light: rgb255(60, 60, 67, 0.29), dark: rgb255(84, 84, 88, 0.6))
        static let opaqueSeparator = appearance(light: rgb255(198, 198, 200), dark: rgb255(56, 56, 58))
    }
}
