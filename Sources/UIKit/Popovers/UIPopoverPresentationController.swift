import Foundation

/// The presentation controller of a view controller presented with `modalPresentationStyle = .popover`:
/// the presented view in a popover, its arrow pointing at `sourceRect` in `sourceView`, or at
/// `barButtonItem`. It places, draws and dismisses like a `UIPopoverController` (the same sizes, arrow
/// sides, margins, passthrough views and modal content): the size is the presented controller's
/// `preferredContentSize` (320 × 1100 without one), and a touch outside asks the delegate, dismisses
/// the presented controller, and tells the delegate.
///
/// In a horizontally compact environment (a phone), the popover becomes a full-screen presentation,
/// unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
///
/// When the window changes size (it turns), the delegate may point a popover with a source view
/// elsewhere (`popoverPresentationController(_:willRepositionPopoverTo:in:)`), setting `sourceRect` and
/// `sourceView`, before it is placed again.
///
/// Source: Apple, UIPopoverPresentationController.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view `sourceRect` is in; one of it and `barButtonItem` must be set before the presentation.
    open var sourceView: UIView?
    /// The rect the arrow points at, in `sourceView` (its bounds when empty).
    open var sourceRect: CGRect = .zero
    /// The bar button item the arrow points at; its bar is a passthrough view.
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may take (any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can touch while the popover shows, without dismissing it.
    open var passthroughViews: [UIView]?
    /// The colour of the popover's panel (nil: the standard white).
    open var backgroundColor: UIColor? {
        didSet { background?.backgroundColor = backgroundColor }
    }
    /// The margins of the window within which the popover stays (10 points).
    open var popoverLayoutMargins = UIPopoverController.defaultLayoutMargins
    /// The `UIPopoverBackgroundView` subclass that draws the popover's outside (nil: the standard look).
    open var popoverBackgroundViewClass: UIPopoverBackgroundView.Type?
    /// The side the arrow stands on; `.unknown` until the popover shows.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    private var dimmingView: PopoverDimmingView?
    private var background: UIPopoverBackgroundView?
    /// The view the transition places: the presented view inside, clipped to the panel's corners.
    private let clip = PopoverContentView()
    /// The container size the popover was last placed for: a new one asks the delegate first.
    private var placedContainerSize: CGSize?

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    /// A popover needs a pad's room: in a compact environment (a phone) it is full screen.
    override var defaultAdaptiveStyle: UIModalPresentationStyle { .fullScreen }

    /// The presented view, in the clipping view the popover shows.
    open override var presentedView: UIView? {
        let view = presentedViewController.view!
        if view.superview !== clip {
            view.frame = clip.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            clip.addSubview(view)
        }
        return clip
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let placement = place() else { return .zero }
        return container.convert(placement.contentFrame, from: nil)
    }

    open override func presentationTransitionWillBegin() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let container = containerView else { return }
        if sourceView == nil, barButtonItem == nil {
            if let alert = presentedViewController as? UIAlertController {
                preconditionFailure(
                    "UIViewController.present(_:animated:completion:): Your application has presented a UIAlertController (\(alert)) of style "
                        + "UIAlertControllerStyleActionSheet from \(presentingViewController). The modalPresentationStyle of a "
                        + "UIAlertController with this style is UIModalPresentationPopover. You must provide location information for "
                        + "this popover through the alert controller's popoverPresentationController. You must provide either a "
                        + "sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert "
                        + "controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
                        + "-prepareForPopoverPresentation.")
            }
            preconditionFailure(
                "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
            )
        }
        if let bar = barButtonItem?.host as? UIView, !(passthroughViews ?? []).contains(where: { $0 === bar }) {
            passthroughViews = (passthroughViews ?? []) + [bar]
        }
        let dimming = PopoverDimmingView(policy: self)
        dimming.frame = container.bounds
        let backgroundClass = popoverBackgroundViewClass ?? PopoverChromeView.self
        let background = backgroundClass.init(frame: .zero)
        background.backgroundColor = backgroundColor
        clip.layer.cornerRadius = backgroundClass.wantsDefaultContentAppearance ? PopoverChromeView.cornerRadius : 0
        container.insertSubview(dimming, at: 0)
        container.insertSubview(background, aboveSubview: dimming)
        dimmingView = dimming
        self.background = background
        container.window?.tintAdjustmentMode = .dimmed
        background.tintAdjustmentMode = .normal
        clip.tintAdjustmentMode = .normal
        applyPlacement()
        dimming.alpha = 0
        background.alpha = 0
        let fadeIn = {
            dimming.alpha = 1; background.alpha = 1
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeIn() }, completion: nil)
        } else {
            fadeIn()
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    open override func dismissalTransitionWillBegin() {
        let fadeOut = { [dimmingView, background] in
            dimmingView?.alpha = 0
            background?.alpha = 0
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeOut() }, completion: nil)
        } else {
            fadeOut()
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            tearDown()
        } else {
            dimmingView?.alpha = 1
            background?.alpha = 1
        }
    }

    open override func containerViewWillLayoutSubviews() {
        dimmingView?.frame = containerView?.bounds ?? .zero
        applyPlacement()
    }

    /// A change of the presented controller's preferred size resizes the popover.
    func presentedPreferredSizeDidChange() {
        containerView?.setNeedsLayout()
    }

    /// Where the popover goes now, in window coordinates.
    private func place() -> PopoverPlacement? {
        guard let anchorView = barButtonItem?.shownView ?? sourceView else { return nil }
        return PopoverPlacement(
            contentSize: UIPopoverController.preferredSize(of: presentedViewController),
            pointingAt: barButtonItem != nil || sourceRect.isEmpty ? anchorView.bounds : sourceRect, in: anchorView,
            permitted: permittedArrowDirections, margins: popoverLayoutMargins,
            background: popoverBackgroundViewClass ?? PopoverChromeView.self)
    }

    private func applyPlacement() {
        guard let container = containerView, let background, let placement = place() else { return }
        arrowDirection = placement.arrowDirection
        background.frame = container.convert(placement.frame, from: nil)
        background.arrowDirection = placement.arrowDirection
        background.arrowOffset = placement.arrowOffset
        if clip.superview === container, activeTransition == nil { clip.frame = container.convert(placement.contentFrame, from: nil) }
    }

    private func tearDown() {
        dimmingView?.removeFromSuperview()
        background?.removeFromSuperview()
        dimmingView = nil
        background = nil
        arrowDirection = .unknown
        placedContainerSize = nil
        containerView?.window?.tintAdjustmentMode = .automatic
    }
}

