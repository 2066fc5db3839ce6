/// What a popover presentation asks and tells: before it shows, and when the user touches outside it.
/// (Its adaptation to a compact environment is asked through `UIAdaptivePresentationControllerDelegate`.)
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
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
