// A view controller's top and bottom layout guides and updateViewConstraints(): seed 000 §15.1 pins a
// bar's top to the top layout guide with a zero-length constraint. Public API only.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIViewController: layout guides and updateViewConstraints")
struct UIViewControllerLayoutGuideTests {
    /// A controller whose view holds a 44-point bar pinned to the top layout guide and a footer pinned to
    /// the bottom one.
    final class BarController: UIViewController {
        let bar = UIView(), footer = UIView()
        var updates = 0
        var hidesStatusBar = false
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override func viewDidLoad() {
            super.viewDidLoad()
            for part in [bar, footer] {
                part.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(part)
            }
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.widthAnchor.constraint(equalToConstant: 100),
                footer.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        override func updateViewConstraints() {
            updates += 1
            super.updateViewConstraints()
        }
    }

    @Test("A bar pinned to the top layout guide sits under the 20-point status bar (seed 000 §15.1)")
    func barBelowStatusBar() {
        let h = UIKitTestHarness()
        let controller = BarController()
        h.window.rootViewController = controller
        h.runTurn()
        #expect(controller.topLayoutGuide.length == 20 && controller.bottomLayoutGuide.length == 0)
        #expect(controller.bar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(controller.footer.frame == CGRect(x: 0, y: 450, width: 100, height: 30))
    }

    @Test("Hiding the status bar shortens the top guide to 0 and the bar moves up at the next turn")
    func statusBarHidden() {
        let h = UIKitTestHarness()
        let controller = BarController()
        h.window.rootViewController = controller
        h.runTurn()
        controller.hidesStatusBar = true
        controller.setNeedsStatusBarAppearanceUpdate()
        h.runTurn()
        #expect(controller.topLayoutGuide.length == 0)
        #expect(controller.bar.frame.minY == 0)
        controller.hidesStatusBar = false
        controller.setNeedsStatusBarAppearanceUpdate()
        h.runTurn()
        #expect(controller.bar.frame.minY == 20)
    }

    @Test("The guides follow a rotation: the footer stays on the bottom edge")
    func rotation() {
        let h = UIKitTestHarness()
        let controller = BarController()
        h.window.rootViewController = controller
        h.runTurn()
        h.rotate(to: .landscapeLeft)
        h.runTurn()
        #expect(controller.bar.frame == CGRect(x: 0, y: 20, width: 480, height: 44))
        #expect(controller.footer.frame.maxY == 320)
    }

    @Test("A visual format names the top layout guide as iOS 7 code does: V:[top]-0-[bar]")
    func visualFormat() {
        let h = UIKitTestHarness()
        let controller = UIViewController()
        h.window.rootViewController = controller
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let views: [String: Any] = ["top": controller.topLayoutGuide, "bar": bar]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:[top]-0-[bar(44)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[bar]|", metrics: nil, views: views))
        h.runTurn()
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
    }

    @Test("updateViewConstraints() runs in the update-constraints pass when the root view is marked")
    func updateViewConstraints() {
        let h = UIKitTestHarness()
        let controller = BarController()
        h.window.rootViewController = controller
        h.runTurn()
        let before = controller.updates
        controller.view.setNeedsUpdateConstraints()
        h.runTurn()
        #expect(controller.updates == before + 1)
        h.runTurn()
        #expect(controller.updates == before + 1)
    }
}
