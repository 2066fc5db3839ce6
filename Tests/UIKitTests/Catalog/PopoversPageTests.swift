// The Catalog's "Popovers" page: its golden with the New Game popover up (the page area, 1024x768 points
// at scale 1, headless), and seed 002's popover code through the harness: one popover at a time, Cancel and
// a tap outside undoing the New Game change, Done keeping it, the toolbar item's popover, and a rotation or
// going into the background taking the popover down. The golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("Catalog: Popovers page")
struct PopoversPageTests {
    init() { TestFonts.pin() }

    func catalog() -> (UIKitTestHarness, PopoversPageView) {
        let (h, _, page) = CatalogTestSupport.catalog(showing: "popovers", as: PopoversPageView.self)
        return (h, page)
    }

    func tap(_ view: UIView, in h: UIKitTestHarness) {
        CatalogTestSupport.tap(view, in: h)
        h.advance(by: 0.5)
    }

    /// The New Game controller in the popover showing.
    func newGame(_ page: PopoversPageView) -> NewGameController? {
        (page.currentPop?.contentViewController as? UINavigationController)?.topViewController as? NewGameController
    }

    /// Chooses `index` on the New Game popover's style control.
    func chooseStyle(_ index: Int, in page: PopoversPageView, _ h: UIKitTestHarness) throws {
        let control = try #require(newGame(page)?.styleControl)
        let width = control.bounds.width / 3
        h.tap(at: control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: nil))
    }

    @Test("Golden: the New Game popover (E2-1) over the page")
    func golden() {
        let (h, page) = catalog()
        tap(page.newGameButton, in: h)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "popovers-new-game")
        // Choosing another page takes the popover down with the page.
        let popover = page.currentPop
        (h.window.rootViewController as? CatalogViewController)?.select(0)
        #expect(popover?.isPopoverVisible == false)
    }

    @Test("One popover at a time: a second dismisses the first (seed 002's currentPop)")
    func onePopover() throws {
        let (h, page) = catalog()
        tap(page.sideButtons[0], in: h)
        let first = try #require(page.currentPop)
        #expect(first.isPopoverVisible && first.arrowDirection == .up)
        // Passthrough is nil: a tap on another button only dismisses the popover...
        tap(page.sideButtons[1], in: h)
        #expect(!first.isPopoverVisible && page.currentPop == nil)
        // ...and the next tap opens its popover.
        tap(page.sideButtons[1], in: h)
        #expect(page.currentPop?.arrowDirection == .down)
        page.currentPop?.dismiss(animated: false)
    }

    @Test("New Game: Cancel and a tap outside put the old style back; Done keeps the new one (#86, #87, #89)")
    func newGameFlow() throws {
        let (h, page) = catalog()
        tap(page.newGameButton, in: h)
        try chooseStyle(2, in: page, h)
        #expect(page.style == "Wild")
        let cancel = try #require(newGame(page)?.navigationItem.rightBarButtonItem?.shownView)
        tap(cancel, in: h)
        #expect(page.style == "Classic" && page.currentPop == nil)
        tap(page.newGameButton, in: h)
        try chooseStyle(1, in: page, h)
        h.tap(at: CGPoint(x: 1000, y: 300))
        h.advance(by: 0.5)
        #expect(page.style == "Classic" && page.currentPop == nil, "a tap outside is Cancel (E2-9)")
        tap(page.newGameButton, in: h)
        try chooseStyle(1, in: page, h)
        let done = try #require(newGame(page)?.navigationItem.leftBarButtonItem?.shownView)
        tap(done, in: h)
        #expect(page.style == "Modern" && page.currentPop == nil)
        #expect(page.styleLabel.text == "Game style: Modern")
    }

    @Test("The 600-point popover (E2-4) and the toolbar item's, whose toolbar is not passthrough (#88)")
    func wideAndToolbar() throws {
        let (h, page) = catalog()
        tap(page.wideButton, in: h)
        let wide = try #require(page.currentPop)
        #expect(wide.contentSize.width == 600)
        h.tap(at: CGPoint(x: 1000, y: 100))
        h.advance(by: 0.5)
        #expect(!wide.isPopoverVisible && page.style == "Classic", "no New Game: nothing is put back")
        let share = try #require(page.shareItem.shownView)
        tap(share, in: h)
        let popover = try #require(page.currentPop)
        #expect(popover.arrowDirection == .down)
        #expect(popover.passthroughViews?.contains { $0 === page.toolbar } == false)
        tap(share, in: h)
        #expect(!popover.isPopoverVisible)
    }

    @Test("A rotation takes the New Game popover down at once, undoing its change, with no delegate call (#90)")
    func rotationDismisses() throws {
        let (h, page) = catalog()
        tap(page.newGameButton, in: h)
        try chooseStyle(2, in: page, h)
        #expect(page.style == "Wild")
        let popover = try #require(page.currentPop)
        let log = PopoverLog()
        popover.delegate = log
        h.rotate(to: .portrait)
        #expect(!popover.isPopoverVisible, "gone in the same turn: not animated")
        #expect(h.window.subviews.allSatisfy { !($0 is UIPopoverBackgroundView) })
        #expect(page.currentPop == nil && page.style == "Classic")
        #expect(log.calls.isEmpty)
        h.rotate(to: .landscapeLeft)
    }

    @Test("Going into the background does the same; a popover without a navigation controller leaves the style (#91)")
    func backgroundDismisses() throws {
        let (h, page) = catalog()
        tap(page.newGameButton, in: h)
        try chooseStyle(1, in: page, h)
        let popover = try #require(page.currentPop)
        let log = PopoverLog()
        popover.delegate = log
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        #expect(!popover.isPopoverVisible && page.currentPop == nil && page.style == "Classic")
        #expect(log.calls.isEmpty)
        tap(page.newGameButton, in: h)
        try chooseStyle(1, in: page, h)
        let done = try #require(newGame(page)?.navigationItem.leftBarButtonItem?.shownView)
        tap(done, in: h)
        tap(page.wideButton, in: h)
        let wide = try #require(page.currentPop)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        #expect(!wide.isPopoverVisible && page.currentPop == nil)
        #expect(page.style == "Modern", "only the New Game popover's change is undone")
    }

    @Test("A rotation or the background with no popover changes nothing (#92)")
    func noPopover() {
        let (h, page) = catalog()
        #expect(page.currentPop == nil)
        h.rotate(to: .portrait)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        #expect(page.currentPop == nil && page.style == "Classic")
        tap(page.sideButtons[0], in: h)
        #expect(page.currentPop?.isPopoverVisible == true, "the page still works")
        page.currentPop?.dismiss(animated: false)
        h.rotate(to: .landscapeLeft)
    }

    @Test("Passthrough: the counter takes taps while a popover shows, which stays; a tap elsewhere dismisses it (#77, #76)")
    func passthroughCounter() throws {
        let (h, page) = catalog()
        tap(page.sideButtons[0], in: h)
        let popover = try #require(page.currentPop)
        tap(page.counterButton, in: h)
        tap(page.counterButton, in: h)
        #expect(page.counterTaps == 2)
        #expect(page.counterButton.currentTitle == "Passthrough: tapped 2 times")
        #expect(popover.isPopoverVisible && page.currentPop === popover)
        tap(page.newGameButton, in: h)
        #expect(!popover.isPopoverVisible && page.currentPop == nil)
        #expect(page.style == "Classic")
    }

    @Test("The delegate's veto: with Keep open on, a tap outside leaves the popover up; off, it dismisses it (#74, T200)")
    func keepOpen() throws {
        let (h, page) = catalog()
        tap(page.sideButtons[0], in: h)
        let popover = try #require(page.currentPop)
        // The switch is a passthrough view: turning it on keeps the popover.
        tap(page.keepOpenSwitch, in: h)
        #expect(page.keepOpenSwitch.isOn && popover.isPopoverVisible)
        h.tap(at: CGPoint(x: 1000, y: 300))
        h.advance(by: 0.5)
        #expect(popover.isPopoverVisible && page.currentPop === popover)
        tap(page.keepOpenSwitch, in: h)
        h.tap(at: CGPoint(x: 1000, y: 300))
        h.advance(by: 0.5)
        #expect(!popover.isPopoverVisible && page.currentPop == nil)
    }

    @Test(
        "A popover that resizes: Grow makes the content 320 × 260, the popover following over a short animation; Shrink puts it back (#61, #63)"
    )
    func resizing() throws {
        let (h, page) = catalog()
        tap(page.resizingButton, in: h)
        let popover = try #require(page.currentPop)
        let content = try #require(popover.contentViewController as? PopoverResizingController)
        #expect(content.view.bounds.size == CGSize(width: 320, height: 120))
        CatalogTestSupport.tap(content.button, in: h)
        #expect(popover.contentSize == CGSize(width: 320, height: 260))
        h.advance(by: 0.1)
        let midway = content.view.layer.presentation()?.bounds.height ?? 0
        #expect(midway > 120 && midway < 260, "animating: \(midway)")
        h.advance(by: 0.5)
        #expect(content.view.bounds.size == CGSize(width: 320, height: 260))
        #expect(content.button.currentTitle == "Shrink")
        CatalogTestSupport.tap(content.button, in: h)
        h.advance(by: 0.5)
        #expect(content.view.bounds.size == CGSize(width: 320, height: 120))
        popover.dismiss(animated: false)
    }
}
