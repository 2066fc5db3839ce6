extension UIActivityIndicatorView {
    /// The look of an activity indicator: its size and its spokes' colour.
    ///
    /// iOS 7's three styles (raw values 0, 1 and 2) and iOS 13's two (100 and 101), which take the
    /// colour from `color`: UIKit's grey until set. Apple deprecated the first three in iOS 13 in favour
    /// of `.large` and `.medium` with `color`; OpenUIKit keeps them undeprecated, as iOS 7 code uses them.
    ///
    /// Source: Apple, UIActivityIndicatorView.Style.
    public enum Style: Int, Sendable {
        /// 20×20 points, grey spokes (iOS 13's default style).
        case medium = 100
        /// 37×37 points, grey spokes.
        case large = 101
        /// 37×37 points, white spokes.
        case whiteLarge = 0
        /// 20×20 points, white spokes.
        case white = 1
        /// 20×20 points, grey spokes.
        case gray = 2

        /// The style's size (the wheel's diameter), in points: 37 for the large styles, else 20.
        var wheelDiameter: CGFloat {
            switch self {
            case .large, .whiteLarge: return 37
            case .medium, .white, .gray: return 20
            }
        }

        /// The spokes' colour when `color` is not set: white for the white styles, else iOS 7's grey.
        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: return .white
            case .gray, .medium, .large: return .gray
            }
        }
    }
}
