// UIView's block animations: inside `animations`, changes to a view's animatable properties (frame,
// bounds, center, transform, alpha, backgroundColor) animate from what is on screen to the new values,
// with the block's duration, delay, curve and options. The completion runs when every animation the
// block started has stopped: `true` when they all finished, `false` when one was interrupted (replaced
// by another animation of the same property, or removed). A later block that changes the frame, center,
// bounds or transform again adds to the motion in flight instead of interrupting it (see
// `AnimationBlock.additiveKeys`).
//
// The API (`animate(withDuration:...)`, `performWithoutAnimation(_:)`, `areAnimationsEnabled`, ...) is
// declared in UIView.swift, to be overridable; the machinery is here.

/// One animation block: its settings, and the animations it started, for its completion.
final class AnimationBlock: CAAnimationDelegate {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    private let completion: ((Bool) -> Void)?
    /// For spring blocks: the damping ratio and initial velocity.
    var spring: (damping: CGFloat, velocity: CGFloat)?
    private var running = 0
    private var allFinished = true
    private var closed = false

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        self.options = options
        self.completion = completion
    }

    /// The geometry UIKit animates additively (since iOS 8): a new block's change of these adds its
    /// offset to the animations in flight, which run on to their own ends (and complete with `true`), so
    /// the motion stays continuous whether or not the block asks to begin from the current state.
    /// Other properties replace an animation in flight (it completes with `false`): from what is on
    /// screen with `.beginFromCurrentState`, else from the value the interrupted animation was going to.
    ///
    /// Source: Apple, UIView.AnimationOptions.beginFromCurrentState; WWDC 2014 session 236.
    static let additiveKeys: Set<String> = ["position", "bounds", "transform"]

    /// In a keyframe block (`animateKeyframes`): where changes are recorded instead of animated.
    var recorder: KeyframeRecorder?

    /// The animation for a change of `key` made in the block (its start value is set by the layer).
    func animation(forKey key: String) -> CAAction? {
        guard AnimationEngine.implicitlyAnimatedKeys.contains(key) else { return nil }
        if let recorder { return recorder.capture(forKey: key) }
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            // Tune the natural frequency so the spring settles in the block's duration: settling time
            // scales as 1 / ω₀, so measure it once at ω₀ = 1.
            let unit = CASpringAnimation()
            unit.stiffness = 1
            unit.damping = 2 * spring.damping
            let omega = CGFloat(unit.settlingDuration / duration)
            springAnimation.stiffness = omega * omega
            springAnimation.damping = 2 * spring.damping * omega
            springAnimation.initialVelocity = spring.velocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
        }
        animation.isImplicit = true
        animation.implicitStart =
            Self.additiveKeys.contains(key)
            ? .additive
            : options.contains(.beginFromCurrentState) ? .presentation : .model
        animation.timingFunction = options.timingFunction
        track(animation)
        return animation
    }

    /// Gives `animation` the block's timing (duration, delay, repeat, autoreverse), touch blocking and
    /// completion: the block finishes when it and the block's other animations have stopped.
    func track(_ animation: CAAnimation) {
        animation.blocksUserInteraction = !options.contains(.allowUserInteraction)
        animation.duration = duration
        animation.beginDelay = delay
        animation.fillMode = delay > 0 ? .backwards : .removed
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.delegate = self
        running += 1
    }

    /// The block's animations were all created: with none, the completion runs on the next turn.
    @MainActor func close() {
        closed = true
        if running == 0 { ViewAnimation.afterTurn { self.finish() } }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
        running -= 1
        if running == 0 && closed { finish() }
    }

    private func finish() {
        guard let completion else { return }
        // Animations stop on the main thread (UIKit's frames); the completion is the app's main-thread code.
        nonisolated(unsafe) let call = completion
        let finished = allFinished
        MainActor.assumeIsolated { call(finished) }
    }
}

/// The block being run (animation blocks are main-thread work; UIView.action(for:forKey:), which is
/// nonisolated, reads it).
enum ViewAnimation {
    nonisolated(unsafe) static var current: AnimationBlock?
    nonisolated(unsafe) static var enabled = true

    /// Runs `animations` with `block` current (when animations are enabled and it has a duration),
    /// then `finish` (which may add the block's animations), then closes the block.
    @MainActor static func run(_ block: AnimationBlock, _ animations: () -> Void, finish: () -> Void = {}) {
        let saved = current
        current = enabled && block.duration > 0 ? block : nil
        animations()
        if block.options.contains(.layoutSubviews) {
            for window in UIApplication.shared.windows { window.layoutIfNeeded() }
        }
        current = saved
        finish()
        block.close()
    }

    /// Runs `work` at the start of the next run-loop turn (or now, without an application).
    @MainActor static func afterTurn(_ work: @escaping @MainActor () -> Void) {
        guard let host = ApplicationHost.current else { return work() }
        host.scheduler.schedule(at: host.now) { work() }
    }
}
