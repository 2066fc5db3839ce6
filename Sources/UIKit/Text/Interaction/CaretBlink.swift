/// The caret's blinking on UIKit's clock: on for 0.5 s, off for 0.5 s, starting solid again after each
/// edit or move (so the caret stays visible while the user types). Without a running application (no
/// clock) the caret stays solid.
///
/// Source: iOS's caret in text fields and text views; the 0.5 s phases are our measurement of iOS 7.
@MainActor
final class CaretBlink {
    /// The phase's length, in seconds.
    static let phase: TimeInterval = 0.5
    private var token: MainScheduler.Token?
    /// Whether the caret is in its visible phase.
    private(set) var isOn = true
    /// Called when `isOn` changes.
    var onChange: (() -> Void)?

    /// Whether the blink timer runs.
    var isRunning: Bool { token != nil }

    /// Shows the caret and starts blinking after a full visible phase.
    func restart() {
        cancelTimer()
        setOn(true)
        guard let host = ApplicationHost.current else { return }
        token = host.scheduler.schedule(at: host.now + Self.phase, repeating: Self.phase) { [weak self] in
            guard let self else { return }
            self.setOn(!self.isOn)
        }
    }

    /// Stops blinking; the caret's phase returns to visible for the next start.
    func stop() {
        cancelTimer()
        setOn(true)
    }

    private func cancelTimer() {
        if let token { ApplicationHost.current?.scheduler.cancel(token) }
        token = nil
    }

    private func setOn(_ on: Bool) {
        guard on != isOn else { return }
        isOn = on
        onChange?()
    }
}
