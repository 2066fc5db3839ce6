import Foundation

/// The presentation of a `UIAlertController` over everything, as UIKit presents alerts: the window
/// dimmed (black at 40%) and its tint dimmed, touches outside the alert going nowhere.
///
/// - An alert is centred, 270 points wide and as tall as its content (at most the container less 20
///   points above and below); while the keyboard shows, it is centred in the room above it.
/// - A phone's action sheet spans the width less 8 points each side and sits 8 points above the bottom.
final class AlertPresentationController: UIPresentationController {
    enum Kind { case alert, sheet }

    /// The dimming's black at 40%.
    static let dimmingAlpha: CGFloat = 0.4
    /// The least distance between an alert and the container's (or the keyboard's) edges.
    static let alertMargin: CGFloat = 20

    let kind: Kind
    private let dimmingView = UIView()
    private var keyboardObserver: NSObjectProtocol?
    /// The keyboard's frame in screen coordinates while it shows.
    private var keyboardFrame: CGRect?
    /// The windows whose tint this presentation dimmed, with the modes they had.
    private var dimmedWindows: [(window: UIWindow, mode: UIView.TintAdjustmentMode)] = []

    init(presentedViewController: UIViewController, presenting: UIViewController?, kind: Kind) {
        self.kind = kind
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    override var presentationStyle: UIModalPresentationStyle { kind == .alert ? .custom : .overFullScreen }
    /// The alert stays over the presenting views, which stay in the window.
    override var shouldRemovePresentersView: Bool { false }
    override var shouldPresentInFullscreen: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let panel = presentedViewController.view as? AlertPanelView else { return .zero }
        let bounds = container.bounds
        switch kind {
        case .alert:
            var room = bounds
            if let keyboard = keyboardFrame {
                // The keyboard's frame is the screen's; a window may stand anywhere on it.
                let origin = container.window?.frame.origin ?? .zero
                let top = container.convert(keyboard.offsetBy(dx: -origin.x, dy: -origin.y), from: nil).minY
                room.size.height = max(0, min(bounds.maxY, top) - bounds.minY)
            }
            room = room.insetBy(dx: 0, dy: Self.alertMargin)
            let width = min(AlertPanelView.Metrics.alertWidth, bounds.width)
            let height = min(panel.fittingHeight(width: width), max(0, room.height))
            return CGRect(
                x: (bounds.midX - width / 2).rounded(), y: (room.midY - height / 2).rounded(), width: width, height: height)
        case .sheet:
            let margin = AlertPanelView.Metrics.sheetMargin
            let width = max(0, bounds.width - 2 * margin)
            let height = min(panel.fittingHeight(width: width), max(0, bounds.height - 2 * margin))
            return CGRect(x: margin, y: bounds.maxY - margin - height, width: width, height: height)
        }
    }

    /// The title, message or actions changed: the alert takes its new size.
    func contentDidChange() {
        guard activeTransition == nil, containerView != nil else { return }
        presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        dimTint(of: container.window)
        let fadeIn = { [dimmingView] in dimmingView.alpha = 1 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeIn() }, completion: nil)
        } else {
            fadeIn()
        }
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
        let fadeOut = { [dimmingView] in dimmingView.alpha = 0 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeOut() }, completion: nil)
        } else {
            fadeOut()
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tearDown() } else { dimmingView.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        if activeTransition == nil { presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView }
    }

    /// Dims the tint of `window` and of every other window of the app beneath the status bar (the alert's
    /// own view keeps its tint: it sets `.normal`).
    private func dimTint(of window: UIWindow?) {
        var windows = UIApplication.shared.windows.filter { !$0.isHidden && $0.windowLevel < .statusBar }
        if let window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        dimmedWindows = windows.map { ($0, $0.ownTintAdjustmentMode) }
        for window in windows { window.tintAdjustmentMode = .dimmed }
    }

    private func tearDown() {
        dimmingView.removeFromSuperview()
        for (window, mode) in dimmedWindows { window.tintAdjustmentMode = mode }
        dimmedWindows = []
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
    }

    /// The keyboard moves (inside its animation): an alert follows in the same animation.
    private func keyboardWillMove(to end: CGRect?) {
        let screen = UIScreen.main.bounds
        keyboardFrame = end.flatMap { $0.intersects(screen) ? $0 : nil }
        let presented = presentedViewController
        guard kind == .alert, !presented.isBeingPresented, !presented.isBeingDismissed else { return }
        presented.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }
}

/// The animations of an alert controller's own presentations: an alert pops in (from 1.2 times its size,
/// fading in) and fades out; an action sheet slides up from below the bottom edge and back down. Each
/// takes 0.4 seconds, the dimming fading alongside.
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    static let popScale: CGFloat = 1.2

    let kind: AlertPresentationController.Kind
    let isPresenting: Bool

    init(kind: AlertPresentationController.Kind, presenting: Bool) {
        self.kind = kind
        self.isPresenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key), let controller = context.viewController(forKey: isPresenting ? .to : .from)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        if isPresenting {
            view.frame = context.finalFrame(for: controller)
            context.containerView.addSubview(view)
        }
        let shown = view.frame
        var below = shown
        below.origin.y = context.containerView.bounds.maxY
        switch (kind, isPresenting) {
        case (.alert, true):
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: Self.popScale, y: Self.popScale)
        case (.sheet, true):
            view.frame = below
        default:
            break
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseOut],
            animations: {
                switch (self.kind, self.isPresenting) {
                case (.alert, true):
                    view.alpha = 1
                    view.transform = .identity
                case (.alert, false): view.alpha = 0
                case (.sheet, true): view.frame = shown
                case (.sheet, false): view.frame = below
                }
            },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
