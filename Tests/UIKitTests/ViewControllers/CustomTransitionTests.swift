// Custom transitions: a transitioning delegate's animator, interaction controller and presentation
// controller, the context they get, and an interactive dismissal that is cancelled.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Custom transitions")
struct CustomTransitionTests {
    /// Slides the presented view in from the right, and out to the right.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        let log: CallbackLog
        var fromView: UIView?
        var container: UIView?
        init(presenting: Bool, log: CallbackLog) {
            self.presenting = presenting
            self.log = log
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            log.entries.append("animate")
            container = context.containerView
            fromView = context.view(forKey: .from)
            let width = context.containerView.bounds.width
            if presenting {
                let controller = context.viewController(forKey: .to)!
                let view = context.view(forKey: .to)!
                let final = context.finalFrame(for: controller)
                view.frame = final.offsetBy(dx: width, dy: 0)
                context.containerView.addSubview(view)
                UIView.animate(withDuration: 0.25, animations: { view.frame = final }) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            } else {
                let view = context.view(forKey: .from)!
                UIView.animate(withDuration: 0.25, animations: { view.frame.origin.x += width }) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.entries.append("animationEnded \(transitionCompleted)") }
    }

    /// Shows the presented view over the bottom half of the container, the presenter left in place.
    final class HalfPresentation: UIPresentationController {
        var log: CallbackLog?
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { log?.entries.append("presentationWillBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log?.entries.append("presentationDidEnd \(completed)") }
        override func dismissalTransitionWillBegin() { log?.entries.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log?.entries.append("dismissalDidEnd \(completed)") }
        override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    /// Drives a transition by hand: the test updates, finishes or cancels it.
    final class ManualInteraction: NSObject, UIViewControllerInteractiveTransitioning {
        var context: UIViewControllerContextTransitioning?
        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: CallbackLog
        var presentation: HalfPresentation?
        var presentationInteraction: UIViewControllerInteractiveTransitioning?
        var dismissalInteraction: UIViewControllerInteractiveTransitioning?
        var presentationSource: UIViewController?
        init(log: CallbackLog) { self.log = log }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            presentationSource = source
            return SlideAnimator(presenting: true, log: log)
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideAnimator(presenting: false, log: log)
        }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { presentationInteraction }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { dismissalInteraction }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = HalfPresentation(presentedViewController: presented, presenting: presenting)
            controller.log = log
            presentation = controller
            return controller
        }
    }

    @Test("A custom presentation uses the delegate's presentation controller and animator; the presenter stays, without callbacks")
    func customPresentation() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        h.window.rootViewController = a
        let delegate = Delegate(log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        log.clear()
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(log.entries == ["presentationWillBegin", "B willAppear", "animate", "B isAppearing"])
        #expect(b.presentationController === delegate.presentation && delegate.presentationSource === a)
        #expect(b.presentationController?.presentingViewController === a)
        #expect(b.presentationController?.containerView?.superview === h.window)
        h.advance(by: 0.1)
        let x = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(x > 0 && x < 320)
        h.advance(by: 0.3)
        #expect(completed)
        #expect(log.entries.suffix(3) == ["presentationDidEnd true", "B didAppear", "animationEnded true"])
        #expect(b.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(a.view.window === h.window, "a custom presentation does not remove the presenter's views")
        #expect(!log.entries.contains { $0.hasPrefix("A ") })
    }

    @Test("The context names the two controllers, their views and frames, and the container")
    func contextContents() {
        let h = UIKitTestHarness()
        final class Inspector: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            var seen: [String: Any] = [:]
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
                seen["from"] = from
                seen["to"] = to
                seen["fromView"] = context.view(forKey: .from) as Any
                seen["toView"] = context.view(forKey: .to) as Any
                seen["final"] = context.finalFrame(for: to)
                seen["initialTo"] = context.initialFrame(for: to)
                seen["animated"] = context.isAnimated
                seen["interactive"] = context.isInteractive
                seen["style"] = context.presentationStyle
                let view = context.view(forKey: .to)!
                view.frame = context.finalFrame(for: to)
                context.containerView.addSubview(view)
                context.completeTransition(true)
            }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let a = UIViewController(), b = UIViewController()
        h.window.rootViewController = a
        let inspector = Inspector()
        b.transitioningDelegate = inspector
        a.present(b, animated: true)
        #expect(inspector.seen["from"] as? UIViewController === a && inspector.seen["to"] as? UIViewController === b)
        #expect(inspector.seen["fromView"] as? UIView === a.view, "full screen removes the presenter: its view is the animator's")
        #expect(inspector.seen["toView"] as? UIView === b.view)
        #expect(inspector.seen["final"] as? CGRect == h.window.bounds && inspector.seen["initialTo"] as? CGRect == .zero)
        #expect(inspector.seen["animated"] as? Bool == true && inspector.seen["interactive"] as? Bool == false)
        #expect(inspector.seen["style"] as? UIModalPresentationStyle == .fullScreen)
        #expect(a.presentedViewController === b && a.viewIfLoaded?.window == nil)
    }

    @Test("An interactive dismissal that is cancelled leaves the presentation as it was, with UIKit's callback sequence")
    func cancelledInteractiveDismissal() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        h.window.rootViewController = a
        let delegate = Delegate(log: log)
        let interaction = ManualInteraction()
        delegate.dismissalInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        h.advance(by: 0.5)
        #expect(a.presentedViewController === b)
        log.clear()
        var completed = false
        b.dismiss(animated: true) { completed = true }
        var coordinatorCancelled: Bool?
        var interactionEnded = false
        b.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorCancelled = $0.isCancelled }
        b.transitionCoordinator?.notifyWhenInteractionChanges { _ in interactionEnded = true }
        let context = interaction.context
        #expect(context?.isInteractive == true)
        #expect(b.isBeingDismissed && a.view.window === h.window)
        context?.updateInteractiveTransition(0.4)
        #expect(b.transitionCoordinator?.percentComplete == 0.4)
        context?.cancelInteractiveTransition()
        #expect(interactionEnded && context?.transitionWasCancelled == true)
        context?.completeTransition(false)
        #expect(
            log.entries == [
                "B willDisappear", "A willAppear", "A isAppearing", "A willDisappear", "A didDisappear",
                "B willAppear", "B isAppearing", "B didAppear", "animationEnded false",
            ])
        #expect(coordinatorCancelled == true && !completed)
        #expect(a.presentedViewController === b && !b.isBeingDismissed)
        #expect(a.viewIfLoaded?.window == nil && b.view.window === h.window)
        // The presentation still dismisses afterwards.
        delegate.dismissalInteraction = nil
        b.dismiss(animated: false)
        #expect(a.presentedViewController == nil && a.view.window === h.window)
    }

    @Test("A presentation cancelled by its animator is undone: the presented controller disappears, the presenter appears again")
    func cancelledPresentation() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        final class Refuser: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                context.containerView.addSubview(context.view(forKey: .to)!)
                context.completeTransition(false)
            }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        h.window.rootViewController = a
        let refuser = Refuser()
        b.transitioningDelegate = refuser
        log.clear()
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(
            log.entries == [
                "A willDisappear", "B willAppear", "B isAppearing", "B willDisappear", "B didDisappear", "A willAppear",
                "A isAppearing", "A didAppear",
            ])
        #expect(!completed && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.window === h.window && b.viewIfLoaded?.window == nil)
    }
}
