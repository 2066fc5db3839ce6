import Foundation

/// The presentation controller of the pad's sheets: the presented view sits centred over the
/// presenting views, the area around it is dimmed, and the presenting views' tint is dimmed while the
/// sheet is up.
///
/// - Page sheet: as wide as the screen in portrait (768 points on a pad) and full height; when the
///   container is no wider than that (portrait), it covers it all.
/// - Form sheet: 540 × 620 points, centred; while the keyboard shows, it moves up to stay fully above it
///   (in landscape, where it cannot, its top goes to the container's top and the keyboard covers the rest).
@MainActor
final class SheetPresentationController: UIPresentationController {
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// The dimming's black at 40%.
    static let dimmingAlpha: CGFloat = 0.4

    private let style: UIModalPresentationStyle
    let dimmingView = UIView()
    private var keyboardObserver: NSObjectProtocol?
    /// The keyboard's frame in screen coordinates while it shows.
    private var keyboardFrame: CGRect?
    /// The presenting view's own tint adjustment mode, put back when the sheet goes.
    private var presentingTintMode: UIView.TintAdjustmentMode?

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    /// A sheet needs a pad's room: in a compact environment (a phone) it is full screen.
    override var defaultAdaptiveStyle: UIModalPresentationStyle { .fullScreen }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch style {
        case .pageSheet:
            let screen = UIScreen.main.bounds.size
            let width = min(bounds.width, min(screen.width, screen.height))
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: 0, width: width, height: bounds.height)
        default:
            let size = CGSize(
                width: min(Self.formSheetSize.width, bounds.width), height: min(Self.formSheetSize.height, bounds.height))
            var frame = CGRect(
                x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            if let keyboard = keyboardFrame {
                let top = container.convert(keyboard, from: nil).minY
                if frame.maxY > top { frame.origin.y = max(0, top - frame.height) }
            }
            return frame
        }
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if let presentingView = presentingViewController.viewIfLoaded {
            presentingTintMode = presentingView.ownTintAdjustmentMode
            presentingView.tintAdjustmentMode = .dimmed
        }
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
        presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }

    private func tearDown() {
        dimmingView.removeFromSuperview()
        if let mode = presentingTintMode { presentingViewController.viewIfLoaded?.tintAdjustmentMode = mode }
        presentingTintMode = nil
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
    }

    /// The keyboard moves (inside its animation): the form sheet follows in the same animation.
    private func keyboardWillMove(to end: CGRect?) {
        let screen = UIScreen.main.bounds
        keyboardFrame = end.flatMap { $0.intersects(screen) ? $0 : nil }
        guard style == .formSheet, activeTransition == nil else { return }
        presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }
}
