import HeadlessBackend
import UIKit

/// A headless UIKit application for tests: a key window of the given size and scale, input injected
/// as touches, and UIKit's clock moved only by `advance(by:)`.
///
/// Each harness starts from a clean state: the windows, key window and first responder of earlier
/// harnesses are gone, UIKit's timers are cancelled, and the screen takes this harness's size and scale.
/// Use it from a `@MainActor` test (Swift Testing suites: `@MainActor @Suite struct ...`). Like UIKit's own
/// types it is `@preconcurrency @MainActor`, so Swift 5 mode code (XCTest classes, which stay nonisolated
/// on Linux) drives it as it drives views.
@preconcurrency @MainActor
public final class UIKitTestHarness {
    /// The key window, filling the screen, visible.
    public let window: UIWindow
    let backend: HeadlessBackend
    let host: ApplicationHost
    /// Where each finger that is down is, by finger number.
    private var fingers: [Int: CGPoint] = [:]

    /// Starts the headless application with a key window of `windowSize` points at `scale`, on a device
    /// of `idiom` held in `orientation` (a landscape orientation with a portrait-shaped size swaps it).
    public init(
        windowSize: CGSize = CGSize(width: 320, height: 480), scale: CGFloat = 2,
        idiom: UIUserInterfaceIdiom = .phone, orientation: UIDeviceOrientation = .portrait
    ) {
        UIApplication.shared.resetForTesting()
        CATransaction.flush()
        UIDevice.current.userInterfaceIdiom = idiom
        UIDevice.current.storedOrientation = orientation
        var windowSize = windowSize
        if orientation.isLandscape && windowSize.height > windowSize.width {
            windowSize = CGSize(width: windowSize.height, height: windowSize.width)
        }
        backend = HeadlessBackend(screenSize: windowSize, scale: scale)
        host = ApplicationHost(backend: backend)
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.makeKeyAndVisible()
        host.runTurn()
    }

    /// UIKit's current time (seconds on the virtual clock).
    public var now: TimeInterval { host.now }

