/// What a popover controller asks and tells about a popover the user dismisses by touching outside it
/// (neither method is called when code dismisses the popover), and where it is about to move. Every
/// method is optional.
///
/// Porting: UIKit passes the rect and view of `popoverController(_:willRepositionPopoverTo:in:)` as
/// pointers (`rect.pointee = ...`); here they are `inout` (`rect = ...`).
///
/// Source: Apple, UIPopoverControllerDelegate.
@preconcurrency @MainActor
public protocol UIPopoverControllerDelegate: AnyObject {
    /// The user touched outside the popover (not on a passthrough view): return false to keep it up
    /// (true by default).
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool
    /// The popover went after a touch outside it.
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController)
    /// The window changed size (it turned) while the popover points at `rect` in `view`, and it is about
    /// to be placed again: set `rect` and `view` to point it elsewhere. Not called for a popover from a
    /// bar button item, which follows its item.
    func popoverController(_ popoverController: UIPopoverController, willRepositionPopoverTo rect: inout CGRect, in view: inout UIView)
}

extension UIPopoverControllerDelegate {
    public func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool { true }
    public func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {}
    public func popoverController(
        _ popoverController: UIPopoverController, willRepositionPopoverTo rect: inout CGRect, in view: inout UIView
    ) {}
}
