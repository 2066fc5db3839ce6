import HeadlessBackend
import UIKit

extension UIKitTestHarness {
    /// A mouse wheel or trackpad scroll of `delta` points at `point` (window coordinates): positive y
    /// moves the content up, as a finger dragging up. It goes to the innermost scroll view under the
    /// point that can scroll that way; then a turn runs.
    public func scrollWheel(by delta: CGVector, at point: CGPoint) {
        backend.enqueue(.scroll(delta: delta, location: point, timestamp: now))
        host.runTurn()
    }
}
