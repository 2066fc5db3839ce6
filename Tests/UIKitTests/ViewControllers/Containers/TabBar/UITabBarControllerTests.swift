// UITabBarController: the E19 scene (spec 004 T185-T191), lazy loading of the children's views, the
// tabs made from the children's items, selection by touch (through the delegate) and in code, bad
// indexes, replacing the children, containment and appearance callbacks, the child's frame and safe
// area under the tab bar, and what the selected child decides (status bar, orientations).
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITabBarController")
struct UITabBarControllerTests {
    /// A controller that counts its viewDidLoad and may set its title there.
    class CountingController: LoggedController {
        var loads = 0
        var titleInViewDidLoad: String?
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            record("viewDidLoad")
            if let titleInViewDidLoad { title = titleInViewDidLoad }
        }
    }

    final class Delegate: UITabBarControllerDelegate {
        var refused: Set<Int> = []
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("should \(viewController.title ?? "")")
            return !refused.contains(viewController.tabBarItem.tag)
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("did \(viewController.title ?? "")")
        }
        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
            calls.append("willBegin \(viewControllers.compactMap(\.title))")
        }
    }

    /// E19: three controllers titled "First", "Second" and "third" with the system items Featured,
    /// Downloads and Recents (tags 0, 1, 2), in a tab bar controller made the window's root.
    func e19(_ h: UIKitTestHarness, log: CallbackLog = CallbackLog()) -> (UITabBarController, [CountingController]) {
        let first = CountingController("First", log: log)
        first.title = "First"
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
        let second = CountingController("Second", log: log)
        second.title = "Second"
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .downloads, tag: 1)
        let third = CountingController("third", log: log)
        third.title = "third"
        third.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 2)
        let tabcon = UITabBarController()
        tabcon.setViewControllers([first, second, third], animated: false)
        h.window.rootViewController = tabcon
        h.runTurn()
        return (tabcon, [first, second, third])
    }

    /// Controllers named A, B, C... titled likewise, logging into `log`.
    func controllers(_ names: String..., log: CallbackLog) -> [CountingController] {
        names.map { name in
            let controller = CountingController(name, log: log)
            controller.title = name
            return controller
        }
    }

    /// The tab bar's buttons, left to right.
    func tabButtons(_ tabBar: UITabBar) -> [UIControl] {
        tabBar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
    }

    /// The title shown on each tab ("" for none).
    func tabLabels(_ tabBar: UITabBar) -> [String] {
        tabButtons(tabBar).map { button in button.subviews.compactMap { $0 as? UILabel }.first?.text ?? "" }
    }

    /// Taps the tab at `index` (in window coordinates).
    func tapTab(_ index: Int, of tabBar: UITabBar, _ h: UIKitTestHarness) {
        let button = tabButtons(tabBar)[index]
        h.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        h.runTurn()
    }

    func isShown(_ controller: UIViewController, in h: UIKitTestHarness) -> Bool {
        controller.viewIfLoaded?.window === h.window
    }

    // MARK: The seed's scene

    @Test("spec 004 T185: E19 makes the root a tab bar controller of three tabs tagged 0, 1, 2, the first one shown")
    func spec004_T185_scene() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        #expect(h.window.rootViewController === tabcon)
        #expect(tabcon.viewControllers?.count == 3)
        #expect(tabcon.tabBar.items?.map(\.tag) == [0, 1, 2])
        #expect(tabcon.selectedIndex == 0 && tabcon.selectedViewController === children[0])
        #expect(tabcon.tabBar.selectedItem === children[0].tabBarItem)
        #expect(isShown(children[0], in: h) && children[0].view.isDescendant(of: tabcon.view))
        #expect(!children[1].isViewLoaded && !children[2].isViewLoaded)
        #expect(children.allSatisfy { $0.parent === tabcon }, "every child is a child of the tab bar controller")
        #expect(tabcon.children.count == 3)
    }

    @Test("spec 004 T186: a controller titled Alpha without a tab bar item of its own gets a tab labelled Alpha, no image")
    func spec004_T186_defaultItem() {
        let h = UIKitTestHarness()
        let alpha = UIViewController()
        alpha.title = "Alpha"
        let tabcon = UITabBarController()
        tabcon.viewControllers = [alpha]
        h.window.rootViewController = tabcon
        h.runTurn()
        #expect(tabcon.tabBar.items?.first === alpha.tabBarItem)
        #expect(tabcon.tabBar.items?.first?.title == "Alpha" && tabcon.tabBar.items?.first?.image == nil)
        #expect(tabLabels(tabcon.tabBar) == ["Alpha"])
    }

    @Test("spec 004 T187: only the first tab's viewDidLoad runs at launch; selecting a tab loads it once")
    func spec004_T187_lazyLoading() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        #expect(children.map(\.loads) == [1, 0, 0])
        tapTab(1, of: tabcon.tabBar, h)
        #expect(children.map(\.loads) == [1, 1, 0])
        tapTab(0, of: tabcon.tabBar, h)
        tapTab(1, of: tabcon.tabBar, h)
        tabcon.selectedIndex = 0
        tabcon.selectedIndex = 1
        #expect(children.map(\.loads) == [1, 1, 0], "selecting a loaded tab again loads nothing")
    }

    @Test("spec 004 T187: choosing the first tab in code before the controller shows loads only that tab")
    func lazyLoadingWithSelectionInCode() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let children = controllers("A", "B", "C", log: log)
        let tabcon = UITabBarController()
        tabcon.viewControllers = children
        tabcon.selectedIndex = 2
        _ = tabcon.view
        #expect(children.map(\.loads) == [0, 0, 0], "the tab bar controller's own view loads none")
        h.window.rootViewController = tabcon
        h.runTurn()
        #expect(children.map(\.loads) == [0, 0, 1])
        #expect(isShown(children[2], in: h))
    }

    @Test("spec 004 T188: titles set only in viewDidLoad leave the other tabs unlabelled until selected")
    func spec004_T188_titlesInViewDidLoad() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let children = (0..<3).map { index -> CountingController in
            let controller = CountingController("\(index)", log: log)
            controller.titleInViewDidLoad = ["Inbox", "Sent", "Trash"][index]
            return controller
        }
        let tabcon = UITabBarController()
        tabcon.viewControllers = children
        h.window.rootViewController = tabcon
        h.runTurn()
        #expect(tabLabels(tabcon.tabBar) == ["Inbox", "", ""])
        tapTab(1, of: tabcon.tabBar, h)
        #expect(tabLabels(tabcon.tabBar) == ["Inbox", "Sent", ""])
        #expect(tabcon.tabBar.items?[1].title == "Sent")
    }

    @Test("spec 004 T189: with the titles set where the controllers are made, every tab is labelled at launch")
    func spec004_T189_titlesAtCreation() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let tabcon = UITabBarController()
        tabcon.viewControllers = controllers("Inbox", "Sent", "Trash", log: log)
        h.window.rootViewController = tabcon
        h.runTurn()
        #expect(tabLabels(tabcon.tabBar) == ["Inbox", "Sent", "Trash"])
    }

    @Test("spec 004 T190 (decision A23): E19's tabs read Featured, Downloads, Recents; the titles stay First, Second, third")
    func spec004_T190_systemItems() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        #expect(tabLabels(tabcon.tabBar) == ["Featured", "Downloads", "Recents"])
        #expect(children.map(\.title) == ["First", "Second", "third"])
        #expect(
            tabButtons(tabcon.tabBar).allSatisfy { button in
                button.subviews.compactMap { $0 as? UIImageView }.first?.image != nil
            }, "each tab shows its system glyph")
    }

    @Test("spec 004 T191: tapping the third tab selects it and shows the third controller's view")
    func spec004_T191_tap() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        tapTab(2, of: tabcon.tabBar, h)
        #expect(tabcon.selectedIndex == 2 && tabcon.selectedViewController === children[2])
        #expect(tabcon.tabBar.selectedItem === children[2].tabBarItem)
        #expect(isShown(children[2], in: h))
        #expect(children[0].view.superview == nil, "only the selected child's view is in the hierarchy")
        #expect(children[0].parent === tabcon, "the others stay children")
    }

    // MARK: Selection

    @Test("The delegate can refuse a tapped tab; it is asked about the selected tab too, and hears every selection by touch")
    func delegateVeto() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        let delegate = Delegate()
        delegate.refused = [1]
        tabcon.delegate = delegate
        tapTab(1, of: tabcon.tabBar, h)
        #expect(delegate.calls == ["should Second"])
        #expect(tabcon.selectedIndex == 0 && tabcon.tabBar.selectedItem === children[0].tabBarItem)
        #expect(!children[1].isViewLoaded, "a refused tab does not load")
        tapTab(2, of: tabcon.tabBar, h)
        tapTab(2, of: tabcon.tabBar, h)
        #expect(delegate.calls == ["should Second", "should third", "did third", "should third", "did third"])
        #expect(tabcon.selectedIndex == 2)
        delegate.calls = []
        tabcon.selectedIndex = 1
        tabcon.selectedViewController = children[0]
        #expect(delegate.calls.isEmpty, "selection in code asks and tells the delegate nothing")
        #expect(tabcon.selectedIndex == 0)
    }

    @Test("A subclass that overrides tabBar(_:didSelect:) without calling super still changes tabs")
    func subclassOverridingTabBarDidSelect() {
        final class Tabs: UITabBarController {
            var tapped: [Int] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { tapped.append(item.tag) }
        }
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let children = controllers("A", "B", log: log)
        children[1].tabBarItem.tag = 1
        let tabcon = Tabs()
        tabcon.viewControllers = children
        h.window.rootViewController = tabcon
        h.runTurn()
        tapTab(1, of: tabcon.tabBar, h)
        #expect(tabcon.selectedIndex == 1 && isShown(children[1], in: h))
        #expect(tabcon.tapped == [1])
    }

    @Test("Out-of-range indexes and controllers that are not children are ignored; no children: NSNotFound and nil")
    func badSelections() {
        let h = UIKitTestHarness()
        let empty = UITabBarController()
        #expect(empty.viewControllers == nil)
        #expect(empty.selectedIndex == NSNotFound && empty.selectedViewController == nil)
        empty.selectedIndex = 0
        #expect(empty.selectedIndex == NSNotFound, "an index before there are children is ignored")
        let (tabcon, children) = e19(h)
        tabcon.selectedIndex = 1
        for bad in [3, -1, NSNotFound, Int.min] {
            tabcon.selectedIndex = bad
            #expect(tabcon.selectedIndex == 1)
        }
        let stranger = UIViewController()
        tabcon.selectedViewController = stranger
        #expect(tabcon.selectedViewController === children[1])
        #expect(stranger.parent == nil && !stranger.isViewLoaded)
        tabcon.selectedViewController = nil
        #expect(tabcon.selectedViewController === children[1])
        #expect(isShown(children[1], in: h))
    }

    // MARK: Containment and appearance

    @Test("Children are added with willMove and didMove; the first appears when the tab bar controller does")
    func containmentAndFirstAppearance() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let children = controllers("A", "B", log: log)
        let tabcon = UITabBarController()
        tabcon.viewControllers = children
        #expect(log.entries == ["A willMove", "B willMove", "A didMove", "B didMove"])
        #expect(children.allSatisfy { !$0.isMovingToParent })
        log.clear()
        h.window.rootViewController = tabcon
        #expect(log.entries == ["A viewDidLoad", "A willAppear", "A isAppearing", "A didAppear"])
    }

    @Test(
        "Changing tabs: the new child loads and gets viewWillAppear, the old one viewWillDisappear and viewDidDisappear, then viewDidAppear"
    )
    func appearanceOrder() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, _) = e19(h, log: log)
        log.clear()
        tapTab(1, of: tabcon.tabBar, h)
        #expect(
            log.entries == [
                "Second viewDidLoad", "Second willAppear", "First willDisappear", "Second isAppearing",
                "First didDisappear", "Second didAppear",
            ])
        log.clear()
        tabcon.selectedIndex = 0
        #expect(log.entries == ["First willAppear", "Second willDisappear", "First isAppearing", "Second didDisappear", "First didAppear"])
        log.clear()
        tabcon.selectedIndex = 0
        #expect(log.entries.isEmpty, "selecting the selected tab changes nothing")
    }

    @Test("Off screen, a change of tab sends no appearance callbacks and loads nothing until the controller shows")
    func offScreenSelection() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let (tabcon, children) = e19(h, log: log)
        let other = UIViewController()
        h.window.rootViewController = other
        log.clear()
        tabcon.selectedIndex = 2
        #expect(log.entries.isEmpty && !children[2].isViewLoaded)
        h.window.rootViewController = tabcon
        #expect(log.entries == ["third viewDidLoad", "third willAppear", "third isAppearing", "third didAppear"])
        #expect(isShown(children[2], in: h) && children[0].view.superview == nil)
    }

    @Test("setViewControllers keeps the selected controller, else the same index, else the first; children leave and arrive in order")
    func replacingChildren() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let c = controllers("A", "B", "C", "D", "E", log: log)
        let tabcon = UITabBarController()
        tabcon.viewControllers = [c[0], c[1], c[2]]
        h.window.rootViewController = tabcon
        tabcon.selectedIndex = 1
        h.runTurn()
        log.clear()
        tabcon.setViewControllers([c[3], c[1]], animated: false)
        #expect(tabcon.selectedViewController === c[1] && tabcon.selectedIndex == 1, "the selected controller stays selected")
        #expect(log.entries == ["A willMove(nil)", "C willMove(nil)", "D willMove", "A didMove(nil)", "C didMove(nil)", "D didMove"])
        #expect(c[0].parent == nil && c[2].parent == nil && c[3].parent === tabcon)
        #expect(tabcon.children.count == 2)
        #expect(tabLabels(tabcon.tabBar) == ["D", "B"])

        log.clear()
        tabcon.setViewControllers([c[4], c[0]], animated: false)
        #expect(tabcon.selectedViewController === c[0] && tabcon.selectedIndex == 1, "else the controller at the same index")
        #expect(
            log.entries == [
                "D willMove(nil)", "B willMove(nil)", "E willMove", "A willMove", "A willAppear", "B willDisappear",
                "A isAppearing", "B didDisappear", "A didAppear", "D didMove(nil)", "B didMove(nil)", "E didMove", "A didMove",
            ])
        #expect(isShown(c[0], in: h) && c[1].view.superview == nil)

        tabcon.setViewControllers([c[2]], animated: true)
        #expect(tabcon.selectedViewController === c[2] && tabcon.selectedIndex == 0, "else the first")
        log.clear()
        tabcon.viewControllers = nil
        #expect(tabcon.viewControllers == nil && tabcon.selectedViewController == nil && tabcon.selectedIndex == NSNotFound)
        #expect(log.entries == ["C willMove(nil)", "C willDisappear", "C didDisappear", "C didMove(nil)"])
        #expect(tabcon.tabBar.items?.isEmpty ?? true)
    }

    @Test("A controller listed twice gets one tab")
    func duplicates() {
        let log = CallbackLog()
        let c = controllers("A", "B", log: log)
        let tabcon = UITabBarController()
        tabcon.viewControllers = [c[0], c[1], c[0]]
        #expect(tabcon.viewControllers?.count == 2 && tabcon.tabBar.items?.count == 2)
    }

    @Test("tabBarController is the nearest tab bar controller above: for its children and their children")
    func tabBarControllerProperty() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        let inner = UIViewController()
        children[0].addChild(inner)
        inner.didMove(toParent: children[0])
        #expect(children[0].tabBarController === tabcon && inner.tabBarController === tabcon)
        #expect(tabcon.tabBarController == nil && UIViewController().tabBarController == nil)
    }

    // MARK: The tab bar and the child's view

    @Test(
        "The child's view fills the controller's view under the translucent 49-point tab bar; its safe area and bottom guide reach up to the bar"
    )
    func translucentBarGeometry() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        let child = children[0]
        #expect(tabcon.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabcon.tabBar.isTranslucent)
        #expect(tabcon.view.convert(child.view.bounds, from: child.view) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
        #expect(child.bottomLayoutGuide.length == 49 && child.topLayoutGuide.length == 20)
        #expect(tabcon.view.safeAreaInsets.bottom == 0, "the tab bar controller's own view is not inset by its bar")
        let label = UIView()
        child.view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.heightAnchor.constraint(equalToConstant: 10).isActive = true
        label.widthAnchor.constraint(equalToConstant: 10).isActive = true
        label.leadingAnchor.constraint(equalTo: child.view.leadingAnchor).isActive = true
        label.bottomAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        h.runTurn()
        #expect(label.frame.maxY == 431, "content constrained to the safe area stays above the tab bar")
        tapTab(1, of: tabcon.tabBar, h)
        #expect(children[1].view.safeAreaInsets.bottom == 49)
        #expect(children[1].view.frame.size == CGSize(width: 320, height: 480))
    }

    @Test("An opaque tab bar: the child's view stops above it; a hidden one: the view fills and is not inset")
    func opaqueAndHiddenBar() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        tabcon.tabBar.isTranslucent = false
        h.runTurn()
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 431), "laid out again on its own")
        #expect(children[0].view.safeAreaInsets.bottom == 0)
        tabcon.tabBar.isTranslucent = true
        h.runTurn()
        #expect(children[0].view.frame.height == 480, "translucent again: under the bar")
        tabcon.tabBar.isHidden = true
        tabcon.view.setNeedsLayout()
        h.runTurn()
        #expect(children[0].view.frame.height == 480)
        #expect(children[0].view.safeAreaInsets.bottom == 0 && children[0].bottomLayoutGuide.length == 0)
        tabcon.tabBar.isHidden = false
        tabcon.view.setNeedsLayout()
        h.runTurn()
        #expect(children[0].view.safeAreaInsets.bottom == 49)
    }

    @Test("The tab bar follows the children's items: a new title, a badge")
    func itemsFollowChildren() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let children = controllers("Mail", "Notes", log: log)
        let tabcon = UITabBarController()
        tabcon.viewControllers = children
        h.window.rootViewController = tabcon
        h.runTurn()
        children[1].title = "Drafts"
        children[1].tabBarItem.badgeValue = "3"
        h.runTurn()
        #expect(tabLabels(tabcon.tabBar) == ["Mail", "Drafts"])
        let badgeTexts = tabButtons(tabcon.tabBar)[1].subviews.flatMap { $0.subviews }.compactMap { ($0 as? UILabel)?.text }
        #expect(badgeTexts.contains("3"))
        children[1].tabBarItem.badgeValue = nil
        h.runTurn()
        #expect(!tabButtons(tabcon.tabBar)[1].subviews.flatMap { $0.subviews }.contains { $0 is UILabel })
    }

    @Test("A child given a new tab bar item shows it in its tab at once")
    func replacedItem() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 7)
        children[1].tabBarItem = item
        #expect(tabcon.tabBar.items?[1] === item && tabcon.tabBar.items?.map(\.tag) == [0, 7, 2])
        h.runTurn()
        #expect(tabLabels(tabcon.tabBar) == ["Featured", "Inbox", "Recents"])
        children[0].tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 0)
        #expect(tabcon.tabBar.selectedItem === children[0].tabBarItem, "the selected tab keeps its selection")
        tapTab(1, of: tabcon.tabBar, h)
        #expect(tabcon.selectedViewController === children[1])
    }

    @Test("Customizing the tab bar tells the delegate, with the children of the items")
    func customizingTellsDelegate() {
        let h = UIKitTestHarness()
        let (tabcon, _) = e19(h)
        let delegate = Delegate()
        tabcon.delegate = delegate
        tabcon.tabBar.beginCustomizingItems(Array(tabcon.tabBar.items!.suffix(2)))
        #expect(delegate.calls == ["willBegin [\"Second\", \"third\"]"])
        tabcon.tabBar.endCustomizing(animated: false)
    }

    @Test("A rotation lays the tab bar and the shown child's view out at the new size")
    func rotation() {
        let h = UIKitTestHarness()
        let (tabcon, children) = e19(h)
        h.rotate(to: .landscapeLeft)
        h.advance(by: 1)
        #expect(tabcon.view.bounds.size == CGSize(width: 480, height: 320))
        #expect(tabcon.tabBar.frame == CGRect(x: 0, y: 271, width: 480, height: 49))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(children[0].view.safeAreaInsets.bottom == 49)
        tabcon.selectedIndex = 1
        #expect(children[1].view.frame == CGRect(x: 0, y: 0, width: 480, height: 320), "a tab first shown after it")
    }

    @Test("A presented tab bar controller's selected child appears and disappears with it")
    func presented() {
        let h = UIKitTestHarness()
        let log = CallbackLog()
        let root = LoggedController("Root", log: log)
        h.window.rootViewController = root
        let children = controllers("A", "B", log: log)
        let tabcon = UITabBarController()
        tabcon.viewControllers = children
        log.clear()
        root.present(tabcon, animated: true)
        #expect(log.entries == ["Root willDisappear", "A viewDidLoad", "A willAppear", "A isAppearing"])
        #expect(children[0].transitionCoordinator != nil, "the child finds its container's presentation")
        h.advance(by: 1)
        #expect(log.entries.suffix(2) == ["A didAppear", "Root didDisappear"])
        #expect(isShown(children[0], in: h) && children[0].view.safeAreaInsets.bottom == 49)
        log.clear()
        tabcon.dismiss(animated: false)
        #expect(log.entries == ["A willDisappear", "Root willAppear", "Root isAppearing", "Root didAppear", "A didDisappear"])
    }

    // MARK: What the selected child decides

    @Test("The selected child decides the status bar's style")
    func statusBarFollowsSelection() {
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let h = UIKitTestHarness()
        let dark = UIViewController(), light = Light()
        let tabcon = UITabBarController()
        tabcon.viewControllers = [dark, light]
        h.window.rootViewController = tabcon
        h.runTurn()
        #expect(tabcon.childForStatusBarStyle === dark && UIApplication.shared.statusBarStyle == .default)
        tabcon.selectedIndex = 1
        #expect(tabcon.childForStatusBarStyle === light && tabcon.childForStatusBarHidden === light)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test("Supported orientations: the delegate's answer, else the selected child's")
    func orientations() {
        final class Portrait: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class OrientationDelegate: UITabBarControllerDelegate {
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
                .landscape
            }
        }
        let h = UIKitTestHarness()
        let tabcon = UITabBarController()
        #expect(tabcon.supportedInterfaceOrientations == .allButUpsideDown)
        tabcon.viewControllers = [UIViewController(), Portrait()]
        h.window.rootViewController = tabcon
        #expect(tabcon.supportedInterfaceOrientations == .allButUpsideDown)
        tabcon.selectedIndex = 1
        #expect(tabcon.supportedInterfaceOrientations == .portrait)
        #expect(tabcon.preferredInterfaceOrientationForPresentation == .portrait)
        let plain = Delegate()
        tabcon.delegate = plain
        #expect(tabcon.supportedInterfaceOrientations == .portrait, "a delegate without the method leaves it to the child")
        let delegate = OrientationDelegate()
        tabcon.delegate = delegate
        #expect(tabcon.supportedInterfaceOrientations == .landscape)
    }
}
