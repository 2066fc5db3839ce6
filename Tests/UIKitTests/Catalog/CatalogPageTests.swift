// The Catalog's pages for labels and image views, tint and dimming, and rotation: a golden of each as the
// window shows it (1024x768 points at scale 1, headless), and their interactions through the harness.
// Each golden was looked at (see the commit message).
import HeadlessBackend
@testable import Catalog
import SnapshotTesting
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite("Catalog pages")
struct CatalogPageTests {
    init() { TestFonts.pin() }

    static let blue: [UInt8] = [0, 122, 255, 255]
    static let pink: [UInt8] = [255, 45, 85, 255]
    static let orange: [UInt8] = [255, 149, 0, 255]

    func catalog<Page: UIView>(showing name: String, as type: Page.Type) -> (UIKitTestHarness, CatalogViewController, Page) {
        CatalogTestSupport.catalog(showing: name, as: type)
    }

    func tap(_ view: UIView, in h: UIKitTestHarness) { CatalogTestSupport.tap(view, in: h) }

    /// The window's pixel at `point` (in points; scale 1).
    func pixel(_ image: UIImage, _ point: CGPoint) -> [UInt8] {
        Pixels(image)[Int(point.x), Int(point.y)]
    }

    /// `point`, in `view`'s coordinates, in the window's.
    func windowPoint(_ view: UIView, _ point: CGPoint) -> CGPoint { view.convert(point, to: nil) }

    // MARK: The list of pages

