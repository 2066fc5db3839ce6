// UISplitViewController: the iOS 5-7 behaviour (two children, the 320-point primary column and the
// 1-point divider in landscape, the primary hidden in portrait with the delegate's bar button item and
// popover, the iOS 5 option that keeps both, the edge swipe), the iOS 8 API on the same engine (display
// modes, the display mode button item, column widths, show and showDetail, collapsing on a compact
// width and separating again), and bad input. Spec 001-003 #97-#98, spec 004 T193-T197.
import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Logs a split view delegate's calls; answers `shouldHide` and the collapse question as told.
@MainActor
final class SplitLog: UISplitViewControllerDelegate {
    var calls: [String] = []
    var keepsPrimaryInPortrait = false
    var dropsSecondaryOnCollapse = false
    var target = UISplitViewController.DisplayMode.automatic
    /// The item and popover handed over by the last `willHide`.
    var item: UIBarButtonItem?
    var popover: UIPopoverController?
    /// Where `willHide` puts the item: this navigation item's left side.
    var itemHolder: UINavigationItem?

    /// A controller's title, or its top controller's for a navigation controller.
    func name(_ controller: UIViewController) -> String {
        ((controller as? UINavigationController)?.topViewController ?? controller).title ?? ""
    }

    func splitViewController(_ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation)
        -> Bool
    {
        orientation.isPortrait && !keepsPrimaryInPortrait
    }
    func splitViewController(
        _ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem,
        for pc: UIPopoverController
    ) {
        calls.append("willHide \(name(aViewController))")
        item = barButtonItem
        popover = pc
        itemHolder?.leftBarButtonItem = barButtonItem
    }
    func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem
    ) {
        calls.append("willShow \(name(aViewController))")
        #expect(barButtonItem === item)
        itemHolder?.leftBarButtonItem = nil
    }
    func splitViewController(
        _ svc: UISplitViewController, popoverController pc: UIPopoverController, willPresent aViewController: UIViewController
    ) {
        calls.append("willPresent \(name(aViewController))")
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        calls.append("willChangeTo \(displayMode.rawValue)")
    }
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { target }
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        calls.append("collapse")
        return dropsSecondaryOnCollapse
    }
}

@MainActor
@Suite("UISplitViewController", .serialized)
struct UISplitViewControllerTests {
    /// An iPad in landscape (1024 × 768) or portrait, at scale 1.
    func harness(portrait: Bool = false, idiom: UIUserInterfaceIdiom = .pad) -> UIKitTestHarness {
        if idiom == .phone {
            return UIKitTestHarness(windowSize: CGSize(width: 320, height: 568), scale: 1, idiom: .phone, orientation: .portrait)
        }
        return UIKitTestHarness(
            windowSize: portrait ? CGSize(width: 768, height: 1024) : CGSize(width: 1024, height: 768), scale: 1, idiom: .pad,
            orientation: portrait ? .portrait : .landscapeLeft)
    }

