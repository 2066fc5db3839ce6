/// What a `UIAlertView` tells as it shows, as the user taps a button and as it goes, and asks about its
/// first other button. Every method is optional.
///
/// Source: Apple, UIAlertViewDelegate.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
    /// The user tapped the button at `buttonIndex`; the alert is about to go.
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    /// The system cancels the alert (never since iOS 4).
    func alertViewCancel(_ alertView: UIAlertView)
    /// The alert is about to appear.
    func willPresent(_ alertView: UIAlertView)
    /// The alert has appeared (its animation ended).
    func didPresent(_ alertView: UIAlertView)
    /// The alert is about to go, for the button at `buttonIndex`.
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert has gone (its animation ended), for the button at `buttonIndex`.
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// Whether the first other button can be tapped: asked before the alert shows and whenever a text
    /// field's text changes (true by default).
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: UIAlertView) {}
    public func willPresent(_ alertView: UIAlertView) {}
    public func didPresent(_ alertView: UIAlertView) {}
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}
