/// A `Timer` that fires on UIKit's scheduler (the run loop of the running UIKit application, and the test
/// harness's virtual clock in tests) and calls a typed method of its target. Made by
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
///
/// As Foundation's timers: the scheduler holds the timer and the timer holds its target (strongly) until
/// it is invalidated; a non-repeating timer invalidates itself after it fires; a repeating one that missed
/// firings (a long turn) fires once and keeps its schedule. Its methods must be called on the main actor,
/// where it was scheduled (Apple: "from the thread on which the timer was installed").
///
/// Note: swift-corelibs-foundation never frees a `Timer` object (its CFRunLoopTimer and the Swift object keep
/// each other alive, scheduled or not), so the small timer object outlives its use; what it holds (target,
/// method, user info) is released on invalidation.
final class SchedulerTimer: Timer {
    // The mutable state is touched only on the main actor: each override enters it with
    // `MainActor.assumeIsolated` (a crash elsewhere, where Foundation's rule is "same thread"); `isValid`
    // and `userInfo` only read it.
    private let interval: TimeInterval
    private let repeats: Bool
    private let info: Any?
    private var target: AnyObject?
    private var action: ((AnyObject, Timer) -> Void)?
    private var token: MainScheduler.Token?
    /// Scheduler time of the next firing (nil when invalid, or when no application runs).
    private var nextFireTime: TimeInterval?

    @MainActor
    init(interval: TimeInterval, repeats: Bool, target: AnyObject, userInfo: Any?, action: @escaping (AnyObject, Timer) -> Void) {
        // Foundation: "If seconds is less than or equal to 0.0, this method chooses the nonnegative value of
        // 0.1 milliseconds instead." NaN counts as 0.
        self.interval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.info = userInfo
        self.target = target
        self.action = action
        super.init(fire: Date(timeIntervalSinceNow: self.interval), interval: self.interval, repeats: repeats, block: { _ in })
        schedule(at: (ApplicationHost.current?.now ?? 0) + self.interval)
    }

    @MainActor
    private func schedule(at time: TimeInterval) {
        if let token { ApplicationHost.current?.scheduler.cancel(token) }
        token = nil
        nextFireTime = nil
        guard let scheduler = ApplicationHost.current?.scheduler else { return }
        nextFireTime = time
        token = scheduler.schedule(at: time, repeating: repeats ? interval : nil) { [self] in
            // Mirror the scheduler's rescheduling (MainScheduler.fireDue) so that fireDate stays true.
            if repeats, let fired = nextFireTime, let now = ApplicationHost.current?.now {
                var next = fired + interval
                if next <= now { next = now + interval - (now - fired).truncatingRemainder(dividingBy: interval) }
                nextFireTime = next
            }
            fireNow()
        }
    }

    // MARK: Timer

    /// Calls the target's method now. A repeating timer keeps its schedule; a non-repeating one is
    /// invalidated afterwards, even before its fire date. Does nothing once invalidated.
    override func fire() {
        nonisolated(unsafe) let timer = self
        MainActor.assumeIsolated { timer.fireNow() }
    }

    /// Stops the timer for good and releases its target and user info.
    override func invalidate() {
        nonisolated(unsafe) let timer = self
        MainActor.assumeIsolated { timer.stop() }
    }

    override var isValid: Bool { action != nil }

    /// The interval of a repeating timer; 0 for a non-repeating one, as Foundation reports it.
    override var timeInterval: TimeInterval { repeats ? interval : 0 }

    override var userInfo: Any? { action != nil ? info : nil }

    /// When the timer fires next, on the wall clock. Setting it moves the next firing to that date (a date
    /// in the past fires at the next turn; `.distantFuture` pauses it).
    override var fireDate: Date {
        get {
            nonisolated(unsafe) let timer = self
            return MainActor.assumeIsolated { timer.nextFireDate } ?? super.fireDate
        }
        set {
            nonisolated(unsafe) let timer = self
            MainActor.assumeIsolated { timer.moveNextFiring(to: newValue) }
        }
    }

    @MainActor
    private func fireNow() {
        guard let target, let action else { return }
        action(target, self)
        if !repeats { stop() }
    }

    @MainActor
    private func stop() {
        if let token { ApplicationHost.current?.scheduler.cancel(token) }
        token = nil
        nextFireTime = nil
        target = nil
        action = nil
    }

    @MainActor
    private var nextFireDate: Date? {
        guard let nextFireTime, let now = ApplicationHost.current?.now else { return nil }
        return Date(timeIntervalSinceNow: nextFireTime - now)
    }

    @MainActor
    private func moveNextFiring(to date: Date) {
        guard isValid, let now = ApplicationHost.current?.now else { return }
        schedule(at: now + max(date.timeIntervalSinceNow, 0))
    }
}
