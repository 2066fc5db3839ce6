import Foundation

/// An interaction controller that drives its transition's animator by percentage: the animator makes
/// its animations as usual, and the transition's container (with the layers its owner adds, a
/// navigation controller's bars) runs them on a stopped clock that `update(_:)` moves. `finish()` runs the rest to the end and `cancel()` runs them back to the start,
/// each over the time left (scaled by `completionSpeed`, paced by `completionCurve`); a cancelled
/// transition's views end where they began, and the animator's completions run in both cases.
///
/// Return one from the transitioning delegate's `interactionControllerForPresentation(using:)` or
/// `interactionControllerForDismissal(using:)`, and call `update(_:)` from a gesture.
///
/// Source: Apple, UIPercentDrivenInteractiveTransition.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How long the animator's transition lasts, in seconds (0 until the transition starts).
    open var duration: CGFloat { CGFloat(animationDuration) }
    /// The completion last given to `update(_:)`, 0...1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest of the transition runs after `finish()` or `cancel()`: 1 (the default) takes
    /// the animator's time for the part left, 2 half of it. Values of 0 or less, or not finite, count as 1.
    open var completionSpeed: CGFloat = 1
    /// The pacing of the rest of the transition after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts driven by the interaction (true); when false, it starts animating
    /// and an interaction can take over with `pause()`.
    open var wantsInteractiveStart = true

    private var context: TransitionContext?
    private var animationDuration: TimeInterval = 0
    private var record = TransitionAnimationRecord()
    private var completionRun: (token: Int, from: CGFloat, to: CGFloat, start: TimeInterval, length: TimeInterval)?

    public override init() { super.init() }

    /// Runs the transition's animator with the container's clock stopped at the start.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator = context.animator else {
            ConsoleLog.write(
                "UIPercentDrivenInteractiveTransition: startInteractiveTransition(_:) needs the context UIKit made for a transition with an animator"
            )
            return
        }
        self.context = context
        percentComplete = 0
        let duration = animator.transitionDuration(using: context)
        animationDuration = duration.isFinite && duration > 0 ? duration : 0
        for clock in context.interactiveClockLayers {
            clock.speed = 0
            clock.timeOffset = 0
            clock.beginTime = 0
        }
        context.interactionDidEnd = { [weak self] in self?.transitionDidEnd() }
        record = TransitionAnimationRecord()
        record.recording { animator.animateTransition(using: context) }
        if !context.isInteractive { runToEnd(finishing: true) }
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1) while the interaction drives it.
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.isInteractive, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context.updateInteractiveTransition(self.percentComplete)
        show(self.percentComplete)
    }

    /// The interaction ends and the transition runs on to its end.
    open func finish() {
        guard let context, context.isInteractive else { return }
        context.finishInteractiveTransition()
        runToEnd(finishing: true)
    }

    /// The interaction ends and the transition runs back to its start, then ends cancelled.
    open func cancel() {
        guard let context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
        runToEnd(finishing: false)
    }

    /// Stops the transition where it is and gives it back to the interaction.
    open func pause() {
        guard let context else { return }
        stopCompletionRun()
        context.pauseInteractiveTransition()
    }

    // MARK: Running

    private func show(_ percent: CGFloat) {
        for clock in context?.interactiveClockLayers ?? [] { clock.timeOffset = Double(percent) * animationDuration }
    }

    /// Runs from the shown percentage to 1 (finishing) or 0 over the time left, on the frame clock.
    private func runToEnd(finishing: Bool) {
        stopCompletionRun()
        let from = percentComplete, to: CGFloat = finishing ? 1 : 0
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let length = Double(abs(to - from)) * animationDuration / Double(speed)
        guard let scheduler = FrameScheduler.current, length > 0 else { return arrive(finishing: finishing) }
        let token = scheduler.scheduleFrames(every: 1.0 / 60) { [weak self] in
            MainActor.assumeIsolated { self?.completionFrame() }
        }
        completionRun = (token, from, to, CACurrentMediaTime(), length)
    }

    private func completionFrame() {
        guard let run = completionRun else { return }
        let progress = min(1, (CACurrentMediaTime() - run.start) / run.length)
        let paced = UIView.AnimationOptions(rawValue: UInt(completionCurve.rawValue) << 16).timingFunction.progress(at: progress)
        percentComplete = run.from + (run.to - run.from) * CGFloat(paced)
        show(percentComplete)
        if progress >= 1 {
            stopCompletionRun()
            arrive(finishing: run.to == 1)
        }
    }

    private func stopCompletionRun() {
        guard let run = completionRun else { return }
        completionRun = nil
        FrameScheduler.current?.cancelFrames(run.token)
    }

    /// At the end, the container's clock runs again from there and the animations end on it; at the
    /// start, the changes are undone and the animations end at once.
    private func arrive(finishing: Bool) {
        guard let context else { return }
        percentComplete = finishing ? 1 : 0
        if finishing {
            for clock in context.interactiveClockLayers {
                clock.timeOffset = animationDuration
                clock.beginTime = clock.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
                clock.speed = 1
            }
        } else {
            record.restoreModelValues()
            resetClock()
            record.finishAnimations()
        }
    }

    /// The transition completed: the container runs on the clock of its window again.
    private func transitionDidEnd() {
        stopCompletionRun()
        resetClock()
        context = nil
        record = TransitionAnimationRecord()
    }

    private func resetClock() {
        for clock in context?.interactiveClockLayers ?? [] {
            clock.speed = 1
            clock.timeOffset = 0
            clock.beginTime = 0
        }
    }
}
