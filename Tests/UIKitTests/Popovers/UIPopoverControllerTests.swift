// UIPopoverController: what it is and does before it shows, its size rules, where it goes (the arrow's
// side, the margins, a height cut to the room), touches outside it (the delegate's say, passthrough views,
// modal content), dismissal by code, bar button items, custom backgrounds (the Catalog's copy of seed 002's
// silly background), a navigation bar in the panel, presenting inside a popover, the delegate's say
// when the window turns, and bad input (the pad idiom only, dealloc while visible).
@testable import Catalog
import Foundation
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

/// Logs a popover delegate's calls; answers `shouldDismiss`.
@MainActor
final class PopoverLog: UIPopoverControllerDelegate {
    var calls: [String] = []
    var shouldDismiss = true
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool {
        calls.append("should")
        return shouldDismiss
    }
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) { calls.append("did") }
}

/// A delegate that points the popover at another rect and view when it is about to move.
@MainActor
final class RepositionLog: UIPopoverControllerDelegate {
    var calls: [(CGRect, UIView)] = []
    var newPlace: (CGRect, UIView)?
    func popoverController(_ popoverController: UIPopoverController, willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {
        calls.append((rect, view))
        if let newPlace { (rect, view) = newPlace }
    }
}

/// A delegate that implements only the did-dismiss call.
@MainActor
final class DidDismissOnly: UIPopoverControllerDelegate {
    var dismissed = 0
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) { dismissed += 1 }
}

