import BackendInterface
import CoreGraphics
import Foundation

/// A backend without a display: events are queued by code (the test harness), frames are kept in
/// memory, and time is a virtual clock that moves only when told.
package final class HeadlessBackend: PlatformBackend {
    package private(set) var screenSize: CGSize
    package let scale: CGFloat
    package let virtualClock = VirtualClock()
    package var clock: PlatformClock { virtualClock }
    package var clipboardText: String?
    /// The local time of day: 9:41 AM when the backend starts, then moving with the virtual clock.
    package var localTimeOfDay: TimeInterval {
        (Self.startTimeOfDay + virtualClock.now - startTime).truncatingRemainder(dividingBy: 24 * 3600)
    }
    private static let startTimeOfDay: TimeInterval = (9 * 60 + 41) * 60
    private let startTime: TimeInterval
    package private(set) var isTextInputActive = false
    package private(set) var title = ""
    /// The last frame presented, and how many frames were presented.
    package private(set) var lastFrame: CGImage?
    package private(set) var presentedFrames = 0
    package private(set) var lastDamage: [CGRect] = []
    private var queue: [PlatformEvent] = []

    package init(screenSize: CGSize, scale: CGFloat) {
        self.screenSize = screenSize
        self.scale = scale
        startTime = virtualClock.now
    }

    /// Queues input for the next run-loop turn.
    package func enqueue(_ event: PlatformEvent) {
        if case .resize(let size) = event { screenSize = size }
        queue.append(event)
    }

    package func pollEvents() -> [PlatformEvent] {
        defer { queue = [] }
        return queue
    }

    package func waitForEvents(until deadline: TimeInterval?) {}

    package func present(_ frame: CGImage, damage: [CGRect]) {
        lastFrame = frame
        lastDamage = damage
        presentedFrames += 1
    }

    package func setTextInputActive(_ active: Bool) { isTextInputActive = active }
    /// The caret rectangle UIKit last gave the input method.
    package private(set) var textInputRect: CGRect?
    package func setTextInputRect(_ rect: CGRect) { textInputRect = rect }
    package func setTitle(_ title: String) { self.title = title }

    /// The URLs `openURL(_:)` was asked to open, oldest first (nothing is opened headless).
    package private(set) var openedURLs: [URL] = []
    package func openURL(_ url: URL) -> Bool {
        openedURLs.append(url)
        return true
    }
}

/// A clock that moves only when advanced.
package final class VirtualClock: PlatformClock {
    package private(set) var now: TimeInterval = 1000

    /// Moves the clock forward; negative or non-finite steps are ignored.
    package func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    package func advance(to time: TimeInterval) {
        if time > now { now = time }
    }
}
