// The haptic feedback generators: UIKit's API, which plays nothing without a Taptic Engine, and
// autoreleasepool(invoking:), which iOS code wraps around loops.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Feedback generators and autorelease pools")
struct FeedbackGeneratorTests {
    @Test("The styles and outcomes have UIKit's raw values")
    func rawValues() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.light.rawValue == 0)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.medium.rawValue == 1)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.heavy.rawValue == 2)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue == 3)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType(rawValue: 2) == .error)
        #expect(UINotificationFeedbackGenerator.FeedbackType.success.rawValue == 0)
    }

    @Test("Giving feedback changes nothing on screen: a control that gives it on every change still works")
    func feedbackInAControl() {
        let harness = UIKitTestHarness()
        final class HapticStepper: UIStepper {
            let impact = UIImpactFeedbackGenerator(style: .light)
            let selection = UISelectionFeedbackGenerator()
            let outcome = UINotificationFeedbackGenerator()
            override var value: Double {
                didSet {
                    impact.impactOccurred()
                    impact.impactOccurred(intensity: 0.5)
                    selection.selectionChanged()
                    outcome.notificationOccurred(value == maximumValue ? .warning : .success)
                }
            }
        }
        let stepper = HapticStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 29))
        stepper.impact.prepare()
        harness.window.addSubview(stepper)
        harness.runTurn()
        harness.tap(at: CGPoint(x: 90, y: 24))
        #expect(stepper.value == 1)
        #expect(UIImpactFeedbackGenerator() is UIFeedbackGenerator)
    }

    @Test("autoreleasepool(invoking:) returns its body's result and rethrows its error")
    func autoreleasePool() throws {
        struct Failure: Error {}
        let squares = (1...3).map { n in autoreleasepool { n * n } }
        #expect(squares == [1, 4, 9])
        #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
    }
}