/// A background with a plain look: a 10-point frame, a 20-point arrow on a 30-point base.
final class FramedBackground: UIPopoverBackgroundView {
    nonisolated(unsafe) static var drawnDirections: [UIPopoverArrowDirection] = []
    override class func arrowHeight() -> CGFloat { 20 }
    override class func arrowBase() -> CGFloat { 30 }
    override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
    override class var wantsDefaultContentAppearance: Bool { false }
    override func draw(_ rect: CGRect) {
        FramedBackground.drawnDirections.append(arrowDirection)
        UIColor.orange.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite("UIPopoverController", .serialized)
struct UIPopoverControllerTests {
    init() { TestFonts.pin() }

    /// An iPad held in landscape: 1024 × 768 at scale 1.
    func harness() -> UIKitTestHarness {
        UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
    }

    /// A button 100 × 40 at `origin` in the window, counting its taps.
    func button(at origin: CGPoint, in h: UIKitTestHarness) -> (UIButton, () -> Int) {
        let button = UIButton(type: .system)
        button.frame = CGRect(origin: origin, size: CGSize(width: 100, height: 40))
        button.setTitle("Button", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        h.window.addSubview(button)
        h.runTurn()
        return (button, { taps })
    }

    /// A popover of 320 × 200 content shown from `anchor` on any side, without animation, its delegate
    /// `log`.
    func presentLogged(from anchor: UIView, to log: PopoverLog) -> UIPopoverController {
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        popover.delegate = log
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: false)
        return popover
    }

    /// A content controller of `size` (its preferred content size), its view light blue.
    func content(_ size: CGSize = .zero) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
        controller.preferredContentSize = size
        return controller
    }

    func isViewController(_ object: AnyObject) -> Bool { object is UIViewController }

    /// The popover's background view and content frame, found in the window.
    func parts(_ h: UIKitTestHarness) -> (background: UIPopoverBackgroundView?, content: UIView?) {
        let background = h.window.subviews.compactMap { $0 as? UIPopoverBackgroundView }.last
        let clip = background.flatMap { bg in h.window.subviews.drop { $0 !== bg }.dropFirst().first }
        return (background, clip)
    }

    // MARK: Before it shows

    @Test("Not a view controller; made, it shows nothing (#50, #51, #82)")
    func madeNotShown() {
        let h = harness()
        let nav = UINavigationController(rootViewController: content())
        let popover = UIPopoverController(contentViewController: nav)
        #expect(!isViewController(popover))
        #expect(popover.contentViewController === nav)
        #expect(!popover.isPopoverVisible)
        #expect(popover.arrowDirection == .unknown)
        #expect(h.window.subviews.isEmpty)
        #expect(!UIViewController().isModalInPresentation)
    }

    @Test("Sizes: 320 × 1100 by default; the controller's; the popover's wins; a navigation bar adds 44 (#52, #60, #64)")
    func sizes() {
        _ = harness()
        #expect(UIPopoverController(contentViewController: content()).contentSize == CGSize(width: 320, height: 1100))
        let controller = content(CGSize(width: 320, height: 400))
        let popover = UIPopoverController(contentViewController: controller)
        #expect(popover.contentSize == CGSize(width: 320, height: 400))
        popover.contentSize = CGSize(width: 400, height: 300)
        #expect(popover.contentSize == CGSize(width: 400, height: 300))
        #expect(controller.preferredContentSize == CGSize(width: 320, height: 400))
        let nav = UINavigationController(rootViewController: content(CGSize(width: 320, height: 400)))
        #expect(UIPopoverController(contentViewController: nav).contentSize == CGSize(width: 320, height: 444))
        // The old name is the new one.
        let old = UIViewController()
        #expect(old.contentSizeForViewInPopover == CGSize(width: 320, height: 1100))
        old.contentSizeForViewInPopover = CGSize(width: 500, height: 200)
        #expect(old.preferredContentSize == CGSize(width: 500, height: 200))
        old.isModalInPopover = true
        #expect(old.isModalInPresentation)
    }

    @Test("Widths: 600 is shown, wider shows 600, narrower 320; a tall content is cut to the room (#53, #54)")
    func widthsAndRoom() throws {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 600, height: 300)))
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        #expect(try #require(parts(h).content).frame.width == 600)
        popover.contentSize = CGSize(width: 700, height: 300)
        #expect(try #require(parts(h).content).frame.width == 600)
        popover.contentSize = CGSize(width: 100, height: 300)
        #expect(try #require(parts(h).content).frame.width == 320)
        popover.contentSize = CGSize(width: 320, height: 1100)
        let clip = try #require(parts(h).content)
        #expect(clip.frame.height < 1100)
        #expect(clip.frame.maxY <= 768 - 10, "within the bottom margin")
        #expect(popover.contentViewController.view.frame.size == clip.bounds.size, "the content view was resized")
        popover.dismiss(animated: false)
    }

    // MARK: Placement

    @Test("From a rect: visible, the arrow's side restricted, its tip on the rect, not the whole screen (#55, #57, #58, T198)")
    func placement() throws {
        #expect(UIPopoverArrowDirection.any == [.up, .down, .left, .right])
        #expect(UIPopoverArrowDirection.any.rawValue == 15)
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 364), in: h)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        let rect = anchor.frame
        for (side, check) in [
            (UIPopoverArrowDirection.up, { (f: CGRect) in f.minY == rect.maxY }),
            (.down, { (f: CGRect) in f.maxY == rect.minY }),
            (.left, { (f: CGRect) in f.minX == rect.maxX }),
            (.right, { (f: CGRect) in f.maxX == rect.minX }),
        ] {
            popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: side, animated: false)
            #expect(popover.isPopoverVisible)
            #expect(popover.arrowDirection == side)
            let background = try #require(parts(h).background)
            #expect(background.arrowDirection == side)
            #expect(check(background.frame), "\(side.rawValue): \(background.frame) against \(rect)")
            #expect(abs(background.arrowOffset) < 1, "centred on the button")
            #expect(background.frame.width < h.window.bounds.width && background.frame.height < h.window.bounds.height)
            popover.dismiss(animated: false)
        }
        // Any: below, where there is room.
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: false)
        #expect(popover.arrowDirection == .up)
        popover.dismiss(animated: false)
    }

    @Test("Near an edge the popover moves inside the margins and the arrow's offset still points at the rect (#59)")
    func margins() throws {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 20, y: 300), in: h)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        var background = try #require(parts(h).background)
        #expect(background.frame.minX == 10)
        #expect(background.arrowOffset == anchor.frame.midX - background.frame.midX)
        popover.layoutMargins = UIEdgeInsets(top: 100, left: 100, bottom: 100, right: 100)
        background = try #require(parts(h).background)
        #expect(h.window.bounds.inset(by: popover.layoutMargins).contains(background.frame))
        popover.dismiss(animated: false)
    }

    // MARK: Size changes while it shows

    @Test(
        "While it shows: the controller's new size is adopted, the same size is not a change, setContentSize slides or not (#61, #62, #63, T201)"
    )
    func sizeChangesWhileShowing() throws {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let controller = content(CGSize(width: 320, height: 400))
        let popover = UIPopoverController(contentViewController: controller)
        popover.contentSize = CGSize(width: 400, height: 300)
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 400, height: 300))
        controller.preferredContentSize = CGSize(width: 320, height: 400)
        #expect(popover.contentSize == CGSize(width: 400, height: 300), "set to what it was: no change")
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(popover.contentSize == CGSize(width: 320, height: 200))
        h.advance(by: 1)
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 320, height: 200))
        popover.setContentSize(CGSize(width: 320, height: 500), animated: true)
        h.advance(by: 0.05)
        let midway = try #require(parts(h).content).layer.presentation()?.bounds.height ?? 0
        #expect(midway > 200 && midway < 500, "sliding: \(midway)")
        h.advance(by: 1)
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 320, height: 500))
        popover.setContentSize(CGSize(width: 400, height: 300), animated: false)
        #expect(controller.view.bounds.size == CGSize(width: 400, height: 300), "at once")
        popover.dismiss(animated: false)
    }

    @Test("Swapping the content shows the new controller's view, animated or not, and the popover stays (#96, T202)")
    func swapContent() throws {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let first = content(CGSize(width: 320, height: 200))
        let popover = UIPopoverController(contentViewController: first)
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: false)
        let second = content(CGSize(width: 400, height: 250))
        popover.setContentView(second, animated: false)
        #expect(popover.contentViewController === second)
        #expect(first.view.superview == nil)
        #expect(second.view.window === h.window)
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 400, height: 250))
        let third = content(CGSize(width: 320, height: 200))
        popover.setContentView(third, animated: true)
        h.advance(by: 1)
        #expect(popover.isPopoverVisible)
        #expect(popover.contentViewController === third)
        #expect(second.view.superview == nil)
        #expect(third.view.window === h.window)
        popover.dismiss(animated: false)
        #expect(third.view.superview == nil)
    }

    // MARK: Dismissal

    @Test("Dismissed by code: no delegate calls (#72, T204)")
    func dismissByCode() {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let log = PopoverLog()
        let popover = presentLogged(from: anchor, to: log)
        popover.dismiss(animated: false)
        #expect(!popover.isPopoverVisible)
        #expect(popover.arrowDirection == .unknown)
        #expect(log.calls.isEmpty)
        #expect(h.window.subviews == [anchor])
    }

    @Test("A touch outside: should, then did once; the view touched gets nothing (#73, #76, T200)")
    func touchOutside() {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let (behind, taps) = button(at: CGPoint(x: 40, y: 600), in: h)
        let log = PopoverLog()
        let popover = presentLogged(from: anchor, to: log)
        h.tap(at: CGPoint(x: behind.frame.midX, y: behind.frame.midY))
        h.advance(by: 0.5)
        #expect(log.calls == ["should", "did"])
        #expect(!popover.isPopoverVisible)
        #expect(taps() == 0)
        #expect(h.window.subviews.count == 2, "the popover's views are gone")
        // Now the button works again.
        h.tap(at: CGPoint(x: behind.frame.midX, y: behind.frame.midY))
        #expect(taps() == 1)
    }

    @Test("The delegate's veto keeps it up, with no did call; a delegate without should lets it go (#74, #75, T200)")
    func veto() {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let log = PopoverLog()
        log.shouldDismiss = false
        let popover = presentLogged(from: anchor, to: log)
        h.tap(at: CGPoint(x: 40, y: 700))
        #expect(log.calls == ["should"])
        #expect(popover.isPopoverVisible)
        let only = DidDismissOnly()
        popover.delegate = only
        h.tap(at: CGPoint(x: 40, y: 700))
        #expect(!popover.isPopoverVisible)
        #expect(only.dismissed == 1)
    }

    @Test("A passthrough view gets its touch; the popover stays, the delegate hears nothing (#77)")
    func passthrough() {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let (other, taps) = button(at: CGPoint(x: 40, y: 600), in: h)
        let log = PopoverLog()
        let popover = presentLogged(from: anchor, to: log)
        popover.passthroughViews = [other]
        h.tap(at: CGPoint(x: other.frame.midX, y: other.frame.midY))
        #expect(taps() == 1)
        #expect(popover.isPopoverVisible)
        #expect(log.calls.isEmpty)
        popover.dismiss(animated: false)
    }

    @Test("Modal content, or a modal top controller of a navigation controller, swallows every touch outside (#80, #81)")
    func modal() {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let (other, taps) = button(at: CGPoint(x: 40, y: 600), in: h)
        let top = content(CGSize(width: 320, height: 200))
        let nav = UINavigationController(rootViewController: top)
        let log = PopoverLog()
        let popover = UIPopoverController(contentViewController: nav)
        popover.delegate = log
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: false)
        popover.passthroughViews = [other]
        top.isModalInPresentation = true
        h.tap(at: CGPoint(x: other.frame.midX, y: other.frame.midY))
        h.tap(at: CGPoint(x: 900, y: 700))
        #expect(taps() == 0)
        #expect(popover.isPopoverVisible)
        #expect(log.calls.isEmpty)
        top.isModalInPresentation = false
        nav.isModalInPresentation = true
        h.tap(at: CGPoint(x: 900, y: 700))
        #expect(popover.isPopoverVisible)
        popover.dismiss(animated: false)
    }

    // MARK: Bar button items

    @Test(
        "From a toolbar item: the arrow's tip on its frame's edge, the toolbar is passthrough, the item can summon again (#56, #78, #79, #95, T199)"
    )
    func fromBarButtonItem() throws {
        let h = harness()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 724, width: 1024, height: 44))
        var summoned = 0
        let item = UIBarButtonItem(title: "Show", style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "Show") { _ in summoned += 1 }
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), item]
        h.window.addSubview(toolbar)
        h.runTurn()
        #expect(!isViewController(item) && !(item as AnyObject is UIView))
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        popover.passthroughViews = nil
        popover.present(from: item, permittedArrowDirections: .any, animated: false)
        #expect(popover.arrowDirection == .down)
        #expect(popover.passthroughViews?.contains { $0 === toolbar } == true)
        let itemView = try #require(item.shownView)
        let background = try #require(parts(h).background)
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        #expect(background.frame.maxY == itemFrame.minY)
        #expect(abs(background.frame.midX + background.arrowOffset - itemFrame.midX) < 1)
        // The item summons again while the popover shows.
        h.tap(at: CGPoint(x: itemFrame.midX, y: itemFrame.midY))
        #expect(summoned == 1)
        #expect(popover.isPopoverVisible)
        // With no passthrough views set after presenting, a touch on the toolbar dismisses.
        popover.passthroughViews = nil
        h.tap(at: CGPoint(x: itemFrame.midX, y: itemFrame.midY))
        #expect(summoned == 1)
        #expect(!popover.isPopoverVisible)
    }

    // MARK: Backgrounds

    @Test("A custom background class: made, told its arrow, the content inset by its insets, square corners (#68)")
    func customBackground() throws {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        popover.backgroundViewClass = FramedBackground.self
        FramedBackground.drawnDirections = []
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        h.runTurn()
        let background = try #require(parts(h).background as? FramedBackground)
        let clip = try #require(parts(h).content)
        #expect(FramedBackground.drawnDirections.first == .up, "the direction was set before it drew")
        #expect(background.frame.size == CGSize(width: 340, height: 240))
        #expect(clip.frame == CGRect(x: background.frame.minX + 10, y: background.frame.minY + 30, width: 320, height: 200))
        #expect(clip.layer.cornerRadius == 0)
        popover.dismiss(animated: false)
    }

    @Test("Seed 002's silly popover: the arrow clamped 22 points (verbatim), the body below it, its own shadow (#69, #70)")
    func sillyPopover() throws {
        let h = harness()
        h.window.backgroundColor = .white
        let (anchor, _) = button(at: CGPoint(x: 462, y: 60), in: h)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 360, height: 200)))
        popover.backgroundViewClass = SillyPopoverBackgroundView.self
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        h.runTurn()
        let background = try #require(parts(h).background)
        #expect(background.frame.width == 400)
        #expect(background.layer.shadowRadius == 20 && background.layer.shadowOpacity == 0.4)
        #expect(background.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 15, width: 400, height: 240))
        /// Whether the arrow covers the point `x` across the background, 13 points below its top.
        func arrowCovers(_ x: CGFloat) -> Bool {
            let image = h.render()
            let y = Int(background.frame.minY + 13)
            return Pixels(image)[Int(background.frame.minX + x), y] != Pixels(image)[Int(background.frame.minX + 2), y]
        }
        background.arrowOffset = 500
        background.setNeedsDisplay()
        #expect(arrowCovers(378) && !arrowCovers(330))
        background.arrowOffset = 0
        background.setNeedsDisplay()
        #expect(arrowCovers(222) && !arrowCovers(200), "the seed's lower clamp puts a centred arrow 22 points right")
        assertSnapshot(of: h.render(), as: .image, named: "silly")
        popover.dismiss(animated: false)
    }

    @Test("A navigation push in a popover takes the new controller's size, both ways; the seed's workaround gives the same (#65, #66)")
    func navigationPush() throws {
        let h = harness()
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let nav = UINavigationController(rootViewController: content(CGSize(width: 320, height: 500)))
        let popover = UIPopoverController(contentViewController: nav)
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 320, height: 544))
        nav.pushViewController(content(CGSize(width: 400, height: 300)), animated: false)
        h.advance(by: 1)
        // iOS 5 kept the taller old height (the seed calls it a bug); UIKit's design takes the new size.
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 400, height: 344))
        nav.pushViewController(content(CGSize(width: 320, height: 600)), animated: false)
        h.advance(by: 1)
        #expect(try #require(parts(h).content).frame.size == CGSize(width: 320, height: 644))
        popover.dismiss(animated: false)
    }

    @Test("A window that turns places the popover again")
    func rotation() throws {
        let h = harness()
        let anchor = UIView(frame: CGRect(x: 900, y: 300, width: 40, height: 40))
        anchor.autoresizingMask = [.flexibleLeftMargin]
        h.window.addSubview(anchor)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        h.rotate(to: .portrait)
        h.advance(by: 1)
        let background = try #require(parts(h).background)
        let anchorFrame = anchor.convert(anchor.bounds, to: nil)
        #expect(h.window.bounds.width == 768)
        #expect(background.frame.maxX <= 768 - 10)
        #expect(abs(background.frame.midX + background.arrowOffset - anchorFrame.midX) < 1)
        popover.dismiss(animated: false)
    }

    // MARK: A navigation bar in the panel

    /// A New Game-like navigation controller: a white root view titled "New Game" with Done and Cancel.
    func newGame() -> (UINavigationController, UIViewController) {
        let root = content(CGSize(width: 320, height: 200))
        root.view.backgroundColor = .white
        root.navigationItem.title = "New Game"
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        return (UINavigationController(rootViewController: root), root)
    }

    @Test("A navigation bar in a popover is part of the white panel: its barTintColor changes nothing, its backgroundColor shows (#67)")
    func navigationBarInPanel() throws {
        let h = harness()
        h.window.backgroundColor = UIColor(white: 0.6, alpha: 1)
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let (nav, _) = newGame()
        let popover = UIPopoverController(contentViewController: nav)
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        h.runTurn()
        let clip = try #require(parts(h).content)
        #expect(
            nav.navigationBar.subviews.allSatisfy { ($0.layer.animationKeys() ?? []).isEmpty },
            "the bar's content comes in placed, not growing from nothing")
        #expect(nav.navigationBar.convert(nav.navigationBar.bounds, to: nil).minY == clip.frame.minY, "the bar tops the panel")
        /// The pixel in the bar's empty stretch between Done and the title.
        func barPixel() -> [UInt8] {
            h.runTurn()
            return Pixels(h.render())[Int(clip.frame.minX + 90), Int(clip.frame.minY + 6)]
        }
        #expect(barPixel() == [255, 255, 255, 255], "the panel's white, not a bar's grey wash")
        assertSnapshot(of: h.render(), as: .image, named: "navigation-bar")
        nav.navigationBar.barTintColor = .red
        #expect(barPixel() == [255, 255, 255, 255], "barTintColor changes nothing")
        nav.navigationBar.backgroundColor = .red
        let red = barPixel()
        #expect(red[0] > 200 && red[1] < 60 && red[2] < 60, "backgroundColor shows: \(red)")
        popover.dismiss(animated: false)
        // Out of the popover, the same bar draws its own colour again.
        nav.navigationBar.backgroundColor = nil
        h.window.rootViewController = nav
        h.runTurn()
        let outside = Pixels(h.render())[90, Int(nav.navigationBar.convert(CGPoint(x: 0, y: 6), to: nil).y)]
        #expect(outside[1] < 60, "its red bar tint: \(outside)")
    }

    // MARK: Presenting inside the popover

    /// A popover showing `controller` from a button, with a log as its delegate; another button, behind
    /// the popover's dimming, counts its taps.
    func showInPopover(_ controller: UIViewController, _ h: UIKitTestHarness) -> (UIPopoverController, PopoverLog, () -> Int) {
        let (anchor, _) = button(at: CGPoint(x: 462, y: 40), in: h)
        let (_, taps) = button(at: CGPoint(x: 40, y: 600), in: h)
        let log = PopoverLog()
        let popover = UIPopoverController(contentViewController: controller)
        popover.delegate = log
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        h.runTurn()
        return (popover, log, taps)
    }

    @Test("Presented in the current context with cover vertical: the popover's content area, slid up, made modal (#83)")
    func presentInside() throws {
        let h = harness()
        let (nav, root) = newGame()
        let (popover, log, taps) = showInPopover(nav, h)
        let area = try #require(parts(h).content).frame
        let presented = content()
        presented.view.backgroundColor = .systemYellow
        presented.modalPresentationStyle = .currentContext
        presented.modalTransitionStyle = .coverVertical
        #expect(!presented.isModalInPopover)
        root.present(presented, animated: true)
        h.advance(by: 0.1)
        let sliding = try #require(presented.view.layer.presentation()).frame.minY
        #expect(sliding > 0, "sliding up from below: \(sliding)")
        h.advance(by: 1)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == area, "the popover's content area")
        #expect(presented.presentingViewController === nav)
        #expect(presented.isModalInPopover)
        #expect(popover.isPopoverVisible)
        // Modal: a touch outside does nothing at all.
        h.tap(at: CGPoint(x: 90, y: 620))
        h.advance(by: 0.5)
        #expect(popover.isPopoverVisible && log.calls.isEmpty && taps() == 0)
        // Made not modal again after it is presented, a touch outside dismisses the popover (seed 002).
        presented.isModalInPopover = false
        h.tap(at: CGPoint(x: 900, y: 700))
        h.advance(by: 0.5)
        #expect(!popover.isPopoverVisible && log.calls == ["should", "did"])
        // The controller presented inside went with the popover.
        #expect(nav.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
    }

    @Test("Presented from inside a popover in the default style: full screen, not made modal (#85)")
    func presentFullScreenFromInside() throws {
        let h = harness()
        let (nav, root) = newGame()
        let (popover, _, _) = showInPopover(nav, h)
        let presented = content()
        presented.modalTransitionStyle = .crossDissolve
        root.present(presented, animated: false)
        h.runTurn()
        #expect(presented.view.convert(presented.view.bounds, to: nil) == h.window.bounds)
        #expect(!presented.isModalInPopover)
        root.dismiss(animated: false)
        h.runTurn()
        #expect(nav.view.window === h.window, "the popover's content is back")
        popover.dismiss(animated: false)
    }

    // MARK: Repositioning

    @Test("A turning window asks the delegate where to point, before placing the popover; it may point elsewhere")
    func willReposition() throws {
        let h = harness()
        let anchor = UIView(frame: CGRect(x: 900, y: 300, width: 40, height: 40))
        anchor.autoresizingMask = [.flexibleLeftMargin]
        h.window.addSubview(anchor)
        let other = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 20))
        h.window.addSubview(other)
        let log = RepositionLog()
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 200)))
        popover.delegate = log
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
        h.advance(by: 0.5)
        #expect(log.calls.isEmpty, "not when it first shows")
        log.newPlace = (other.bounds, other)
        h.rotate(to: .portrait)
        h.advance(by: 1)
        #expect(log.calls.count == 1)
        #expect(log.calls.first?.0 == anchor.bounds && log.calls.first?.1 === anchor)
        let background = try #require(parts(h).background)
        #expect(abs(background.frame.midX + background.arrowOffset - other.frame.midX) < 1, "pointing at the other view")
        #expect(background.frame.minY == other.frame.maxY)
        // Code that places it again without a size change asks nothing.
        popover.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        #expect(log.calls.count == 1)
        popover.dismiss(animated: false)
    }

    // MARK: Odd input

    @Test("A rect outside the window points from its nearest edge; empty content shows 320 wide")
    func oddInput() throws {
        let h = harness()
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 0, height: 0)))
        popover.contentSize = .zero
        popover.present(from: CGRect(x: 2000, y: 300, width: 10, height: 10), in: h.window, permittedArrowDirections: .any, animated: false)
        let background = try #require(parts(h).background)
        #expect(h.window.bounds.contains(background.frame))
        #expect(try #require(parts(h).content).frame.width == 320)
        popover.dismiss(animated: false)
    }

    // MARK: Goldens

    @Test("Golden: the arrow on each side, at scale 2", arguments: [("up", 1), ("down", 2), ("left", 4), ("right", 8)] as [(String, UInt)])
    func arrowsGolden(name: String, side: UInt) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 480, height: 480), scale: 2, idiom: .pad)
        h.window.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let anchor = UIView(frame: CGRect(x: 200, y: 220, width: 80, height: 40))
        anchor.backgroundColor = .systemBlue
        h.window.addSubview(anchor)
        let popover = UIPopoverController(contentViewController: content(CGSize(width: 320, height: 120)))
        popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: UIPopoverArrowDirection(rawValue: side), animated: false)
        h.runTurn()
        assertSnapshot(of: h.render(), as: .image, named: name)
        popover.dismiss(animated: false)
    }
}

