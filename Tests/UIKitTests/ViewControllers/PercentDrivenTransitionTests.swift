// Percent-driven interactive transitions: the animator's animations scrubbed by update(_:), finished or
// cancelled on the clock with the completion speed, a non-interactive start taken over by pause(), and
// the callback sequences of an interrupted interactive dismissal and presentation.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Percent-driven interactive transitions")
struct PercentDrivenTransitionTests {
    typealias Delegate = CustomTransitionTests.Delegate

    /// A presents B full screen with the slide animator (0.25 s, ease in-out), and the log is cleared.
    private func presented(
        _ h: UIKitTestHarness, log: CallbackLog
    ) -> (a: LoggedController, b: LoggedController, delegate: Delegate) {
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        h.window.rootViewController = a
        let delegate = Delegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        h.advance(by: 0.5)
        log.clear()
        return (a, b, delegate)
    }

    private func shownX(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).frame.minX }

    @Test("update(_:) scrubs the dismissal; the clock does not move it; cancel() runs it back and the views stay where they began")
    func scrubAndCancelDismissal() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b, delegate) = presented(h, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        var completed = false
        b.dismiss(animated: true) { completed = true }
        #expect(interaction.duration == 0.25 && interaction.percentComplete == 0)
        #expect(b.transitionCoordinator?.isInteractive == true)
        h.advance(by: 0.05)
        #expect(shownX(b.view) == 0, "the transition waits for the interaction")
        interaction.update(0.5)
        h.advance(by: 0.05)
        #expect(abs(shownX(b.view) - 160) < 0.5, "halfway through an ease-in-out slide of 320 points")
        #expect(b.transitionCoordinator?.percentComplete == 0.5)
        h.advance(by: 1)
        #expect(abs(shownX(b.view) - 160) < 0.5, "time alone does not move an interactive transition")
        interaction.cancel()
        #expect(b.transitionCoordinator?.isCancelled == true)
        h.advance(by: 0.06)
        let back = shownX(b.view)
        #expect(back > 0 && back < 160, "running back to the start")
        h.advance(by: 0.2)
        #expect(
            log.entries == [
                "B willDisappear", "A willAppear", "A isAppearing", "animate", "A willDisappear", "A didDisappear",
                "B willAppear", "B isAppearing", "B didAppear", "animationEnded false",
            ])
        #expect(!completed && a.presentedViewController === b)
        #expect(b.view.frame.minX == 0 && b.view.layer.animationKeys() == nil, "the view is back where it began")
        #expect(
            b.view.superview?.layer.speed == 1 && b.view.superview?.layer.timeOffset == 0, "the container runs on its window's clock again")
        #expect(interaction.percentComplete == 0)
        // The presentation still dismisses, and animates on the clock.
        delegate.dismissalInteraction = nil
        b.dismiss(animated: true)
        h.advance(by: 0.1)
        #expect(shownX(b.view) > 0 && shownX(b.view) < 320)
        h.advance(by: 0.3)
        #expect(a.presentedViewController == nil && a.view.window === h.window)
    }

    @Test("finish() runs the rest on the clock, in the time left over the completion speed, and the dismissal completes")
    func finishDismissal() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b, delegate) = presented(h, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        interaction.completionCurve = .linear
        delegate.dismissalInteraction = interaction
        var completed = false
        b.dismiss(animated: true) { completed = true }
        interaction.update(0.2)
        h.advance(by: 0.05)
        interaction.finish()
        #expect(b.transitionCoordinator?.isInteractive == false && b.transitionCoordinator?.isCancelled == false)
        // The rest, 80 % of 0.25 s at double speed, takes 0.1 s.
        h.advance(by: 0.05)
        #expect(!completed && interaction.percentComplete > 0.4 && interaction.percentComplete < 0.8)
        h.advance(by: 0.1)
        #expect(completed && interaction.percentComplete == 1)
        #expect(
            log.entries == [
                "B willDisappear", "A willAppear", "A isAppearing", "animate", "A didAppear", "B didDisappear", "animationEnded true",
            ])
        #expect(a.presentedViewController == nil && b.viewIfLoaded?.window == nil && a.view.window === h.window)
    }

    @Test("A transition that does not want an interactive start animates until pause() hands it to the interaction")
    func pauseTakesOver() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b, delegate) = presented(h, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        interaction.completionCurve = .linear
        delegate.dismissalInteraction = interaction
        b.dismiss(animated: true)
        #expect(b.transitionCoordinator?.initiallyInteractive == false)
        h.advance(by: 0.1)
        interaction.pause()
        let paused = interaction.percentComplete
        #expect(paused > 0.2 && paused < 0.6 && b.transitionCoordinator?.isInteractive == true)
        let x = shownX(b.view)
        h.advance(by: 0.5)
        #expect(shownX(b.view) == x && a.presentedViewController === b, "paused where it was")
        interaction.update(0.9)
        interaction.finish()
        h.advance(by: 0.2)
        #expect(a.presentedViewController == nil)
    }

    @Test("An interactive presentation cancelled half way is undone: B is not presented and its view is gone")
    func cancelledPresentation() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        h.window.rootViewController = a
        let delegate = Delegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction
        b.transitioningDelegate = delegate
        log.clear()
        a.present(b, animated: true)
        interaction.update(0.5)
        h.advance(by: 0.05)
        #expect(abs(shownX(b.view) - 160) < 0.5, "half way in from the right")
        interaction.cancel()
        h.advance(by: 0.5)
        #expect(
            log.entries == [
                "A willDisappear", "B willAppear", "animate", "B isAppearing", "B willDisappear", "B didDisappear",
                "A willAppear", "A isAppearing", "A didAppear", "animationEnded false",
            ])
        #expect(a.presentedViewController == nil && b.viewIfLoaded?.window == nil && a.view.window === h.window)
    }

    @Test("The transition keeps its interaction controller alive: an app may drop it once it calls cancel()")
    func keptAlive() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b, delegate) = presented(h, log: log)
        weak var dropped: UIPercentDrivenInteractiveTransition?
        do {
            let interaction = UIPercentDrivenInteractiveTransition()
            dropped = interaction
            delegate.dismissalInteraction = interaction
            b.dismiss(animated: true)
            interaction.update(0.5)
            interaction.cancel()
            delegate.dismissalInteraction = nil
        }
        #expect(dropped != nil, "held by the transition")
        h.advance(by: 0.5)
        #expect(a.presentedViewController === b && b.view.frame.minX == 0)
        #expect(dropped == nil, "released when the transition completed")
    }

    @Test("Bad input: percentages outside 0...1 are clamped, NaN is ignored, a completion speed of 0 counts as 1")
    func badInput() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b, delegate) = presented(h, log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        interaction.update(0.5)
        #expect(interaction.percentComplete == 0, "nothing to update before the transition starts")
        b.dismiss(animated: true)
        interaction.update(3)
        #expect(interaction.percentComplete == 1)
        interaction.update(-1)
        #expect(interaction.percentComplete == 0)
        interaction.update(.nan)
        #expect(interaction.percentComplete == 0)
        interaction.completionSpeed = 0
        interaction.update(0.6)
        interaction.finish()
        h.advance(by: 0.05)
        #expect(a.presentedViewController === b, "0.1 s left at speed 1")
        h.advance(by: 0.2)
        #expect(a.presentedViewController == nil)
    }
}
