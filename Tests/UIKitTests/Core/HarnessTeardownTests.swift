// What runs on UIKit's clock belongs to its application: when a test harness is replaced by the next one,
// nothing of the old one keeps running. And while the application runs, a user's display link or timer
// runs until it is invalidated, whatever happens to the views, as on iOS.
import QuartzCore
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Harness teardown")
struct HarnessTeardownTests {
    final class Counter: NSObject {
        var frames = 0, timerFires = 0, performed = 0
        func frame() { frames += 1 }
        func fire() { timerFires += 1 }
        func delayed() { performed += 1 }
    }

    @Test("After a harness is replaced, none of its animations, links, timers, delayed performs or recognizer timers run")
    func nothingOutlivesTheHarness() {
        let h = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        h.window.addSubview(view)
        let standalone = CALayer()
        standalone.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        h.window.layer.addSublayer(standalone)
        h.runTurn()
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { completions.append($0) })
        standalone.opacity = 0.5  // an implicit animation of 0.25 s
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.frame)
        link.add(to: .main, forMode: .common)
        Timer.scheduledTimer(timeInterval: 0.5, target: counter, selector: Counter.fire, userInfo: nil, repeats: true)
        counter.perform(Counter.delayed, with: nil, afterDelay: 0.5)
        var pressed = 0
        let press = UILongPressGestureRecognizer(target: view, action: nil)
        press.addTarget(view) { (_: UIView) in { pressed += 1 } }
        view.addGestureRecognizer(press)
        h.touchDown(at: CGPoint(x: 20, y: 20))
        h.advance(by: 0.1)
        let frames = counter.frames
        #expect(frames > 0 && counter.timerFires == 0 && counter.performed == 0 && completions.isEmpty)

        let next = UIKitTestHarness()
        next.advance(by: 3)
        #expect(counter.frames == frames, "the link does not fire on the next harness's clock")
        #expect(counter.timerFires == 0 && counter.performed == 0)
        #expect(completions.isEmpty, "the animation's completion never runs")
        #expect(pressed == 0, "the long press never recognizes")
        link.invalidate()
    }

    @Test("A user's display link and timer run on when the view that made them leaves the window, until invalidated")
    func userTimersRunUntilInvalidated() {
        let h = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        h.window.addSubview(view)
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.frame)
        link.add(to: .main, forMode: .common)
        let timer = Timer.scheduledTimer(timeInterval: 0.25, target: counter, selector: Counter.fire, userInfo: nil, repeats: true)
        view.removeFromSuperview()
        h.advance(by: 1)
        #expect(counter.frames == 60 && counter.timerFires == 4)
        link.invalidate()
        timer.invalidate()
        h.advance(by: 1)
        #expect(counter.frames == 60 && counter.timerFires == 4)
    }
}
