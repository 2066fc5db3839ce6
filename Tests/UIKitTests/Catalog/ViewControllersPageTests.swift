// The Catalog's "View controllers" page: its goldens in the light and the dark appearance (looked at:
// see the commit message), each transition and presentation style presented and dismissed through
// taps, current context inside the pane, and the half sheet's interactive dismissal by a drag.
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: view controllers")
struct ViewControllersPageTests {
    init() { TestFonts.pin() }

    func page() -> (UIKitTestHarness, CatalogViewController, ViewControllersPageView) {
        CatalogTestSupport.catalog(showing: "view-controllers", as: ViewControllersPageView.self)
    }

    @Test("The page's goldens, light and dark (the sidebar's switch turns the whole Catalog dark)")
    func goldens() {
        let (h, root, _) = page()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "view-controllers")
        CatalogTestSupport.tap(root.darkSwitch, in: h)
        h.advance(by: 0.5)
        #expect(h.window.overrideUserInterfaceStyle == .dark && root.traitCollection.userInterfaceStyle == .dark)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "view-controllers-dark")
        let background = Pixels(h.render())[600, 740]
        #expect(background == [0, 0, 0, 255], "the page's system background is black in dark: \(background)")
        CatalogTestSupport.tap(root.darkSwitch, in: h)
        h.advance(by: 0.5)
        #expect(Pixels(h.render())[600, 740] == [255, 255, 255, 255])
    }

    @Test("Each style button presents a controller in that style; its Dismiss button dismisses it")
    func styles() {
        let (h, _, page) = page()
        let root = h.window.rootViewController!
        let expected: [(String, UIModalPresentationStyle, UIModalTransitionStyle)] = [
            ("Cover vertical", .fullScreen, .coverVertical), ("Flip horizontal", .fullScreen, .flipHorizontal),
            ("Cross dissolve", .fullScreen, .crossDissolve), ("Full screen", .fullScreen, .coverVertical),
            ("Page sheet", .pageSheet, .coverVertical), ("Form sheet", .formSheet, .coverVertical),
            ("Over full screen", .overFullScreen, .coverVertical),
        ]
        for (title, presentation, transition) in expected {
            CatalogTestSupport.tap(page.buttons[title]!, in: h)
            h.advance(by: 1)
            let presented = root.presentedViewController as? DemoPageController
            #expect(presented?.heading == title)
            #expect(presented?.modalPresentationStyle == presentation && presented?.modalTransitionStyle == transition)
            #expect(page.statusLabel.text == "viewDidAppear: \(title)")
            if let presented { CatalogTestSupport.tap(presented.dismissButton, in: h) }
            h.advance(by: 1)
            #expect(root.presentedViewController == nil, "\(title) dismissed")
            #expect(page.statusLabel.text == "viewDidDisappear: \(title)")
        }
    }

    @Test("Partial curl: the page curls up over the presented controller; a tap on the curl goes back")
    func partialCurl() {
        let (h, _, page) = page()
        let root = h.window.rootViewController!
        CatalogTestSupport.tap(page.buttons["Partial curl"]!, in: h)
        h.advance(by: 1)
        #expect(root.presentedViewController?.modalTransitionStyle == .partialCurl)
        h.tap(at: CGPoint(x: 512, y: 150))
        h.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("Current context covers the pane only; the rest of the page stays")
    func currentContext() {
        let (h, _, page) = page()
        CatalogTestSupport.tap(page.buttons["Current context"]!, in: h)
        h.advance(by: 1)
        let presented = page.pane.presentedViewController as? DemoPageController
        #expect(presented != nil)
        // The pane's place on screen (its view leaves the window while the presentation covers it).
        #expect(
            presented?.view.convert(presented!.view.bounds, to: nil)
                == page.convert(CGRect(x: 228, y: 332, width: 516, height: 200), to: nil))
        #expect(page.buttons["Cover vertical"]!.window === h.window)
        presented?.dismiss(animated: false)
    }

    @Test("The half sheet: a short drag down springs back; a long one dismisses it")
    func halfSheet() {
        let (h, _, page) = page()
        let root = h.window.rootViewController!
        CatalogTestSupport.tap(page.buttons["Half sheet"]!, in: h)
        h.advance(by: 1)
        let sheet = root.presentedViewController
        #expect(sheet?.view.frame == CGRect(x: 0, y: 384, width: 1024, height: 384))
        h.drag(from: CGPoint(x: 600, y: 500), to: CGPoint(x: 600, y: 560))
        h.advance(by: 1)

        #expect(root.presentedViewController === sheet && sheet?.view.frame.minY == 384, "cancelled: back where it was")
        h.drag(from: CGPoint(x: 600, y: 500), to: CGPoint(x: 600, y: 760), duration: 1)
        h.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }
}
