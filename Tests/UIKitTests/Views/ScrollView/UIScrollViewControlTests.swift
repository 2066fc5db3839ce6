// A button inside a scroll view, as on iOS: a tap reaches it; a quick drag scrolls and the button never
// hears of it; a press held past the content-touch delay belongs to the button, which a drag then does not
// take away (UIScrollView.touchesShouldCancel(in:) is false for controls); a subclass can let it.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView with controls")
struct UIScrollViewControlTests {
    final class CancellingScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    private func scene(_ scrollView: UIScrollView = UIScrollView()) -> (UIKitTestHarness, UIScrollView, UIButton, () -> [String]) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        scrollView.frame = h.window.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        h.window.addSubview(scrollView)
        let button = UIButton(type: .system)
        button.setTitle("Inside", for: .normal)
        button.frame = CGRect(x: 60, y: 200, width: 200, height: 44)
        scrollView.addSubview(button)
        var events: [String] = []
        let names: [(String, UIControl.Event)] = [
            ("down", .touchDown), ("upInside", .touchUpInside),
            ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ]
        for (name, event) in names { button.addAction(UIAction { _ in events.append(name) }, for: event) }
        h.runTurn()
        return (h, scrollView, button, { events })
    }

    @Test("A tap on a button inside a scroll view sends touchUpInside; nothing scrolls")
    func tap() {
        let (h, scrollView, _, events) = scene()
        h.tap(at: CGPoint(x: 160, y: 222))
        #expect(events() == ["down", "upInside"])
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("A quick drag that starts on the button scrolls; the button never gets the touch")
    func quickDragScrolls() {
        let (h, scrollView, _, events) = scene()
        h.drag(from: CGPoint(x: 160, y: 222), to: CGPoint(x: 160, y: 100), steps: 6, duration: 0.12)
        #expect(scrollView.contentOffset.y > 100)
        #expect(events().isEmpty)
    }

    @Test("A press held past the delay is the button's: a drag then does not scroll and the button tracks it")
    func heldPressKeepsTheTouch() {
        let (h, scrollView, button, events) = scene()
        h.touchDown(at: CGPoint(x: 160, y: 222))
        h.advance(by: 0.3)
        #expect(button.isHighlighted)
        for step in 1...6 { h.touchMove(to: CGPoint(x: 160, y: 222 - CGFloat(step) * 30)) }
        h.touchUp()
        #expect(scrollView.contentOffset == .zero)
        #expect(events() == ["down", "upOutside"])
    }

    @Test("A subclass whose touchesShouldCancel(in:) says yes scrolls and cancels the button's touch")
    func subclassCancels() {
        let (h, scrollView, _, events) = scene(CancellingScrollView())
        h.touchDown(at: CGPoint(x: 160, y: 222))
        h.advance(by: 0.3)
        for step in 1...6 { h.touchMove(to: CGPoint(x: 160, y: 222 - CGFloat(step) * 30)) }
        h.touchUp()
        #expect(scrollView.contentOffset.y > 100)
        #expect(events() == ["down", "cancel"])
    }
}
