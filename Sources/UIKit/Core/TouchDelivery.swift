/// The one place touches reach views (`touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`):
/// the window's delivery of an event, the touch-downs and ends that gesture recognizers held back, and the
/// cancellations when a recognizer takes a touch all come here. Touches are grouped by view, views in the
/// order their first touch comes, and each touch keeps what its view has seen: a view hears of a touch's
/// cancellation only after its began and before its end, and once.
@MainActor
enum TouchDelivery {
    /// Delivers `touches` in `phase` to their views with `event` (touches without a view are skipped).
    static func deliver(_ phase: UITouch.Phase, _ touches: some Sequence<UITouch>, with event: UIEvent) {
        var byView: [(view: UIView, touches: Set<UITouch>)] = []
        for touch in touches {
            guard let view = touch.view, record(phase, of: touch) else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, set) in byView {
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            default: view.touchesMoved(set, with: event)
            }
        }
    }

    /// Notes that `touch` reaches its view in `phase`; false when the view must not hear of it.
    private static func record(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        switch phase {
        case .began:
            touch.hasBegunInView = true
        case .ended:
            touch.hasEndedInView = true
        case .cancelled:
            guard !touch.isCancelledInView, !touch.hasEndedInView else { return false }
            touch.isCancelledInView = true
            return touch.hasBegunInView
        default:
            break
        }
        return true
    }
}
