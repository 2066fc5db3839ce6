/// What a view controller knows of modal presentation: whom it presents and who presents it, its
/// presentation controller, and the transition under way.
struct PresentationState {
    /// The controller this one presents: a presenting controller keeps its presented one.
    var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The presentation controller of this controller's presentation (made on first use or when presented).
    var controller: UIPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// The presentation or dismissal under way that involves this controller (presented or presenting).
    var transition: ModalTransition?
}

extension UIViewController {
    /// The coordinator of the transition under way that involves this controller or its container.
    var activeTransitionCoordinator: UIViewControllerTransitionCoordinator? {
        presentation.transition?.coordinator ?? containerTransitionCoordinator ?? parent?.activeTransitionCoordinator
    }

    /// This controller's presentation controller, made for its style when there is none yet (a custom
    /// presentation's comes from the transitioning delegate when presented).
    func presentationControllerForStyle() -> UIPresentationController? {
        if let controller = presentation.controller { return controller }
        let style = Self.resolved(modalPresentationStyle)
        guard style != .custom else { return nil }
        let controller = Self.makePresentationController(style: style, presented: self, presenting: nil)
        presentation.controller = controller
        return controller
    }

    /// The style a presentation shows in: `.automatic` is full screen (as on iOS 7).
    static func resolved(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic, .none: return .fullScreen
        default: return style
        }
    }

    /// The built-in presentation controller of `style`, with `delegate` (kept from the one it replaces).
    static func makePresentationController(
        style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?,
        delegate: UIAdaptivePresentationControllerDelegate? = nil
    ) -> UIPresentationController {
        let controller: UIPresentationController
        switch style {
        case .pageSheet, .formSheet: controller = SheetPresentationController(presented: presented, presenting: presenting, style: style)
        case .popover: controller = UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        default: controller = StandardPresentationController(presented: presented, presenting: presenting, style: style)
        }
        controller.delegate = delegate
        return controller
    }

    /// Whether the controller shows inside a popover: the root of its containers is a popover
    /// controller's content, is presented as a popover, or is presented in a context inside a popover.
    var isInPopover: Bool {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        if root.popoverHost != nil { return true }
        guard let presenting = root.presentation.presenting, let controller = root.presentation.controller else { return false }
        if controller is UIPopoverPresentationController { return true }
        return !controller.shouldPresentInFullscreen && presenting.isInPopover
    }

    /// The adaptation of every controller but those that choose their own: in a compact environment (a
    /// phone), a style that needs room becomes full screen, unless the delegate keeps it.
    func adaptedForCompactWidth(
        _ controller: UIPresentationController, to traits: UITraitCollection, presenter: UIViewController
    ) -> UIPresentationController {
        guard traits.horizontalSizeClass == .compact else { return controller }
        let adapted = controller.adaptivePresentationStyle(for: traits)
        guard adapted == .fullScreen || adapted == .overFullScreen, adapted != controller.presentationStyle else { return controller }
        return Self.makePresentationController(style: adapted, presented: self, presenting: presenter, delegate: controller.delegate)
    }

    /// The controller a presentation in `fullScreen` covers from here: the root of this controller's
    /// containers; for a context presentation, the nearest that defines the presentation context.
    private func presentingController(fullScreen: Bool) -> UIViewController {
        var controller: UIViewController = self
        while true {
            if !fullScreen, controller.definesPresentationContext { return controller }
            guard let parent = controller.parent else { return controller }
            controller = parent
        }
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let call = "UIViewController.present(_:animated:completion:)"
        if presented === self || presented.presentation.presenting != nil || presented.presentation.isBeingPresented {
            preconditionFailure("\(call): application tried to present modally an active controller \(presented)")
        }
        if let parent = presented.parent {
            preconditionFailure(
                "\(call): application tried to present modally a view controller \(presented) that has a parent view controller \(parent)")
        }
        let style = Self.resolved(presented.modalPresentationStyle)
        var presenter = presentingController(fullScreen: true)
        var controller: UIPresentationController
        if style == .custom {
            controller =
                presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        } else if let existing = presented.presentation.controller, existing.presentationStyle == style {
            controller = existing
        } else {
            controller = Self.makePresentationController(
                style: style, presented: presented, presenting: presenter, delegate: presented.presentation.controller?.delegate)
        }
        controller = presented.presentationController(adapting: controller, to: traitCollection, presenter: presenter)
        if !controller.shouldPresentInFullscreen { presenter = presentingController(fullScreen: false) }
        let context = presentingController(fullScreen: false)
        // A popover fades in, whatever its transition style.
        let transitionStyle =
            controller.presentationStyle == .popover
            ? .crossDissolve
            : context.definesPresentationContext && context.providesPresentationContextTransitionStyle
                ? context.modalTransitionStyle : presented.modalTransitionStyle
        // UIKit: inside a popover a presentation covers the popover's content, only by sliding up, and
        // makes the presented controller modal (a touch outside the popover then does nothing).
        let insidePopover =
            (controller.presentationStyle == .currentContext || controller.presentationStyle == .overCurrentContext)
            && presenter.isInPopover
        if insidePopover {
            precondition(
                transitionStyle == .coverVertical,
                "Application tried to present inside popover with transition style other than UIModalTransitionStyleCoverVertical.")
        }

        if let current = presenter.presentation.presented {
            ConsoleLog.write("Warning: Attempt to present \(presented) on \(presenter) which is already presenting \(current)")
            return
        }
        if presenter.presentation.transition != nil {
            ConsoleLog.write("Warning: Attempt to present \(presented) on \(presenter) while a presentation is in progress!")
            return
        }
        guard presenter.viewIfLoaded?.window != nil else {
            ConsoleLog.write("Warning: Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy!")
            return
        }

        controller.setPresenting(presenter)
        presenter.presentation.presented = presented
        presented.presentation.presenting = presenter
        presented.presentation.controller = controller
        if insidePopover { presented.isModalInPresentation = true }
        ModalTransition.present(with: controller, source: self, style: transitionStyle, animated: animated, completion: completion)
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        // The controller to dismiss: the one this controller (or its container) presented, else the
        // presented controller this one is (or is inside).
        var target = presentedViewController
        if target == nil {
            var controller: UIViewController? = self
            while let current = controller, current.presentation.presenting == nil { controller = current.parent }
            target = controller
        }
        guard let target else {
            ConsoleLog.write("Warning: Attempt to dismiss from view controller \(self) which is not presenting and was not presented")
            return
        }
        var stack = [target]
        while let above = stack.last?.presentation.presented { stack.append(above) }
        if stack.contains(where: { $0.presentation.transition != nil }) {
            ConsoleLog.write("Warning: Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        // UIKit: the controllers above the target go at once, top first, and only the top-most view
        // is seen leaving, with its own transition style: a picture of it covers the target's view while
        // the target animates away.
        guard let top = stack.last, top !== target else {
            return ModalTransition.dismiss(target, animated: animated, completion: completion)
        }
        let cover = animated ? top.viewIfLoaded?.snapshotView(afterScreenUpdates: false) : nil
        if let cover, let topView = top.viewIfLoaded, let targetView = target.viewIfLoaded {
            cover.frame = targetView.convert(topView.bounds, from: topView)
            targetView.addSubview(cover)
        }
        for above in stack.dropFirst().reversed() { ModalTransition.dismiss(above, animated: false, completion: nil) }
        ModalTransition.dismiss(target, animated: animated, style: top.modalTransitionStyle) {
            cover?.removeFromSuperview()
            completion?()
        }
    }
}
