/// A pan that starts at an edge of the screen: it recognizes only when the first finger comes down
/// within 20 points of one of `edges` of the window and then moves away from that edge (more than it
/// moves along it). The navigation controller's interactive pop is one, on the left edge.
///
/// Source: Apple, UIScreenEdgePanGestureRecognizer.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from (none by default: it never recognizes until set).
    open var edges: UIRectEdge = []

    /// How close to the edge the finger must come down, in points.
    static let edgeWidth: CGFloat = 20

    /// The edge the first finger came down at.
    private var startEdge: UIRectEdge?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdge == nil {
            guard let touch = touches.first, let edge = nearbyEdge(of: touch) else {
                if state == .possible { state = .failed }
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let startEdge {
            // Before it begins, a move along the edge (or back into it) is not this gesture.
            let moved = translation(in: nil)
            let away: CGFloat, along: CGFloat
            switch startEdge {
            case .left: (away, along) = (moved.x, moved.y)
            case .right: (away, along) = (-moved.x, moved.y)
            case .top: (away, along) = (moved.y, moved.x)
            default: (away, along) = (-moved.y, moved.x)
            }
            if hypot(moved.x, moved.y) > Self.hysteresis && (away <= 0 || abs(along) > away) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }

    /// The edge among `edges` within `edgeWidth` of the touch, in the window (left, right, top, bottom).
    private func nearbyEdge(of touch: UITouch) -> UIRectEdge? {
        guard let window = touch.window ?? view?.window else { return nil }
        let point = touch.location(in: nil), size = window.bounds.size
        for (edge, distance) in [
            (UIRectEdge.left, point.x), (.right, size.width - point.x), (.top, point.y), (.bottom, size.height - point.y),
        ] where edges.contains(edge) && distance >= 0 && distance <= Self.edgeWidth {
            return edge
        }
        return nil
    }
}
