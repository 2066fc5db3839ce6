import Foundation

/// The state of a transition under way: a presentation, a dismissal or a size change.
///
/// Source: Apple, UIViewControllerTransitionCoordinatorContext.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    /// The presentation style of the presented controller (`.custom` for a size change).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (its views go back where they were).
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has gone (0...1).
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view that holds the transition's views.
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition and blocks after it: what a view controller's
/// `transitionCoordinator` returns while it is presented, dismissed or resized.
///
/// Source: Apple, UIViewControllerTransitionCoordinator.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (same duration and curve) and `completion` when
    /// the transition ends. Returns false when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition stops being driven by the interaction.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as Apple's default argument
    /// allows.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one transition. Alongside animations added before the transition's animations
/// start run with them; added later (the transition is under way), they run at once in an animation of
/// the time left. Completions run when the transition ends, cancelled or not.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false
    private var hasEnded = false
    private var startTime: TimeInterval = 0

    /// The modal transition this coordinates (nil for a size change).
    weak var transitionContext: TransitionContext?
    let containerView: UIView
    let isAnimated: Bool
    let transitionDuration: TimeInterval

    /// For a rotation of the interface: the orientations it turns from and to.
    let rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?

    init(
        containerView: UIView, isAnimated: Bool, duration: TimeInterval, context: TransitionContext? = nil,
        rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)? = nil
    ) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.transitionDuration = isAnimated ? max(0, duration) : 0
        self.transitionContext = context
        self.rotation = rotation
    }

    var presentationStyle: UIModalPresentationStyle { transitionContext?.presentationStyle ?? .custom }
    var initiallyInteractive: Bool { transitionContext?.initiallyInteractive ?? false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { transitionContext?.isInteractive ?? false }
    var isCancelled: Bool { transitionContext?.transitionWasCancelled ?? false }
    var percentComplete: CGFloat { transitionContext?.percentComplete ?? (hasEnded ? 1 : 0) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// In a rotation, the turn that keeps a view upright with the device: the inverse of the
    /// interface's turn (a quarter turn anticlockwise when the interface turns from portrait to
    /// landscape right).
    var targetTransform: CGAffineTransform {
        guard let rotation else { return .identity }
        return CGAffineTransform(rotationAngle: rotation.from.angle - rotation.to.angle)
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transitionContext?.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { transitionContext?.view(forKey: key) }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted {
            // UIKit: an animation added once the transition runs animates over the time left.
            let left = max(0, transitionDuration - (CACurrentMediaTime() - startTime))
            run([animation], duration: left)
        } else {
            alongside.append(animation)
        }
        return true
    }

    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The transition's animations have been made: the alongside animations join them.
    func start() {
        guard !hasStarted else { return }
        hasStarted = true
        startTime = CACurrentMediaTime()
        let blocks = alongside
        alongside = []
        run(blocks, duration: transitionDuration)
    }

    /// The interaction stopped driving the transition (finished or cancelled).
    func interactionDidChange() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition ended: the completion blocks run once.
    func end() {
        guard !hasEnded else { return }
        if !hasStarted { start() }
        hasEnded = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void], duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        let body = { for block in blocks { block(self) } }
        if isAnimated && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: body, completion: nil)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }
}
