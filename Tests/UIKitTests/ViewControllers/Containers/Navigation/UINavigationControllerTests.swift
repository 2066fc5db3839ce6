// UINavigationController: the stack and its children, the navigation bar and toolbar it manages from the
// top controller's navigation item and toolbar items, the delegate, and bad input.
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UINavigationController")
struct UINavigationControllerTests {
    init() { TestFonts.pin() }

    /// A controller with a title and a white view.
    func page(_ title: String?) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.loadViewIfNeeded()
        controller.view.backgroundColor = .white
        return controller
    }

    /// `navigation` as the root of the harness's window, laid out.
    func show(_ navigation: UINavigationController, in h: UIKitTestHarness) {
        h.window.rootViewController = navigation
        h.runTurn()
    }

    /// The visible labels' texts in the bar, left to right.
    func texts(_ bar: UIView) -> [String] {
        bar.allSubviews.compactMap { view -> (CGFloat, String)? in
            guard let label = view as? UILabel, let text = label.text, !text.isEmpty, label.isShownInWindow else { return nil }
            return (label.convert(label.bounds, to: nil).minX, text)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    final class Recorder: UINavigationControllerDelegate {
        var calls: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        {
            calls.append("willShow \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        {
            calls.append("didShow \(viewController.title ?? "")")
        }
    }

    @Test("spec 004 T172: the root controller is the stack, on top and shown, with no back button")
    func spec004_T172_root() {
        let h = UIKitTestHarness()
        let a = page("A")
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        #expect(navigation.viewControllers == [a])
        #expect(navigation.topViewController === a && navigation.visibleViewController === a)
        #expect(a.view.window === h.window && a.parent === navigation && a.navigationController === navigation)
        #expect(navigation.navigationBar.backItem == nil)
        #expect(texts(navigation.navigationBar) == ["A"], "the title alone: no back button")
    }

    @Test("spec 004 T173: init() then pushViewController(_:animated: false) is the same as init(rootViewController:)")
    func spec004_T173_initThenPush() {
        let h = UIKitTestHarness()
        let a = page("A")
        let navigation = UINavigationController()
        navigation.pushViewController(a, animated: false)
        show(navigation, in: h)
        #expect(navigation.viewControllers == [a] && navigation.topViewController === a)
        #expect(a.view.window === h.window)
        #expect(texts(navigation.navigationBar) == ["A"])
    }

    @Test("spec 004 T174: a push shows the new controller; a pop removes its view and shows the old one again")
    func spec004_T174_pushAndPop() {
        let h = UIKitTestHarness()
        let a = page("A"), b = page("B")
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.window === h.window && a.viewIfLoaded?.superview == nil)
        #expect(navigation.popViewController(animated: false) === b)
        h.runTurn()
        #expect(navigation.viewControllers == [a])
        #expect(b.view.superview == nil && b.parent == nil)
        #expect(a.view.window === h.window)
    }

    @Test("spec 004 T175: the back button reads the previous controller's title, or \"Back\" without one")
    func spec004_T175_backButtonTitle() {
        let h = UIKitTestHarness()
        let list = page("List")
        let navigation = UINavigationController(rootViewController: list)
        show(navigation, in: h)
        navigation.pushViewController(page("Detail"), animated: false)
        h.runTurn()
        #expect(texts(navigation.navigationBar) == ["List", "Detail"])
        list.title = nil
        h.runTurn()
        #expect(texts(navigation.navigationBar) == ["Back", "Detail"])
    }

    final class MoreInfoController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            self.title = "More Info"
        }
    }

    @Test("spec 004 T176 (E16): a title set in viewDidLoad shows centred in the bar")
    func spec004_T176_title() throws {
        let h = UIKitTestHarness()
        let navigation = UINavigationController(rootViewController: MoreInfoController())
        show(navigation, in: h)
        let label = try #require(navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "More Info" })
        let frame = label.convert(label.bounds, to: nil)
        #expect(abs(frame.midX - 160) <= 1)
        #expect(abs(frame.midY - 42) <= 1, "in the bar under the status bar: \(frame)")
    }

    @Test("spec 004 T177, T178: right items show at the right edge (the first rightmost); the right side is empty by default")
    func spec004_T177_T178_rightItems() throws {
        let h = UIKitTestHarness()
        let a = page("A")
        #expect(a.navigationItem.rightBarButtonItem == nil)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        #expect(texts(navigation.navigationBar) == ["A"], "T178: nothing on the right")
        let first = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)
        a.navigationItem.rightBarButtonItem = first
        h.runTurn()
        #expect(texts(navigation.navigationBar) == ["A", "One"])
        a.navigationItem.rightBarButtonItems = [first, second]
        h.runTurn()
        #expect(texts(navigation.navigationBar) == ["A", "Two", "One"], "T177: the first item is the rightmost")
        let one = try #require(navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "One" })
        #expect(one.convert(one.bounds, to: nil).maxX > 290)
    }

    @Test("spec 004 T179: the toolbar is hidden by default; shown, it is 44 points at the bottom")
    func spec004_T179_toolbarHidden() {
        let h = UIKitTestHarness()
        let navigation = UINavigationController(rootViewController: page("A"))
        show(navigation, in: h)
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        navigation.setToolbarHidden(false, animated: false)
        h.runTurn()
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.convert(navigation.toolbar.bounds, to: nil) == CGRect(x: 0, y: 436, width: 320, height: 44))
    }

    @Test("spec 004 T180: the toolbar stays shown or hidden across pushes and pops until set again")
    func spec004_T180_toolbarPersists() {
        let h = UIKitTestHarness()
        let navigation = UINavigationController(rootViewController: page("A"))
        show(navigation, in: h)
        navigation.setToolbarHidden(false, animated: false)
        navigation.pushViewController(page("B"), animated: false)
        h.runTurn()
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(!navigation.toolbar.isHidden)
        navigation.pushViewController(page("B"), animated: false)
        navigation.setToolbarHidden(true, animated: false)
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
    }

    @Test("spec 004 T181: the toolbar shows the top controller's toolbar items")
    func spec004_T181_toolbarItems() {
        let h = UIKitTestHarness()
        let a = page("A"), b = page("B")
        let x = UIBarButtonItem(title: "X", style: .plain, target: nil, action: nil)
        let y = UIBarButtonItem(title: "Y", style: .plain, target: nil, action: nil)
        a.toolbarItems = [x]
        b.setToolbarItems([y], animated: false)
        let navigation = UINavigationController(rootViewController: a)
        navigation.isToolbarHidden = false
        show(navigation, in: h)
        #expect(texts(navigation.toolbar) == ["X"])
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        #expect(texts(navigation.toolbar) == ["Y"])
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(texts(navigation.toolbar) == ["X"])
        let z = UIBarButtonItem(title: "Z", style: .plain, target: nil, action: nil)
        a.setToolbarItems([x, z], animated: false)
        h.runTurn()
        #expect(texts(navigation.toolbar) == ["X", "Z"], "the top controller's new items show at once")
    }

    final class Target: UIResponder {
        var taps = 0
        override class var responderActions: ResponderActions {
            super.responderActions.routing("buttonTapped:", to: Target.tapped)
        }
        func tapped(_ sender: Any?) { taps += 1 }
    }

    @Test("spec 004 T182 (E18): a toolbar button without a target does nothing; with one, a tap calls it once")
    func spec004_T182_toolbarButton() throws {
        let h = UIKitTestHarness()
        let a = page("A")
        let item = UIBarButtonItem(title: "Toolbar Button ", style: .bordered, target: nil, action: nil)
        a.setToolbarItems([item], animated: false)
        let navigation = UINavigationController(rootViewController: a)
        navigation.setToolbarHidden(false, animated: false)
        show(navigation, in: h)
        let label = try #require(
            navigation.toolbar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text?.hasPrefix("Toolbar Button") ?? false })
        let centre = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
        h.tap(at: centre)
        let target = Target()
        item.target = target
        item.action = "buttonTapped:"
        h.tap(at: centre)
        #expect(target.taps == 1)
    }

    @Test("spec 004 T183: push and pop tell the delegate willShow, then didShow, with the incoming controller")
    func spec004_T183_delegate() {
        let h = UIKitTestHarness()
        let recorder = Recorder()
        let navigation = UINavigationController(rootViewController: page("A"))
        navigation.delegate = recorder
        show(navigation, in: h)
        recorder.calls = []
        navigation.pushViewController(page("B"), animated: true)
        h.advance(by: 1)
        navigation.popViewController(animated: true)
        h.advance(by: 1)
        #expect(recorder.calls == ["willShow B", "didShow B", "willShow A", "didShow A"])
    }

    @Test("A child's safe area starts under the bars; its view fills the navigation controller's view")
    func childSafeArea() {
        let h = UIKitTestHarness()
        let a = page("A")
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.top == 64 && a.view.safeAreaInsets.bottom == 0)
        navigation.setToolbarHidden(false, animated: false)
        h.runTurn()
        #expect(a.view.safeAreaInsets.bottom == 44)
        navigation.setNavigationBarHidden(true, animated: false)
        h.runTurn()
        #expect(a.view.safeAreaInsets.top == 20, "the status bar alone")
        #expect(navigation.navigationBar.isHidden)
    }

    @Test("edgesForExtendedLayout without .top, or an opaque bar, starts the child's view under the bar")
    func extendedLayout() {
        let h = UIKitTestHarness()
        let a = page("A")
        a.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        #expect(a.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(a.view.safeAreaInsets.top == 0)
        a.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        h.runTurn()
        #expect(a.view.frame.minY == 64, "an opaque bar: the view starts under it")
        a.extendedLayoutIncludesOpaqueBars = true
        h.runTurn()
        #expect(a.view.frame.minY == 0)
    }

    @Test("Making the navigation bar opaque lays the top view out again below it; translucent again, under it")
    func translucencyChangeLaysOut() {
        let h = UIKitTestHarness()
        let a = page("A")
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        #expect(a.view.frame.minY == 0)
        navigation.navigationBar.isTranslucent = false
        h.runTurn()
        #expect(a.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        navigation.navigationBar.isTranslucent = true
        h.runTurn()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("Hiding the navigation bar animated slides it up over 0.2 s")
    func hideBarAnimated() {
        let h = UIKitTestHarness()
        let navigation = UINavigationController(rootViewController: page("A"))
        show(navigation, in: h)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        h.advance(by: 0.1)
        let middle = navigation.navigationBar.layer.presentation()?.frame.minY ?? 0
        #expect(middle < 20 && middle > -44, "sliding: \(middle)")
        #expect(!navigation.navigationBar.isHidden)
        h.advance(by: 0.2)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test("hidesBottomBarWhenPushed hides the toolbar while the controller is in the stack")
    func hidesBottomBar() {
        let h = UIKitTestHarness()
        let navigation = UINavigationController(rootViewController: page("A"))
        navigation.isToolbarHidden = false
        show(navigation, in: h)
        let b = page("B")
        b.hidesBottomBarWhenPushed = true
        navigation.pushViewController(b, animated: false)
        h.runTurn()
        #expect(navigation.toolbar.isHidden && !navigation.isToolbarHidden)
        navigation.popViewController(animated: false)
        h.runTurn()
        #expect(!navigation.toolbar.isHidden)
    }

    @Test("popToViewController and popToRootViewController return the popped controllers, bottom first")
    func popTo() {
        let h = UIKitTestHarness()
        let a = page("A"), b = page("B"), c = page("C"), d = page("D")
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.setViewControllers([a, b, c, d], animated: false)
        #expect(navigation.popToViewController(b, animated: false) == [c, d])
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.popToRootViewController(animated: false) == [b])
        #expect(navigation.popToRootViewController(animated: false) == nil, "nothing above the root")
        h.runTurn()
        #expect(a.view.window === h.window && c.parent == nil && d.parent == nil)
    }

    @Test("Every descendant finds its navigation controller; show(_:sender:) pushes")
    func descendantsAndShow() {
        let h = UIKitTestHarness()
        let a = page("A")
        let child = UIViewController()
        a.addChild(child)
        child.didMove(toParent: a)
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        #expect(child.navigationController === navigation)
        #expect(UIViewController().navigationController == nil)
        let b = page("B")
        child.show(b, sender: nil)
        #expect(navigation.topViewController === b)
    }

    @Test("Bad input: pushing a controller already in the stack, popping the root, popping to a stranger change nothing")
    func badInput() {
        let h = UIKitTestHarness()
        let a = page("A"), b = page("B")
        let navigation = UINavigationController(rootViewController: a)
        show(navigation, in: h)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(a, animated: false)
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.popViewController(animated: false) === b)
        #expect(navigation.popViewController(animated: false) == nil, "the root stays")
        #expect(navigation.popToViewController(page("Stranger"), animated: false) == nil)
        navigation.setViewControllers([a, b, a], animated: false)
        #expect(navigation.viewControllers == [a, b])
        h.runTurn()
        #expect(b.view.window === h.window)
    }
}

