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
/// The names and keys are constants usable from any thread (`nonisolated`), as notification observers
/// often are.
///
/// Source: Apple, UIResponder's keyboard notifications.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
