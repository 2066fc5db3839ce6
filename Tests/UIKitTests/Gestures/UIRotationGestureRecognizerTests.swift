// UIRotationGestureRecognizer driven by the harness: states, rotation and velocity, setting rotation,
// unwrapping past half a turn, location, and the harness's rotateFingers helper.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records each call of a rotation's action: state, rotation and velocity at that moment.
@MainActor
final class RotationLog {
    var states: [String] = []
    var rotations: [CGFloat] = []
    var velocities: [CGFloat] = []

    func handle(_ rotation: UIRotationGestureRecognizer) {
        states.append(GestureLog.name(rotation.state))
        rotations.append(rotation.rotation)
        velocities.append(rotation.velocity)
    }
}

@MainActor
@Suite("UIRotationGestureRecognizer")
struct UIRotationGestureRecognizerTests {
    private func setUp() -> (UIKitTestHarness, TouchRecorder, UIRotationGestureRecognizer, RotationLog) {
        let h = UIKitTestHarness()
        let view = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        h.window.addSubview(view)
        let log = RotationLog()
        let rotation = UIRotationGestureRecognizer(target: log, action: RotationLog.handle)
        view.addGestureRecognizer(rotation)
        return (h, view, rotation, log)
    }

    @Test("A new rotation recognizer: rotation 0, velocity 0, possible")
    func defaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0 && rotation.velocity == 0 && rotation.state == .possible)
    }

    @Test("spec 004 T171: a quarter turn clockwise reads +π/2, velocity > 0 during changed; began, changed..., ended")
    func quarterTurnClockwise() {
        let (h, _, rotation, log) = setUp()
        h.rotateFingers(at: CGPoint(x: 160, y: 170), radius: 60, by: .pi / 2, steps: 10, duration: 0.5)
        #expect(log.states.first == "began" && log.states.last == "ended" && log.states.count >= 3)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == "changed" })
        #expect(abs(log.rotations.last! - .pi / 2) < 1e-9)
        #expect(log.velocities.dropFirst().allSatisfy { $0 > 0 })
        #expect(rotation.state == .possible && rotation.rotation == 0, "reset once the fingers lift")
    }

    @Test("A counterclockwise turn reads negative")
    func counterclockwise() {
        let (h, _, _, log) = setUp()
        h.rotateFingers(at: CGPoint(x: 160, y: 170), radius: 60, by: -.pi / 3, startAngle: .pi / 4)
        #expect(abs(log.rotations.last! + .pi / 3) < 1e-9 && log.velocities.last! < 0)
    }

    @Test("Rotation and velocity at chosen instants; a turn under 4° does not begin")
    func valuesAtInstants() {
        let (h, _, rotation, log) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.advance(by: 0.1)
        h.touchMove(to: CGPoint(x: 200, y: 155), finger: 1)
        #expect(rotation.state == .possible, "atan(5/100), under 4°, is within the hysteresis")
        h.touchMove(to: CGPoint(x: 200, y: 250), finger: 1)
        #expect(rotation.state == .began && log.states == ["began"])
        #expect(abs(rotation.rotation - .pi / 4) < 1e-9, "clockwise on screen (y down) is positive")
        #expect(abs(rotation.velocity - (.pi / 4) / 0.1) < 1e-6)
        h.advance(by: 0.25)
        h.touchMove(to: CGPoint(x: 100, y: 250), finger: 1)
        #expect(rotation.state == .changed && abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(abs(rotation.velocity - (.pi / 4) / 0.25) < 1e-6)
        h.touchUp(finger: 0)
        #expect(log.states == ["began", "changed", "ended"])
        h.touchUp(finger: 1)
    }

    @Test("Rotation keeps counting past half a turn and a full turn")
    func unwrapsPastHalfTurn() {
        let (h, _, _, log) = setUp()
        h.rotateFingers(at: CGPoint(x: 160, y: 170), radius: 60, by: 2.5 * .pi, steps: 20, duration: 1)
        #expect(abs(log.rotations.last! - 2.5 * .pi) < 1e-9)
    }

    @Test("Setting rotation makes later readings the turn since then, plus the value set")
    func settingRotation() {
        let (h, _, rotation, _) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 150), finger: 1)
        h.touchMove(to: CGPoint(x: 200, y: 250), finger: 1)
        rotation.rotation = 0
        #expect(rotation.rotation == 0)
        h.touchMove(to: CGPoint(x: 100, y: 250), finger: 1)
        #expect(abs(rotation.rotation - .pi / 4) < 1e-9)
        rotation.rotation = 1
        rotation.rotation = .nan
        h.touchMove(to: CGPoint(x: 200, y: 250), finger: 1)
        #expect(abs(rotation.rotation - (1 - .pi / 4)) < 1e-9, "NaN is ignored")
        h.touchCancel()
    }

    @Test("location(in:) is the centroid of the two touches; numberOfTouches is 2; one finger never rotates")
    func centroidAndOneFinger() {
        let (h, view, rotation, log) = setUp()
        h.touchDown(at: CGPoint(x: 100, y: 150), finger: 0)
        h.touchDown(at: CGPoint(x: 200, y: 250), finger: 1)
        #expect(rotation.numberOfTouches == 2 && rotation.location(in: view) == CGPoint(x: 140, y: 180))
        h.touchCancel()
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250))
        #expect(log.states.isEmpty)
    }
}