@MainActor
@Suite("UINavigationController bar hiding")
struct UINavigationControllerBarHidingTests {
    init() { TestFonts.pin() }

    /// A navigation controller showing a page with toolbar items, at the root of the window.
    func setUp(_ h: UIKitTestHarness) -> (UINavigationController, UIViewController) {
        let page = UIViewController()
        page.title = "Page"
        page.loadViewIfNeeded()
        page.view.backgroundColor = .white
        page.toolbarItems = [UIBarButtonItem(title: "Item", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: page)
        navigation.isToolbarHidden = false
        h.window.rootViewController = navigation
        h.runTurn()
        return (navigation, page)
    }

    @Test("hidesBarsOnTap: a tap on the content hides both bars, the next shows them; taps on the bars do not")
    func onTap() {
        let h = UIKitTestHarness()
        let (navigation, _) = setUp(h)
        h.tap(at: CGPoint(x: 160, y: 42))
        h.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden, "off by default")
        navigation.hidesBarsOnTap = true
        #expect(navigation.view.gestureRecognizers?.contains { $0 === navigation.barHideOnTapGestureRecognizer } == true)
        h.tap(at: CGPoint(x: 160, y: 42))
        h.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden, "a tap on the bar itself")
        h.tap(at: CGPoint(x: 160, y: 240))
        h.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(navigation.navigationBar.isHidden && navigation.toolbar.isHidden)
        h.tap(at: CGPoint(x: 160, y: 240))
        h.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        navigation.hidesBarsOnTap = false
        #expect(navigation.view.gestureRecognizers?.contains { $0 === navigation.barHideOnTapGestureRecognizer } != true)
    }

    @Test("hidesBarsOnSwipe: swiping the content up hides the bars, swiping down shows them")
    func onSwipe() {
        let h = UIKitTestHarness()
        let (navigation, _) = setUp(h)
        navigation.hidesBarsOnSwipe = true
        h.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200))
        h.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 300))
        h.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsWhenKeyboardAppears: the bars hide as the keyboard shows")
    func onKeyboard() {
        let h = UIKitTestHarness()
        let (navigation, page) = setUp(h)
        navigation.hidesBarsWhenKeyboardAppears = true
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 280, height: 30))
        page.view.addSubview(field)
        h.runTurn()
        field.becomeFirstResponder()
        h.advance(by: 1)
        #expect(navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsWhenVerticallyCompact: the bars hide in a phone's landscape and come back in portrait")
    func verticallyCompact() {
        let h = UIKitTestHarness()
        let (navigation, _) = setUp(h)
        navigation.hidesBarsWhenVerticallyCompact = true
        h.rotate(to: .landscapeLeft)
        h.advance(by: 1)
        #expect(navigation.traitCollection.verticalSizeClass == .compact)
        #expect(navigation.isNavigationBarHidden)
        h.rotate(to: .portrait)
        h.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden)
    }

    final class OrientationDelegate: UINavigationControllerDelegate {
        func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
            -> UIInterfaceOrientationMask
        { .landscape }
    }

    final class PortraitPage: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    @Test("Supported orientations: the top controller's, or the delegate's when it answers")
    func orientations() {
        let navigation = UINavigationController(rootViewController: PortraitPage())
        #expect(navigation.supportedInterfaceOrientations == .portrait)
        let delegate = OrientationDelegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .landscape)
    }

    @Test("Golden: the toolbar shown with a bordered item (spec 004 E18)")
    func toolbarGolden() {
        let h = UIKitTestHarness()
        let page = UIViewController()
        page.title = "Toolbar"
        page.loadViewIfNeeded()
        page.view.backgroundColor = .white
        page.toolbarItems = [
            UIBarButtonItem(title: "Toolbar Button ", style: .bordered, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        ]
        page.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: page)
        navigation.setToolbarHidden(false, animated: false)
        h.window.rootViewController = navigation
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image(precision: 0.99), named: "toolbar")
    }
}

