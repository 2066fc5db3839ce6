/// What a popover controller asks and tells about a popover the user dismisses by touching outside it.
/// Neither method is called when code dismisses the popover.
///
/// Source: Apple, UIPopoverControllerDelegate.
@preconcurrency @MainActor
public protocol UIPopoverControllerDelegate: AnyObject {
    /// The user touched outside the popover (not on a passthrough view): return false to keep it up
    /// (true by default).
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool
    /// The popover went after a touch outside it.
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController)
}

extension UIPopoverControllerDelegate {
    public func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool { true }
    public func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {}
}
