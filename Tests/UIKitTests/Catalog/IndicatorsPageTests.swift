// The Catalog's Indicators page: its golden as the window shows it (1024x768 points at scale 1,
// headless), and its interactions through the harness: spinners started and stopped, the network
// activity indicator shown and cleared on leaving, progress views advanced with animation, page controls
// tapped (one deferred). Each golden was looked at (see the commit message).
@testable import Catalog
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Catalog: Indicators page")
struct IndicatorsPageTests {
    init() { TestFonts.pin() }

    /// A headless Catalog as `uikit-catalog` runs it (an iPad in landscape, 1024x768 at scale 1), showing
    /// the Indicators page.
    func catalog() -> (UIKitTestHarness, CatalogViewController, IndicatorsPageView) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 1024, height: 768), scale: 1, idiom: .pad, orientation: .landscapeLeft)
        let controller = CatalogViewController()
        h.window.rootViewController = controller
        controller.select(CatalogPage.all.firstIndex { $0.name == "indicators" }!)
        h.runTurn()
        return (h, controller, controller.pageView as! IndicatorsPageView)
    }

    func tap(_ view: UIView, in h: UIKitTestHarness, at point: CGPoint? = nil) {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        h.tap(at: view.convert(local, to: nil))
    }

    @Test("Indicators: the page's golden, spinners at their first step")
    func golden() {
        let (h, _, _) = catalog()
        assertSnapshot(of: CatalogTestSupport.pageImage(h), as: .image, named: "indicators")
    }

    @Test("Indicators: every example lies inside the page and none overlaps another")
    func layout() {
        let (_, _, page) = catalog()
        let frames = page.examples.map { $0.view.convert($0.view.bounds, to: page) }
        #expect(page.examples.count == 7 + 5 + 1)
        for (index, frame) in frames.enumerated() {
            #expect(page.bounds.contains(frame), "\(page.examples[index].caption)")
            for (other, otherFrame) in frames.enumerated() where other > index {
                #expect(!frame.intersects(otherFrame), "\(page.examples[index].caption) / \(page.examples[other].caption)")
            }
        }
    }

    @Test("Indicators: the spinners turn until the button stops them, and start again")
    func spinners() {
        let (h, _, page) = catalog()
        #expect(page.spinners.count == 7 && page.spinners.allSatisfy { $0.isAnimating })
        let first = h.render().pngData()
        h.advance(by: 1.5 / 12)
        #expect(h.render().pngData() != first)
        tap(page.spinButton, in: h)
        #expect(page.spinners.allSatisfy { !$0.isAnimating && !$0.isHidden })
        #expect(page.spinButton.currentTitle == "Start the spinners")
        h.advance(by: 0.3)  // the system button's title fades back in over 0.2 s after the tap
        let stopped = h.render().pngData()
        h.advance(by: 0.5)
        #expect(h.render().pngData() == stopped)
        tap(page.spinButton, in: h)
        #expect(page.spinners.allSatisfy { $0.isAnimating })
    }

    @Test("Indicators: the network button shows the status bar's spinner; leaving the page hides it")
    func networkActivity() {
        let (h, root, page) = catalog()
        tap(page.networkButton, in: h)
        #expect(UIApplication.shared.isNetworkActivityIndicatorVisible)
        #expect(page.networkButton.currentTitle == "Hide network activity")
        root.select(0)
        h.runTurn()
        #expect(!UIApplication.shared.isNetworkActivityIndicatorVisible)
    }

    @Test("Indicators: Advance slides every progress view a tenth further, and the thermometer")
    func advance() {
        let (h, _, page) = catalog()
        let before = page.progressViews.map(\.progress)
        tap(page.advanceButton, in: h)
        for (view, old) in zip(page.progressViews, before) { #expect(abs(view.progress - (old + 0.1)) < 0.0001) }
        #expect(abs(page.thermometer.value - 0.6) < 0.0001)
        h.advance(by: 0.5)
        let plain = page.progressViews[0]
        // The default view's fill (blue) now reaches 60% of 330 points.
        let p = Pixels(h.render())
        let row = Int(plain.convert(CGPoint(x: 0, y: 1), to: nil).y)
        let left = Int(plain.convert(CGPoint.zero, to: nil).x)
        let blue = (left..<(left + 330)).filter { Pixels.close(p[$0, row], [0, 122, 255, 255], tolerance: 3) }.count
        #expect(abs(blue - 198) <= 1, "\(blue)")
    }

    @Test("Indicators: tapping the page controls turns pages; the deferred one shows its page after updateCurrentPageDisplay()")
    func pageControls() {
        let (h, _, page) = catalog()
        let control = page.pageControl
        tap(control, in: h, at: CGPoint(x: control.bounds.maxX - 10, y: control.bounds.midY))
        #expect(control.currentPage == 1)
        #expect(page.pageLabel.text == "currentPage: 1 and 0 · valueChanged × 1")
        let deferred = page.deferredPageControl
        let image = h.render()
        tap(deferred, in: h, at: CGPoint(x: deferred.bounds.maxX - 10, y: deferred.bounds.midY))
        #expect(deferred.currentPage == 1)
        #expect(page.pageLabel.text == "currentPage: 1 and 1 · valueChanged × 2")
        #expect(h.render().pngData() != image.pngData(), "the label changed")
        // The deferred control's dots are as they were until the button updates them.
        func dots() -> Data? {
            let frame = deferred.convert(deferred.bounds, to: nil)
            return h.render().cgImage?.cropping(to: frame).map { UIImage(cgImage: $0).pngData() } ?? nil
        }
        let waiting = dots()
        tap(page.updateButton, in: h)
        #expect(dots() != waiting)
    }

    @Test("Seed E3.3: the thermometer at value 0.5 fills exactly half the inset width inside its white outline (spec 000 #22)")
    func thermometer() {
        _ = UIKitTestHarness(scale: 1)
        let view = ThermometerView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        view.value = 0.5
        view.setNeedsDisplay()
        let p = Pixels(renderView(view, scale: 1, background: .black))
        // Along the middle row: white from the outline at the left to 2 + 196 × 0.5 = 100, then black
        // inside the pill up to its right outline.
        let white = (0..<200).filter { p[$0, 15][0] > 200 }
        #expect(white.first == 1 || white.first == 2)
        #expect(white.contains(99) && !white.contains(101) && !white.contains(150))
        #expect(white.contains(198), "the right outline")
    }
}