@MainActor
@Suite("UINavigationController in containers")
struct UINavigationControllerInContainersTests {
    init() { TestFonts.pin() }

    @Test("spec 004 T184: a navigation controller as a tab: push and pop work, the tab bar stays, the toolbar sits above it")
    func spec004_T184_insideTabs() {
        let h = UIKitTestHarness()
        let root = UIViewController()
        root.title = "List"
        let navigation = UINavigationController(rootViewController: root)
        let other = UIViewController()
        other.title = "Other"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        h.window.rootViewController = tabs
        h.runTurn()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        h.advance(by: 1)
        #expect(navigation.topViewController === detail && detail.view.window === h.window)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.window === h.window)
        #expect(detail.tabBarController === tabs && detail.navigationController === navigation)
        #expect(detail.view.safeAreaInsets.top == 64 && detail.view.safeAreaInsets.bottom == 49)
        navigation.setToolbarHidden(false, animated: false)
        h.runTurn()
        #expect(
            navigation.toolbar.convert(navigation.toolbar.bounds, to: nil).maxY == tabs.tabBar.convert(tabs.tabBar.bounds, to: nil).minY)
        #expect(detail.view.safeAreaInsets.bottom == 93)
        navigation.popViewController(animated: true)
        h.advance(by: 1)
        #expect(navigation.viewControllers == [root] && root.view.window === h.window)
    }

    @Test("spec 004 T192: pushing a tab bar controller onto a navigation controller is reported as unsupported")
    func spec004_T192_noNesting() {
        let h = UIKitTestHarness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        h.window.rootViewController = navigation
        h.runTurn()
        let log = capturingConsoleLog { navigation.pushViewController(UITabBarController(), animated: false) }
        #expect(log.contains { $0.contains("pushViewController(_:animated:)") && $0.contains("tab bar controller") })
    }
}