    /// Moves UIKit's clock forward by `seconds`, running every turn a timer falls due on the way, then
    /// one turn at the end (layout, display, composite).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        let target = now + seconds
        while let next = host.scheduler.nextFireTime, next <= target {
            backend.virtualClock.advance(to: next)
            host.runTurn()
        }
        backend.virtualClock.advance(to: target)
        host.runTurn()
    }

    /// Runs one turn without moving the clock: delivers queued input, then commits.
    public func runTurn() { host.runTurn() }

    /// Rotates the device: the orientation changes, and the interface turns with it where the
    /// application and the view controller on top allow it (between portrait and landscape the screen and
    /// windows swap width and height; root view controllers hear `viewWillTransition(to:with:)` and the
    /// iOS 7 rotation callbacks), then a turn runs.
    public func rotate(to orientation: UIDeviceOrientation) {
        UIDevice.current.orientation = orientation
        host.runTurn()
    }

    // MARK: Touches (points in the window's coordinates)

    /// A finger goes down at `point`. Fingers are told apart by `finger` (0, the default, for one-finger
    /// gestures; 1, 2, ... for more fingers at once). `tapCount` overrides the count UIKit works out from
    /// earlier taps (quick taps close together count up).
    public func touchDown(at point: CGPoint, finger: Int = 0, tapCount: Int = 1) {
        guard fingers[finger] == nil else { return }
        fingers[finger] = point
        backend.enqueue(.pointer(phase: .began, id: finger, location: point, clickCount: tapCount, timestamp: now))
        host.runTurn()
    }

    /// The finger moves to `point`.
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        guard fingers[finger] != nil else { return }
        fingers[finger] = point
        backend.enqueue(.pointer(phase: .moved, id: finger, location: point, clickCount: 1, timestamp: now))
        host.runTurn()
    }

    /// The finger lifts at `point` (where it is, when nil).
    public func touchUp(at point: CGPoint? = nil, finger: Int = 0) {
        guard let location = fingers[finger] else { return }
        if let point, point != location { touchMove(to: point, finger: finger) }
        backend.enqueue(.pointer(phase: .ended, id: finger, location: fingers[finger] ?? location, clickCount: 1, timestamp: now))
        fingers[finger] = nil
        host.runTurn()
    }

    /// The system cancels every touch (as when an alert appears).
    public func touchCancel() {
        guard !fingers.isEmpty else { return }
        for (finger, location) in fingers.sorted(by: { $0.key < $1.key }) {
            backend.enqueue(.pointer(phase: .cancelled, id: finger, location: location, clickCount: 1, timestamp: now))
        }
        fingers = [:]
        host.runTurn()
    }

    /// A quick tap at `point`: down, then up 0.05 s later.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        advance(by: 0.05)
        touchUp(at: point)
    }

    /// A drag from `start` to `end` in `steps` moves spread over `duration` seconds, then lift-off.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.3) {
        let count = max(1, steps)
        touchDown(at: start)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            advance(by: duration / Double(count))
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        touchUp(at: end)
    }

    /// A press held at `point` for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        touchDown(at: point)
        advance(by: duration)
        touchUp(at: point)
    }

    // MARK: Keyboard

    /// Types `text` as the on-screen keyboard does: each character reaches the first responder's
    /// `insertText(_:)` (a `UIKeyInput`), "\n" included (Return); then a turn runs.
    public func typeText(_ text: String) {
        for character in text { backend.enqueue(.text(String(character), timestamp: now)) }
        host.runTurn()
    }

    /// Presses and releases a hardware key: `pressesBegan`/`pressesEnded` reach the first responder (or
    /// the key window); Backspace also deletes backward and Return inserts "\n" in a `UIKeyInput`.
    public func pressKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        let platformKey = KeyDelivery.platformKey(for: key)
        let platformModifiers = KeyDelivery.platformModifiers(modifiers)
        backend.enqueue(.key(down: true, key: platformKey, modifiers: platformModifiers, timestamp: now))
        backend.enqueue(.key(down: false, key: platformKey, modifiers: platformModifiers, timestamp: now))
        host.runTurn()
    }

    // MARK: Pictures

    /// The window as it is on screen now (after a commit), at the harness's scale.
    public func render() -> UIImage {
        host.commit()
        let frame = host.compositor.frame
        let copy = UIGraphicsImageRenderer(
            size: window.bounds.size,
            format: {
                let format = UIGraphicsImageRendererFormat()
                format.scale = backend.scale
                format.opaque = true
                return format
            }()
        ).image { context in
            context.cgContext.saveGState()
            context.cgContext.translateBy(x: 0, y: window.bounds.height)
            context.cgContext.scaleBy(x: 1, y: -1)
            context.cgContext.draw(frame, in: CGRect(origin: .zero, size: window.bounds.size))
            context.cgContext.restoreGState()
        }
        return copy
    }

    /// How long the last commit (the end of each turn) spent in each phase, in seconds of wall-clock
    /// time: for benchmarks and profiling, not for assertions.
    public struct CommitPhases: Sendable {
        public let updateConstraints: TimeInterval, layout: TimeInterval, display: TimeInterval, composite: TimeInterval

        public init(updateConstraints: TimeInterval, layout: TimeInterval, display: TimeInterval, composite: TimeInterval) {
            self.updateConstraints = updateConstraints
            self.layout = layout
            self.display = display
            self.composite = composite
        }
    }

    /// The phases of the last commit.
    public var lastCommitPhases: CommitPhases {
        let d = host.lastCommitDurations
        return CommitPhases(updateConstraints: d.updateConstraints, layout: d.layout, display: d.display, composite: d.composite)
    }

    /// How many frames were presented, and the damage of the last one (pixels): for tests of redraw.
    public var presentedFrameCount: Int { backend.presentedFrames }
    public var lastDamage: [CGRect] { backend.lastDamage }
}