extension UIPopoverPresentationController: PopoverTouchPolicy {
    var isModal: Bool { UIPopoverController.isModal(presentedViewController) }

    func isPassthrough(at point: CGPoint, in window: UIWindow) -> Bool {
        UIPopoverController.isPoint(point, on: passthroughViews, in: window)
    }

    /// The user touched outside: the delegate decides, the presented controller is dismissed, the
    /// delegate hears.
    func userTouchedOutside() {
        guard activeTransition == nil, presentedViewController.presentingViewController != nil else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        if let popoverDelegate, !popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) { return }
        let presented = presentedViewController
        presented.willDismissByTouchOutside()
        presented.dismiss(animated: true) { [weak self] in
            presented.didDismissByTouchOutside()
            guard let self else { return }
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }

    /// The window changed size: the delegate may point the popover elsewhere, then it is placed again.
    /// (A popover from a bar button item follows the item.)
    func windowDidResize() {
        guard let container = containerView else { return }
        if container.bounds.size != placedContainerSize {
            let first = placedContainerSize == nil
            placedContainerSize = container.bounds.size
            if !first, barButtonItem == nil, var view = sourceView,
                let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
            {
                var rect = sourceRect.isEmpty ? view.bounds : sourceRect
                popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
                sourceRect = rect
                sourceView = view
            }
        }
        container.setNeedsLayout()
    }
}
