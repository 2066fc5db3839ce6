/// What a scroll view does on its own, frame by frame: the deceleration after a flick (with its bounce
/// at an edge), the spring back after a drag past an edge, the settle on a page, and the animations of
/// `setContentOffset(_:animated:)`, `zoom(to:animated:)` and a status-bar tap. Each axis moves by one
/// of ScrollPhysics' curves, evaluated at the frame's time, so a late frame lands where it should.
struct ScrollMotion {
    enum Kind { case deceleration, animation }
    /// What to tell the delegate when the motion ends.
    enum Ending { case decelerating, scrollingAnimation, scrollToTop, zoomAnimation, zoomBounce }

    /// One axis's curve.
    enum Axis {
        case idle
        case decelerate(start: TimeInterval, from: CGFloat, velocity: CGFloat)
        case spring(start: TimeInterval, from: CGFloat, velocity: CGFloat, target: CGFloat)
        case tween(start: TimeInterval, duration: TimeInterval, from: CGFloat, to: CGFloat)
    }

    var kind: Kind
    var ending: Ending
    var x: Axis
    var y: Axis
    /// A zoom scale animation, alongside the offset's.
    var zoom: Axis = .idle

    /// The duration of UIKit's animated offset and zoom changes.
    static let animationDuration: TimeInterval = 0.3
    private static let easing = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The axis's position at `time`; the axis becomes `.idle` once it has arrived. A deceleration that
    /// reaches an edge of `range` turns into a spring back to it (`bounces`), or stops there.
    static func step(
        _ axis: inout Axis, at time: TimeInterval, range: ClosedRange<CGFloat>, rate: CGFloat,
        bounces: Bool
    ) -> CGFloat? {
        switch axis {
        case .idle:
            return nil
        case let .decelerate(start, from, velocity):
            let elapsed = CGFloat(time - start)
            let duration = ScrollPhysics.decelerationDuration(from: velocity, rate: rate)
            if from < range.lowerBound || from > range.upperBound {
                // The content shrank under a deceleration that started outside it: back to the edge.
                let edge = from < range.lowerBound ? range.lowerBound : range.upperBound
                axis = bounces ? .spring(start: start, from: from, velocity: velocity, target: edge) : .idle
                return bounces ? step(&axis, at: time, range: range, rate: rate, bounces: bounces) : edge
            }
            do {
                let edge = velocity > 0 ? range.upperBound : range.lowerBound
                if let hit = ScrollPhysics.decelerationTime(from: from, velocity: velocity, rate: rate, reaching: edge),
                    hit <= min(elapsed, duration)
                {
                    let speed = ScrollPhysics.decelerationVelocity(from: velocity, rate: rate, after: hit)
                    guard bounces else { axis = .idle; return edge }
                    axis = .spring(start: start + TimeInterval(hit), from: edge, velocity: speed, target: edge)
                    return step(&axis, at: time, range: range, rate: rate, bounces: bounces)
                }
            }
            if elapsed >= duration {
                axis = .idle
                return from + ScrollPhysics.decelerationDistance(from: velocity, rate: rate, after: duration)
            }
            return from + ScrollPhysics.decelerationDistance(from: velocity, rate: rate, after: elapsed)
        case let .spring(start, from, velocity, target):
            let state = ScrollPhysics.spring(from: from, velocity: velocity, target: target, after: CGFloat(time - start))
            if ScrollPhysics.springIsAtRest(position: state.position, velocity: state.velocity, target: target) {
                axis = .idle
                return target
            }
            return state.position
        case let .tween(start, duration, from, to):
            let progress = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
            if progress >= 1 {
                axis = .idle
                return to
            }
            return from + (to - from) * CGFloat(easing.progress(at: progress))
        }
    }

    /// A spring from `position` toward `target` that starts with `velocity` but does not overshoot
    /// (the velocity toward the target is capped at what a critically damped spring absorbs).
    static func settle(from position: CGFloat, velocity: CGFloat, to target: CGFloat, at time: TimeInterval) -> Axis {
        let distance = target - position
        guard abs(distance) > ScrollPhysics.springRestDistance || abs(velocity) > ScrollPhysics.stopSpeed else { return .idle }
        var v = velocity
        if v * distance < 0 { v = 0 }  // moving away from a target it must reach: start from rest
        let cap = ScrollPhysics.springFrequency * abs(distance)
        if abs(v) > cap { v = v > 0 ? cap : -cap }
        return .spring(start: time, from: position, velocity: v, target: target)
    }

    var isFinished: Bool {
        if case .idle = x, case .idle = y, case .idle = zoom { return true }
        return false
    }
}

extension UIScrollView {
    // MARK: Frames

    /// Starts UIKit's frames for the scroll view (60 per second on UIKit's scheduler) unless running.
    func startFrames() {
        guard frameTimer == nil, window != nil, let host = ApplicationHost.current else { return }
        let token = host.scheduler.schedule(at: host.now + 1.0 / 60, repeating: 1.0 / 60) { [weak self] in self?.frameTick() }
        frameTimer = ScrollFrameTimer(scheduler: host.scheduler, token: token)
    }

