// Input from the backend: pointer events become touches for the frontmost window with a view under
// them, keys and text go to the first responder, wheel scrolls reach the scroll views under the pointer.
extension ApplicationHost {
    /// The frontmost visible window with a view at `location` (a point of the screen), and that view.
    private func hitTest(_ location: CGPoint) -> (window: UIWindow, view: UIView)? {
        for window in windowStack.reversed() where !window.isHidden {
            if let view = window.hitTest(Self.point(location, in: window), with: nil) { return (window, view) }
        }
        return nil
    }

    func handle(_ event: PlatformEvent) {
        switch event {
        case let .pointer(phase, id, location, clickCount, timestamp):
            handlePointer(phase: phase, id: id, location: location, clickCount: clickCount, timestamp: timestamp)
        case .resize(let size):
            resize(to: size)
        case let .text(text, _):
            KeyDelivery.deliverText(text)
            keyboard.refreshKeyState()
        case let .key(down, key, modifiers, timestamp):
            KeyDelivery.deliverKey(down: down, key: key, modifiers: modifiers, timestamp: timestamp)
            keyboard.refreshKeyState()
        case let .composition(text, selectedRange, _):
            KeyDelivery.deliverComposition(text, selectedRange: selectedRange)
            keyboard.refreshKeyState()
            updateTextInputRect()
        case let .scroll(delta, location, _):
            handleWheel(delta, at: location)
        case .quit:
            guard !isQuitRequested else { return }
            isQuitRequested = true
            terminate()
        default:
            break
        }
    }

    private func handlePointer(phase: PlatformEvent.PointerPhase, id: Int, location: CGPoint, clickCount: Int, timestamp: TimeInterval) {
        let touch: UITouch
        switch phase {
        case .began:
            // The frontmost window (by level, the status bar and keyboard among them) with a view at the
            // point takes it; with none, the key window gets a touch no view takes.
            let hit = hitTest(location)
            guard let window = hit?.window ?? UIApplication.shared.keyWindow ?? windowStack.last(where: { !$0.isHidden })
            else { return }
            touch = UITouch(identifier: id)
            touch.window = window
            touch.locationInWindow = Self.point(location, in: window)
            touch.previousLocationInWindow = touch.locationInWindow
            touch.beganLocationInWindow = touch.locationInWindow
            touch.view = hit?.view
            touch.tapCount = max(clickCount, tapCounter.count(at: location, time: timestamp))
            if let view = touch.view, !mayReceive(touch, view: view) { touch.view = nil }
            // UIKit: `isMultipleTouchEnabled` does not affect gesture recognizers: a second finger on a
            // view that is not multiple-touch enabled still reaches its recognizers (a pinch on a plain
            // view works), only the view itself does not get it.
            if let view = touch.view, !view.isMultipleTouchEnabled,
                touches.values.contains(where: { $0.view === view && $0.phase != .ended && $0.phase != .cancelled })
            {
                touch.isWithheldFromView = true
            }
            touches[id] = touch
        case .moved, .ended, .cancelled:
            guard let existing = touches[id] else { return }
            touch = existing
            touch.previousLocationInWindow = touch.locationInWindow
            if let window = touch.window { touch.locationInWindow = Self.point(location, in: window) }
        }
        touch.phase = [.began: .began, .moved: .moved, .ended: .ended, .cancelled: .cancelled][phase]!
        touch.timestamp = timestamp
        let event = UIEvent()
        event.timestamp = timestamp
        // Touches no view took (blocked by an exclusive-touch view) are in no event.
        event.touchSet = Set(touches.values.filter { $0.view != nil })
        for other in touches.values where other !== touch && other.phase != .ended && other.phase != .cancelled {
            other.phase = .stationary
        }
        if touch.view != nil { UIApplication.shared.sendEvent(event) }
        if phase == .ended { tapCounter.ended(touch.tapCount, at: location, time: timestamp) }
        if phase == .ended || phase == .cancelled { touches[id] = nil }
    }

    /// A wheel or trackpad scroll goes to the scroll views under the pointer, in the frontmost window
    /// with a view there (over the status bar or the keyboard, theirs: nothing scrolls beneath them).
    private func handleWheel(_ delta: CGVector, at location: CGPoint) {
        guard let hit = hitTest(location) else { return }
        UIScrollView.deliverWheel(delta, from: hit.view)
    }

    /// A point of the screen in `window`'s coordinates (windows are placed on the screen by their frame).
    private static func point(_ location: CGPoint, in window: UIWindow) -> CGPoint {
        window.layer.pointFromSuperlayer(location) ?? location
    }

    /// UIKit's rules for a second touch: an exclusive-touch view gets none while another view is
    /// touched, and blocks others. (A view that is not multiple-touch enabled gets one touch at a time:
    /// the others are withheld from it, not from its recognizers.)
    private func mayReceive(_ touch: UITouch, view: UIView) -> Bool {
        let others = touches.values.filter { $0.phase != .ended && $0.phase != .cancelled }
        if others.contains(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0.view != nil && $0.view !== view }) { return false }
        return true
    }
}
