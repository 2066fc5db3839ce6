/// What a popover presentation asks and tells: before it shows, and when the user touches outside it.
/// (Its adaptation to a compact environment is asked through `UIAdaptivePresentationControllerDelegate`.)
/// Every method is optional.
///
/// Porting: UIKit passes the rect and view of `popoverPresentationController(_:willRepositionPopoverTo:in:)`
/// as pointers (`rect.pointee = ...`); here they are `inout` (`rect = ...`).
///
/// Source: Apple, UIPopoverPresentationControllerDelegate.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show: the last moment to set its source or arrows.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// The user touched outside the popover: return false to keep it up (true by default).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// The popover went after a touch outside it.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window changed size (it turned) while the popover points at `rect` in `view`, and it is about
    /// to be placed again: set `rect` and `view` to point it elsewhere (they become `sourceRect` and
    /// `sourceView`). Not called for a popover from a bar button item, which follows its item.
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: inout CGRect,
        in view: inout UIView)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: inout CGRect,
        in view: inout UIView
    ) {}
}
