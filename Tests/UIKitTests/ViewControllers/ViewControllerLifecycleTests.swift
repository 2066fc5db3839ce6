// UIViewController lifecycle and containment: the exact callback sequences of a root controller
// swap, adding and removing a child, appearance forwarding and container transitions.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIViewController lifecycle and containment")
struct ViewControllerLifecycleTests {
    @Test("A code-only controller loads its view with init(nibName: nil, bundle: nil), lazily")
    func codeOnlyInit() {
        let controller = UIViewController(nibName: nil, bundle: nil)
        #expect(controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.viewIfLoaded != nil)
    }

    @Test("Setting and swapping the root view controller sends the appearance callbacks, old first")
    func rootSwap() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        h.window.rootViewController = a
        #expect(log.entries == ["A willAppear", "A isAppearing", "A didAppear"])
        log.clear()
        h.window.rootViewController = b
        #expect(log.entries == ["A willDisappear", "A didDisappear", "B willAppear", "B isAppearing", "B didAppear"])
        #expect(a.viewIfLoaded?.window == nil && b.view.window === h.window)
    }

    @Test("A root controller set on a hidden window appears when makeKeyAndVisible shows it, and disappears when it hides")
    func hiddenWindow() {
        _ = UIKitTestHarness()
        let log = CallbackLog()
        let root = LoggedController("R", log: log), child = LoggedController("C", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        log.clear()
        window.rootViewController = root
        #expect(log.entries.isEmpty, "nothing while the window is hidden")
        window.makeKeyAndVisible()
        #expect(log.entries == ["R willAppear", "R isAppearing", "C willAppear", "C isAppearing", "C didAppear", "R didAppear"])
        log.clear()
        window.isHidden = true
        #expect(log.entries == ["R willDisappear", "C willDisappear", "C didDisappear", "R didDisappear"])
    }

    @Test("Adding a child to a controller on screen: willMove, the appearance callbacks, didMove; isMovingToParent meanwhile")
    func addChild() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let parent = UIViewController()
        h.window.rootViewController = parent
        final class Child: LoggedController {
            var movingWhenAppearing: Bool?
            override func viewWillAppear(_ animated: Bool) {
                movingWhenAppearing = isMovingToParent
                super.viewWillAppear(animated)
            }
        }
        let child = Child("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["C willMove", "C willAppear", "C isAppearing", "C didAppear", "C didMove"])
        #expect(child.movingWhenAppearing == true)
        #expect(!child.isMovingToParent)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.parent === parent)
    }

    @Test("Removing a child: willMove(nil), the disappearance callbacks, didMove(nil); isMovingFromParent meanwhile")
    func removeChild() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let parent = UIViewController()
        h.window.rootViewController = parent
        final class Child: LoggedController {
            var movingWhenDisappearing: Bool?
            override func viewWillDisappear(_ animated: Bool) {
                movingWhenDisappearing = isMovingFromParent
                super.viewWillDisappear(animated)
            }
        }
        let child = Child("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["C willMove(nil)", "C willDisappear", "C didDisappear", "C didMove(nil)"])
        #expect(child.movingWhenDisappearing == true)
        #expect(!child.isMovingFromParent && child.parent == nil && parent.children.isEmpty)
    }

    @Test("Adding a child to a new parent takes it from the old one")
    func reparent() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && second.children.count == 1 && child.parent === second)
    }

    @Test("A container that does not forward appearance drives its children itself")
    func manualForwarding() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        final class Container: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = Container()
        h.window.rootViewController = parent
        let child = LoggedController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["C willMove", "C didMove"])
        log.clear()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.entries == ["C willAppear", "C isAppearing", "C didAppear"])
    }

    @Test("An appearance begun and then reversed ends with the disappearance: will appear, will disappear, did disappear")
    func cancelledAppearance() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let controller = LoggedController("A", log: log)
        h.window.addSubview(controller.view)
        log.clear()
        controller.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["A willDisappear", "A willAppear", "A isAppearing", "A willDisappear", "A didDisappear"])
        // A second end does nothing: the cycle is closed.
        controller.endAppearanceTransition()
        #expect(log.entries.count == 5)
    }

    @Test("A container's transition between two children swaps their views and sends both sets of callbacks")
    func childTransition() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let parent = UIViewController()
        h.window.rootViewController = parent
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        parent.addChild(b)
        log.clear()
        var finished: Bool?
        parent.transition(from: a, to: b, duration: 0.3, animations: { b.view.alpha = 0.5 }) { finished = $0 }
        #expect(b.view.superview === parent.view)
        #expect(log.entries == ["A willDisappear", "B willAppear", "B isAppearing"])
        h.advance(by: 0.5)
        #expect(finished == true)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(log.entries == ["A willDisappear", "B willAppear", "B isAppearing", "B didAppear", "A didDisappear"])
    }

    @Test("Bad input: a controller added as a child of its own descendant fails, naming the call")
    func containmentCycle() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIViewController(), child = UIViewController()
                parent.addChild(child)
                child.addChild(parent)
            }
        }
    }

    @Test("Bad input: a container transition between controllers that are not both its children fails")
    func transitionOfStrangers() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIViewController(), child = UIViewController(), stranger = UIViewController()
                parent.addChild(child)
                parent.transition(from: child, to: stranger, duration: 0, animations: nil)
            }
        }
    }
}
