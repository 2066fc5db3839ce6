import Foundation

/// The keys of a transition's two view controllers: the one on screen when it starts and the one on
/// screen when it ends.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller on screen when the transition begins (the presenting one for a presentation,
    /// the presented one for a dismissal).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit hands a transition's animator: the container view where the transition takes place, the
/// two view controllers and their views, where they start and end, and the call that ends it.
///
/// Source: Apple, UIViewControllerContextTransitioning.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view that holds the transition's views; the animator adds the "to" view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one, by `cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented view controller (`.custom` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Moves an interactive transition to `percentComplete` (0...1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ends and the transition will be undone.
    func cancelInteractiveTransition()
    /// The interaction pauses (the animator's animations stop where they are).
    func pauseInteractiveTransition()
    /// The animator calls this when its animations have ended: `true` when the transition completed,
    /// `false` when it was cancelled. UIKit then finishes the transition's bookkeeping.
    func completeTransition(_ didComplete: Bool)
    /// One of the two view controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views the animator should animate, or nil when the presentation controller keeps
    /// that view where it is (the presenting view of a presentation that does not remove it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity except in a rotation).
    var targetTransform: CGAffineTransform { get }
    /// Where the view controller's view starts, in the container; `.zero` when unknown (the view is
    /// being added).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the view controller's view ends, in the container; `.zero` when it is being removed.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition between two view controllers.
///
/// Source: Apple, UIViewControllerAnimatedTransitioning.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation lasts (used for the alongside animations and interactive progress).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animations, then calls `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended, with whether it completed. Optional: does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (from a gesture).
///
/// Source: Apple, UIViewControllerInteractiveTransitioning.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the object then updates, finishes or cancels it through the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the animation runs to its end after the interaction finishes or cancels (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of that run (ease-in-out by default).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The object a view controller asks for the animator, interaction controller and presentation
/// controller of its presentation and dismissal. Every member is optional and returns nil by default
/// (UIKit then uses its own for the controller's styles).
///
/// Source: Apple, UIViewControllerTransitioningDelegate.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
