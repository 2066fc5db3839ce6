import Foundation

/// A switch's touch logic, with no views: where a press or a slide puts the thumb, and what the value
/// becomes when the touch lifts. UISwitch feeds it the touch's x and draws from `thumbPosition`; tests
/// drive it with numbers.
///
/// - A touch that moves less than `dragThreshold` from where it went down is a tap: lifting inside the
///   switch toggles it.
/// - Past that, it is a slide: the thumb follows the finger (clamped to the track), and lifting decides by
///   which half the thumb is in (the middle counts as on).
/// - Cancelling leaves the value as it was.
///
/// Source: Apple, UISwitch; on iOS 7 the user can slide or tap the switch to toggle it.
struct SwitchInteraction {
    enum Phase: Equatable { case idle, pressed, dragging }

    /// How far the thumb's centre moves from off to on (points): the track's inner width less the thumb.
    static let thumbTravel: CGFloat = 20
    /// How far a touch may move and still be a tap (points; ours: UIKit does not document it).
    static let dragThreshold: CGFloat = 5

    private(set) var phase = Phase.idle
    private var startX: CGFloat = 0
    private var startPosition: CGFloat = 0
    private var dragPosition: CGFloat = 0

    /// A touch went down at `x` (the switch's coordinates).
    mutating func begin(atX x: CGFloat, isOn: Bool) {
        phase = .pressed
        startX = x
        startPosition = isOn ? 1 : 0
        dragPosition = startPosition
    }

    /// The touch moved to `x`.
    mutating func move(toX x: CGFloat) {
        guard phase != .idle, x.isFinite else { return }
        let dx = x - startX
        if phase == .pressed && abs(dx) < Self.dragThreshold { return }
        phase = .dragging
        dragPosition = min(1, max(0, startPosition + dx / Self.thumbTravel))
    }

    /// The touch lifted (`inside`: within the switch and UIKit's slop): the value to show from now on.
    mutating func end(isOn: Bool, inside: Bool) -> Bool {
        defer { phase = .idle }
        switch phase {
        case .idle: return isOn
        case .pressed: return inside ? !isOn : isOn
        case .dragging: return dragPosition >= 0.5
        }
    }

    /// The touch was cancelled: back to idle, value unchanged.
    mutating func cancel() { phase = .idle }

    /// Whether a finger is on the switch (the thumb widens).
    var isPressed: Bool { phase != .idle }

    /// Where the thumb is, 0 (off side) ... 1 (on side), for a switch whose value is `isOn`.
    func thumbPosition(isOn: Bool) -> CGFloat { phase == .dragging ? dragPosition : (isOn ? 1 : 0) }

    /// Whether the track shows the on colour: the value, or while sliding, the half the thumb is in.
    func showsOnTrack(isOn: Bool) -> Bool { phase == .dragging ? dragPosition >= 0.5 : isOn }
}
