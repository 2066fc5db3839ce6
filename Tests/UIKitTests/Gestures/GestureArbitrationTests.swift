// Arbitration beyond require(toFail:): the delegate's and subclasses' failure requirements, the view's
// gestureRecognizerShouldBegin, delaysTouchesEnded, views leaving the window, recognizers that never decide.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Gesture arbitration")
struct GestureArbitrationTests {
    private func setUp<V: UIView>(_ view: V) -> UIKitTestHarness {
        let h = UIKitTestHarness()
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 200)
        h.window.addSubview(view)
        return h
    }

    @MainActor
    final class RequiringDelegate: UIGestureRecognizerDelegate {
        weak var required: UIGestureRecognizer?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            otherGestureRecognizer === required
        }
    }

    @Test("The delegate's shouldRequireFailureOf makes a single tap wait for a double tap, as require(toFail:) does")
    func delegateFailureRequirement() {
        let view = TouchRecorder()
        let h = setUp(view)
        let singleLog = GestureLog(), doubleLog = GestureLog()
        let single = UITapGestureRecognizer(target: singleLog, action: GestureLog.handle)
        let double = UITapGestureRecognizer(target: doubleLog, action: GestureLog.handle)
        double.numberOfTapsRequired = 2
        let delegate = RequiringDelegate()
        delegate.required = double
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(doubleLog.calls == 1 && singleLog.calls == 0)
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.5)
        #expect(singleLog.calls == 1 && doubleLog.calls == 1)
    }

    @Test("A subclass's shouldBeRequiredToFail(by:) makes the other recognizer wait")
    func subclassFailureRequirement() {
        let view = TouchRecorder()
        let h = setUp(view)
        final class DoubleTap: UITapGestureRecognizer {
            override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { other is UITapGestureRecognizer }
        }
        let singleLog = GestureLog(), doubleLog = GestureLog()
        let single = UITapGestureRecognizer(target: singleLog, action: GestureLog.handle)
        let double = DoubleTap(target: doubleLog, action: GestureLog.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(singleLog.calls == 0)
        h.advance(by: 0.5)
        #expect(singleLog.calls == 1 && doubleLog.calls == 0)
    }

    @Test("The view's gestureRecognizerShouldBegin false fails its recognizer")
    func viewVeto() {
        final class Refusing: TouchRecorder {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let view = Refusing()
        let h = setUp(view)
        let log = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handle))
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == 0 && view.log == ["began", "ended"])
    }

    @Test("delaysTouchesEnded: a double tap holds back the view's touchesEnded until it fails; false, the end comes at once")
    func delaysTouchesEnded() {
        let view = TouchRecorder()
        let h = setUp(view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began"])
        h.advance(by: 0.5)
        #expect(view.log == ["began", "ended"], "the double tap failed: the end arrives")
        view.log = []
        h.advance(by: 1)
        double.delaysTouchesEnded = false
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "ended"])
        h.advance(by: 1)
    }

    @Test("delaysTouchesBegan: a recognized long press keeps the touch from the view; a failed tap releases it with a move")
    func delaysTouchesBegan() {
        let view = TouchRecorder()
        let h = setUp(view)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.6)
        h.touchUp()
        #expect(press.state == .possible && view.log.isEmpty, "the view never heard of the touch")
        view.removeGestureRecognizer(press)

        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        h.advance(by: 1)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.touchMove(to: CGPoint(x: 55, y: 50))
        #expect(view.log.isEmpty, "held while the tap decides")
        h.touchMove(to: CGPoint(x: 80, y: 50))
        #expect(view.log == ["began", "moved"], "the tap failed: the touch-down arrives, with a move to where the touch is")
        h.touchUp()
        #expect(view.log == ["began", "moved", "ended"])
        h.advance(by: 1)
        view.log = []
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log.isEmpty, "a recognized tap discards the held touch-down")
    }

    @Test("A long press in progress is cancelled when its view leaves the window")
    func viewLeavesWindowDuringGesture() {
        let view = TouchRecorder()
        let h = setUp(view)
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        view.addGestureRecognizer(press)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.6)
        view.removeFromSuperview()
        #expect(log.states == ["began", "cancelled"] && press.state == .possible)
        h.touchMove(to: CGPoint(x: 80, y: 50))
        h.touchUp()
        #expect(log.calls == 2)
    }

    @Test("A plain UIGestureRecognizer, which never decides, does not hold back the view's touch end")
    func undecidedRecognizer() {
        let view = TouchRecorder()
        let h = setUp(view)
        let plain = UIGestureRecognizer()
        view.addGestureRecognizer(plain)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "ended"] && plain.state == .possible)
    }

    @Test("touch.gestureRecognizers lists the hit view's and its ancestors' recognizers, fixed at touch-down")
    func touchRecognizers() {
        let outer = TouchRecorder()
        let h = setUp(outer)
        final class Inner: UIView {
            var recognizers: [UIGestureRecognizer]?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { recognizers = touches.first?.gestureRecognizers }
        }
        let inner = Inner(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(inner)
        let innerTap = UITapGestureRecognizer(), outerPan = UIPanGestureRecognizer(), disabled = UITapGestureRecognizer()
        disabled.isEnabled = false
        inner.addGestureRecognizer(innerTap)
        outer.addGestureRecognizer(outerPan)
        outer.addGestureRecognizer(disabled)
        h.touchDown(at: CGPoint(x: 30, y: 40))
        #expect(inner.recognizers?.count == 2)
        #expect(inner.recognizers?.first === innerTap && inner.recognizers?.last === outerPan)
        h.touchUp()
    }
}

/// A view that routes the `handleTap:` selector to a method, for `init(target:action:)` with a Selector.
private final class SelectorTarget: UIView {
    var senders: [Any?] = []
    override class var responderActions: ResponderActions {
        super.responderActions.routing("handleTap:", to: SelectorTarget.handleTap)
    }
    func handleTap(_ sender: Any?) { senders.append(sender) }
}

@MainActor
@Suite("Gesture recognizer selectors")
struct GestureSelectorTests {
    @Test("init(target:action:) with a Selector sends it to the target's routed method, with the recognizer")
    func selectorAction() {
        let h = UIKitTestHarness()
        let view = SelectorTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(view)
        let tap = UITapGestureRecognizer(target: view, action: "handleTap:")
        view.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.senders.count == 1 && (view.senders.first as? UITapGestureRecognizer) === tap)
        tap.removeTarget(view, action: "handleTap:")
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.senders.count == 1)
    }
}
