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

    /// iOS 7's blue, the default tint colour (0, 122, 255).
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    public class var systemGreen: UIColor { rgb255(76, 217, 100) }
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    public class var systemPurple: UIColor { rgb255(88, 86, 214) }
    public class var systemTeal: UIColor { rgb255(90, 200, 250) }
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    public class var systemGray: UIColor { rgb255(142, 142, 147) }

    /// Text colours (light appearance).
    public class var label: UIColor { .black }
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    public class var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    public class var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    public class var systemBackground: UIColor { .white }
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// The grouped table background of iOS 7 (239, 239, 244).
    public class var groupTableViewBackground: UIColor { rgb255(239, 239, 244) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { .black }
}
