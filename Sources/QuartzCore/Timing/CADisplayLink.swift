import Foundation

/// A timer synchronised with the display's frames: once added to the run loop, it calls its target's
/// method every frame (60 per second, or `preferredFramesPerSecond`), before the frame is committed, until
/// it is invalidated. `timestamp` is the time of the frame that fired, `targetTimestamp` the next one's.
///
/// Linux has no selectors: the method is typed. Porting: `CADisplayLink(target: self, selector:
/// #selector(step(_:)))` becomes `CADisplayLink(target: self, selector: MyView.step)`.
///
/// As on iOS, the run loop holds a scheduled link and the link holds its target strongly until
/// `invalidate()`. It fires on UIKit's run loop and clock (the test harness's virtual clock in tests);
/// the run loop and mode given to `add(to:forMode:)` are accepted for source compatibility. Use it on the
/// main thread.
open class CADisplayLink: NSObject {
    /// The frame rate when `preferredFramesPerSecond` is 0.
    static let maximumFramesPerSecond = 60

    private var target: AnyObject?
    private var action: ((AnyObject, CADisplayLink) -> Void)?
    private var token: Int?

    /// The time of the frame that last fired the link (0 before it first fires).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time between frames at the link's rate.
    open private(set) var duration: CFTimeInterval = 1.0 / Double(CADisplayLink.maximumFramesPerSecond)
    /// The time of the next frame.
    open var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// While true, the link does not fire (it stays on the run loop).
    open var isPaused = false
    /// The rate the link fires at, in frames per second; 0 (the default) is the display's maximum, 60.
    /// Values above 60 fire at 60.
    open var preferredFramesPerSecond = 0 {
        didSet {
            guard preferredFramesPerSecond != oldValue else { return }
            let fps =
                preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, Self.maximumFramesPerSecond) : Self.maximumFramesPerSecond
            duration = 1.0 / Double(fps)
            if token != nil { reschedule() }
        }
    }

    /// Creates a link that calls `selector`, a method of `target` taking the link. Not yet scheduled:
    /// call `add(to:forMode:)`.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        self.target = target
        self.action = { target, link in selector(target as! T)(link) }
        super.init()
    }

    /// Creates a link that calls `selector`, a method of `target` taking no argument.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        self.target = target
        self.action = { target, _ in selector(target as! T)() }
        super.init()
    }

    /// Schedules the link on UIKit's run loop. Adding it again does nothing; an invalidated link is not
    /// scheduled.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard token == nil, action != nil else { return }
        reschedule()
    }

    /// Takes the link off the run loop (it can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        if let token { FrameScheduler.current?.cancelFrames(token) }
        token = nil
    }

    /// Takes the link off the run loop for good and releases its target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        target = nil
        action = nil
    }

    private func reschedule() {
        if let token { FrameScheduler.current?.cancelFrames(token) }
        // Strongly: the run loop holds a scheduled link until it is removed or invalidated.
        token = FrameScheduler.current?.scheduleFrames(every: duration) { self.fire() }
    }

    private func fire() {
        guard !isPaused, let target, let action else { return }
        timestamp = CACurrentMediaTime()
        action(target, self)
    }
}
