// Rotation: the interface turns with the device where the application and the controller on top allow
// it; controllers hear viewWillTransition(to:with:) and the iOS 7 rotation callbacks in UIKit's order,
// forwarded to children and presented controllers; attemptRotationToDeviceOrientation; a presented
// controller that does not support the current orientation turns the interface.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Rotation")
struct RotationTests {
    /// Logs its size transitions and iOS 7 rotation callbacks; supports what it is told to.
    class RotatingController: LoggedController {
        var supported: UIInterfaceOrientationMask?
        var autorotates = true
        var preferred: UIInterfaceOrientation?
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported ?? super.supportedInterfaceOrientations }
        override var shouldAutorotate: Bool { autorotates }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
            preferred ?? super.preferredInterfaceOrientationForPresentation
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            record("viewWillTransition \(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            record("willRotate \(toInterfaceOrientation)")
        }
        /// The view's width when willAnimateRotation came.
        var widthWhenAnimating: CGFloat?
        override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            record("willAnimateRotation \(toInterfaceOrientation)")
            widthWhenAnimating = view.bounds.width
        }
        override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
            record("didRotate from \(fromInterfaceOrientation)")
        }
    }

    private var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }

    @Test("A rotation sends viewWillTransition and the iOS 7 callbacks in order, down to children and presented controllers")
    func callbackOrder() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let root = RotatingController("root", log: log), child = RotatingController("child", log: log)
        let presented = RotatingController("presented", log: log)
        h.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: false)
        log.clear()
        h.rotate(to: .landscapeLeft)
        #expect(interfaceOrientation == .landscapeRight, "a device turned left shows the interface in landscape right")
        #expect(UIScreen.main.bounds.size == CGSize(width: 480, height: 320) && h.window.bounds.size == CGSize(width: 480, height: 320))
        #expect(
            log.entries == [
                "root viewWillTransition 480x320", "root willRotate landscapeRight",
                "child viewWillTransition 480x320", "child willRotate landscapeRight",
                "presented viewWillTransition 480x320", "presented willRotate landscapeRight",
                "root willAnimateRotation landscapeRight", "child willAnimateRotation landscapeRight",
                "presented willAnimateRotation landscapeRight",
                "root didRotate from portrait", "child didRotate from portrait", "presented didRotate from portrait",
            ])
        #expect(presented.widthWhenAnimating == 480, "the view on screen is laid out at its new size by then")
    }

    @Test("An override of viewWillTransition that does not call super gets no iOS 7 rotation callbacks, as on iOS")
    func overrideWithoutSuper() {
        final class Modern: RotatingController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                record("modern \(Int(size.width))")
            }
        }
        let h = UIKitTestHarness()
        let log = CallbackLog()
        h.window.rootViewController = Modern("root", log: log)
        h.rotate(to: .landscapeRight)
        #expect(log.entries.filter { !$0.contains("ppear") } == ["root modern 480"])
    }

    @Test("The coordinator's target transform turns the other way from the interface, a quarter turn for a side")
    func targetTransform() {
        final class Probe: UIViewController {
            var angles: [CGFloat] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                angles.append(atan2(coordinator.targetTransform.b, coordinator.targetTransform.a))
            }
        }
        let h = UIKitTestHarness(idiom: .pad)
        let probe = Probe()
        h.window.rootViewController = probe
        h.rotate(to: .landscapeLeft)  // interface portrait → landscape right
        h.rotate(to: .landscapeRight)  // landscape right → landscape left: half a turn, the same size
        h.rotate(to: .portraitUpsideDown)
        #expect(probe.angles.count == 3)
        #expect(abs(probe.angles[0] + .pi / 2) < 1e-9)
        #expect(abs(abs(probe.angles[1]) - .pi) < 1e-9)
        #expect(abs(probe.angles[2] - .pi / 2) < 1e-9, "landscape left to upside down: the interface turns a quarter anticlockwise")
        #expect(interfaceOrientation == .portraitUpsideDown && UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
    }

    @Test("The interface turns only where the application and the controller on top allow it")
    func supportedOrientations() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let root = RotatingController("root", log: log)
        h.window.rootViewController = root
        log.clear()
        h.rotate(to: .portraitUpsideDown)
        #expect(UIDevice.current.orientation == .portraitUpsideDown)
        #expect(interfaceOrientation == .portrait && log.entries.isEmpty, "a phone app does not turn upside down")
        root.supported = .portrait
        h.rotate(to: .landscapeLeft)
        #expect(interfaceOrientation == .portrait && UIScreen.main.bounds.width == 320 && log.entries.isEmpty)
        root.supported = nil
        root.autorotates = false
        h.rotate(to: .landscapeRight)
        #expect(interfaceOrientation == .portrait && log.entries.isEmpty, "shouldAutorotate false keeps the interface")
        h.rotate(to: .faceUp)
        #expect(interfaceOrientation == .portrait)
    }

    @Test("The application delegate's supported orientations limit every controller")
    func applicationLimit() {
        final class PortraitApp: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
                -> UIInterfaceOrientationMask
            { .portrait }
        }
        let h = UIKitTestHarness(idiom: .pad)
        let app = PortraitApp()
        UIApplication.shared.delegate = app
        h.window.rootViewController = UIViewController()
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: h.window) == .portrait)
        h.rotate(to: .landscapeLeft)
        #expect(interfaceOrientation == .portrait)
        UIApplication.shared.delegate = nil
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: h.window) == .all, "a pad app supports all four by default")
    }

    @Test("attemptRotationToDeviceOrientation turns the interface once the controller allows the device's orientation")
    func attemptRotation() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let root = RotatingController("root", log: log)
        root.supported = .portrait
        h.window.rootViewController = root
        h.rotate(to: .landscapeLeft)
        #expect(interfaceOrientation == .portrait)
        root.supported = .landscape
        #expect(interfaceOrientation == .portrait, "nothing turns until UIKit is asked")
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(interfaceOrientation == .landscapeRight && UIScreen.main.bounds.width == 480)
    }

    @Test("A presented controller that does not support the interface's orientation turns it; dismissing it turns back with the device")
    func presentationTurnsInterface() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let root = RotatingController("root", log: log), portraitOnly = RotatingController("sheet", log: log)
        portraitOnly.supported = [.portrait, .portraitUpsideDown]
        portraitOnly.preferred = .portrait
        h.window.rootViewController = root
        h.rotate(to: .landscapeLeft)
        #expect(interfaceOrientation == .landscapeRight)
        log.clear()
        root.present(portraitOnly, animated: false)
        #expect(interfaceOrientation == .portrait && UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
        #expect(log.entries.contains("sheet willRotate portrait"))
        root.dismiss(animated: false)
        #expect(interfaceOrientation == .landscapeRight && UIScreen.main.bounds.width == 480)
    }

    @Test("Bad input: an empty supported mask leaves the interface where it is")
    func emptyMask() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let root = RotatingController("root", log: log)
        root.supported = []
        h.window.rootViewController = root
        h.rotate(to: .landscapeLeft)
        #expect(interfaceOrientation == .portrait && UIScreen.main.bounds.width == 320)
    }
}
