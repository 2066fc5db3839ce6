import Foundation

/// `UIScreen.main.scale`, readable from any thread: image contexts with scale 0 and
/// `UIGraphicsImageRendererFormat.default()` use it. The headless screen's scale is 1 until the
/// screen (or a test harness) sets another. A thread can draw "as a device of scale s" without
/// touching the shared value, with `withValue(_:_:)` (tests run in parallel).
package enum MainScreenScale {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storage: CGFloat = 1
    private final class Override { var scale: CGFloat? }
    private static let overrides = ThreadLocalKey<Override>()

    package static var value: CGFloat {
        get { overrides.value { Override() }.scale ?? lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }

    /// Runs `body` with `value` reading `scale` on this thread only.
    package static func withValue<T>(_ scale: CGFloat, _ body: () throws -> T) rethrows -> T {
        let override = overrides.value { Override() }
        let previous = override.scale
        override.scale = scale
        defer { override.scale = previous }
        return try body()
    }
}
