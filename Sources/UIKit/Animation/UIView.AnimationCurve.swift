extension UIView {
    /// The timing curves of UIKit's animations, with UIKit's raw values (the same numbers as the curve
    /// bits of ``AnimationOptions``, shifted left 16).
    ///
    /// The keyboard notifications report the keyboard's own curve, raw value 7, which UIKit does not name:
    /// pass it on as `UIView.AnimationOptions(rawValue: UInt(curve) << 16)` and the animation follows the
    /// keyboard's motion.
    ///
    /// Source: Apple, `UIView.AnimationCurve`; the keyboard's curve 7 as iOS posts it.
    // Deviation: `UIView.AnimationCurve(rawValue: 7)` is nil here (Apple's Objective-C enum takes any raw
    // value); the options spelled above carry the keyboard's curve.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}
