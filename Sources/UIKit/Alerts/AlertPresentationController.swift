import Foundation

/// The presentation of a `UIAlertController` over everything, as UIKit presents alerts: the window
/// dimmed (black at 40%) and the tint of the app's windows dimmed, touches outside the alert going
/// nowhere.
///
/// - An alert is centred, 270 points wide and as tall as its content (at most the container less 20
///   points above and below); while the keyboard shows, it is centred in the room above it.
/// - A phone's action sheet spans the width less 8 points each side and sits 8 points above the bottom.
final class AlertPresentationController: DimmingPresentationController {
    enum Kind { case alert, sheet }

    /// The least distance between an alert and the container's (or the keyboard's) edges.
    static let alertMargin: CGFloat = 20

    let kind: Kind
    /// The windows whose tint this presentation dimmed, with the modes they had.
    private var dimmedWindows: [(window: UIWindow, mode: UIView.TintAdjustmentMode)] = []

    init(presentedViewController: UIViewController, presenting: UIViewController?, kind: Kind) {
        self.kind = kind
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { kind == .alert ? .custom : .overFullScreen }
    /// The alert stays over the presenting views, which stay in the window.
    override var shouldRemovePresentersView: Bool { false }
    override var shouldPresentInFullscreen: Bool { true }
    /// An alert rises above the keyboard.
    override var followsKeyboard: Bool { kind == .alert }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let panel = presentedViewController.view as? AlertPanelView else { return .zero }
        let bounds = container.bounds
        switch kind {
        case .alert:
            var room = bounds
            if let top = keyboardTopInContainer { room.size.height = max(0, min(bounds.maxY, top) - bounds.minY) }
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

    /// Dims the tint of the container's window and of every other window of the app beneath the status
    /// bar (the alert's own view keeps its tint: it sets `.normal`).
    override func dimTint() {
        var windows = UIApplication.shared.windows.filter { !$0.isHidden && $0.windowLevel < .statusBar }
        if let window = containerView?.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        dimmedWindows = windows.map { ($0, $0.ownTintAdjustmentMode) }
        for window in windows { window.tintAdjustmentMode = .dimmed }
    }

    override func restoreTint() {
        for (window, mode) in dimmedWindows { window.tintAdjustmentMode = mode }
        dimmedWindows = []
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
