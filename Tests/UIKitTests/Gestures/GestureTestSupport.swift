import UIKit

/// Records each call of a gesture action: the recognizer's state, by name.
@MainActor
final class GestureLog {
    var states: [String] = []
    var calls = 0

    func handle(_ recognizer: UIGestureRecognizer) {
        calls += 1
        states.append(GestureLog.name(recognizer.state))
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) { handle(recognizer) }

    func noArgument() { calls += 1 }

    static func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// A view that records the touch calls it gets.
class TouchRecorder: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A configurable delegate.
@MainActor
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var askedToBegin = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        askedToBegin += 1
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}
