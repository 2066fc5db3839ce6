import Foundation

// Which controller decides: the interface's orientation and the status bar's appearance follow the
// controller on top of the key window, the root view controller or the last controller presented over
// the whole screen (a sheet, a popover or a current-context presentation leaves the decision to the
// controller beneath, unless it captures the status bar's appearance).
extension UIViewController {
    /// The controller that decides for `window`: its root view controller, or the topmost controller
    /// presented over the whole screen on it.
    static func topFullScreenController(in window: UIWindow?, capturingStatusBar: Bool = false) -> UIViewController? {
        guard var top = window?.rootViewController else { return nil }
        var candidate = top
        while let presented = candidate.presentation.presented {
            candidate = presented
            if presented.coversScreen || (capturingStatusBar && presented.modalPresentationCapturesStatusBarAppearance) {
                top = presented
            }
        }
        return top
    }

    /// Whether the controller is presented over its whole window.
    private var coversScreen: Bool {
        guard let controller = presentation.controller, let container = controller.containerView,
            let window = container.window, container.superview === window
        else { return false }
        return container.frame == window.bounds && controller.frameOfPresentedViewInContainerView == container.bounds
    }

    /// The controller whose status bar style applies, following `childForStatusBarStyle`.
    var statusBarStyleController: UIViewController {
        var controller = self
        while let child = controller.childForStatusBarStyle, child !== controller { controller = child }
        return controller
    }

    /// The controller whose status bar visibility applies, following `childForStatusBarHidden`.
    var statusBarHiddenController: UIViewController {
        var controller = self
        while let child = controller.childForStatusBarHidden, child !== controller { controller = child }
        return controller
    }

    /// In a rotation, the iOS 7 callbacks: `willRotate` now, `willAnimateRotation` with the alongside
    /// animations (the new size in place), `didRotate` when the rotation ends.
    func sendRotationCallbacks(with coordinator: UIViewControllerTransitionCoordinator) {
        guard let rotation = (coordinator as? TransitionCoordinator)?.rotation else { return }
        let duration = coordinator.transitionDuration
        let legacy: IOS7RotationCallbacks = self
        legacy.willRotate(to: rotation.to, duration: duration)
        _ = coordinator.animate(
            alongsideTransition: { _ in legacy.willAnimateRotation(to: rotation.to, duration: duration) },
            completion: { _ in legacy.didRotate(from: rotation.from) })
    }
}

/// The iOS 7 rotation callbacks, which UIKit still sends: called through this protocol, UIKit's own
/// calls of the deprecated methods do not warn.
@MainActor
private protocol IOS7RotationCallbacks {
    func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)
    func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)
    func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation)
}

extension UIViewController: IOS7RotationCallbacks {}

extension UIInterfaceOrientationMask {
    /// The mask of one orientation.
    init(_ orientation: UIInterfaceOrientation) { self.init(rawValue: orientation == .unknown ? 0 : 1 << orientation.rawValue) }

    /// Whether the mask includes `orientation`.
    func contains(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(orientation))
    }

    /// The mask's first orientation in UIKit's order of preference (portrait, landscape right, landscape
    /// left, upside down); portrait for an empty mask.
    var first: UIInterfaceOrientation {
        [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].first { contains($0) } ?? .portrait
    }
}

extension UIInterfaceOrientation {
    /// The interface orientation that keeps the interface upright on a device held in `device`: the
    /// landscape ones are mirrored (a device turned left, home button on the right, shows the interface
    /// in landscape right); nil for face up, face down and unknown.
    init?(_ device: UIDeviceOrientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: return nil
        }
    }

    /// How far the interface is turned clockwise from portrait, in radians.
    var angle: CGFloat {
        switch self {
        case .landscapeRight: return .pi / 2
        case .portraitUpsideDown: return .pi
        case .landscapeLeft: return -.pi / 2
        default: return 0
        }
    }
}
