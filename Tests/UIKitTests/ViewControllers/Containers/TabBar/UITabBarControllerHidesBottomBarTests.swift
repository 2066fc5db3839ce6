// hidesBottomBarWhenPushed in a navigation controller that is a tab: the tab bar controller's tab bar
// hides while a controller pushed with it (or one above it) is on top, the pushed view reaching the
// window's bottom; popping back shows the bar. Animated, the bar slides out to the left with the page
// the push covers, under the incoming page, and back in with the page a pop uncovers; an interactive
// pop let go early leaves it hidden.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("hidesBottomBarWhenPushed in a tab bar controller")
struct UITabBarControllerHidesBottomBarTests {
    init() { TestFonts.pin() }

    /// A controller titled `title` with a view of `colour`, hiding bottom bars when pushed if `hides`.
    func page(_ title: String, _ colour: UIColor = .white, hides: Bool = false) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.hidesBottomBarWhenPushed = hides
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = colour
        return controller
    }

    /// A tab bar controller at the root of the window: a navigation controller of `root` and a second tab.
    func tabs(_ root: UIViewController, _ h: UIKitTestHarness) -> (UITabBarController, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let tabcon = UITabBarController()
        tabcon.viewControllers = [navigation, page("Other")]
        h.window.rootViewController = tabcon
        h.runTurn()
        return (tabcon, navigation)
    }

    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// Where `view`'s left edge is on screen as the running animations show it (through the presentation
    /// layers of it and its ancestors).
    func presentedMinX(_ view: UIView) -> CGFloat {
        var x: CGFloat = 0
        var layer: CALayer? = view.layer
        while let current = layer, let superlayer = current.superlayer {
            x += (current.presentation() ?? current).frame.minX - (superlayer.presentation() ?? superlayer).bounds.minX
            layer = superlayer
        }
        return x
    }

    /// Whether `view` shows in the window: neither it nor an ancestor hidden.
    func isVisible(_ view: UIView) -> Bool {
        sequence(first: view, next: \.superview).allSatisfy { !$0.isHidden } && view.window != nil
    }

    @Test("Pushed without animation: the tab bar hides while the controller or one above it is on top; popping to the root shows it")
    func hidesAndShowsAtOnce() {
        let h = UIKitTestHarness()
        let root = page("Root")
        let (tabcon, navigation) = tabs(root, h)
        #expect(root.view.safeAreaInsets.bottom == 49)
        let hiding = page("Hiding", hides: true)
        navigation.pushViewController(hiding, animated: false)
        h.runTurn()
        #expect(tabcon.tabBar.isHidden)
        #expect(windowFrame(hiding.view).maxY == 480, "the pushed view reaches the window's bottom")
        #expect(hiding.view.safeAreaInsets.bottom == 0, "and its safe area no longer reserves the bar")
        let above = page("Above")
        navigation.pushViewController(above, animated: false)
        h.runTurn()
        #expect(tabcon.tabBar.isHidden, "a controller above one that hides bottom bars keeps the bar hidden")
        #expect(above.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(tabcon.tabBar.isHidden)
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(!tabcon.tabBar.isHidden && isVisible(tabcon.tabBar))
        #expect(windowFrame(tabcon.tabBar) == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(root.view.safeAreaInsets.bottom == 49)
    }

    @Test("An opaque tab bar: the navigation controller's view stops above it, and fills the window while a pushed controller hides it")
    func opaqueTabBar() {
        let h = UIKitTestHarness()
        let root = page("Root")
        let (tabcon, navigation) = tabs(root, h)
        tabcon.tabBar.isTranslucent = false
        h.runTurn()
        #expect(windowFrame(navigation.view).maxY == 431)
        let hiding = page("Hiding", hides: true)
        navigation.pushViewController(hiding, animated: false)
        h.runTurn()
        #expect(windowFrame(navigation.view) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(windowFrame(hiding.view).maxY == 480)
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(windowFrame(navigation.view).maxY == 431)
        #expect(windowFrame(root.view).maxY == 431)
    }

    @Test("The tab bar follows the selected tab: another tab shows it, the navigation controller's tab hides it again")
    func followsTheSelectedTab() {
        let h = UIKitTestHarness()
        let (tabcon, navigation) = tabs(page("Root"), h)
        navigation.pushViewController(page("Hiding", hides: true), animated: false)
        h.runTurn()
        tabcon.selectedIndex = 1
        h.runTurn()
        #expect(!tabcon.tabBar.isHidden)
        #expect(tabcon.selectedViewController?.view.safeAreaInsets.bottom == 49)
        tabcon.selectedIndex = 0
        h.runTurn()
        #expect(tabcon.tabBar.isHidden)
    }

    @Test("A tab bar the app hid stays hidden after a pop to a controller that does not hide bottom bars")
    func appHiddenTabBar() {
        let h = UIKitTestHarness()
        let (tabcon, navigation) = tabs(page("Root"), h)
        tabcon.tabBar.isHidden = true
        navigation.pushViewController(page("Hiding", hides: true), animated: true)
        h.advance(by: 1)
        navigation.popViewController(animated: true)
        h.advance(by: 1)
        #expect(tabcon.tabBar.isHidden)
    }

    @Test("An animated push slides the tab bar out to the left with the covered view, under the incoming one")
    func animatedPush() throws {
        let h = UIKitTestHarness(scale: 1)
        let root = page("Root", .green)
        let (tabcon, navigation) = tabs(root, h)
        let hiding = page("Hiding", .red, hides: true)
        navigation.pushViewController(hiding, animated: true)
        h.advance(by: NavigationTestTimes.halfPush)
        let bar = tabcon.tabBar
        #expect(isVisible(bar), "the bar goes out with the page, not at once")
        let barX = presentedMinX(bar), coveredX = presentedMinX(root.view)
        #expect(barX < -10 && barX > -107, "a third of the way left at most: \(barX)")
        #expect(abs(barX - coveredX) < 0.5, "with the covered view: \(barX) and \(coveredX)")
        #expect(hiding.view.safeAreaInsets.bottom == 0, "the pushed view does not make room for the bar")
        #expect(root.view.safeAreaInsets.bottom == 49, "the covered view keeps its room for the bar it carries")
        let incomingX = presentedMinX(hiding.view)
        let pixels = Pixels(h.render())
        let red: [UInt8] = [255, 0, 0, 255]
        #expect(Pixels.close(pixels[Int(incomingX) + 40, 465], red), "the incoming view passes over the tab bar")
        h.advance(by: 1)
        #expect(bar.isHidden)
        #expect(windowFrame(hiding.view).maxY == 480 && hiding.view.safeAreaInsets.bottom == 0)
    }

    @Test("An animated pop brings the tab bar back in from the left with the uncovered view")
    func animatedPop() {
        let h = UIKitTestHarness()
        let root = page("Root", .green)
        let (tabcon, navigation) = tabs(root, h)
        navigation.pushViewController(page("Hiding", .red, hides: true), animated: false)
        h.runTurn()
        navigation.popViewController(animated: true)
        h.advance(by: NavigationTestTimes.halfPush)
        let bar = tabcon.tabBar
        #expect(isVisible(bar))
        let barX = presentedMinX(bar), uncoveredX = presentedMinX(root.view)
        #expect(barX < -10 && barX > -107, "coming back from a third of the way left: \(barX)")
        #expect(abs(barX - uncoveredX) < 0.5, "with the uncovered view: \(barX) and \(uncoveredX)")
        #expect(root.view.safeAreaInsets.bottom == 49, "the uncovered view makes room for the bar from the start")
        h.advance(by: 1)
        #expect(isVisible(bar))
        #expect(windowFrame(bar) == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(root.view.safeAreaInsets.bottom == 49)
    }

    /// Swipes from the left edge to `x`, then lets go there.
    func swipeBack(to x: CGFloat, _ h: UIKitTestHarness, whileSwiping check: () -> Void = {}) {
        h.touchDown(at: CGPoint(x: 5, y: 240))
        for step in stride(from: 20, through: x, by: 20) {
            h.advance(by: 0.05)
            h.touchMove(to: CGPoint(x: step, y: 240))
        }
        check()
        h.advance(by: 0.3)
        h.touchUp(at: CGPoint(x: x, y: 240))
        h.advance(by: 1)
    }

    @Test("An interactive pop let go early leaves the tab bar hidden; one carried through shows it")
    func interactivePop() {
        let h = UIKitTestHarness()
        let root = page("Root")
        let (tabcon, navigation) = tabs(root, h)
        let hiding = page("Hiding", hides: true)
        navigation.pushViewController(hiding, animated: false)
        h.runTurn()
        swipeBack(to: 100, h) {
            #expect(isVisible(tabcon.tabBar), "the bar comes in with the uncovered view as the finger moves")
            #expect(presentedMinX(tabcon.tabBar) < 0)
        }
        #expect(navigation.topViewController === hiding)
        #expect(tabcon.tabBar.isHidden)
        #expect(windowFrame(hiding.view).maxY == 480 && hiding.view.safeAreaInsets.bottom == 0)
        h.drag(from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240), steps: 12, duration: 0.6)
        h.advance(by: 1)
        #expect(navigation.topViewController === root)
        #expect(isVisible(tabcon.tabBar))
        #expect(windowFrame(tabcon.tabBar) == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(root.view.safeAreaInsets.bottom == 49)
    }

    @Test("Golden: half way through a push that hides the tab bar, and half way through the pop that shows it again")
    func goldens() {
        let h = UIKitTestHarness(scale: 2)
        let root = page("Photos"), detail = page("Photo", UIColor(white: 0.94, alpha: 1), hides: true)
        for (controller, text) in [(root, "The list, with the tab bar"), (detail, "The pushed photo, without it")] {
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
            label.text = text
            controller.view.addSubview(label)
        }
        let (tabcon, navigation) = tabs(root, h)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        tabcon.viewControllers?[1].tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
        h.runTurn()
        navigation.pushViewController(detail, animated: true)
        h.advance(by: NavigationTestTimes.halfPush)
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "push-midpoint")
        h.advance(by: 1)
        navigation.popViewController(animated: true)
        h.advance(by: NavigationTestTimes.halfPush)
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "pop-midpoint")
    }
}
