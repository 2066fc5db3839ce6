// UIPageControl: pages and pinning, size(forNumberOfPages:), the dots drawn, taps left and right of the
// current dot with their exact events, drags out and back, release outside, cancel, deferred display,
// hidesForSinglePage, colours, accessibility, appearance, goldens in its states. Public API +
// UIKitTesting only.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIPageControl")
struct UIPageControlTests {
    init() { TestFonts.pin() }

    typealias EventLog = UIControlTests.EventLog

    /// A harness (scale 1) with a black window holding a 5-page control, 200 × 37 at (60, 100), on page 2.
    func scene(pages: Int = 5, current: Int = 2, width: CGFloat = 200) -> (UIKitTestHarness, UIPageControl, EventLog) {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 240), scale: 1)
        h.window.backgroundColor = .black
        let control = UIPageControl(frame: CGRect(x: 60, y: 100, width: width, height: 37))
        control.numberOfPages = pages
        control.currentPage = current
        h.window.addSubview(control)
        let log = EventLog()
        log.attach(to: control)
        h.runTurn()
        return (h, control, log)
    }

    /// The centre of dot `page` of a control `width` wide at (60, 100) with `pages` dots, in the window.
    func dot(_ page: Int, pages: Int = 5, width: CGFloat = 200) -> CGPoint {
        let row = CGFloat(pages) * 16 - 9
        return CGPoint(x: 60 + ((width - row) / 2).rounded() + 3.5 + 16 * CGFloat(page), y: 100 + 15 + 3.5)
    }

    /// The grey level at each dot's centre, in the window.
    func dotLevels(_ h: UIKitTestHarness, pages: Int = 5, width: CGFloat = 200) -> [UInt8] {
        let p = Pixels(h.render())
        return (0..<pages).map { p[Int(dot($0, pages: pages, width: width).x), Int(dot($0, pages: pages, width: width).y)][0] }
    }

    @Test("Defaults: no pages, page 0, not hiding or deferring, no tints, clear background (spec 000 #113, spec 004 T078)")
    func defaults() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage && !control.defersCurrentPageDisplay)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.backgroundColor == nil)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 37))
    }

    @Test("numberOfPages below 0 is 0; currentPage is pinned to 0...numberOfPages - 1, also when pages go (spec 004 T081)")
    func pinning() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = -3
        #expect(control.numberOfPages == 0)
        control.currentPage = 4
        #expect(control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test(
        "size(forNumberOfPages:): 7-point dots 9 apart, 37 high, growing with the count; the intrinsic size follows (spec 000 #107, spec 004 T080)"
    )
    func sizes() {
        let control = UIPageControl(frame: .zero)
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
        #expect(control.size(forNumberOfPages: -2) == CGSize(width: 0, height: 37))
        let widths = (1...20).map { control.size(forNumberOfPages: $0).width }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
        control.numberOfPages = 4
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 4))
        #expect(control.sizeThatFits(.zero) == control.size(forNumberOfPages: 4))
    }

    @Test("A control of size(forNumberOfPages:) draws all its dots inside its bounds (spec 004 T080)")
    func minimumSizeFitsTheDots() {
        _ = UIKitTestHarness(scale: 2)
        for count in [1, 4, 9] {
            let control = UIPageControl(frame: .zero)
            control.numberOfPages = count
            control.frame.size = control.size(forNumberOfPages: count)
            let p = Pixels(renderView(control, scale: 2, background: .black))
            let box = p.box { $0[0] > 30 }
            #expect(box?.minX == 0 && box?.maxX == Int(control.bounds.width * 2) - 1, "\(count): \(String(describing: box))")
            // Dots: bright columns in `count` separate runs along the middle row.
            let row = (0..<p.width).map { p[$0, 37][0] > 30 }
            let runs = zip([false] + row, row).filter { !$0 && $1 }.count
            #expect(runs == count)
        }
    }

    @Test("Five dots: the current one solid white, the others white at 30% (spec 000 #106, spec 004 T075, spec 001-003 #113)")
    func dots() {
        let (h, _, _) = scene()
        let levels = dotLevels(h)
        #expect(levels[2] == 255)
        for index in [0, 1, 3, 4] { #expect(abs(Int(levels[index]) - 77) <= 2, "dot \(index): \(levels[index])") }
    }

    @Test(
        "A tap right of the current dot moves a page forward: touchDown, valueChanged, touchUpInside (spec 000 #108, spec 004 T077, spec 001-003 #114)"
    )
    func tapRight() {
        let (h, control, log) = scene()
        h.tap(at: CGPoint(x: dot(2).x + 12, y: 118))
        #expect(control.currentPage == 3)
        #expect(log.names == ["down", "valueChanged", "upInside"])
        #expect(dotLevels(h)[3] == 255)
    }

    @Test("A tap left of the current dot moves a page back (spec 000 #108, spec 004 T077, spec 001-003 #115)")
    func tapLeft() {
        let (h, control, log) = scene()
        h.tap(at: CGPoint(x: dot(2).x - 12, y: 118))
        #expect(control.currentPage == 1)
        #expect(log.names == ["down", "valueChanged", "upInside"])
    }

    @Test("At the last page a tap to the right changes nothing and sends no valueChanged (spec 004 T077)")
    func pinnedAtTheEnds() {
        let (h, control, log) = scene(current: 4)
        h.tap(at: CGPoint(x: 250, y: 118))
        #expect(control.currentPage == 4 && log.names == ["down", "upInside"])
        control.currentPage = 0
        log.names = []
        h.tap(at: CGPoint(x: 70, y: 118))
        #expect(control.currentPage == 0 && log.names == ["down", "upInside"])
    }

    @Test("The side is taken from the current dot, not the control's middle (seed 000 A21)")
    func sideOfTheCurrentDot() {
        let (h, control, _) = scene(current: 0)
        // Left of the control's middle, right of dot 0.
        h.tap(at: CGPoint(x: dot(0).x + 20, y: 118))
        #expect(control.currentPage == 1)
    }

    @Test("A wide control takes taps far from the dots (spec 000 #109)")
    func wideControl() {
        let (h, control, log) = scene(pages: 3, current: 1, width: 260)
        h.tap(at: CGPoint(x: 315, y: 104))
        #expect(control.currentPage == 2 && log.names.contains("valueChanged"))
        h.tap(at: CGPoint(x: 62, y: 134))
        #expect(control.currentPage == 1)
    }

    @Test("Dragging out and back in, then lifting inside, turns the page; lifting far outside does not; a cancel does not")
    func dragsAndCancel() {
        let (h, control, log) = scene()
        let right = CGPoint(x: dot(2).x + 20, y: 118)
        h.touchDown(at: right)
        h.touchMove(to: CGPoint(x: right.x, y: 300))
        h.touchMove(to: right)
        h.touchUp(at: right)
        #expect(control.currentPage == 3)
        #expect(log.collapsed == ["down", "exit", "dragOutside", "enter", "dragInside", "valueChanged", "upInside"])

        log.names = []
        h.advance(by: 1)
        h.touchDown(at: right)
        h.touchUp(at: CGPoint(x: right.x, y: 300))
        #expect(control.currentPage == 3)
        #expect(log.collapsed == ["down", "exit", "dragOutside", "upOutside"])

        log.names = []
        h.advance(by: 1)
        h.touchDown(at: right)
        h.touchCancel()
        #expect(control.currentPage == 3 && log.names == ["down", "cancel"])
    }

    @Test("Setting currentPage in code sends no event (spec 004 T234)")
    func programmaticChange() {
        let (_, control, log) = scene()
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(log.names.isEmpty && control.currentPage == 1)
    }

    @Test("A disabled page control takes no taps and sends nothing")
    func disabled() {
        let (h, control, log) = scene()
        control.isEnabled = false
        h.tap(at: CGPoint(x: 250, y: 118))
        #expect(control.currentPage == 2 && log.names.isEmpty)
    }

    @Test(
        "hidesForSinglePage: one page draws nothing, two draw; without it one page draws one dot (spec 000 #110, spec 004 T076, spec 001-003 #116)"
    )
    func hidesForSinglePage() {
        let (h, control, _) = scene(pages: 1, current: 0)
        func brightPixels() -> Int { Pixels(h.render()).count { $0[0] > 30 } }
        #expect(brightPixels() > 20, "one dot")
        control.hidesForSinglePage = true
        h.runTurn()
        #expect(brightPixels() == 0)
        control.numberOfPages = 0
        h.runTurn()
        #expect(brightPixels() == 0)
        control.numberOfPages = 2
        h.runTurn()
        #expect(brightPixels() > 40)
    }

    @Test(
        "defersCurrentPageDisplay: a tap changes currentPage and sends valueChanged, the dot moves at updateCurrentPageDisplay() (spec 000 #111, spec 004 T079)"
    )
    func deferred() {
        let (h, control, log) = scene(current: 0)
        control.defersCurrentPageDisplay = true
        h.tap(at: CGPoint(x: dot(0).x + 20, y: 118))
        #expect(control.currentPage == 1 && log.names.contains("valueChanged"))
        #expect(dotLevels(h)[0] == 255 && dotLevels(h)[1] < 100, "the display waits")
        control.updateCurrentPageDisplay()
        h.runTurn()
        #expect(dotLevels(h)[1] == 255 && dotLevels(h)[0] < 100)
    }

    @Test("pageIndicatorTintColor and currentPageIndicatorTintColor colour the dots (spec 000 #112, spec 001-003 #117)")
    func colours() {
        let (h, control, _) = scene()
        control.pageIndicatorTintColor = .red
        control.currentPageIndicatorTintColor = .green
        h.runTurn()
        let p = Pixels(h.render())
        #expect(Pixels.close(p[Int(dot(0).x), Int(dot(0).y)], [255, 0, 0, 255]))
        #expect(Pixels.close(p[Int(dot(2).x), Int(dot(2).y)], [0, 255, 0, 255]))
    }

    @Test("A background colour shows the whole tappable area (spec 000 #113)")
    func background() {
        let (h, control, _) = scene()
        #expect(Pixels(h.render())[62, 102] == [0, 0, 0, 255], "clear by default")
        control.backgroundColor = .blue
        h.runTurn()
        let p = Pixels(h.render())
        #expect(p[61, 101] == [0, 0, 255, 255] && p[258, 135] == [0, 0, 255, 255])
    }

    @Test(
        "Accessibility: an adjustable element whose value is \"page 3 of 5\"; increment and decrement turn the page and send valueChanged")
    func accessibility() {
        let (_, control, log) = scene()
        #expect(control.isAccessibilityElement && control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == "page 3 of 5")
        control.accessibilityIncrement()
        #expect(control.currentPage == 3 && log.names == ["valueChanged"])
        control.accessibilityDecrement()
        control.accessibilityDecrement()
        #expect(control.currentPage == 1 && control.accessibilityValue == "page 2 of 5")
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test("The appearance proxy's dot colours reach page controls entering a window; one set on the instance wins")
    func appearance() {
        let h = UIKitTestHarness(scale: 1)
        UIPageControl.appearance().pageIndicatorTintColor = .gray
        UIPageControl.appearance().currentPageIndicatorTintColor = .orange
        let plain = UIPageControl(frame: .zero), own = UIPageControl(frame: .zero)
        own.currentPageIndicatorTintColor = .cyan
        h.window.addSubview(plain)
        h.window.addSubview(own)
        #expect(plain.pageIndicatorTintColor == .gray && plain.currentPageIndicatorTintColor == .orange)
        #expect(own.pageIndicatorTintColor == .gray && own.currentPageIndicatorTintColor == .cyan)
    }

    @Test("Goldens at scale 2 on a dark backdrop: normal, highlighted, selected, disabled (all alike, as on iOS 7), custom colours")
    func goldens() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 200, height: 60), scale: 2)
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        backdrop.backgroundColor = UIColor(white: 0.2, alpha: 1)
        h.window.addSubview(backdrop)
        let control = UIPageControl(frame: CGRect(x: 20, y: 12, width: 160, height: 37))
        control.numberOfPages = 5
        control.currentPage = 2
        backdrop.addSubview(control)
        assertSnapshot(of: backdrop, as: .image, named: "normal")
        h.touchDown(at: CGPoint(x: 150, y: 30))
        #expect(control.isHighlighted)
        assertSnapshot(of: backdrop, as: .image, named: "highlighted")
        h.touchCancel()
        control.isSelected = true
        assertSnapshot(of: backdrop, as: .image, named: "selected")
        control.isSelected = false
        control.isEnabled = false
        assertSnapshot(of: backdrop, as: .image, named: "disabled")
        control.isEnabled = true
        control.pageIndicatorTintColor = UIColor(white: 1, alpha: 0.6)
        control.currentPageIndicatorTintColor = .systemOrange
        control.currentPage = 0
        assertSnapshot(of: backdrop, as: .image, named: "custom-colours")
    }
}

@MainActor
@Suite("UIPageControl, bad input")
struct UIPageControlBadInputTests {
    @Test("A huge page count draws only the dots in the bounds, at once")
    func hugeCount() {
        let h = UIKitTestHarness(windowSize: CGSize(width: 320, height: 100), scale: 1)
        h.window.backgroundColor = .black
        let control = UIPageControl(frame: CGRect(x: 0, y: 20, width: 320, height: 37))
        control.numberOfPages = Int.max
        control.currentPage = Int.max
        h.window.addSubview(control)
        #expect(control.currentPage == Int.max - 1)
        #expect(control.size(forNumberOfPages: Int.max).width > 1e18)
        #expect(Pixels(h.render()).count { $0[0] > 30 } > 0, "the control is full of dots")
    }
}
