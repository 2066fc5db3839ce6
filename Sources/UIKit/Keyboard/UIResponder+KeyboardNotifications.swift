/// The keyboard notifications and their userInfo keys.
///
/// The on-screen keyboard posts them on `NotificationCenter.default` (object nil) when it moves, in
/// iOS's order: showing, `keyboardWillChangeFrameNotification`, `keyboardWillShowNotification`, the
/// 0.25 s slide, then `keyboardDidChangeFrameNotification`, `keyboardDidShowNotification`; hiding, the
/// same with Hide; a change of height while it is up (another text input with another accessory view,
/// `reloadInputViews()`, a rotation) only the two change-frame notifications. Their userInfo holds:
/// - `keyboardFrameBeginUserInfoKey`, `keyboardFrameEndUserInfoKey`: `NSValue` of the `CGRect` the
///   keyboard (its accessory view included) occupies before and after, in screen coordinates: convert
///   with `view.convert(rect, from: nil)` (the app's windows fill the screen). Off screen, the rect is
///   just below the screen's bottom edge.
/// - `keyboardAnimationDurationUserInfoKey`: `NSNumber` 0.25 (seconds; 0 for a move without animation).
/// - `keyboardAnimationCurveUserInfoKey`: `NSNumber` 7, the keyboard's curve (see `UIView.AnimationCurve`).
/// - `keyboardIsLocalUserInfoKey`: `NSNumber` true (the keyboard belongs to this application).
///
/// Source: Apple, UIResponder's keyboard notifications; seed 004 §2.4; spec 004 T036–T038.
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
