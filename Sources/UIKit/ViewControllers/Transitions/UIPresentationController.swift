import Foundation

/// Manages a presented view controller on screen: the container view it lives in, where its view
/// goes, whether the presenting views stay, and the extra views of the presentation (a dimming view),
/// added and removed in the transition callbacks. The built-in presentation styles are subclasses; a
/// `.custom` presentation gets its controller from the transitioning delegate.
///
/// Source: Apple, UIPresentationController.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The view controller shown by the presentation.
    open private(set) var presentedViewController: UIViewController
    /// The view controller the presentation happens from: the presentation context, or the root of the
    /// presenting hierarchy.
    open var presentingViewController: UIViewController { presenting ?? presentedViewController }
    private weak var presenting: UIViewController?
    /// Adapts the style to the environment (a phone's compact width).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The view that holds the presentation's views; nil until the presentation begins.
    open internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presenting = presentingViewController
        super.init()
    }

    internal func setPresenting(_ controller: UIViewController) { presenting = controller }

    /// The presented controller's presentation style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style to use in a horizontally compact environment: the delegate's answer, else the
    /// controller's own adaptation (`.none`, no change, for a custom presentation).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: presentingViewController.traitCollection)
    }

    /// The style to use for `traitCollection`: the delegate's answer, else the controller's own
    /// adaptation (`.none`, no change, for a custom presentation).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .automatic
        return answer == .automatic ? defaultAdaptiveStyle : answer
    }

    /// The style this controller adapts to in a compact environment when no delegate decides: none
    /// (a custom presentation stays as it is); the built-in styles that need room become full screen.
    var defaultAdaptiveStyle: UIModalPresentationStyle { .none }

    /// The view the transition animates in: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true), or only the presentation context's view.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's views leave the window once the presentation has finished
    /// (they then get the disappearance callbacks). False by default: they stay beneath.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation transition is about to begin: add the presentation's own views here.
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to begin.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended; `completed` is false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container view is about to lay out its subviews (its size changed): place the views here.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The container's size is about to change.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The transition that presents or dismisses the presented controller now, if any.
    var activeTransition: ModalTransition?
    /// Where the presenting view stood before the presentation removed it (to put it back on dismissal).
    var presentersViewPlace: (superview: UIView, frame: CGRect)?
}

/// The delegate that adapts a presentation to the environment.
///
/// Source: Apple, UIAdaptivePresentationControllerDelegate.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a compact environment: `.fullScreen`, `.overFullScreen` or `.none` (keep the
    /// style). By default `.automatic`: the presentation controller adapts as it would without a delegate.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection`; by default the answer of `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}
