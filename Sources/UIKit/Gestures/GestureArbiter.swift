/// Where touches meet gesture recognizers: which recognizers a touch goes to, the order of delivery
/// (recognizers first, then views), state transitions with their failure requirements, prevention and
/// simultaneous recognition, touches cancelled or held back in views, and resets. One per application
/// (a new one with each `ApplicationHost`).
///
/// Source: Apple, "About the Gesture Recognizer State Machine", "Preferring One Gesture Over Another",
/// UIGestureRecognizer (`cancelsTouchesInView`, `delaysTouchesEnded`).
@MainActor
final class GestureArbiter {
    static var shared = GestureArbiter()

    /// Recognizers that received touches since their last reset.
    private var active: [UIGestureRecognizer] = []
    /// Touch ends held back from views while a recognizer with `delaysTouchesEnded` decides.
    private var delayedEnds: [(touch: UITouch, event: UIEvent)] = []
    /// Touch-downs held back from views while a recognizer with `delaysTouchesBegan` decides.
    private var heldBegins: [(touch: UITouch, event: UIEvent)] = []
    private var isSettling = false
    private var needsSettle = false
    /// The event being delivered (for touches cancelled in views).
    private var currentEvent: UIEvent?

    // MARK: Delivery (called by UIWindow.sendEvent)

