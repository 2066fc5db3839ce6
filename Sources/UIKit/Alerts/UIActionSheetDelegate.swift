/// What a `UIActionSheet` tells as it shows, as the user chooses a button and as it goes. Every method is
/// optional.
///
/// Source: Apple, UIActionSheetDelegate.
@preconcurrency @MainActor
public protocol UIActionSheetDelegate: AnyObject {
    /// The user tapped the button at `buttonIndex` (on a pad, touching outside: the cancel button's); the
    /// sheet is about to go.
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
    /// The system cancels the sheet (never since iOS 4).
    func actionSheetCancel(_ actionSheet: UIActionSheet)
    /// The sheet is about to appear.
    func willPresent(_ actionSheet: UIActionSheet)
    /// The sheet has appeared (its animation ended).
    func didPresent(_ actionSheet: UIActionSheet)
    /// The sheet is about to go, for the button at `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
    /// The sheet has gone (its animation ended), for the button at `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
    public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    public func actionSheetCancel(_ actionSheet: UIActionSheet) {}
    public func willPresent(_ actionSheet: UIActionSheet) {}
    public func didPresent(_ actionSheet: UIActionSheet) {}
    public func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {}
    public func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {}
}