/// The programming errors that end the process, with UIKit's messages. (Nonisolated: a main-actor test
/// does not get the failed process's output back intact; the bodies hop to the main actor.)
@Suite("UIPopoverController failures")
struct UIPopoverControllerFailureTests {
    /// Whether a failed process's standard error holds `text`.
    func said(_ result: ExitTest.Result?, _ text: String) -> Bool {
        guard let result else { return false }
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
    }

    @Test("Bad input: a view without a window, an item not in a bar, dealloc while visible (#71)")
    func badInput() async {
        let noWindow = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad)
                let popover = UIPopoverController(contentViewController: UIViewController())
                popover.present(from: .zero, in: UIView(), permittedArrowDirections: .any, animated: false)
            }
        }
        #expect(said(noWindow, "popovers cannot be presented from a view which does not have a window"))
        let noBar = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad)
                let popover = UIPopoverController(contentViewController: UIViewController())
                popover.present(from: UIBarButtonItem(), permittedArrowDirections: .any, animated: false)
            }
        }
        #expect(said(noBar, "the bar button item is not shown in a bar in a window"))
        let dealloc = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad)
                let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
                h.window.addSubview(anchor)
                var popover: UIPopoverController? = UIPopoverController(contentViewController: UIViewController())
                popover?.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: false)
                popover = nil
            }
        }
        #expect(said(dealloc, "-[UIPopoverController dealloc] reached while popover is still visible."))
    }

    @Test("Only a pad has popovers: made under the phone idiom, one fails with UIKit's message (T203)")
    func padOnly() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIKitTestHarness(windowSize: CGSize(width: 320, height: 480), scale: 1, idiom: .phone)
                _ = UIPopoverController(contentViewController: UIViewController())
            }
        }
        #expect(
            said(result, "-[UIPopoverController initWithContentViewController:] called when not running under UIUserInterfaceIdiomPad."))
    }

    @Test("Presented inside a popover with another transition style: UIKit's failure (#84)")
    func presentInsideWrongStyle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
                let anchor = UIView(frame: CGRect(x: 462, y: 40, width: 100, height: 40))
                h.window.addSubview(anchor)
                let root = UIViewController()
                let popover = UIPopoverController(contentViewController: UINavigationController(rootViewController: root))
                popover.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .up, animated: false)
                h.runTurn()
                let presented = UIViewController()
                presented.modalPresentationStyle = .currentContext
                presented.modalTransitionStyle = .crossDissolve
                root.present(presented, animated: true)
            }
        }
        #expect(
            said(
                result, "Application tried to present inside popover with transition style other than UIModalTransitionStyleCoverVertical.")
        )
    }
}