    /// Delivers `touches` (the window's, of one event) to their recognizers: new touches first get their
    /// recognizers (the hit view's and its ancestors'), then each recognizer its touches by phase.
    func deliverToRecognizers(_ touches: Set<UITouch>, event: UIEvent) {
        currentEvent = event
        for touch in touches where touch.phase == .began && !touch.recognizersAttached { attach(touch) }
        var order: [UIGestureRecognizer] = []
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            for recognizer in touch.gestureRecognizerList where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        guard !order.isEmpty else { return }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for recognizer in order {
                guard Self.receivesTouches(recognizer) else { continue }
                let set = touches.filter { $0.phase == phase && $0.gestureRecognizerList.contains { $0 === recognizer } }
                guard !set.isEmpty else { continue }
                switch phase {
                case .began:
                    if recognizer.trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
                        recognizer.trackedTouches = []
                    }
                    for touch in set.sorted(by: { $0.identifier < $1.identifier }) {
                        recognizer.trackedTouches.append(touch)
                        recognizer.touchesSinceReset.append(touch)
                    }
                    recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
                settle()
            }
        }
    }

    /// Whether `touch`'s view gets it in its current phase now: not when a recognizer cancelled it in the
    /// view or it is withheld from the view (a second finger, not multiple-touch enabled), nor (for an
    /// end) while a recognizer that delays ends is still deciding (it is held back).
    func viewShouldReceive(_ touch: UITouch, event: UIEvent) -> Bool {
        guard !touch.isCancelledInView, !touch.isWithheldFromView else { return false }
        switch touch.phase {
        case .began where isUndecided(touch, delaying: \.delaysTouchesBegan):
            touch.isBeganHeld = true
            heldBegins.append((touch, event))
            return false
        case .moved where touch.isBeganHeld:
            return false  // summarized by one move when the touch-down is released
        case .ended where touch.isBeganHeld || isUndecided(touch, delaying: \.delaysTouchesEnded):
            delayedEnds.append((touch, event))
            return false
        case .began where !Self.scrollViewsLetBegin(touch, event: event):
            touch.isCancelledInView = true
            return false
        default:
            return true
        }
    }

    /// The event was delivered: recognizers whose gesture is over are reset.
    func finishEvent() {
        currentEvent = nil
        finishTurn()
    }

    /// After an event or a recognizer's timer: settle, then reset the recognizers that are done.
    func finishTurn() {
        // A recognizer still `.possible` when its touches have all lifted, with no timer that could
        // decide for it and nothing to wait for, can never recognize: it fails, so that it does not hold
        // back its views' touch ends forever. (UIKit's own recognizers always decide; this is for
        // subclasses that do not, and the plain UIGestureRecognizer.)
        for recognizer in active
        where recognizer.stateStorage == .possible && recognizer.pendingState == nil
            && recognizer.timers.isEmpty && !recognizer.touchesSinceReset.isEmpty
            && recognizer.touchesSinceReset.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled })
        {
            recognizer.stateStorage = .failed
        }
        settle()
        for recognizer in active where Self.isFinished(recognizer) { reset(recognizer) }
        flushDelayedEnds()
    }

    private func attach(_ touch: UITouch) {
        touch.recognizersAttached = true
        var list: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers ?? []
            where recognizer.isEnabled
                && [.possible, .began, .changed].contains(recognizer.stateStorage) && recognizer.pendingState == nil
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
            {
                list.append(recognizer)
            }
            view = current.superview
        }
        touch.gestureRecognizerList = list
        for recognizer in list where !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    private static func receivesTouches(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.view != nil && recognizer.pendingState == nil
            && [.possible, .began, .changed].contains(recognizer.stateStorage)
    }

    private static func isFinished(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.pendingState == nil && [.ended, .cancelled, .failed].contains(recognizer.stateStorage)
            && recognizer.touchesSinceReset.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
    }

    // MARK: Transitions

    /// A recognizer asks for `newState` (its `state` setter).
    func request(_ recognizer: UIGestureRecognizer, _ newState: State) {
        let old = recognizer.stateStorage
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            guard recognizer.pendingState == nil else { return }
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
            if waitsForFailure(recognizer) {
                recognizer.pendingState = newState
            } else {
                begin(recognizer, newState)
            }
        case (.possible, .failed):
            recognizer.pendingState = nil
            recognizer.stateStorage = .failed
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            recognizer.stateStorage = newState
            recognizer.sendActions()
        default:
            return  // UIKit ignores a transition its state machine does not allow.
        }
        settle()
    }

    typealias State = UIGestureRecognizer.State

    /// Leaves `.possible` for `newState` (.began or .ended), unless the delegate, the view or a gesture
    /// already in progress stops it; then prevents the others and cancels the touches in views.
    private func begin(_ recognizer: UIGestureRecognizer, _ newState: State) {
        let allowed =
            (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && !Self.isPreemptedByControl(recognizer)
        let blocked = active.contains { other in
            other !== recognizer && [.began, .changed].contains(other.stateStorage) && shareTouches(recognizer, other)
                && !Self.simultaneous(recognizer, other) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        guard allowed, !blocked else {
            recognizer.stateStorage = .failed
            return
        }
        recognizer.stateStorage = newState
        recognizer.sendActions()
        for other in active where other !== recognizer {
            if other.pendingState != nil || other.stateStorage == .possible, requirements(of: other).contains(where: { $0 === recognizer })
            {
                other.pendingState = nil
                other.stateStorage = .failed
                continue
            }
            guard shareTouches(recognizer, other), !Self.simultaneous(recognizer, other),
                recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
            else { continue }
            switch other.stateStorage {
            case .possible:
                other.pendingState = nil
                other.cancelTimers()
                other.stateStorage = .failed
            case .began, .changed:
                other.stateStorage = .cancelled
                other.sendActions()
            default: break
            }
        }
        if recognizer.cancelsTouchesInView { cancelInViews(recognizer.touchesSinceReset) }
    }

    /// Whether a control between a touch's view and the recognizer's view (the recognizer is on a
    /// superview of it) claims the gesture as its default action: UIKit's rule since iOS 6 that a tap on a
    /// button goes to the button, not to a tap recognizer of its superview. A recognizer attached to the
    /// control itself is never pre-empted.
    ///
    /// Source: Apple, "Interacting with Other User Interface Controls" (Event Handling Guide for iOS).
    private static func isPreemptedByControl(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let host = recognizer.view else { return false }
        return recognizer.touchesSinceReset.contains { touch in
            var current = touch.view
            while let view = current, view !== host {
                if let control = view as? UIControl, control.isEnabled, control.defaultActionPreempts(recognizer, touch: touch) {
                    return true
                }
                current = view.superview
            }
            return false
        }
    }

    /// Recognizers `recognizer` must wait for: `require(toFail:)`, and those the subclass hooks or the
    /// delegates name among the active ones.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in active where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                result.append(other)
            }
        }
        return result
    }

    private func waitsForFailure(_ recognizer: UIGestureRecognizer) -> Bool {
        requirements(of: recognizer).contains { other in
            other.stateStorage == .possible && active.contains { $0 === other } && !other.touchesSinceReset.isEmpty
        }
    }

    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.touchesSinceReset.contains { touch in b.touchesSinceReset.contains { $0 === touch } }
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Resolves waiting recognizers whose requirements failed (or recognized), until nothing changes.
    private func settle() {
        needsSettle = true
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        while needsSettle {
            needsSettle = false
            for recognizer in active {
                guard let pending = recognizer.pendingState else { continue }
                let requirements = requirements(of: recognizer)
                if requirements.contains(where: { [.began, .changed, .ended].contains($0.stateStorage) }) {
                    recognizer.pendingState = nil
                    recognizer.stateStorage = .failed
                    needsSettle = true
                } else if !waitsForFailure(recognizer) {
                    recognizer.pendingState = nil
                    begin(recognizer, pending)
                    needsSettle = true
                }
            }
        }
    }

    // MARK: Touches in views

    /// Whether a recognizer that delays touch-downs (or ends) is still deciding on `touch`.
    private func isUndecided(_ touch: UITouch, delaying: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        touch.gestureRecognizerList.contains { recognizer in
            recognizer[keyPath: delaying] && recognizer.isEnabled && recognizer.view != nil
                && recognizer.stateStorage == .possible && recognizer.touchesSinceReset.contains { $0 === touch }
        }
    }

    /// Delivers the held-back touch-downs (with a move to where the touch is now) and ends whose
    /// recognizers have all decided; a touch-down whose touch a recognizer took is discarded.
    private func flushDelayedEnds() {
        var held = 0
        while held < heldBegins.count {
            let (touch, event) = heldBegins[held]
            if touch.isCancelledInView {
                heldBegins.remove(at: held)
            } else if !isUndecided(touch, delaying: \.delaysTouchesBegan) {
                heldBegins.remove(at: held)
                guard Self.scrollViewsLetBegin(touch, event: event) else {
                    touch.isCancelledInView = true
                    touch.isBeganHeld = false
                    continue
                }
                touch.isBeganHeld = false
                TouchDelivery.deliver(.began, [touch], with: event)
                if touch.phase != .began && touch.locationInWindow != touch.beganLocationInWindow {
                    TouchDelivery.deliver(.moved, [touch], with: event)
                }
            } else {
                held += 1
            }
        }
        var index = 0
        while index < delayedEnds.count {
            let (touch, event) = delayedEnds[index]
            if touch.isCancelledInView {
                delayedEnds.remove(at: index)
            } else if !touch.isBeganHeld && !isUndecided(touch, delaying: \.delaysTouchesEnded) {
                delayedEnds.remove(at: index)
                TouchDelivery.deliver(.ended, [touch], with: event)
            } else {
                index += 1
            }
        }
    }

    /// Whether the scroll views around `touch`'s view let it have the touch
    /// (`UIScrollView.touchesShouldBegin(_:with:in:)`).
    private static func scrollViewsLetBegin(_ touch: UITouch, event: UIEvent) -> Bool {
        guard let view = touch.view else { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, !scrollView.touchesShouldBegin([touch], with: event, in: view) { return false }
            ancestor = current.superview
        }
        return true
    }

    /// Sends `touchesCancelled` to the views of `touches` that got them and have not seen them end; the
    /// touch-downs and ends held back for them are dropped.
    private func cancelInViews(_ touches: [UITouch]) {
        let event =
            currentEvent
            ?? {
                let event = UIEvent()
                event.timestamp = ApplicationHost.current?.now ?? 0
                event.touchSet = Set(touches)
                return event
            }()
        TouchDelivery.deliver(.cancelled, touches, with: event)
        // A touch without a view is not delivered, but its held deliveries end all the same.
        for touch in touches where touch.view == nil && !touch.hasEndedInView { touch.isCancelledInView = true }
        delayedEnds.removeAll { $0.touch.isCancelledInView }
        heldBegins.removeAll { $0.touch.isCancelledInView }
    }

    // MARK: Leaving

    /// The recognizer was disabled, removed from its view, or its view left the window: a gesture in
    /// progress is cancelled (else it fails) and the recognizer resets, its timers stopped.
    func abandon(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) || recognizer.stateStorage != .possible else {
            recognizer.cancelTimers()
            return
        }
        switch recognizer.stateStorage {
        case .began, .changed:
            recognizer.stateStorage = .cancelled
            recognizer.sendActions()
        case .possible:
            recognizer.pendingState = nil
            recognizer.stateStorage = .failed
        default: break
        }
        for touch in recognizer.touchesSinceReset { touch.gestureRecognizerList.removeAll { $0 === recognizer } }
        settle()
        reset(recognizer)
        flushDelayedEnds()
    }

    private func reset(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0 === recognizer }
        recognizer.cancelTimers()
        recognizer.stateStorage = .possible
        recognizer.pendingState = nil
        recognizer.trackedTouches = []
        recognizer.touchesSinceReset = []
        recognizer.reset()
    }
}