    @Test("The list of pages: one row per page, the new pages after the first three, the page shown selected; a tap shows its page")
    func list() throws {
        let names = CatalogPage.all.map(\.name)
        #expect(
            names == [
                "drawing-gallery", "layers", "touches", "labels-and-image-views", "tint-and-dimming", "rotation",
                "gestures", "animations", "buttons", "paging-scroll-view", "zooming-scroll-view", "switches-and-sliders", "indicators",
                "steppers-and-segmented-controls", "custom-controls", "text-fields", "text-views", "keyboard", "auto-layout", "stack-views",
                "view-controllers", "bars", "table-views", "containers", "pickers", "popovers", "alerts",
            ])
        #expect(CatalogPage.all.map(\.title).last == "Alerts")
        let (h, root, _) = catalog(showing: "drawing-gallery", as: UIView.self)
        let table: UITableView = root.list.tableView
        #expect(table.numberOfRows(inSection: 0) == CatalogPage.all.count)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(root.list.navigationItem.title == "Catalog" || root.list.title == "Catalog")
        // CatalogWindowTests clicks the second row at (120, 130) and reads its grey there.
        let layers = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(layers.convert(layers.bounds, to: nil).contains(CGPoint(x: 120, y: 130)))
        #expect(layers.textLabel?.text == "Layers")
        h.tap(at: CGPoint(x: 120, y: 130))
        h.advance(by: 0.5)
        #expect(root.selectedIndex == 1 && root.pageView is LayersPageView)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(root.viewControllers.count == 2)
        #expect((root.viewControllers[1] as? UINavigationController)?.topViewController?.title == "Layers")
    }

    @Test("The list's golden: the titles of the first pages, the first selected, the Dark switch in its bar")
    func listGolden() {
        let (h, _, _) = catalog(showing: "drawing-gallery", as: UIView.self)
        let window = h.render()
        let crop = CGRect(x: 0, y: 0, width: CatalogViewController.listWidth, height: window.size.height)
        let list = window.cgImage.flatMap { $0.cropping(to: crop) }.map { UIImage(cgImage: $0) } ?? window
        assertSnapshot(of: list, as: .image, named: "list")
    }

    @Test(
        "The Catalog in portrait: the list hides behind the Catalog item on the page's bar; the item shows it in a popover, and a row there shows its page and closes the popover"
    )
    func portraitList() throws {
        let (h, root, _) = catalog(showing: "buttons", as: ButtonsPageView.self)
        h.rotate(to: .portrait)
        #expect(root.displayMode == .secondaryOnly)
        #expect(root.list.view.window == nil)
        let item = try #require(root.pageController?.navigationItem.leftBarButtonItem)
        #expect(item === root.displayModeButtonItem && item.title == "Catalog")
        #expect(root.pageController?.navigationController?.isNavigationBarHidden == false)
        let itemView = try #require(item.shownView)
        tap(itemView, in: h)
        h.advance(by: 0.5)
        #expect(root.displayMode == .oneOverSecondary)
        #expect(root.list.view.window === h.window)
        let layers = try #require(root.list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        tap(layers, in: h)
        h.advance(by: 1)
        #expect(root.selectedIndex == 1 && root.pageView is LayersPageView)
        #expect(root.displayMode == .secondaryOnly)
        #expect(root.pageController?.navigationItem.leftBarButtonItem === item)
        // Back to landscape: the list returns to its column and the page's bar hides.
        h.rotate(to: .landscapeLeft)
        #expect(root.displayMode == .oneBesideSecondary)
        #expect(root.pageController?.navigationController?.isNavigationBarHidden == true)
        #expect(root.pageView?.convert(CGPoint.zero, to: nil) == CGPoint(x: 240, y: 0))
    }

    @Test("The whole Catalog window's goldens: landscape, list beside the page; portrait with the list in its popover")
    func windowGoldens() throws {
        let (h, root, _) = catalog(showing: "buttons", as: ButtonsPageView.self)
        assertSnapshot(of: h.render(), as: .image, named: "catalog-landscape")
        h.rotate(to: .portrait)
        let itemView = try #require(root.displayModeButtonItem.shownView)
        tap(itemView, in: h)
        h.advance(by: 0.5)
        assertSnapshot(of: h.render(), as: .image, named: "catalog-portrait-list")
    }

    @Test("The Catalog app runs as an iPad held in landscape, its window's root view controller showing the pages")
    func app() {
        let (app, host) = CatalogApp.launchHeadless(on: HeadlessBackend(screenSize: CatalogApp.screenSize, scale: 1))
        defer {
            app.window?.isHidden = true
            host.shutDown()
        }
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.orientation == .landscapeLeft)
        let controller = app.window?.rootViewController as? CatalogViewController
        #expect(controller === app.root && app.root.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(controller?.displayMode == .oneBesideSecondary)
    }

    @Test("uikit-catalog --screenshots renders every page, the new ones included")
    func screenshots() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try CatalogScreenshots.writePages(to: folder)
        #expect(files.map(\.lastPathComponent) == CatalogPage.all.map { "\($0.name).png" })
        for file in files {
            let image = UIImage(contentsOfFile: file.path)
            #expect(image?.size == CGSize(width: 1024, height: 768), "\(file.lastPathComponent)")
        }
    }

    // MARK: Labels and image views

    @Test("Labels and image views: the page's golden")
    func labelsGolden() {
        let (h, _, _) = catalog(showing: "labels-and-image-views", as: LabelsPageView.self)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "labels-and-image-views")
    }

    @Test("Labels and image views: every example lies inside the page, none overlaps another or its caption")
    func labelsLayout() {
        let (_, _, page) = catalog(showing: "labels-and-image-views", as: LabelsPageView.self)
        let frames = page.examples.map(\.view.frame)
        #expect(frames.count == 18 + 10)
        for (index, frame) in frames.enumerated() {
            #expect(page.bounds.contains(frame), "\(page.examples[index].caption): \(frame)")
            // Each caption takes at least one 15-point line under its view.
            let withCaption = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + 18)
            for (other, otherFrame) in frames.enumerated() where other != index {
                #expect(!withCaption.intersects(otherFrame), "\(page.examples[index].caption) / \(page.examples[other].caption)")
            }
        }
    }

    @Test(
        "Labels and image views: template images take the tint, inherited or their own; a highlighted image view shows its highlightedImage"
    )
    func imageViewPixels() {
        let (h, _, page) = catalog(showing: "labels-and-image-views", as: LabelsPageView.self)
        let inherited = page.example("template image, inherited tint")!
        let own = page.example("template image, tintColor = .systemOrange")!
        let plain = page.example("highlightedImage, isHighlighted = false")!
        let lit = page.example("highlightedImage, isHighlighted = true")!
        #expect(inherited.tintColor == UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
        #expect(own.tintColor == .systemOrange)
        let image = h.render()
        // The star's centre: the middle of each image view (the star is centred, its core solid).
        func centre(_ view: UIView) -> [UInt8] { pixel(image, windowPoint(view, CGPoint(x: view.bounds.midX, y: view.bounds.midY + 1))) }
        #expect(Pixels.close(centre(inherited), Self.blue), "\(centre(inherited))")
        #expect(Pixels.close(centre(own), Self.orange), "\(centre(own))")
        #expect(Pixels.close(centre(plain), [255, 255, 255, 255]), "\(centre(plain))")
        #expect(Pixels.close(centre(lit), [255, 204, 0, 255]), "the yellow star: \(centre(lit))")
    }

    @Test("Labels and image views: the shrinking label fits its text at half size or less; the one stopped at 0.8 truncates")
    func shrinking() {
        let (_, _, page) = catalog(showing: "labels-and-image-views", as: LabelsPageView.self)
        let label = page.example("adjustsFontSizeToFitWidth, minimumScaleFactor = 0.5") as! UILabel
        let stopped = page.example("adjustsFontSizeToFitWidth, minimumScaleFactor = 0.8: truncates") as! UILabel
        let full = (label.text! as NSString).size(withAttributes: [.font: label.font!]).width
        // At 17 points the text is wider than the label, at half that it fits: shrinking is needed and enough.
        #expect(full > label.bounds.width && full * 0.5 <= label.bounds.width)
        #expect(full * 0.8 > stopped.bounds.width)
        // Sizes are those of the unshrunk text (UILabel's documented behaviour), rounded up.
        let fitting = label.sizeThatFits(.zero).width
        #expect(fitting >= full && fitting < full + 1)
    }

    // MARK: Tint and dimming

    @Test("Tint and dimming: the page's golden, then with the window dimmed")
    func tintGoldens() {
        let (h, _, page) = catalog(showing: "tint-and-dimming", as: TintPageView.self)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "tint-and-dimming")
        tap(page.dimButton, in: h)
        h.advance(by: 0.3)  // the system button's title fades back in over 0.2 s after the tap
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "tint-and-dimming-dimmed")
    }

    @Test(
        "Tint and dimming: the Dim button turns every tint UIKit's grey, own tints too, except under mode .normal; counts go up once per view"
    )
    func dimming() {
        let (h, root, page) = catalog(showing: "tint-and-dimming", as: TintPageView.self)
        let blue = UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)
        #expect(page.childA.tintColor == blue && page.childC.tintColor == .systemPink)
        #expect(page.childA.colorLabel.text == "tintColor: 0, 122, 255")
        #expect(page.childC.colorLabel.text == "tintColor: 255, 45, 85")
        let before = page.tintViews.map(\.tintChangeCount)

        tap(page.dimButton, in: h)
        #expect(h.window.tintAdjustmentMode == .dimmed)
        #expect(page.childA.tintAdjustmentMode == .dimmed && page.normalChild.tintAdjustmentMode == .normal)
        let grey = page.childA.tintColor!
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(grey.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == g && g == b && a == 1 && grey != blue, "a grey: \(grey)")
        for view in [page.container, page.childB, page.pinkGroup, page.childC, page.childD] {
            #expect(view.tintColor == grey, "\(view.name)")
        }
        #expect(page.templateView.tintColor == grey)
        #expect(root.list.tableView.tintColor == grey)
        #expect(page.normalChild.tintColor == .systemPink)
        let after = page.tintViews.map(\.tintChangeCount)
        #expect(after == zip(before, page.tintViews).map { $1 === page.normalChild ? $0 : $0 + 1 })
        #expect(page.childA.countLabel.text == "tintColorDidChange × \(after[1])")
        #expect(page.childA.colorLabel.text == "tintColor: " + TintPageView.describe(grey))
        #expect(page.dimButton.currentTitle == "Undim the window")
        #expect(page.statusLabel.text?.hasPrefix("window.tintAdjustmentMode: .dimmed") == true)

        // On screen: Child A's disc is that grey; Child E's disc stays pink.
        var image = h.render()
        let greyPixel = [UInt8((r * 255).rounded()), UInt8((g * 255).rounded()), UInt8((b * 255).rounded()), 255]
        let disc = CGPoint(x: 36, y: 38)  // the disc's centre in a swatch
        #expect(Pixels.close(pixel(image, windowPoint(page.childA, disc)), greyPixel))
        #expect(Pixels.close(pixel(image, windowPoint(page.normalChild, disc)), Self.pink))
        // The page's system buttons dim too: their titles, and the layer borders that follow their tint.
        #expect(page.dimButton.currentTitleColor == grey && page.tintButton.currentTitleColor == grey)
        #expect(Pixels.close(pixel(image, windowPoint(page.tintButton, CGPoint(x: 0.5, y: 22))), greyPixel), "a button's border")

        // Undimming restores every colour, with one more call each.
        tap(page.dimButton, in: h)
        #expect(h.window.tintAdjustmentMode == .normal)
        #expect(page.childA.tintColor == blue && page.childC.tintColor == .systemPink)
        #expect(page.tintViews.map(\.tintChangeCount) == zip(after, page.tintViews).map { $1 === page.normalChild ? $0 : $0 + 1 })
        image = h.render()
        #expect(Pixels.close(pixel(image, windowPoint(page.childA, disc)), Self.blue))
        #expect(Pixels.close(pixel(image, windowPoint(page.childC, disc)), Self.pink))
    }

    @Test("Tint and dimming: an orange window tint reaches the inheriting views only; the pink subtree hears nothing (spec 000 #254)")
    func windowTint() {
        let (h, _, page) = catalog(showing: "tint-and-dimming", as: TintPageView.self)
        let before = page.tintViews.map(\.tintChangeCount)
        tap(page.tintButton, in: h)
        #expect(h.window.tintColor == .systemOrange)
        #expect(
            page.container.tintColor == .systemOrange && page.childA.tintColor == .systemOrange && page.childB.tintColor == .systemOrange)
        #expect(page.pinkGroup.tintColor == .systemPink && page.childD.tintColor == .systemPink)
        let inheriting: [TintCountingView] = [page.container, page.childA, page.childB]
        #expect(
            page.tintViews.map(\.tintChangeCount)
                == zip(before, page.tintViews).map { count, view in inheriting.contains { $0 === view } ? count + 1 : count })
        let image = h.render()
        #expect(Pixels.close(pixel(image, windowPoint(page.childA, CGPoint(x: 36, y: 38))), Self.orange))
        #expect(Pixels.close(pixel(image, windowPoint(page.childC, CGPoint(x: 36, y: 38))), Self.pink))
        #expect(page.tintButton.currentTitle == "Default window tint")
        #expect(page.tintButton.currentTitleColor == .systemOrange)
        #expect(Pixels.close(pixel(image, windowPoint(page.tintButton, CGPoint(x: 0.5, y: 22))), Self.orange), "a button's border")
    }

    @Test("Tint and dimming: leaving the page puts the window's tint and mode back")
    func leavingRestoresTheWindow() {
        let (h, root, page) = catalog(showing: "tint-and-dimming", as: TintPageView.self)
        tap(page.dimButton, in: h)
        tap(page.tintButton, in: h)
        #expect(h.window.tintAdjustmentMode == .dimmed)
        root.select(0)
        h.runTurn()
        #expect(h.window.tintAdjustmentMode == .normal)
        #expect(h.window.tintColor == UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
        #expect(root.list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    // MARK: Rotation

    @Test("Rotation: the page's golden in landscape, then after rotating to portrait")
    func rotationGoldens() {
        let (h, _, _) = catalog(showing: "rotation", as: RotationPageView.self)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "rotation")
        h.rotate(to: .portrait)
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "rotation-portrait")
    }

    @Test(
        "Rotation: the labels show the device, the window and the page; rotating to portrait updates them through viewWillTransition and layout"
    )
    func rotationLabels() {
        let (h, _, page) = catalog(showing: "rotation", as: RotationPageView.self)
        #expect(page.orientationLabel.text == "UIDevice.current.orientation: .landscapeLeft")
        #expect(page.idiomLabel.text == "userInterfaceIdiom: .pad (model: iPad)")
        #expect(page.windowLabel.text == "window.bounds: 1024 × 768, landscape")
        #expect(page.pageLabel.text == "page bounds: 784 × 768")
        #expect(page.transitionLabel.text == "viewWillTransition(to:with:): not called yet")
        let layouts = page.boundsChangeCount

        h.rotate(to: .portrait)
        #expect(h.window.bounds.size == CGSize(width: 768, height: 1024))
        #expect(page.orientationLabel.text == "UIDevice.current.orientation: .portrait")
        #expect(page.windowLabel.text == "window.bounds: 768 × 1024, portrait")
        #expect(page.pageLabel.text == "page bounds: 768 × 960")
        #expect(page.transitionLabel.text == "viewWillTransition(to:with:) called once, last to 768 × 1024")
        // Twice: the page's bar shows as the list hides (before the turn), then the window turns.
        #expect(page.boundsChangeCount == layouts + 2)
        #expect(page.simulatedLabel.text == "Simulated device: .portrait")
        #expect(page.portraitDevice.isCurrent && !page.landscapeDevice.isCurrent)

        h.rotate(to: .landscapeLeft)
        #expect(page.transitionLabel.text == "viewWillTransition(to:with:) called 2 times, last to 1024 × 768")
        #expect(page.pageLabel.text == "page bounds: 784 × 768")
        // Landscape left to right: the bounds stay; the orientation label and the simulated device follow.
        h.rotate(to: .landscapeRight)
        #expect(page.orientationLabel.text == "UIDevice.current.orientation: .landscapeRight")
        #expect(page.simulatedLabel.text == "Simulated device: .landscapeRight")
        #expect(page.landscapeDevice.isCurrent && page.landscapeDevice.homeButtonEdge == .left)
    }

    @Test("Rotation: the Rotate button turns the simulated device a quarter turn at a time; the real device stays")
    func rotateButton() {
        let (h, _, page) = catalog(showing: "rotation", as: RotationPageView.self)
        var seen: [String] = []
        for _ in 0..<4 {
            tap(page.rotateButton, in: h)
            seen.append(page.simulatedLabel.text ?? "")
        }
        #expect(seen == [".portraitUpsideDown", ".landscapeRight", ".portrait", ".landscapeLeft"].map { "Simulated device: " + $0 })
        #expect(UIDevice.current.orientation == .landscapeLeft)
        tap(page.rotateButton, in: h)
        #expect(page.portraitDevice.isCurrent && page.portraitDevice.homeButtonEdge == .top)
    }

    @Test("Rotation: the previews' content is placed by UIKit's autoresizing on screens the window's size")
    func previewAutoresizing() {
        let (_, _, page) = catalog(showing: "rotation", as: RotationPageView.self)
        let portrait = page.portraitDevice, landscape = page.landscapeDevice
        #expect(portrait.screen.bounds.size == CGSize(width: 768, height: 1024))
        #expect(landscape.screen.bounds.size == CGSize(width: 1024, height: 768))
        // Laid out on 300x400, resized: fixed sizes and margins stay, flexible ones take the difference.
        let top = portrait.content[0], bottom = portrait.content[1], side = portrait.content[2]
        let card = portrait.content[4], badge = portrait.content[5]
        #expect(top.frame == CGRect(x: 0, y: 0, width: 768, height: 44))
        #expect(bottom.frame == CGRect(x: 0, y: 980, width: 768, height: 44))
        #expect(side.frame == CGRect(x: 0, y: 44, width: 80, height: 936))
        #expect(card.frame.size == CGSize(width: 120, height: 100) && card.center == CGPoint(x: 384, y: 512))
        #expect(badge.frame == CGRect(x: 720, y: 56, width: 32, height: 32))
        #expect(landscape.content[5].frame == CGRect(x: 976, y: 56, width: 32, height: 32))
        #expect(landscape.content[4].center == CGPoint(x: 512, y: 384))
    }
}
