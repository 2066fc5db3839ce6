// Touching the selected tab again: a navigation controller's tab pops it to its root, animated, after
// the delegate's tabBarController(_:shouldSelect:) allowed it (a refusal leaves the stack as it is); the
// More tab pops the More navigation controller back to the More list; other tabs only hear the touch.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBarController touching the selected tab")
struct UITabBarControllerReselectionTests {
    init() { TestFonts.pin() }

    final class Delegate: UITabBarControllerDelegate {
        var allows = true
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("should \(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)")
            return allows
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("did \(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)")
        }
    }

    func page(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = .white
        return controller
    }

    func tapTab(_ index: Int, of tabcon: UITabBarController, _ h: UIKitTestHarness) {
        let buttons = tabcon.tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        h.tap(at: buttons[index].convert(CGPoint(x: buttons[index].bounds.midX, y: buttons[index].bounds.midY), to: nil))
    }

    /// A tab bar controller at the root of the window: a navigation controller with Middle and Top pushed
    /// on Root, and a second tab.
    func tabs(_ h: UIKitTestHarness) -> (UITabBarController, UINavigationController, [UIViewController]) {
        let stack = [page("Root"), page("Middle"), page("Top")]
        let navigation = UINavigationController(rootViewController: stack[0])
        navigation.tabBarItem = UITabBarItem(title: "Stack", image: nil, tag: 0)
        let tabcon = UITabBarController()
        tabcon.viewControllers = [navigation, page("Other")]
        h.window.rootViewController = tabcon
        h.runTurn()
        navigation.pushViewController(stack[1], animated: false)
        navigation.pushViewController(stack[2], animated: false)
        h.runTurn()
        return (tabcon, navigation, stack)
    }

    @Test("Touching a navigation controller's selected tab pops it to its root, animated, through the delegate")
    func popsToRoot() {
        let h = UIKitTestHarness()
        let (tabcon, navigation, stack) = tabs(h)
        let delegate = Delegate()
        tabcon.delegate = delegate
        tapTab(0, of: tabcon, h)
        #expect(delegate.calls == ["should 0", "did 0"])
        #expect(navigation.viewControllers == [stack[0]])
        h.advance(by: 0.1)
        let top = stack[2].view.layer.presentation()?.frame.minX ?? 0
        #expect(top > 0 && top < 320, "the top page slides off to the right: \(top)")
        h.advance(by: 1)
        #expect(stack[0].view.window === h.window && stack[2].viewIfLoaded?.window == nil)
        #expect(tabcon.selectedIndex == 0)
        tapTab(0, of: tabcon, h)
        h.advance(by: 1)
        #expect(navigation.viewControllers == [stack[0]] && stack[0].view.window === h.window, "at the root, nothing more")
    }

    @Test("A delegate that refuses the selected tab keeps the navigation controller's stack")
    func refused() {
        let h = UIKitTestHarness()
        let (tabcon, navigation, stack) = tabs(h)
        let delegate = Delegate()
        delegate.allows = false
        tabcon.delegate = delegate
        tapTab(0, of: tabcon, h)
        h.advance(by: 1)
        #expect(delegate.calls == ["should 0"])
        #expect(navigation.viewControllers == stack)
        #expect(stack[2].view.window === h.window)
    }

    @Test("Touching another tab and coming back leaves the navigation controller's stack as it was")
    func otherTabKeepsTheStack() {
        let h = UIKitTestHarness()
        let (tabcon, navigation, stack) = tabs(h)
        tapTab(1, of: tabcon, h)
        h.advance(by: 1)
        tapTab(0, of: tabcon, h)
        h.advance(by: 1)
        #expect(navigation.viewControllers == stack)
        #expect(stack[2].view.window === h.window)
    }

    @Test("Touching the selected tab of a controller that is not a navigation controller only tells the delegate")
    func plainTab() {
        let h = UIKitTestHarness()
        let (tabcon, _, _) = tabs(h)
        let other = tabcon.viewControllers?[1]
        tabcon.selectedIndex = 1
        h.runTurn()
        let delegate = Delegate()
        tabcon.delegate = delegate
        tapTab(1, of: tabcon, h)
        h.advance(by: 1)
        #expect(delegate.calls == ["should 1", "did 1"])
        #expect(tabcon.selectedViewController === other && other?.view.window === h.window)
    }

    @Test("Touching More while it is selected pops the More navigation controller back to the More list")
    func moreTab() throws {
        let h = UIKitTestHarness()
        let pages = (1...7).map { page("Page \($0)") }
        let tabcon = UITabBarController()
        tabcon.viewControllers = pages
        h.window.rootViewController = tabcon
        h.runTurn()
        tabcon.selectedViewController = pages[5]
        h.runTurn()
        let more = tabcon.moreNavigationController
        #expect(more.viewControllers.count == 2 && more.topViewController === pages[5])
        tapTab(4, of: tabcon, h)
        h.advance(by: 1)
        #expect(more.viewControllers.count == 1)
        let list = try #require(more.viewControllers.first)
        #expect(list.view.window === h.window && pages[5].viewIfLoaded?.window == nil)
        #expect(tabcon.selectedViewController === more)
    }
}
