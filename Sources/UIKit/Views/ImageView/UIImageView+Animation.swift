// Frame animation on UIKit's clock (MainScheduler): one timer at a time, set for the next frame's
// instant, so frames change exactly on time on the virtual clock and skip, never lag, on the real one.
extension UIImageView {
    /// The length of one frame: the cycle (`animationDuration`, or 1/30 s per frame when 0) over the
    /// number of frames.
    func animationFrameDuration(frameCount: Int) -> TimeInterval {
        let count = Double(max(1, frameCount))
        let cycle = animationDuration.isFinite && animationDuration > 0 ? animationDuration : count / 30
        return cycle / count
    }

    /// Sets a timer for the instant the next frame starts (nothing without an application host: the
    /// first frame then stays).
    func scheduleNextAnimationFrame() {
        guard var running = animation, let frames = currentAnimationFrames, let host = ApplicationHost.current else { return }
        let next = running.start + Double(running.frameNumber + 1) * animationFrameDuration(frameCount: frames.count)
        running.scheduler = host.scheduler
        running.token = host.scheduler.schedule(at: next) { [weak self] in self?.animationTimerFired() }
        animation = running
    }

    /// Shows the frame due now, or stops after the last cycle of a finite repeat count.
    func animationTimerFired() {
        guard var running = animation else { return }
        guard let frames = currentAnimationFrames, let now = ApplicationHost.current?.now else { return stopAnimating() }
        let frameDuration = animationFrameDuration(frameCount: frames.count)
        // The tiny allowance absorbs rounding in start + k × frame duration; a timer fires at that instant.
        let due = Int(((now - running.start) / frameDuration + 1e-6).rounded(.down))
        if animationRepeatCount > 0, due >= animationRepeatCount * frames.count { return stopAnimating() }
        running.frameNumber = max(running.frameNumber + 1, due)
        running.token = nil
        animation = running
        scheduleNextAnimationFrame()
        setNeedsDisplay()
    }

    /// New frames: show them (or stop when there are none left).
    func animationFramesDidChange() {
        renderedImages.removeAll()
        guard animation != nil else { return }
        if currentAnimationFrames == nil { stopAnimating() } else { setNeedsDisplay() }
    }
}

/// A running image view animation: when it started on UIKit's clock, the frame shown, and the timer
/// for the next one.
struct ImageViewAnimation {
    var start: TimeInterval
    /// Frames shown since the start (the frame index is this modulo the frame count).
    var frameNumber = 0
    weak var scheduler: MainScheduler?
    var token: MainScheduler.Token?

    init(start: TimeInterval) { self.start = start }

    /// Cancels the pending timer on the scheduler that holds it.
    @MainActor func cancel() {
        if let token { scheduler?.cancel(token) }
    }
}