    /// A controller titled `title`, its view `color`.
    func pane(_ title: String, _ color: UIColor = .white) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = color
        return controller
    }

    /// The Xcode master-detail shape: "Master" and "Detail" controllers, each in a navigation controller,
    /// in a split view controller made the window's root, with `log` as its delegate putting the item
    /// on the detail's left.
    func masterDetail(_ h: UIKitTestHarness, log: SplitLog = SplitLog())
        -> (UISplitViewController, UINavigationController, UINavigationController)
    {
        let master = UINavigationController(rootViewController: pane("Master"))
        let detailRoot = pane("Detail", .systemYellow)
        let detail = UINavigationController(rootViewController: detailRoot)
        log.itemHolder = detailRoot.navigationItem
        let split = UISplitViewController()
        split.delegate = log
        split.viewControllers = [master, detail]
        h.window.rootViewController = split
        h.runTurn()
        return (split, master, detail)
    }

    // MARK: iOS 5-7

    @Test(
        "T193 #98 T194: two children, primary then secondary; landscape shows the primary 320 wide, a 1-point divider, the secondary in the rest"
    )
    func landscapeColumns() {
        let h = harness()
        let (split, master, detail) = masterDetail(h)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers[0] === master && split.viewControllers[1] === detail)
        #expect(master.parent === split && detail.parent === split)
        #expect(master.view.window === h.window && detail.view.window === h.window)
        #expect(h.window.convert(master.view.bounds, from: master.view) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(h.window.convert(detail.view.bounds, from: detail.view) == CGRect(x: 321, y: 0, width: 703, height: 768))
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(!split.isCollapsed)
        // The divider: the split view's background between the columns, a light grey line.
        let pixels = Pixels(h.render())
        #expect(pixels[320, 400] == [200, 199, 204, 255])
        #expect(pixels[319, 400] == [255, 255, 255, 255])
        #expect(pixels[500, 400][2] < 100)  // the yellow detail
    }

    @Test("T195: in portrait the primary is not in the window and the secondary is full width; the delegate gets the item and popover")
    func portraitHidesPrimary() {
        let h = harness(portrait: true)
        let log = SplitLog()
        let (split, master, detail) = masterDetail(h, log: log)
        #expect(master.viewIfLoaded?.window == nil)
        #expect(h.window.convert(detail.view.bounds, from: detail.view) == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.calls == ["willHide Master"])
        #expect(log.item === split.displayModeButtonItem)
        #expect(log.popover?.contentViewController === master)
        #expect(log.popover?.isPopoverVisible == false)
        // The item, titled after the primary's top controller, is in the detail's bar.
        #expect(split.displayModeButtonItem.title == "Master")
        #expect(detail.navigationBar.topItem?.leftBarButtonItem === split.displayModeButtonItem)
    }

    @Test("T196 #97: a delegate that keeps the primary in portrait: both side by side, the secondary 768 - 320 - 1 wide")
    func keepsPrimaryInPortrait() {
        let h = harness(portrait: true)
        let log = SplitLog()
        log.keepsPrimaryInPortrait = true
        let (split, master, detail) = masterDetail(h, log: log)
        #expect(master.view.window === h.window)
        #expect(h.window.convert(master.view.bounds, from: master.view) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(h.window.convert(detail.view.bounds, from: detail.view) == CGRect(x: 321, y: 0, width: 768 - 320 - 1, height: 1024))
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.calls.isEmpty)
    }

    @Test(
        "Rotation: to portrait the primary hides (willHide); back to landscape it returns (willShow, the same item), with its appearance callbacks"
    )
    func rotationHidesAndShows() {
        let h = harness()
        let log = SplitLog()
        let callbacks = CallbackLog()
        let masterRoot = LoggedController("Master", log: callbacks)
        masterRoot.title = "Master"
        let master = UINavigationController(rootViewController: masterRoot)
        let detailRoot = pane("Detail")
        log.itemHolder = detailRoot.navigationItem
        let split = UISplitViewController()
        split.delegate = log
        split.viewControllers = [master, UINavigationController(rootViewController: detailRoot)]
        h.window.rootViewController = split
        h.runTurn()
        callbacks.clear()

        h.rotate(to: .portrait)
        #expect(log.calls == ["willChangeTo 1", "willHide Master"])
        #expect(master.view.window == nil)
        #expect(callbacks.entries == ["Master willDisappear", "Master didDisappear"])
        #expect(detailRoot.navigationItem.leftBarButtonItem === split.displayModeButtonItem)

        log.calls = []
        callbacks.clear()
        h.rotate(to: .landscapeLeft)
        #expect(log.calls == ["willChangeTo 2", "willShow Master"])
        #expect(master.view.window === h.window)
        #expect(callbacks.entries == ["Master willAppear", "Master isAppearing", "Master didAppear"])
        #expect(detailRoot.navigationItem.leftBarButtonItem == nil)
    }

    @Test("Portrait: the item shows the primary in a popover over the secondary; a touch outside hides it again")
    func itemShowsPrimaryInPopover() throws {
        let h = harness(portrait: true)
        let log = SplitLog()
        let (split, master, detail) = masterDetail(h, log: log)
        log.calls = []
        let itemView = try #require(split.displayModeButtonItem.shownView)
        let frame = h.window.convert(itemView.bounds, from: itemView)
        h.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        h.advance(by: 0.5)
        #expect(log.calls == ["willChangeTo 3", "willPresent Master"])
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.popover?.isPopoverVisible == true)
        #expect(log.popover?.arrowDirection == .up)
        #expect(master.view.window === h.window)
        // The popover is 320 wide, below the item; the secondary keeps the whole width.
        let shown = h.window.convert(master.view.bounds, from: master.view)
        #expect(shown.width == 320)
        #expect(shown.minY > frame.maxY)
        #expect(h.window.convert(detail.view.bounds, from: detail.view).width == 768)

        log.calls = []
        h.tap(at: CGPoint(x: 600, y: 900))
        h.advance(by: 0.5)
        #expect(log.calls == ["willChangeTo 1"])
        #expect(split.displayMode == .secondaryOnly)
        #expect(master.view.window == nil)
    }

    @Test("presentsWithGesture: a swipe in from the left edge shows the hidden primary; off, it does not")
    func edgeSwipe() {
        let h = harness(portrait: true)
        let log = SplitLog()
        let (split, master, _) = masterDetail(h, log: log)
        #expect(split.presentsWithGesture)
        split.presentsWithGesture = false
        h.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 200, y: 500))
        h.advance(by: 0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(master.view.window == nil)

        split.presentsWithGesture = true
        h.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 200, y: 500))
        h.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(master.view.window === h.window)
        #expect(log.popover?.isPopoverVisible == true)
    }

    @Test("Rotating while the primary shows over the secondary: the popover goes and the primary returns to its column")
    func rotationWithPopover() throws {
        let h = harness(portrait: true)
        let log = SplitLog()
        let (split, master, _) = masterDetail(h, log: log)
        let itemView = try #require(split.displayModeButtonItem.shownView)
        let frame = h.window.convert(itemView.bounds, from: itemView)
        h.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        h.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        log.calls = []
        h.rotate(to: .landscapeLeft)
        #expect(log.popover?.isPopoverVisible == false)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.calls == ["willChangeTo 2", "willShow Master"])
        #expect(h.window.convert(master.view.bounds, from: master.view) == CGRect(x: 0, y: 0, width: 320, height: 768))
    }

    // MARK: iOS 8

    @Test("preferredDisplayMode: beside in portrait, hidden in landscape, over the secondary at once; displayMode follows")
    func preferredDisplayModes() {
        let h = harness(portrait: true)
        let log = SplitLog()
        let (split, master, detail) = masterDetail(h, log: log)
        log.calls = []
        split.preferredDisplayMode = .oneBesideSecondary
        h.runTurn()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.calls == ["willChangeTo 2", "willShow Master"])
        #expect(h.window.convert(detail.view.bounds, from: detail.view).minX == 321)

        h.rotate(to: .landscapeLeft)
        split.preferredDisplayMode = .secondaryOnly
        h.runTurn()
        #expect(split.displayMode == .secondaryOnly)
        #expect(master.view.window == nil)
        #expect(h.window.convert(detail.view.bounds, from: detail.view) == CGRect(x: 0, y: 0, width: 1024, height: 768))

        split.preferredDisplayMode = .oneOverSecondary
        h.advance(by: 0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(master.view.window === h.window)
        #expect(h.window.convert(detail.view.bounds, from: detail.view).width == 1024)

        split.preferredDisplayMode = .automatic
        h.runTurn()
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test("displayModeButtonItem: the delegate's target mode becomes the preferred one; a title you set is kept")
    func buttonTargetAndTitle() throws {
        let h = harness(portrait: true)
        let log = SplitLog()
        log.target = .oneBesideSecondary
        let (split, _, _) = masterDetail(h, log: log)
        split.displayModeButtonItem.title = "Lists"
        let itemView = try #require(split.displayModeButtonItem.shownView)
        let frame = h.window.convert(itemView.bounds, from: itemView)
        h.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        h.runTurn()
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .secondaryOnly
        h.runTurn()
        #expect(split.displayModeButtonItem.title == "Lists")
    }

    @Test("Column widths: a fraction within the minimum and maximum; automatic is 320; bad values fall back")
    func columnWidths() {
        let h = harness()
        let (split, master, detail) = masterDetail(h)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        split.preferredPrimaryColumnWidthFraction = 0.5
        h.runTurn()
        // The automatic maximum is 320.
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 600
        h.runTurn()
        #expect(split.primaryColumnWidth == 512)
        #expect(master.view.frame.width == 512 && detail.view.frame.minX == 513)
        split.preferredPrimaryColumnWidthFraction = 0.1
        split.minimumPrimaryColumnWidth = 200
        h.runTurn()
        #expect(split.primaryColumnWidth == 200)
        split.preferredPrimaryColumnWidthFraction = .nan
        #expect(split.primaryColumnWidth == 320)
        split.preferredPrimaryColumnWidthFraction = 7
        #expect(split.primaryColumnWidth == 600)
        split.minimumPrimaryColumnWidth = 5000
        #expect(split.primaryColumnWidth == 1023)
    }

    @Test(
        "showDetailViewController replaces the secondary; show(_:sender:) in the primary's navigation controller pushes; splitViewController of descendants"
    )
    func showDetail() {
        let h = harness()
        let (split, master, detail) = masterDetail(h)
        #expect(master.topViewController?.splitViewController === split)
        #expect(detail.splitViewController === split)
        #expect(split.splitViewController == nil)
        let next = UINavigationController(rootViewController: pane("Next"))
        master.topViewController?.showDetailViewController(next, sender: nil)
        h.runTurn()
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === next)
        #expect(detail.parent == nil && detail.viewIfLoaded?.window == nil)
        #expect(next.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
        let pushed = pane("Pushed")
        master.topViewController?.show(pushed, sender: nil)
        h.advance(by: 1)
        #expect(master.topViewController === pushed)
        // Without a split view controller, a detail is presented.
        let lone = UIViewController()
        h.window.rootViewController = lone
        h.runTurn()
        let presented = pane("Presented")
        lone.showDetailViewController(presented, sender: nil)
        h.advance(by: 1)
        #expect(lone.presentedViewController === presented)
    }

    @Test("Supported orientations: the delegate's, else those both children support")
    func orientations() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
        }
        let split = UISplitViewController()
        split.viewControllers = [PortraitOnly(), UIViewController()]
        #expect(split.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
    }

    // MARK: Collapsing

    @Test("T197: on a phone the split view is collapsed: one stack, the secondary's controllers pushed on the primary's")
    func phoneCollapses() {
        let h = harness(idiom: .phone)
        let log = SplitLog()
        let (split, master, detail) = masterDetail(h, log: log)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === master)
        #expect(master.viewControllers.map(\.title) == ["Master", "Detail"])
        #expect(detail.parent == nil && detail.viewControllers.isEmpty)
        #expect(master.view.frame == h.window.bounds)
        #expect(log.calls == ["collapse"])
        #expect(split.displayMode == .automatic)
        // A detail shown while collapsed is pushed.
        master.topViewController?.showDetailViewController(pane("Third"), sender: nil)
        h.advance(by: 1)
        #expect(master.viewControllers.map(\.title) == ["Master", "Detail", "Third"])
    }

    @Test("Collapsing: a delegate that returns true keeps the secondary out of the stack")
    func delegateDropsSecondary() {
        let h = harness(idiom: .phone)
        let log = SplitLog()
        log.dropsSecondaryOnCollapse = true
        let (split, master, _) = masterDetail(h, log: log)
        #expect(split.isCollapsed)
        #expect(master.viewControllers.map(\.title) == ["Master"])
    }

    @Test("A compact width collapses a pad's split view and a regular one separates it again, the detail's stack given back")
    func collapseAndSeparate() {
        let h = harness()
        let container = UIViewController()
        h.window.rootViewController = container
        let master = UINavigationController(rootViewController: pane("Master"))
        let detail = UINavigationController(rootViewController: pane("Detail"))
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        container.addChild(split)
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        split.didMove(toParent: container)
        h.runTurn()
        #expect(!split.isCollapsed)

        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        h.runTurn()
        #expect(split.isCollapsed)
        #expect(master.viewControllers.map(\.title) == ["Master", "Detail"])
        #expect(master.view.frame == split.view.bounds)

        container.setOverrideTraitCollection(nil, forChild: split)
        h.runTurn()
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2 && split.viewControllers[1] === detail)
        #expect(master.viewControllers.map(\.title) == ["Master"])
        #expect(detail.viewControllers.map(\.title) == ["Detail"])
        #expect(detail.view.window === h.window && detail.view.frame.minX == 321)
    }

    // MARK: Bad input

    @Test("T193: one controller is the primary alone (iOS 8: the secondary may come later); none, three, or one twice fail")
    func badControllerCounts() async {
        let h = harness()
        let split = UISplitViewController()
        let master = pane("Master", .white)
        split.viewControllers = [master]
        h.window.rootViewController = split
        h.runTurn()
        #expect(split.viewControllers.count == 1)
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        split.showDetailViewController(pane("Detail"), sender: nil)
        h.runTurn()
        #expect(split.viewControllers.count == 2)

        await #expect(processExitsWith: .failure) {
            await MainActor.run { UISplitViewController().viewControllers = [UIViewController(), UIViewController(), UIViewController()] }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UISplitViewController().viewControllers = [] }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let one = UIViewController()
                UISplitViewController().viewControllers = [one, one]
            }
        }
    }
}
