import Foundation

/// A presentation over a dimmed background that keeps clear of the keyboard: what the pad's sheets and
/// alerts share. The dimming (black at 40%) covers the container behind the presented view and fades in
/// and out with the transition; the subclass dims the tint it must (`dimTint()`, undone by
/// `restoreTint()` when the presentation ends). While the keyboard shows, its frame is known, and when
/// it moves (inside its animation) a presented view that `followsKeyboard` takes its new frame.
@MainActor
class DimmingPresentationController: UIPresentationController {
    /// The dimming's black at 40%.
    static let dimmingAlpha: CGFloat = 0.4

    let dimmingView = UIView()
    private var keyboardObserver: NSObjectProtocol?
    /// The keyboard's frame in screen coordinates while it shows.
    private var keyboardFrame: CGRect?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    /// Whether the presented view moves when the keyboard does (it takes `frameOfPresentedViewInContainerView`).
    var followsKeyboard: Bool { false }
    /// Dims the tint of what lies beneath, when the presentation begins.
    func dimTint() {}
    /// Puts back what `dimTint()` changed, when the presentation ends.
    func restoreTint() {}

    /// The top of the keyboard in the container's coordinates, while it shows. (The keyboard's frame is
    /// the screen's; the container's window may stand anywhere on the screen.)
    var keyboardTopInContainer: CGFloat? {
        guard let keyboard = keyboardFrame, let container = containerView else { return nil }
        let origin = container.window?.frame.origin ?? .zero
        return container.convert(keyboard.offsetBy(dx: -origin.x, dy: -origin.y), from: nil).minY
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        dimTint()
        fade { [dimmingView] in dimmingView.alpha = 1 }
        keyboardFrame = ApplicationHost.current?.keyboard.frame
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardWillMove(to: end) }
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    override func dismissalTransitionWillBegin() {
        fade { [dimmingView] in dimmingView.alpha = 0 }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tearDown() } else { dimmingView.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        if activeTransition == nil { presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView }
    }

    /// Runs `change` alongside the transition (at once without one).
    private func fade(_ change: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
        } else {
            change()
        }
    }

    private func tearDown() {
        dimmingView.removeFromSuperview()
        restoreTint()
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
    }

    /// The keyboard moves (inside its animation): a view that follows it moves in the same animation,
    /// once it is presented (an alert's field takes the keyboard as its presentation ends).
    private func keyboardWillMove(to end: CGRect?) {
        let screen = UIScreen.main.bounds
        keyboardFrame = end.flatMap { $0.intersects(screen) ? $0 : nil }
        let presented = presentedViewController
        guard followsKeyboard, !presented.isBeingPresented, !presented.isBeingDismissed else { return }
        presented.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }
}
