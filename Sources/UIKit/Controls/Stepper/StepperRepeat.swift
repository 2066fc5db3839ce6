/// The autorepeat clock of a held stepper button, on UIKit's scheduler (the harness's virtual clock in
/// tests): the first repeat 0.5 s after the press, the next four 0.2 s apart (slowly), then one every
/// 0.1 s (faster) for as long as the button is held and can step.
///
/// UIKit documents only that "the rate of change depends on how long the user continues pressing the
/// control" (Apple, UIStepper); on iOS 7 the updates start slowly and get faster. These timings are
/// ours, close to what an iOS 7 stepper shows.
@MainActor
final class StepperRepeat {
    /// Seconds from the press to the first repeat.
    static let initialDelay: TimeInterval = 0.5
    /// Seconds between the slow repeats, and how many there are (the first included).
    static let slowInterval: TimeInterval = 0.2
    static let slowRepeats = 5
    /// Seconds between the fast repeats that follow.
    static let fastInterval: TimeInterval = 0.1

    private var token: MainScheduler.Token?
    private var count = 0

    /// Whether a repeat is scheduled.
    var isRunning: Bool { token != nil }

    /// Starts the clock; `step` runs at each repeat and returns whether to go on.
    func start(_ step: @escaping @MainActor () -> Bool) {
        stop()
        schedule(after: Self.initialDelay, step)
    }

    /// Stops the clock (the button was released, left, or reached its limit).
    func stop() {
        if let token { ApplicationHost.current?.scheduler.cancel(token) }
        token = nil
        count = 0
    }

    private func schedule(after delay: TimeInterval, _ step: @escaping @MainActor () -> Bool) {
        guard let host = ApplicationHost.current else { return }
        token = host.scheduler.schedule(at: host.now + delay) { [weak self] in
            guard let self else { return }
            self.token = nil
            self.count += 1
            guard step() else { self.stop(); return }
            self.schedule(after: self.count < Self.slowRepeats ? Self.slowInterval : Self.fastInterval, step)
        }
    }
}
