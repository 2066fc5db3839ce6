import Foundation

/// `UIScreen.main.scale`, readable from any thread: image contexts with scale 0 and
/// `UIGraphicsImageRendererFormat.default()` use it. The headless screen's scale is 1 until the
/// screen (or a test harness) sets another.
package enum MainScreenScale {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storage: CGFloat = 1

    package static var value: CGFloat {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