    func stopFrames() {
        if let timer = frameTimer, let scheduler = timer.scheduler { scheduler.cancel(timer.token) }
        frameTimer = nil
    }

    /// One frame: the motion advances, the indicators fade; the frames stop when nothing moves.
    private func frameTick() {
        guard let host = ApplicationHost.current, window != nil else { return stopFrames() }
        let now = host.now
        advanceMotion(to: now)
        advanceIndicatorFade(to: now)
        if motion == nil && !indicatorsAreFading { stopFrames() }
    }

    // MARK: Motion

    /// Starts `newMotion` (replacing any) with UIKit's frames.
    func begin(_ newMotion: ScrollMotion) {
        motion = newMotion
        if newMotion.isFinished { return finishMotion() }
        showIndicatorsWhileScrolling()
        startFrames()
    }

    /// Moves the content (and zoom) to where the motion is at `time`; ends the motion when it arrives.
    func advanceMotion(to time: TimeInterval) {
        guard var current = motion else { return }
        let range = offsetRange
        let rate = decelerationRate.rawValue
        let scale = ScrollMotion.step(&current.zoom, at: time, range: -.infinity ... .infinity, rate: rate, bounces: true)
        if let scale { applyZoomScale(scale) }
        var offset = contentOffset
        if let x = ScrollMotion.step(&current.x, at: time, range: range.x, rate: rate, bounces: bounces) { offset.x = x }
        if let y = ScrollMotion.step(&current.y, at: time, range: range.y, rate: rate, bounces: bounces) { offset.y = y }
        motion = current
        // UIKit: offsets the scroll view sets on its own fall on the screen's pixel grid, so content stays
        // crisp while it moves and where it stops.
        offset = pixelAligned(offset)
        if offset != contentOffset { contentOffset = offset }
        if scale != nil { delegate?.scrollViewDidZoom(self) }
        if motion?.isFinished == true { finishMotion() }
    }

    /// `offset` rounded to the nearest device pixel (the window's screen scale).
    func pixelAligned(_ offset: CGPoint) -> CGPoint {
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        return CGPoint(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
    }

    /// The motion arrived: the delegate hears how it ended, the indicators fade.
    func finishMotion() {
        guard let ended = motion else { return }
        motion = nil
        scheduleIndicatorFade()
        switch ended.ending {
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .zoomAnimation, .zoomBounce: endZooming()
        }
    }

    /// Stops the motion where it is (no delegate call).
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        scheduleIndicatorFade()
    }

    /// Animates the offset (and the zoom scale, when given) over UIKit's 0.3 s.
    func animate(to offset: CGPoint, scale: CGFloat?, endsWith ending: ScrollMotion.Ending) {
        guard let now = ApplicationHost.current?.now else {
            if let scale { applyZoomScale(scale) }
            contentOffset = offset
            return
        }
        let d = ScrollMotion.animationDuration
        var newMotion = ScrollMotion(
            kind: .animation, ending: ending,
            x: .tween(start: now, duration: d, from: contentOffset.x, to: offset.x),
            y: .tween(start: now, duration: d, from: contentOffset.y, to: offset.y))
        if let scale, scale != zoomScale { newMotion.zoom = .tween(start: now, duration: d, from: zoomScale, to: scale) }
        begin(newMotion)
    }

    /// The scroll view leaves its window: deceleration, bounce, animation and indicator fade stop, at a
    /// valid offset (a bounce is cut short at the edge), and no frame stays scheduled.
    func stopAllActivity() {
        let wasMoving = motion != nil
        motion = nil
        isDraggingStorage = false
        stopFrames()
        hideIndicatorsNow()
        if wasMoving {
            let valid = clampedOffset(contentOffset)
            if valid != contentOffset { contentOffset = valid }
        }
    }
}

/// The scroll view's frame timer, with the scheduler it is on (a new application has a new one).
struct ScrollFrameTimer {
    weak var scheduler: MainScheduler?
    let token: MainScheduler.Token
}

extension ScrollMotion.Axis {
    /// The same curve, moved by `delta`.
    func shifted(by delta: CGFloat) -> Self {
        switch self {
        case .idle: return .idle
        case let .decelerate(start, from, velocity): return .decelerate(start: start, from: from + delta, velocity: velocity)
        case let .spring(start, from, velocity, target):
            return .spring(start: start, from: from + delta, velocity: velocity, target: target + delta)
        case let .tween(start, duration, from, to):
            return .tween(start: start, duration: duration, from: from + delta, to: to + delta)
        }
    }
}

extension UIScrollView {
    /// Moves the content offset by `dy` without changing how the scrolling feels: a drag in progress and a
    /// deceleration or animation continue from the moved offset. A table uses it when rows above what is on
    /// screen change height, so that what the user sees stays put.
    func shiftScrolling(byY dy: CGFloat) {
        guard dy != 0, dy.isFinite else { return }
        drag?.start.y += dy
        if var moving = motion {
            moving.y = moving.y.shifted(by: dy)
            motion = moving
        }
        contentOffset.y += dy
    }
}
