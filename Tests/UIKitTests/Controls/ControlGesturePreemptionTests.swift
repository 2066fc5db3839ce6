// UIKit's rule since iOS 6: a control's default action wins over an overlapping gesture recognizer of a
// superview (a single tap on a button goes to the button); a recognizer on the control itself, or one
// that is not the control's gesture, still works.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Controls and superviews' gesture recognizers")
struct ControlGesturePreemptionTests {
    final class Log {
        var entries: [String] = []
        func recognized(_ recognizer: UIGestureRecognizer) {
            entries.append("recognizer \(recognizer.state == .ended ? "ended" : "\(recognizer.state.rawValue)")")
        }
    }

    private func scene(_ recognizer: (Log) -> UIGestureRecognizer, onButton: Bool = false) -> (UIKitTestHarness, UIButton, Log) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let container = UIView(frame: h.window.bounds)
        h.window.addSubview(container)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        container.addSubview(button)
        let log = Log()
        button.addAction(UIAction { _ in log.entries.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.entries.append("touchCancel") }, for: .touchCancel)
        (onButton ? button : container).addGestureRecognizer(recognizer(log))
        h.runTurn()
        return (h, button, log)
    }

    @Test("A tap on a button goes to the button, not to its superview's tap recognizer; elsewhere the recognizer fires")
    func tapGoesToButton() {
        let (h, _, log) = scene { UITapGestureRecognizer(target: $0, action: Log.recognized) }
        h.tap(at: CGPoint(x: 160, y: 122))
        #expect(log.entries == ["touchUpInside"])
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 160, y: 300))
        #expect(log.entries == ["touchUpInside", "recognizer ended"])
    }

    @Test("A double-tap recognizer of the superview is not the button's gesture: it recognizes")
    func doubleTapNotPreempted() {
        let (h, _, log) = scene { log in
            let tap = UITapGestureRecognizer(target: log, action: Log.recognized)
            tap.numberOfTapsRequired = 2
            return tap
        }
        h.tap(at: CGPoint(x: 160, y: 122))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 160, y: 122))
        #expect(log.entries.contains("recognizer ended"))
    }

    @Test("A tap recognizer on the button itself takes the tap (and cancels the button's touch)")
    func recognizerOnTheButton() {
        let (h, _, log) = scene({ UITapGestureRecognizer(target: $0, action: Log.recognized) }, onButton: true)
        h.tap(at: CGPoint(x: 160, y: 122))
        #expect(log.entries == ["recognizer ended", "touchCancel"] || log.entries == ["touchCancel", "recognizer ended"])
    }

    @Test("A pan that starts on the button is the superview's: it begins and cancels the button's touch")
    func panNotPreempted() {
        let (h, _, log) = scene { log in
            let pan = UIPanGestureRecognizer(target: log, action: Log.recognized)
            return pan
        }
        h.drag(from: CGPoint(x: 160, y: 122), to: CGPoint(x: 160, y: 300))
        #expect(log.entries.first == "recognizer 1" || log.entries.first == "touchCancel")
        #expect(log.entries.contains("touchCancel") && !log.entries.contains("touchUpInside"))
    }

    /// A control in a container whose recognizer logs into the returned array.
    private func container<C: UIControl>(_ control: C, frame: CGRect, recognizer: (Log) -> UIGestureRecognizer) -> (
        UIKitTestHarness, C, Log
    ) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1)
        let container = UIView(frame: h.window.bounds)
        h.window.addSubview(container)
        control.frame = frame
        container.addSubview(control)
        let log = Log()
        control.addAction(UIAction { _ in log.entries.append("valueChanged") }, for: .valueChanged)
        container.addGestureRecognizer(recognizer(log))
        h.runTurn()
        return (h, control, log)
    }

    @Test("A tap on a switch toggles it; the superview's tap recognizer does not fire")
    func switchTap() {
        let (h, control, log) = container(UISwitch(), frame: CGRect(x: 100, y: 100, width: 51, height: 31)) {
            UITapGestureRecognizer(target: $0, action: Log.recognized)
        }
        h.tap(at: CGPoint(x: 125, y: 115))
        #expect(control.isOn && log.entries == ["valueChanged"])
    }

    @Test("A slide along a switch is the switch's, not the superview's pan")
    func switchPan() {
        let (h, control, log) = container(UISwitch(), frame: CGRect(x: 100, y: 100, width: 51, height: 31)) {
            UIPanGestureRecognizer(target: $0, action: Log.recognized)
        }
        h.drag(from: CGPoint(x: 112, y: 115), to: CGPoint(x: 150, y: 116), steps: 8)
        #expect(control.isOn && log.entries == ["valueChanged"])
    }

    @Test("A swipe along a slider that starts on its thumb moves the thumb; one that starts elsewhere is the superview's swipe")
    func sliderSwipe() {
        let (h, slider, log) = container(UISlider(), frame: CGRect(x: 40, y: 100, width: 240, height: 31)) { log in
            let swipe = UISwipeGestureRecognizer(target: log, action: Log.recognized)
            swipe.direction = .right
            return swipe
        }
        let thumb = slider.convert(
            slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0), to: nil)
        h.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + 120, y: thumb.midY), steps: 6, duration: 0.15)
        #expect(slider.value > 0.3 && !log.entries.contains("recognizer ended"))
        h.advance(by: 1)
        log.entries = []
        h.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 300), steps: 6, duration: 0.15)
        #expect(log.entries == ["recognizer ended"])
    }

    @Test("A tap beside the current dot turns the page; the superview's tap recognizer does not fire")
    func pageControlTap() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        let (h, control, log) = container(pages, frame: CGRect(x: 60, y: 100, width: 200, height: 37)) {
            UITapGestureRecognizer(target: $0, action: Log.recognized)
        }
        h.tap(at: CGPoint(x: 240, y: 118))
        #expect(control.currentPage == 1 && log.entries == ["valueChanged"])
    }
}
