// UIPinchGestureRecognizer driven by the harness: states, scale and velocity, setting scale, location,
// cancellation of the view's touches, and the harness's pinch helper.
import Testing
import UIKit
import UIKitTesting

/// Records each call of a pinch's action: state, scale and velocity at that moment.
@MainActor
final class PinchLog {
    var states: [String] = []
    var scales: [CGFloat] = []
    var velocities: [CGFloat] = []

    func handle(_ pinch: UIPinchGestureRecognizer) {
        states.append(GestureLog.name(pinch.state))
        scales.append(pinch.scale)
        velocities.append(pinch.velocity)
    }
}

@MainActor
@Suite("UIPinchGestureRecognizer")
struct UIPinchGestureRecognizerTests {
    private func setUp() -> (UIKitTestHarness, TouchRecorder, UIPinchGestureRecognizer, PinchLog) {
        let h = UIKitTestHarness()
        let view = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        h.window.addSubview(view)
        let log = PinchLog()
        let pinch = UIPinchGestureRecognizer(target: log, action: PinchLog.handle)
        view.addGestureRecognizer(pinch)
        return (h, view, pinch, log)
    }

    @Test("A new pinch: scale 1, velocity 0, possible")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1 && pinch.velocity == 0 && pinch.state == .possible)
    }

    @Test("spec 004 T170: spreading 100 pt to 200 pt goes began, changed, ended; scale ends at 2, velocity > 0")
    func spreadDoublesScale() {
        let (h, _, pinch, log) = setUp()
        h.pinch(at: CGPoint(x: 160, y: 170), from: 100, to: 200, steps: 10, duration: 0.5)
        #expect(log.states.first == "began" && log.states.last == "ended")
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == "changed" } && log.states.count >= 3)
        #expect(abs(log.scales.last! - 2) < 1e-9)
        #expect(log.velocities.dropFirst().allSatisfy { $0 > 0 })
        #expect(pinch.state == .possible && pinch.scale == 1, "the recognizer resets once the fingers lift")
    }

    @Test("Scale and velocity at chosen instants; a spread under 8 pt does not begin")
    func valuesAtInstants() {
        let (h, _, pinch, log) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: 205, y: 150), finger: 1)
        #expect(pinch.state == .possible, "5 pt of spread is within the hysteresis")
        h.touchMove(to: CGPoint(x: 220, y: 150), finger: 1)
        #expect(pinch.state == .began && log.states == ["began"])
        #expect(abs(pinch.scale - 1.2) < 1e-9, "120 / 100: the first points count")
        #expect(abs(pinch.velocity - 2) < 1e-9, "0.2 of scale in 0.1 s")
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: 80, y: 150), finger: 0)
        #expect(pinch.state == .changed && abs(pinch.scale - 1.4) < 1e-9 && abs(pinch.velocity - 2) < 1e-9)
        h.advance(by: 0.2)
        h.touchMove(to: CGPoint(x: 150, y: 150), finger: 0)
        #expect(abs(pinch.scale - 0.7) < 1e-9, "70 / 100")
        #expect(abs(pinch.velocity + 3.5) < 1e-9, "closing: -0.7 of scale in 0.2 s")
        h.touchUp(finger: 1)
        #expect(log.states == ["began", "changed", "changed", "ended"])
        #expect(abs(log.scales.last! - 0.7) < 1e-9)
        h.touchUp(finger: 0)
        #expect(pinch.state == .possible)
    }

    @Test("Setting scale makes later readings relative to the distance then, times the value set")
    func settingScale() {
        let (h, _, pinch, _) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: 220, y: 150), finger: 1)
        pinch.scale = 1
        #expect(pinch.scale == 1)
        h.touchMove(to: CGPoint(x: 280, y: 150), finger: 1)
        #expect(abs(pinch.scale - 1.5) < 1e-9, "180 / 120")
        pinch.scale = 2
        h.touchMove(to: CGPoint(x: 190, y: 150), finger: 1)
        #expect(abs(pinch.scale - 1) < 1e-9, "2 × 90 / 180")
        pinch.scale = .nan
        pinch.scale = -1
        #expect(abs(pinch.scale - 1) < 1e-9, "NaN and negative values are ignored")
        h.touchUp(finger: 1)
        h.touchUp(finger: 0)
    }

    @Test("One finger never pinches: it fails when it lifts; fingers that lift before the pinch began fail it")
    func failsWithoutTwoFingers() {
        let (h, _, pinch, log) = setUp()
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 250))
        #expect(log.states.isEmpty && pinch.state == .possible)
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.touchUp(finger: 1)
        h.touchUp(finger: 0)
        #expect(log.states.isEmpty)
    }

    @Test("location(in:) is the centroid of the two touches; numberOfTouches is 2")
    func centroid() {
        let (h, view, pinch, _) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 250), finger: 1)
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(in: nil) == CGPoint(x: 150, y: 200))
        #expect(pinch.location(in: view) == CGPoint(x: 140, y: 180))
        #expect(pinch.location(ofTouch: 1, in: view) == CGPoint(x: 190, y: 230))
        h.touchCancel()
    }

    @Test("A third finger is ignored: the scale and centroid follow the first two")
    func thirdFingerIgnored() {
        let (h, _, pinch, _) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.touchDown(at: CGPoint(x: 150, y: 290), finger: 2)
        #expect(pinch.numberOfTouches == 2)
        h.touchMove(to: CGPoint(x: 250, y: 150), finger: 1)
        #expect(pinch.state == .began && abs(pinch.scale - 1.5) < 1e-9)
        #expect(pinch.location(in: nil) == CGPoint(x: 175, y: 150))
        h.touchCancel()
    }

    @Test("Cancelled touches cancel a pinch in progress (spec 004 T151's rule for continuous gestures)")
    func cancelled() {
        let (h, _, _, log) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.touchMove(to: CGPoint(x: 240, y: 150), finger: 1)
        h.touchCancel()
        #expect(log.states == ["began", "cancelled"])
    }

    @Test("A pinch that begins cancels the touches in its view (cancelsTouchesInView); not when false")
    func cancelsTouchesInView() {
        let (h, view, pinch, _) = setUp()
        view.isMultipleTouchEnabled = true
        h.pinch(at: CGPoint(x: 160, y: 170), from: 100, to: 150)
        #expect(view.log.prefix(2) == ["began", "began"] && view.log.last == "cancelled")
        #expect(!view.log.contains("ended"))
        view.log = []
        pinch.cancelsTouchesInView = false
        h.pinch(at: CGPoint(x: 160, y: 170), from: 100, to: 150)
        #expect(!view.log.contains("cancelled") && view.log.filter { $0 == "ended" }.count == 2)
    }

    @Test("A view that is not multiple-touch enabled gets one finger, and its pinch recognizer both")
    func multipleTouchDisabledStillPinches() {
        let (h, view, _, log) = setUp()
        #expect(!view.isMultipleTouchEnabled)
        view.cancelsTouches(false)
        h.pinch(at: CGPoint(x: 160, y: 170), from: 100, to: 200)
        #expect(log.states.first == "began" && abs(log.scales.last! - 2) < 1e-9)
        #expect(view.log.filter { $0 == "began" }.count == 1, "the second finger is withheld from the view")
    }
}

extension TouchRecorder {
    /// Turns off `cancelsTouchesInView` on the view's recognizers, so that its log shows every touch call.
    func cancelsTouches(_ cancels: Bool) {
        for recognizer in gestureRecognizers ?? [] { recognizer.cancelsTouchesInView = cancels }
    }
}
