// Modal presentation: present and dismiss in every style, the exact callback sequences, the transition
// styles' motion, custom transitions and presentation controllers, and bad input.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Modal presentation")
struct ModalPresentationTests {
    /// A harness with `a` as the root controller, the log cleared.
    private func setUp(_ h: UIKitTestHarness, _ log: CallbackLog) -> (LoggedController, LoggedController) {
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        h.window.rootViewController = a
        log.clear()
        return (a, b)
    }

    @Test("Presenting full screen without animation: A disappears, B appears, in UIKit's order; the completion runs")
    func presentImmediately() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        var completed = false
        a.present(b, animated: false) { completed = true }
        #expect(completed)
        #expect(log.entries == ["A willDisappear", "B willAppear", "B isAppearing", "B didAppear", "A didDisappear"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.view.window === h.window && a.viewIfLoaded?.window == nil)
        #expect(b.view.convert(b.view.bounds, to: nil) == h.window.bounds)
        #expect(!b.isBeingPresented && b.next === a)
    }

    @Test("Dismissing from the presented or from the presenting controller shows the presenter again (spec 004 T211)")
    func dismissFromEitherSide() {
        for fromPresented in [true, false] {
            let h = UIKitTestHarness()
            let log = CallbackLog()
            let (a, b) = setUp(h, log)
            a.present(b, animated: false)
            log.clear()
            var completed = false
            (fromPresented ? b : a).dismiss(animated: false) { completed = true }
            #expect(completed)
            #expect(log.entries == ["B willDisappear", "A willAppear", "A isAppearing", "A didAppear", "B didDisappear"])
            #expect(a.presentedViewController == nil && b.presentingViewController == nil)
            #expect(a.view.window === h.window && b.viewIfLoaded?.window == nil)
            #expect(a.view.frame == h.window.bounds)
        }
    }

    @Test("The iOS 2 spellings present and dismiss too (spec 004 T211)")
    func deprecatedSpellings() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        a.presentModalViewController(b, animated: false)
        #expect(a.modalViewController === b)
        b.dismissModalViewController(animated: false)
        #expect(a.modalViewController == nil && a.view.window === h.window)
    }

    @Test("A modal passes a value back through a delegate call and the presenter dismisses it (spec 004 T212)")
    func delegateCallback() {
        let h = UIKitTestHarness()
        final class Presenter: UIViewController {
            var received: String?
            func modalDidFinish(_ value: String) {
                received = value
                dismiss(animated: false)
            }
        }
        final class Modal: UIViewController {
            weak var delegate: Presenter?
        }
        let presenter = Presenter(), modal = Modal()
        modal.delegate = presenter
        h.window.rootViewController = presenter
        presenter.present(modal, animated: false)
        modal.delegate?.modalDidFinish("value")
        #expect(presenter.received == "value")
        #expect(presenter.presentedViewController == nil)
    }

    @Test("On a phone every presentation style covers the whole screen (spec 004 T210)")
    func phoneIsFullScreen() {
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .currentContext, .automatic] {
            let h = UIKitTestHarness()
            let log = CallbackLog()
            let (a, b) = setUp(h, log)
            b.modalPresentationStyle = style
            a.present(b, animated: false)
            #expect(b.view.convert(b.view.bounds, to: nil) == h.window.bounds, "\(style)")
            #expect(a.viewIfLoaded?.window == nil, "\(style): the presenter's views leave")
        }
    }

    @Test("Cover vertical: the presented view rises from the bottom edge to 0, then the completion runs (spec 004 T213)")
    func coverVertical() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(b.isBeingPresented)
        #expect(log.entries == ["A willDisappear", "B willAppear", "B isAppearing"])
        var last = h.window.bounds.height + 1
        var seen: [CGFloat] = []
        for _ in 0..<8 {
            h.advance(by: 0.05)
            let y = b.view.layer.presentation()?.frame.minY ?? b.view.frame.minY
            #expect(y <= last)
            last = y
            seen.append(y)
        }
        #expect(seen.contains { $0 > 0 && $0 < h.window.bounds.height })
        h.advance(by: 0.2)
        #expect(completed && !b.isBeingPresented)
        #expect(b.view.frame.minY == 0)
        #expect(log.entries == ["A willDisappear", "B willAppear", "B isAppearing", "B didAppear", "A didDisappear"])
    }

    @Test("The transition coordinator runs alongside animations and completions; it is there only during the transition")
    func transitionCoordinator() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(badge)
        var coordinatorCompleted = false
        var duration: TimeInterval?
        a.present(b, animated: true)
        let coordinator = b.transitionCoordinator
        #expect(coordinator != nil && a.transitionCoordinator === coordinator)
        coordinator?.animate(
            alongsideTransition: { context in
                duration = context.transitionDuration
                badge.alpha = 0
            },
            completion: { context in coordinatorCompleted = !context.isCancelled })
        h.advance(by: 0.1)
        #expect(duration == coordinator?.transitionDuration && (duration ?? 0) > 0)
        let midAlpha = badge.layer.presentation()?.opacity ?? 0
        #expect(midAlpha > 0 && midAlpha < 1)
        h.advance(by: 1)
        #expect(coordinatorCompleted && badge.alpha == 0)
        #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
    }

    @Test("Cross dissolve fades the presented view in, and out on dismissal")
    func crossDissolve() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        h.advance(by: 0.2)
        let opacity = b.view.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.1 && opacity < 0.9)
        h.advance(by: 1)
        #expect(b.view.alpha == 1 && b.view.frame == h.window.bounds)
        b.dismiss(animated: true)
        h.advance(by: 0.2)
        let fading = b.view.layer.presentation()?.opacity ?? -1
        #expect(fading > 0.1 && fading < 0.9)
        #expect(a.view.window === h.window)
        h.advance(by: 1)
        #expect(a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
    }

    @Test("Flip horizontal ends with the presented view in place and the presenter gone, and flips back")
    func flip() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        b.modalTransitionStyle = .flipHorizontal
        a.present(b, animated: true)
        h.advance(by: 0.3)
        #expect(b.isBeingPresented)
        h.advance(by: 1)
        #expect(!b.isBeingPresented && b.view.frame == h.window.bounds && a.viewIfLoaded?.window == nil)
        b.dismiss(animated: true)
        h.advance(by: 1.2)
        #expect(a.presentedViewController == nil && a.view.window === h.window && !a.view.isHidden)
    }

    @Test(
        "Partial curl: the presenter stays curled over the top, the modal's lower part shows, a tap on the curl dismisses (spec 004 T214)")
    func partialCurl() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        b.modalTransitionStyle = .partialCurl
        a.present(b, animated: true)
        h.advance(by: 1.2)
        #expect(a.presentedViewController === b)
        let pixels = Pixels(h.render())
        // The lower area shows the modal (blue); the top shows the presenter's page (red), curled.
        let bottom = pixels[160 * 2, 440 * 2], top = pixels[160 * 2, 30 * 2]
        #expect(bottom[2] > 230 && bottom[0] < 25)
        #expect(top[0] > 200 && top[2] < 50)
        // A tap in the lower, revealed area is the modal's: nothing is dismissed.
        h.tap(at: CGPoint(x: 160, y: 440))
        h.advance(by: 1.2)
        #expect(a.presentedViewController === b)
        // A tap on the curl dismisses.
        h.tap(at: CGPoint(x: 160, y: 30))
        h.advance(by: 1.2)
        #expect(a.presentedViewController == nil && a.view.window === h.window)
    }

    @Test("isModalInPresentation keeps a tap on the curl from dismissing")
    func modalCurl() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        b.modalTransitionStyle = .partialCurl
        b.isModalInPresentation = true
        a.present(b, animated: true)
        h.advance(by: 1.2)
        h.tap(at: CGPoint(x: 160, y: 30))
        h.advance(by: 1.2)
        #expect(a.presentedViewController === b)
    }

    @Test("Dismissing lower in a stack of presentations dismisses every controller above too")
    func dismissStack() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        let c = LoggedController("C", log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(c.presentingViewController === b)
        log.clear()
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(a.view.window === h.window && b.viewIfLoaded?.window == nil && c.viewIfLoaded?.window == nil)
        #expect(log.entries.filter { $0.hasSuffix("didAppear") } == ["B didAppear", "A didAppear"])
        #expect(log.entries.last == "B didDisappear")
    }

    @Test("Animated, only the top-most view is seen leaving, with its own transition style")
    func dismissStackAnimated() {
        let h = UIKitTestHarness(scale: 1)
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = .blue
        c.view.backgroundColor = .red
        c.modalTransitionStyle = .crossDissolve
        h.window.rootViewController = a
        a.present(b, animated: false)
        b.present(c, animated: false)
        let subviewsBefore = b.view.subviews.count
        a.dismiss(animated: true)
        h.advance(by: 0.2)
        let middle = Pixels(h.render())[160, 300]
        #expect(
            middle[0] == 255 && middle[1] > 60 && middle[1] < 200 && middle[2] == middle[1], "red dissolving into white, no blue: \(middle)"
        )
        h.advance(by: 1)
        #expect(a.presentedViewController == nil && b.view.subviews.count == subviewsBefore, "the picture of the top view is gone")
        #expect(Pixels(h.render())[160, 300] == [255, 255, 255, 255])
    }

    @Test("Over full screen keeps the presenter on screen: it gets no appearance callbacks")
    func overFullScreen() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (a, b) = setUp(h, log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        #expect(log.entries == ["B willAppear", "B isAppearing", "B didAppear"])
        #expect(a.view.window === h.window)
        b.dismiss(animated: false)
        #expect(log.entries.suffix(2) == ["B willDisappear", "B didDisappear"])
    }

    @Test("A child presents from the root controller; the child reports its container's presented controller")
    func presentFromChild() {
        let h = UIKitTestHarness()
        let root = UIViewController(), child = UIViewController(), modal = UIViewController()
        h.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.present(modal, animated: false)
        #expect(modal.presentingViewController === root)
        #expect(root.presentedViewController === modal && child.presentedViewController === modal)
        #expect(root.viewIfLoaded?.window == nil)
    }
}
