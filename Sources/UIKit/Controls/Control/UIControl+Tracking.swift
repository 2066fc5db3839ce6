/// How a control turns its touches into tracking calls and control events.
///
/// - Touch down (a touch of an enabled control, while it tracks no other): `beginTracking`; if it returns
///   true, the control highlights and sends `.touchDown`, then `.touchDownRepeat` for a quick repeated tap.
///   If it returns false, nothing more happens for that touch.
/// - Moves: inside means within the bounds widened by 70 pt on each side (UIKit's touch slop);
///   `isTouchInside` and the highlight follow; `continueTracking` is asked (false: tracking stops, and the
///   touch sends nothing more); `.touchDragEnter` or `.touchDragExit` when the touch crossed the edge, then
///   `.touchDragInside` or `.touchDragOutside`.
/// - Lift-off: `endTracking`, the highlight goes, then `.touchUpInside` (and `.primaryActionTriggered` for a
///   control that sends it, as UIButton) or `.touchUpOutside`.
/// - Cancel: `cancelTracking(with:)`, the highlight goes, then `.touchCancel`.
/// - A disabled control tracks nothing: its touches go on up the responder chain (a touch it is already
///   tracking when it is disabled still ends or cancels normally).
///
/// Each `track...` returns whether the control handled the touches (else they go to `super`).
///
/// Source: Apple, UIControl (tracking methods, `isTouchInside`, control events).
/// The 70 pt slop is UIKit's observed behaviour on iOS 7.
extension UIControl {
    /// How far outside its bounds a tracked touch still counts as inside.
    static let touchSlop: CGFloat = 70

    private func isInsideWithSlop(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    func trackTouchDown(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard isEnabled else { return false }
        guard trackedTouch == nil, let touch = touches.min(by: { $0.identifier < $1.identifier }),
            beginTracking(touch, with: event)
        else { return true }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendTouchEvent(.touchDown, with: event)
        if touch.tapCount > 1 { sendTouchEvent(.touchDownRepeat, with: event) }
        return true
    }

    func trackTouchMove(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = trackedTouch else { return isEnabled }
        guard touches.contains(touch) else { return true }
        let wasInside = isTouchInside
        let inside = isInsideWithSlop(touch)
        isTouchInside = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            stopTracking()
            return true
        }
        if inside != wasInside { sendTouchEvent(inside ? .touchDragEnter : .touchDragExit, with: event) }
        sendTouchEvent(inside ? .touchDragInside : .touchDragOutside, with: event)
        return true
    }

    func trackTouchUp(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = trackedTouch else { return isEnabled }
        guard touches.contains(touch) else { return true }
        let inside = isInsideWithSlop(touch)
        isTouchInside = inside
        endTracking(touch, with: event)
        stopTracking()
        sendTouchEvent(inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside && sendsPrimaryActionOnTouchUpInside { send(.primaryActionTriggered, with: event) }
        return true
    }

    func trackTouchCancel(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = trackedTouch else { return isEnabled }
        guard touches.contains(touch) else { return true }
        cancelTracking(with: event)
        stopTracking()
        sendTouchEvent(.touchCancel, with: event)
        return true
    }

    private func stopTracking() {
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
    }

    /// Sends a touch event's actions, if the control sends that touch event (`sentTouchEvents`).
    private func sendTouchEvent(_ events: Event, with event: UIEvent?) {
        let sent = events.intersection(sentTouchEvents)
        if !sent.isEmpty { send(sent, with: event) }
    }

    /// Sends the actions for `events`: the path of user interaction (and of `sendActions(for:)`).
    func send(_ events: Event, with event: UIEvent?) {
        actions.invoke(
            for: events, sender: self, event: event,
            sendSelector: { [unowned self] selector, target, _, event in self.sendAction(selector, to: target, for: event) },
            performUIAction: { [unowned self] action in self.sendAction(action) })
    }
}
