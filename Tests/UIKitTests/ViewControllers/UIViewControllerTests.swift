// UIViewController: lazy view loading, appearance callbacks, containment, responder chain, rotation.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIViewController")
struct UIViewControllerTests {
    final class LoggingController: UIViewController {
        var log: [String] = []
        override func loadView() { log.append("loadView"); view = UIView() }
        override func viewDidLoad() { log.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        var transitions: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            transitions.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    @Test("The view loads once, lazily, with loadView then viewDidLoad")
    func lazyLoading() {
        let controller = LoggingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.isViewLoaded)
    }

    @Test("As root view controller, its view fills the window and it hears appearance and layout")
    func rootAppearance() {
        let h = UIKitTestHarness()
        let controller = LoggingController()
        h.window.rootViewController = controller
        #expect(controller.view.frame == h.window.bounds)
        #expect(controller.log.starts(with: ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]))
        h.advance(by: 0.01)
        #expect(controller.log.contains("viewWillLayoutSubviews") && controller.log.contains("viewDidLayoutSubviews"))
        controller.log = []
        controller.view.removeFromSuperview()
        #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("A root view's next responder is its controller, whose next is the window")
    func responderChain() {
        let h = UIKitTestHarness()
        let controller = UIViewController()
        h.window.rootViewController = controller
        #expect(controller.view.next === controller)
        #expect(controller.next === h.window)
        #expect(h.window.next === UIApplication.shared)
    }

    @Test("Children are added and removed with the containment callbacks")
    func containment() {
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    }

    @Test("Rotating to landscape swaps the screen size, tells the root controller first, and resizes its view")
    func rotation() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480))
        let controller = LoggingController()
        h.window.rootViewController = controller
        final class Counter: @unchecked Sendable { var count = 0 }
        let notes = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification,
            object: UIDevice.current, queue: nil
        ) { _ in notes.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        h.rotate(to: .landscapeLeft)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(controller.transitions == [CGSize(width: 480, height: 320)])
        #expect(UIScreen.main.bounds.size == CGSize(width: 480, height: 320))
        #expect(h.window.bounds.size == CGSize(width: 480, height: 320))
        #expect(controller.view.bounds.size == CGSize(width: 480, height: 320))
        #expect(notes.count == 1)
        h.rotate(to: .landscapeRight)
        #expect(controller.transitions == [CGSize(width: 480, height: 320), CGSize(width: 480, height: 320)], "a half turn: the same size")
    }

    @Test("A harness can start as an iPad in landscape")
    func padHarness() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(h.window.bounds.size == CGSize(width: 1024, height: 768))
    }
}
