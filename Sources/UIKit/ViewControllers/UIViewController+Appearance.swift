/// The appearance cycle of a view controller: `viewWillAppear` → `viewIsAppearing` → `viewDidAppear`,
/// then `viewWillDisappear` → `viewDidDisappear`.
///
/// Two things drive it. By default the controller's root view entering or leaving a visible window does
/// (the window's root controller, a child whose view a container adds), and a window that shows or
/// hides makes its controllers appear or disappear (a root controller set on a hidden window appears
/// when `makeKeyAndVisible()` shows it). A transition that shows or hides
/// controllers (a presentation, a container's transition) drives it itself with
/// `beginAppearanceTransition`/`endAppearanceTransition`, and while it does, window moves of those
/// controllers' views (and of their children's) send nothing. A container that does not forward
/// appearance automatically drives its children always.
///
/// As in UIKit, a controller told to disappear while it is appearing gets `viewWillDisappear` (its
/// appearance was cancelled) and then `viewDidDisappear`, with no `viewDidAppear` between; one told to
/// appear while disappearing gets `viewWillAppear` then `viewDidAppear`. Each cycle ends with the did
/// that matches its last will.
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Whether window moves of the root view drive the callbacks now (no transition drives them, and no
    /// container above keeps them to itself).
    var appearanceFollowsWindow: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.appearanceDriverCount > 0 { return false }
            if let parent = current.parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return false }
            controller = current.parent
        }
        return true
    }

    func beginAppearance(_ appearing: Bool, animated: Bool, forwardToChildren: Bool) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            hasSentIsAppearing = false
            viewWillAppear(animated)
            if viewIfLoaded?.window != nil { sendIsAppearing(animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default: return
        }
        lastAppearanceAnimated = animated
        if forwardToChildren, shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenOnScreen { child.beginAppearance(appearing, animated: animated, forwardToChildren: true) }
        }
    }

    func endAppearance(forwardToChildren: Bool) {
        let animated = lastAppearanceAnimated
        if forwardToChildren, shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenOnScreen { child.endAppearance(forwardToChildren: true) }
        }
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            if !hasSentIsAppearing, viewIfLoaded?.window != nil { sendIsAppearing(animated) }
            viewDidAppear(animated)
            movingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default: break
        }
    }

    private func sendIsAppearing(_ animated: Bool) {
        hasSentIsAppearing = true
        viewIsAppearing(animated)
    }

    /// Children whose views show in this controller's view.
    private var childrenOnScreen: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    /// The root view is about to enter (`window` non-nil) or leave a window.
    func viewWillMove(toWindow window: UIWindow?) {
        guard appearanceFollowsWindow else { return }
        beginAppearance(window.map { !$0.isHidden } ?? false, animated: false, forwardToChildren: false)
    }

    /// The root view entered or left a window: `viewIsAppearing` if appearing (also under a transition,
    /// whose animator adds the view to the container after `viewWillAppear`), then the did.
    func viewDidMove(toWindow window: UIWindow?) {
        if window != nil, appearanceState == .appearing, !hasSentIsAppearing { sendIsAppearing(lastAppearanceAnimated) }
        guard appearanceFollowsWindow else { return }
        endAppearance(forwardToChildren: false)
    }

    /// The window showing the controller's root view was shown or hidden: the controller, its children
    /// and the controllers it presented in that window appear or disappear.
    static func windowVisibilityDidChange(_ window: UIWindow) {
        var controller = window.rootViewController
        while let current = controller, current.viewIfLoaded?.window === window {
            if current.appearanceFollowsWindow {
                current.beginAppearance(!window.isHidden, animated: false, forwardToChildren: true)
                current.endAppearance(forwardToChildren: true)
            }
            controller = current.presentation.presented
        }
    }

    /// The container transition between two children (`transition(from:to:...)`).
    func performChildTransition(
        from: UIViewController, to: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearanceState == .appeared
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let animated = duration > 0
        let hold = AppearanceHold([from, to])
        if forwards {
            from.beginAppearance(false, animated: animated, forwardToChildren: true)
            to.beginAppearance(true, animated: animated, forwardToChildren: true)
        }
        let finish: (Bool) -> Void = { finished in
            if options.transition == .none { fromView.removeFromSuperview() }
            hold.release()
            if forwards {
                to.endAppearance(forwardToChildren: true)
                from.endAppearance(forwardToChildren: true)
            }
            completion?(finished)
        }
        if options.transition != .none {
            // The view transition swaps the two views in their superview and animates the swap.
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: nil)
        } else {
            if let superview = fromView.superview, toView.superview !== superview {
                superview.insertSubview(toView, aboveSubview: fromView)
            }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }
}

/// A transition that sends some controllers' appearance callbacks itself, from its start to `release()`:
/// meanwhile moves of their views in and out of windows send none (see `appearanceFollowsWindow`).
@MainActor
struct AppearanceHold {
    private let controllers: [UIViewController]

    init(_ controllers: [UIViewController]) {
        self.controllers = controllers
        for controller in controllers { controller.appearanceDriverCount += 1 }
    }

    func release() {
        for controller in controllers { controller.appearanceDriverCount -= 1 }
    }
}
