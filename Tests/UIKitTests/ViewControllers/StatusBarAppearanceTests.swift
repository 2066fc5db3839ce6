// View-controller-based status bar appearance: the root controller's (or a full-screen presented
// controller's) style and visibility preferences, the child it delegates to, setNeedsStatusBarAppearanceUpdate,
// and what the status bar then draws and leaves to the safe area.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Status bar appearance")
struct StatusBarAppearanceTests {
    final class Preferring: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var styleChild: UIViewController?
        var captures = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { styleChild }
    }

    /// How many pixels of the status bar's strip are near white, on a black window.
    private func whitePixelsInStatusBar(_ h: UIKitTestHarness) -> Int {
        let pixels = Pixels(h.render())
        var count = 0
        for y in 0..<40 {
            for x in 0..<640 where pixels[x, y][0] > 200 { count += 1 }
        }
        return count
    }

    @Test("The root view controller's preferred style decides what the status bar draws")
    func rootStyle() {
        let h = UIKitTestHarness()
        let root = Preferring()
        root.view.backgroundColor = .black
        root.style = .lightContent
        h.window.rootViewController = root
        h.runTurn()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(whitePixelsInStatusBar(h) > 100, "white content on black")
        root.style = .default
        #expect(whitePixelsInStatusBar(h) > 100, "nothing changes until the controller asks")
        root.setNeedsStatusBarAppearanceUpdate()
        h.runTurn()
        #expect(UIApplication.shared.statusBarStyle == .default && whitePixelsInStatusBar(h) == 0)
    }

    @Test("prefersStatusBarHidden hides the status bar, and the safe area loses its 20 points")
    func hidden() {
        let h = UIKitTestHarness()
        let root = Preferring()
        h.window.rootViewController = root
        h.runTurn()
        #expect(root.view.safeAreaInsets.top == 20)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        h.runTurn()
        #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarFrame == .zero)
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test("childForStatusBarStyle hands the decision to a child")
    func childDecides() {
        let h = UIKitTestHarness()
        let root = Preferring(), child = Preferring()
        child.style = .lightContent
        root.styleChild = child
        h.window.rootViewController = root
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test("A full-screen presented controller decides; a pad's form sheet leaves it to the presenter unless it captures it")
    func presentedControllers() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 768, height: 1024), scale: 1, idiom: .pad)
        let root = Preferring(), cover = Preferring(), sheet = Preferring()
        cover.style = .lightContent
        sheet.style = .lightContent
        sheet.modalPresentationStyle = .formSheet
        h.window.rootViewController = root
        root.present(cover, animated: false)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        cover.dismiss(animated: false)
        #expect(UIApplication.shared.statusBarStyle == .default)
        root.present(sheet, animated: false)
        #expect(UIApplication.shared.statusBarStyle == .default)
        sheet.dismiss(animated: false)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test("Without a root view controller the application's own settings show")
    func applicationSettings() {
        let h = UIKitTestHarness()
        UIApplication.shared.statusBarStyle = .lightContent
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        h.window.rootViewController = Preferring()
        #expect(UIApplication.shared.statusBarStyle == .default, "the controller decides once there is one")
    }
}
