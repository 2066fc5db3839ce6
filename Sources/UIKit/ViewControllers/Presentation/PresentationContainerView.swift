/// The view that holds a presentation's views (UIKit's transition view): it fills the window, or the
/// presentation context's view, and tells its presentation controller when it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    /// A popover's container has nothing of its own to touch: what its dimming lets through (passthrough
    /// views) goes on to the views beneath.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && presentationController is UIPopoverPresentationController ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
