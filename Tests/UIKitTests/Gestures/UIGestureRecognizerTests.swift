// The recognizer core: states, target-action, delegate, failure requirements, prevention and
// simultaneous recognition, touches cancelled or held back in views, removal and disabling.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIGestureRecognizer")
struct UIGestureRecognizerTests {
    private func setUp() -> (UIKitTestHarness, TouchRecorder) {
        let h = UIKitTestHarness()
        let view = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        h.window.addSubview(view)
        return (h, view)
    }

    @Test("spec 004 T148, T149: a new recognizer is possible; recognized is ended")
    func initialState() {
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.recognized.rawValue == UIGestureRecognizer.State.ended.rawValue)
        #expect(recognizer.isEnabled && recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded)
        #expect(recognizer.view == nil && recognizer.numberOfTouches == 0)
    }

    @Test("spec 004 T147: a recognizer attaches to any view; gestureRecognizers lists it; removal detaches")
    func attach() {
        let view = UIView(), imageView = UIImageView(), button = UIView()
        let recognizers = [UITapGestureRecognizer(), UIPanGestureRecognizer(), UILongPressGestureRecognizer()]
        view.addGestureRecognizer(recognizers[0])
        imageView.isUserInteractionEnabled = true
        imageView.addGestureRecognizer(recognizers[1])
        button.addGestureRecognizer(recognizers[2])
        #expect(recognizers[0].view === view && recognizers[1].view === imageView && recognizers[2].view === button)
        #expect(view.gestureRecognizers?.count == 1)
        imageView.addGestureRecognizer(recognizers[0])
        #expect(recognizers[0].view === imageView && view.gestureRecognizers == nil && imageView.gestureRecognizers?.count == 2)
        imageView.removeGestureRecognizer(recognizers[0])
        #expect(recognizers[0].view == nil && imageView.gestureRecognizers?.count == 1)
    }

    @Test("Typed target-action: methods taking the recognizer, its subclass, or nothing; targets are weak")
    func targetAction() {
        let (h, view) = setUp()
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
        tap.addTarget(log, action: GestureLog.noArgument)
        view.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 50, y: 60))
        #expect(log.states == ["ended"] && log.calls == 2)

        var weakTarget: GestureLog? = GestureLog()
        let other = UITapGestureRecognizer(target: weakTarget!, action: GestureLog.handle)
        weak let gone = weakTarget
        weakTarget = nil
        #expect(gone == nil, "the recognizer does not keep its target")
        _ = other

        tap.removeTarget(log, action: nil)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 60))
        #expect(log.calls == 2, "removed targets are not called")
    }

    @Test("spec 004 T152: location(in:) in the view and in its superview")
    func location() {
        let (h, view) = setUp()
        var inView = CGPoint.zero, inWindow = CGPoint.zero, touches = 0, ofTouch = CGPoint.zero
        @MainActor final class Catcher {
            var body: (UIGestureRecognizer) -> Void = { _ in }; func handle(_ r: UIGestureRecognizer) { body(r) }
        }
        let catcher = Catcher()
        catcher.body = { r in
            inView = r.location(in: view); inWindow = r.location(in: view.superview)
            touches = r.numberOfTouches; ofTouch = r.location(ofTouch: 0, in: nil)
        }
        view.addGestureRecognizer(UITapGestureRecognizer(target: catcher, action: Catcher.handle))
        h.tap(at: CGPoint(x: 60, y: 80))
        #expect(inView == CGPoint(x: 50, y: 60) && inWindow == CGPoint(x: 60, y: 80))
        #expect(touches == 1 && ofTouch == CGPoint(x: 60, y: 80))
    }

    @Test("State machine: UIKit's transitions only; actions on began, changed, ended, cancelled; reset after the touches")
    func stateMachine() {
        let (h, view) = setUp()
        final class Manual: UIGestureRecognizer {
            var resets = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed  // not allowed from possible: ignored
                state = .began
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .ended
                state = .began  // not allowed from ended: ignored
            }
            override func reset() { super.reset(); resets += 1 }
        }
        let log = GestureLog()
        let manual = Manual(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(manual)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(manual.state == .began && manual.resets == 0)
        h.touchMove(to: CGPoint(x: 60, y: 50))
        h.touchMove(to: CGPoint(x: 70, y: 50))
        h.touchUp()
        #expect(log.states == ["began", "changed", "changed", "ended"])
        #expect(manual.state == .possible && manual.resets == 1, "reset once the touches lifted")
    }

    @Test("spec 004 T151: cancelled touches cancel a gesture in progress")
    func systemCancel() {
        let (h, view) = setUp()
        let log = GestureLog()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: GestureLog.handle))
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.touchMove(to: CGPoint(x: 80, y: 50))
        h.touchCancel()
        #expect(log.states == ["began", "cancelled"])
        #expect(view.log == ["began", "cancelled"], "the pan cancelled the view's touch when it began")
    }

    @Test("spec 004 T155: the delegate's gestureRecognizerShouldBegin false fails the recognizer; no action")
    func delegateVeto() {
        let (h, view) = setUp()
        let log = GestureLog(), delegate = GestureDelegate()
        delegate.shouldBegin = false
        final class StateSpy: UITapGestureRecognizer {
            var seen: [UIGestureRecognizer.State] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesEnded(touches, with: event)
                seen.append(state)
            }
        }
        let tap = StateSpy(target: log, action: GestureLog.handle)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 0 && tap.seen == [.failed] && delegate.askedToBegin == 1)
        #expect(view.log == ["began", "ended"], "a failed recognizer leaves the view its touches")
        #expect(tap.state == .possible, "reset after the touch")
    }

    @Test("The delegate's shouldReceive false keeps the touch from the recognizer")
    func delegateShouldReceive() {
        let (h, view) = setUp()
        let log = GestureLog(), delegate = GestureDelegate()
        delegate.shouldReceive = false
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 0 && view.log == ["began", "ended"] && delegate.askedToBegin == 0)
        delegate.shouldReceive = true
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 1)
    }

    @Test("cancelsTouchesInView: a recognized tap cancels the view's touch; false, the view gets its end")
    func cancelsTouchesInView() {
        let (h, view) = setUp()
        let log = GestureLog()
        let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "cancelled"] && log.calls == 1)
        view.log = []
        tap.cancelsTouchesInView = false
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "ended"] && log.calls == 2)
    }

    @Test("Recognizers of the hit view's ancestors get the touch too")
    func ancestors() {
        let (h, view) = setUp()
        let child = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        let log = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handle))
        h.tap(at: CGPoint(x: 30, y: 40))
        #expect(log.calls == 1 && child.log == ["began", "cancelled"] && view.log.isEmpty)
        #expect(h.window.gestureRecognizers == nil)
    }

    @Test("Double tap: quick taps count up; require(toFail:) makes the single tap wait for the double tap to fail")
    func requireToFail() {
        let (h, view) = setUp()
        let singleLog = GestureLog(), doubleLog = GestureLog()
        let single = UITapGestureRecognizer(target: singleLog, action: GestureLog.handle)
        let double = UITapGestureRecognizer(target: doubleLog, action: GestureLog.handle)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        // A double tap: the double tap recognizes, the single tap fails.
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(singleLog.calls == 0 && single.state == .possible, "waiting for the double tap")
        #expect(view.log == ["began"], "the end is held back while the recognizers decide")
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 52, y: 50))
        #expect(doubleLog.states == ["ended"] && singleLog.calls == 0)
        #expect(view.log == ["began", "began", "cancelled"], "both taps' touches are cancelled in the view")
        h.advance(by: 1)
        #expect(singleLog.calls == 0)

        // A single tap: the single tap recognizes once the double tap's wait for a second tap is over.
        view.log = []
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(singleLog.calls == 0)
        h.advance(by: 0.2)
        #expect(singleLog.calls == 0, "0.25 s after the lift the double tap still waits")
        h.advance(by: 0.2)
        #expect(singleLog.states == ["ended"] && doubleLog.calls == 1)
        #expect(view.log == ["began", "cancelled"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("Without require(toFail:), a double tap fires the single tap on the first tap, then the double tap")
    func withoutRequirement() {
        let (h, view) = setUp()
        let singleLog = GestureLog(), doubleLog = GestureLog()
        let single = UITapGestureRecognizer(target: singleLog, action: GestureLog.handle)
        let double = UITapGestureRecognizer(target: doubleLog, action: GestureLog.handle)
        double.numberOfTapsRequired = 2
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(singleLog.calls == 1 && doubleLog.calls == 0)
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(doubleLog.calls == 1, "the double tap saw both taps")
        #expect(singleLog.calls == 2)
    }

    @Test("A recognizer that begins prevents the others; the delegate can allow simultaneous recognition")
    func simultaneous() {
        let (h, view) = setUp()
        let panLog = GestureLog(), pressLog = GestureLog()
        let pan = UIPanGestureRecognizer(target: panLog, action: GestureLog.handle)
        let press = UILongPressGestureRecognizer(target: pressLog, action: GestureLog.handle)
        press.allowableMovement = 100
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.6)
        #expect(pressLog.states == ["began"])
        h.touchMove(to: CGPoint(x: 90, y: 50))
        h.touchUp()
        #expect(panLog.calls == 0, "the long press prevented the pan")
        #expect(pressLog.states == ["began", "changed", "ended"])

        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pan.delegate = delegate
        pressLog.states = []
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.6)
        h.touchMove(to: CGPoint(x: 90, y: 50))
        h.touchMove(to: CGPoint(x: 100, y: 50))
        h.touchUp()
        #expect(pressLog.states == ["began", "changed", "changed", "ended"])
        #expect(panLog.states == ["began", "changed", "ended"], "both recognized at once")
    }

    @Test("Disabling a recognizer cancels its gesture; a disabled recognizer gets no touches")
    func disabled() {
        let (h, view) = setUp()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(press)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.6)
        press.isEnabled = false
        #expect(log.states == ["began", "cancelled"] && press.state == .possible)
        h.touchUp()
        #expect(log.calls == 2)
        h.longPress(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 2 && view.log.suffix(2) == ["began", "ended"])
    }

    @Test("Removing a recognizer during its gesture cancels it and stops its timer")
    func removal() {
        let (h, view) = setUp()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(press)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.2)
        view.removeGestureRecognizer(press)
        h.advance(by: 1)
        h.touchUp()
        #expect(log.calls == 0 && press.state == .possible && press.view == nil)
        #expect(view.log == ["began", "ended"])
    }

    @Test("spec 004 T011: a label's recognizer needs isUserInteractionEnabled")
    func labelInteraction() {
        let h = UIKitTestHarness()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 40))
        label.text = "Tap me"
        h.window.addSubview(label)
        let log = GestureLog()
        label.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handle))
        #expect(!label.isUserInteractionEnabled)
        h.tap(at: CGPoint(x: 50, y: 40))
        #expect(log.calls == 0)
        label.isUserInteractionEnabled = true
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 40))
        #expect(log.calls == 1)
    }

    @Test("spec 004 T154: one handler tells the recognizers apart by type")
    func sharedHandler() {
        let (h, view) = setUp()
        @MainActor final class Handler {
            var seen: [String] = []
            func handleGesture(_ recognizer: UIGestureRecognizer) {
                if recognizer is UITapGestureRecognizer { seen.append("tap") }
                if recognizer is UIPanGestureRecognizer, recognizer.state == .ended { seen.append("pan") }
            }
        }
        let handler = Handler()
        view.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Handler.handleGesture))
        view.addGestureRecognizer(UIPanGestureRecognizer(target: handler, action: Handler.handleGesture))
        h.tap(at: CGPoint(x: 50, y: 50))
        h.advance(by: 1)
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(handler.seen == ["tap", "pan"])
    }
}
