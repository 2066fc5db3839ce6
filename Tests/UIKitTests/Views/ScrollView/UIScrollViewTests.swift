// UIScrollView through public API and the harness: seed 004's acceptance tests T109-T125.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    @Test("Defaults are UIKit's")
    func defaults() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.contentSize == .zero && s.contentOffset == .zero && s.contentInset == .zero)
        #expect(s.isScrollEnabled && !s.isDirectionalLockEnabled && s.bounces && !s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
        #expect(!s.isPagingEnabled && s.scrollsToTop && s.decelerationRate == .normal && s.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(s.delaysContentTouches && s.canCancelContentTouches && s.clipsToBounds)
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 1 && s.zoomScale == 1 && s.bouncesZoom)
        #expect(s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator && s.indicatorStyle == .default)
        #expect(!s.isTracking && !s.isDragging && !s.isDecelerating && !s.isZooming)
        #expect(s.gestureRecognizers?.contains { $0 === s.panGestureRecognizer } == true)
    }

    @Test("Content added or inserted at any index stays below the scroll indicators, the vertical one on top")
    func indicatorsStayOnTop() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let indicators = scrollView.subviews
        let a = UIView(), b = UIView(), c = UIView()
        scrollView.addSubview(a)
        scrollView.addSubview(b)
        scrollView.insertSubview(c, at: 99)
        let content = scrollView.subviews.filter { view in !indicators.contains { $0 === view } }
        #expect(content.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(scrollView.subviews.count == 5)
        #expect(scrollView.subviews.suffix(2).allSatisfy { view in indicators.contains { $0 === view } })
        #expect(scrollView.layer.sublayers?.map(ObjectIdentifier.init) == scrollView.subviews.map { ObjectIdentifier($0.layer) })
        // A subview brought to the front goes above them until the next content joins.
        scrollView.bringSubviewToFront(a)
        #expect(scrollView.subviews.last === a)
        scrollView.addSubview(UIView())
        #expect(scrollView.subviews.suffix(2).allSatisfy { view in indicators.contains { $0 === view } })
        #expect(scrollView.layer.sublayers?.map(ObjectIdentifier.init) == scrollView.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test("spec 004 T109: without a contentSize a drag does not scroll")
    func noContentSizeNoScrolling() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: .zero)
        s.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000)))
        h.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 50, y: 50))
        h.advance(by: 3)
        #expect(s.contentOffset == .zero)
    }

    @Test("spec 004 T110: an 800x640 image in a 320x460 view settles at (480, 180) after a far drag")
    func imageExample() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 800, height: 640))
        s.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 800, height: 640)))
        h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 10, y: 30))
        h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 10, y: 30))
        h.advance(by: 4)
        #expect(s.contentOffset == CGPoint(x: 480, y: 180))
        #expect(!s.isDecelerating && !s.isDragging)
    }

    @Test("spec 004 T111: content as wide as the view does not scroll horizontally")
    func axisLockedByContentSize() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 1000))
        h.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200))
        h.advance(by: 3)
        #expect(s.contentOffset.x == 0)
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(s.contentOffset.y > 0)
    }

    @Test("spec 004 T112: subviews are content: a subview at y 600 shows at y 100 with offset 500")
    func subviewsAreContent() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 1000))
        let v = UIView(frame: CGRect(x: 0, y: 600, width: 50, height: 50))
        s.addSubview(v)
        s.contentOffset = CGPoint(x: 0, y: 500)
        #expect(v.convert(CGPoint.zero, to: h.window).y == 100)
        #expect(s.bounds.origin == CGPoint(x: 0, y: 500))
    }

    @Test("spec 004 T113: setContentOffset(_:animated:) arrives, scrolling each frame, ending once")
    func animatedOffset() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(s.contentOffset == .zero)
        h.advance(by: 0.15)
        #expect(s.contentOffset.y > 0 && s.contentOffset.y < 300)
        h.advance(by: 0.5)
        #expect(s.contentOffset == CGPoint(x: 0, y: 300))
        #expect(log.scrolls > 5)
        #expect(log.events == ["scroll", "didEndScrollingAnimation"])
    }

    @Test("spec 004 T114: with contentInset.top 50, scrolling to the top settles at y -50")
    func contentInsetTop() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        s.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        s.contentOffset = CGPoint(x: 0, y: 100)
        h.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 450))
        h.advance(by: 3)
        #expect(s.contentOffset.y == -50)
    }

    @Test("spec 004 T115: scrollEnabled false locks drags; code still sets the offset")
    func scrollDisabled() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        s.isScrollEnabled = false
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        h.advance(by: 2)
        #expect(s.contentOffset == .zero)
        s.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(s.contentOffset.y == 120)
    }

    @Test("spec 004 T116: a (+100, +10) drag with the directional lock moves x only; without, both")
    func directionalLock() {
        for locked in [true, false] {
            let h = UIKitTestHarness()
            let (s, _) = makeScrollView(h, contentSize: CGSize(width: 2000, height: 2000))
            s.contentOffset = CGPoint(x: 500, y: 500)
            s.isDirectionalLockEnabled = locked
            h.dragAndHold(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 210))
            #expect(s.contentOffset.x == 400)
            #expect((s.contentOffset.y == 500) == locked)
            h.touchUp()
        }
    }

    @Test("spec 004 T117: a status-bar tap animates the one scroll view to the top; not with scrollsToTop false")
    func scrollsToTop() {
        for enabled in [true, false] {
            let h = UIKitTestHarness()
            let (s, log) = makeScrollView(
                h, frame: CGRect(x: 0, y: 20, width: 320, height: 460), contentSize: CGSize(width: 320, height: 2000))
            s.contentOffset = CGPoint(x: 0, y: 300)
            s.scrollsToTop = enabled
            h.tap(at: CGPoint(x: 160, y: 10))
            h.advance(by: 0.1)
            if enabled { #expect(s.contentOffset.y > 0 && s.contentOffset.y < 300) }
            h.advance(by: 1)
            #expect(s.contentOffset.y == (enabled ? 0 : 300))
            #expect(log.events.contains("didScrollToTop") == enabled)
        }
    }

    @Test("scrollsToTop: nothing scrolls with two candidates; the delegate can refuse; the inset is the top")
    func scrollsToTopRules() {
        let h = UIKitTestHarness()
        let (a, _) = makeScrollView(h, frame: CGRect(x: 0, y: 20, width: 160, height: 460), contentSize: CGSize(width: 160, height: 2000))
        let (b, logB) = makeScrollView(
            h, frame: CGRect(x: 160, y: 20, width: 160, height: 460), contentSize: CGSize(width: 160, height: 2000))
        a.contentOffset = CGPoint(x: 0, y: 300)
        b.contentOffset = CGPoint(x: 0, y: 300)
        h.tap(at: CGPoint(x: 100, y: 10))
        h.advance(by: 1)
        #expect(a.contentOffset.y == 300 && b.contentOffset.y == 300)
        a.scrollsToTop = false
        logB.shouldScrollToTop = false
        h.tap(at: CGPoint(x: 100, y: 10))
        h.advance(by: 1)
        #expect(b.contentOffset.y == 300)
        logB.shouldScrollToTop = true
        b.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        h.tap(at: CGPoint(x: 100, y: 10))
        h.advance(by: 1)
        #expect(b.contentOffset.y == -40 && a.contentOffset.y == 300)
    }

    @Test("spec 004 T118: paging: a slow 200 pt drag settles on the next page, a 100 pt one back; a flick moves one page")
    func paging() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, frame: CGRect(x: 0, y: 0, width: 320, height: 400), contentSize: CGSize(width: 960, height: 400))
        s.isPagingEnabled = true
        h.slowDrag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200))
        h.advance(by: 2)
        #expect(s.contentOffset.x == 0)
        h.slowDrag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200))
        h.advance(by: 2)
        #expect(s.contentOffset.x == 320)
        #expect(log.events.last == "didEndDecelerating")
        h.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 140, y: 200), steps: 3, duration: 0.06)
        h.advance(by: 2)
        #expect(s.contentOffset.x == 640)
        h.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200), steps: 4, duration: 0.08)
        h.advance(by: 2)
        #expect(s.contentOffset.x == 320)
    }

    @Test("spec 004 T119: scrollRectToVisible scrolls the least distance, and not when visible")
    func scrollRectToVisible() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 2000, height: 460))
        s.scrollRectToVisible(CGRect(x: 600, y: 0, width: 100, height: 100), animated: false)
        #expect(s.contentOffset.x == 380)
        let calls = log.scrolls
        s.scrollRectToVisible(CGRect(x: 400, y: 10, width: 100, height: 100), animated: false)
        #expect(s.contentOffset.x == 380 && log.scrolls == calls)
        s.scrollRectToVisible(CGRect(x: 100, y: 0, width: 50, height: 50), animated: true)
        h.advance(by: 1)
        #expect(s.contentOffset.x == 100)
    }

    @Test("spec 004 T120: without bounces the offset never goes below 0; with, it does and returns")
    func bounces() {
        for bounces in [false, true] {
            let h = UIKitTestHarness()
            let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
            s.bounces = bounces
            let watch = LowestOffset()
            s.delegate = watch
            h.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300))
            let lowestDuringDrag = watch.lowest
            h.advance(by: 2)
            #expect((lowestDuringDrag < 0) == bounces)
            #expect(s.contentOffset.y == 0)
        }
    }

    @Test("spec 004 T121: short content moves under a vertical drag only with alwaysBounceVertical")
    func alwaysBounceVertical() {
        for always in [false, true] {
            let h = UIKitTestHarness()
            let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 200))
            s.alwaysBounceVertical = always
            h.dragAndHold(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200))
            #expect((s.contentOffset.y < 0) == always)
            h.touchUp()
            h.advance(by: 2)
            #expect(s.contentOffset.y == 0)
        }
    }

    @Test("spec 004 T125: a drag released with momentum calls the delegate in iOS's order")
    func delegateOrder() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(s.isDecelerating)
        h.advance(by: 5)
        #expect(
            log.events == [
                "willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "scroll", "didEndDecelerating",
            ])
        #expect(!s.isDecelerating)
    }

    @Test("A release without momentum does not decelerate")
    func releaseWithoutMomentum() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        h.slowDrag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(s.contentOffset.y == 200 && !s.isDecelerating)
    }

    @Test("The delegate can change the target offset; the content settles there")
    func retarget() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        log.retarget = CGPoint(x: 0, y: 1000)
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        h.advance(by: 3)
        #expect(s.contentOffset.y == 1000)
    }

    @Test("A finger on a decelerating view stops it there")
    func touchStopsDeceleration() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        h.advance(by: 0.2)
        h.touchDown(at: CGPoint(x: 160, y: 200))
        let held = s.contentOffset
        #expect(!s.isDecelerating && s.isTracking)
        h.advance(by: 1)
        h.touchUp()
        h.advance(by: 1)
        #expect(s.contentOffset == held)
    }
}

/// Keeps the lowest vertical offset the delegate saw.
@MainActor
private final class LowestOffset: UIScrollViewDelegate {
    var lowest: CGFloat = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { lowest = min(lowest, scrollView.contentOffset.y) }
}
