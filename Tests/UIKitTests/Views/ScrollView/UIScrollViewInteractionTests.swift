// UIScrollView: content touches, flings, lifecycle, indicators, the wheel and zooming.
import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView interaction")
struct UIScrollViewInteractionTests {
    private func contentSetUp(_ h: UIKitTestHarness) -> (UIScrollView, ContentTouchRecorder) {
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        let content = ContentTouchRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        s.addSubview(content)
        return (s, content)
    }

    // MARK: Content touches

    @Test("A quick tap reaches a content view (began, ended) though touch-downs are delayed")
    func quickTapReachesContent() {
        let h = UIKitTestHarness()
        let (s, content) = contentSetUp(h)
        h.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(content.log.isEmpty)
        h.advance(by: 0.05)
        h.touchUp()
        #expect(content.log == ["began", "ended"])
        #expect(s.contentOffset == .zero)
    }

    @Test("A still touch-down reaches the content after 0.15 s")
    func delayedTouchDown() {
        let h = UIKitTestHarness()
        let (_, content) = contentSetUp(h)
        h.touchDown(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.1)
        #expect(content.log.isEmpty)
        h.advance(by: 0.1)
        #expect(content.log == ["began"])
        h.touchUp()
        #expect(content.log == ["began", "ended"])
    }

    @Test("A quick drag scrolls and the content never hears of it; a drag after the delay cancels it")
    func dragCancelsContent() {
        let h = UIKitTestHarness()
        let (s, content) = contentSetUp(h)
        h.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        #expect(content.log.isEmpty && s.contentOffset.y > 0)
        h.advance(by: 5)
        h.touchDown(at: CGPoint(x: 100, y: 300))
        h.advance(by: 0.2)
        h.touchMove(to: CGPoint(x: 100, y: 250))
        #expect(content.log == ["began", "cancelled"])
        #expect(s.isDragging)
        h.touchUp()
    }

    @Test("With delaysContentTouches false the content gets touchesBegan at once")
    func noDelay() {
        let h = UIKitTestHarness()
        let (s, content) = contentSetUp(h)
        s.delaysContentTouches = false
        h.touchDown(at: CGPoint(x: 100, y: 300))
        #expect(content.log == ["began"])
        h.touchMove(to: CGPoint(x: 100, y: 250))
        #expect(content.log == ["began", "cancelled"] && s.isDragging)
        h.touchUp()
    }

    @Test("With canCancelContentTouches false a drag the content got does not scroll")
    func cannotCancel() {
        let h = UIKitTestHarness()
        let (s, content) = contentSetUp(h)
        s.canCancelContentTouches = false
        h.touchDown(at: CGPoint(x: 100, y: 300))
        h.advance(by: 0.2)
        for y in stride(from: 290, through: 150, by: -20) { h.touchMove(to: CGPoint(x: 100, y: CGFloat(y))) }
        h.touchUp()
        #expect(s.contentOffset == .zero)
        #expect(content.log == ["began", "moved", "ended"])
    }

    @Test("touchesShouldCancel(in:) and touchesShouldBegin(_:with:in:) are asked and obeyed")
    func overridableHooks() {
        final class Picky: UIScrollView {
            var asked = 0
            var letBegin = true
            override func touchesShouldCancel(in view: UIView) -> Bool { asked += 1; return false }
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { letBegin }
        }
        let h = UIKitTestHarness()
        let s = Picky(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
        s.contentSize = CGSize(width: 320, height: 2000)
        let content = ContentTouchRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        s.addSubview(content)
        h.window.addSubview(s)
        s.delaysContentTouches = false
        h.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        #expect(s.asked > 0 && s.contentOffset == .zero && content.log.first == "began")
        s.letBegin = false
        content.log = []
        h.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        #expect(content.log.isEmpty && s.contentOffset.y > 0)
    }

    // MARK: Flings

    @Test("A fling's offset follows the deceleration arithmetic (0.998 per ms, stop at 10 pt/s)")
    func flingArithmetic() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 100_000))
        s.contentOffset = CGPoint(x: 0, y: 10_000)
        // 10 moves of 20 pt, 0.02 s apart: 1000 pt/s upward, so the content moves down at 1000 pt/s.
        h.touchDown(at: CGPoint(x: 160, y: 400))
        for step in 1...10 {
            h.advance(by: 0.02)
            h.touchMove(to: CGPoint(x: 160, y: 400 - CGFloat(step) * 20))
        }
        h.touchUp()
        #expect(abs(log.endVelocity!.y - 1.0) < 1e-9)
        #expect(s.contentOffset.y == 10_200)
        h.advance(by: 1)
        // Offsets fall on the pixel grid (scale 2): within a quarter point of the curve.
        let expectedAt1s = 10_200 + 1000 * (pow(0.998, 1000) - 1) / (1000 * Foundation.log(0.998))
        #expect(abs(s.contentOffset.y - expectedAt1s) <= 0.25)
        h.advance(by: 3)
        // Rest: 990 / (-1000 ln 0.998) ≈ 494.5 pt past the release.
        #expect(abs(s.contentOffset.y - (10_200 + 990 / (-1000 * Foundation.log(0.998)))) <= 0.25)
        #expect((s.contentOffset.y * 2).rounded() == s.contentOffset.y * 2)
        #expect(!s.isDecelerating)
    }

    @Test("A fling at an edge bounces past it and springs back; without bounces it stops there")
    func flingBounce() {
        for bounces in [true, false] {
            let h = UIKitTestHarness()
            let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 700))
            s.bounces = bounces
            h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 5, duration: 0.05)
            var maximum: CGFloat = 0
            for _ in 0..<60 { h.advance(by: 1.0 / 60); maximum = max(maximum, s.contentOffset.y) }
            #expect((maximum > 240) == bounces)
            h.advance(by: 2)
            #expect(s.contentOffset.y == 240)
        }
    }

    @Test("Nested scroll views: a vertical drag on a horizontal pager scrolls the vertical scroll view around it")
    func nestedScrollViews() {
        let h = UIKitTestHarness()
        let (outer, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        pager.contentSize = CGSize(width: 960, height: 300)
        pager.isPagingEnabled = true
        outer.addSubview(pager)
        h.slowDrag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 100))
        #expect(outer.contentOffset.y == 150 && pager.contentOffset == .zero)
        h.slowDrag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 50, y: 50))
        h.advance(by: 2)
        #expect(pager.contentOffset.x == 320 && outer.contentOffset.y == 150)
    }

    // MARK: Leaving the window

    @Test("Removed mid-deceleration, the scroll view stops: nothing changes, no delegate calls")
    func removalStops() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        h.advance(by: 0.1)
        #expect(s.isDecelerating)
        s.removeFromSuperview()
        let offset = s.contentOffset, events = log.events.count, scrolls = log.scrolls
        h.advance(by: 3)
        #expect(s.contentOffset == offset && log.events.count == events && log.scrolls == scrolls)
        #expect(!s.isDecelerating)
        #expect(offset.y >= 0 && offset.y <= 5000 - 460)
    }

    @Test("Removed mid-bounce, the offset is left at the edge")
    func removalMidBounce() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        h.dragAndHold(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300))
        h.touchUp()
        #expect(s.contentOffset.y < 0)
        s.removeFromSuperview()
        #expect(s.contentOffset.y == 0)
    }

    @Test("After a new harness, an old decelerating scroll view stays still and silent")
    func harnessTeardown() {
        var old: (UIScrollView, ScrollLog)?
        do {
            let h = UIKitTestHarness()
            let (s, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
            h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
            h.advance(by: 0.1)
            old = (s, log)
        }
        let (s, log) = old!
        let offset = s.contentOffset, events = log.events.count, scrolls = log.scrolls
        let h2 = UIKitTestHarness()
        let (other, _) = makeScrollView(h2, contentSize: CGSize(width: 320, height: 5000))
        h2.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        h2.advance(by: 3)
        #expect(s.contentOffset == offset && log.events.count == events && log.scrolls == scrolls)
        #expect(other.contentOffset.y > 0)
    }

    // MARK: Indicators

    @Test("spec 004 T122: no vertical indicator with showsVerticalScrollIndicator false; a flash fades within 1 s")
    func indicators() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        let before = Set(s.subviews.map(ObjectIdentifier.init))
        s.showsVerticalScrollIndicator = false
        h.dragAndHold(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(s.subviews.allSatisfy { $0.isHidden || $0.alpha == 0 })
        h.touchUp()
        h.advance(by: 5)
        s.showsVerticalScrollIndicator = true
        s.flashScrollIndicators()
        let shown = s.subviews.filter { !$0.isHidden && $0.alpha > 0 }
        #expect(shown.count == 1)
        #expect(shown.first.map { before.contains(ObjectIdentifier($0)) } == true)
        #expect(abs((shown.first?.frame.width ?? 0) - 2.5) < 0.001)
        #expect(abs((shown.first?.frame.maxX ?? 0) - (320 - 3)) < 0.001)
        h.advance(by: 1)
        #expect(s.subviews.allSatisfy { $0.isHidden || $0.alpha == 0 })
    }

    @Test("Indicators stay above content added later")
    func indicatorsOnTop() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        s.addSubview(content)
        #expect(s.subviews.first(where: { $0 === content }) != nil)
        #expect(s.subviews.last !== content)
        #expect(content.frame.origin == .zero)
    }

    // MARK: Wheel

    @Test("A wheel over the on-screen keyboard does not scroll the content beneath it; above the keyboard it does")
    func wheelOverKeyboard() throws {
        let h = UIKitTestHarness()
        let (scrollView, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        scrollView.addSubview(field)
        field.becomeFirstResponder()
        h.advance(by: 1)
        let keyboard = try #require(h.keyboardFrame)
        #expect(h.isKeyboardVisible)
        h.scrollWheel(by: CGVector(dx: 0, dy: 50), at: CGPoint(x: 160, y: keyboard.midY))
        #expect(scrollView.contentOffset.y == 0)
        h.scrollWheel(by: CGVector(dx: 0, dy: 50), at: CGPoint(x: 160, y: keyboard.minY - 20))
        #expect(scrollView.contentOffset.y == 50)
    }

    @Test("A wheel scrolls the innermost scroll view that can move, clamped to the content")
    func wheel() {
        let h = UIKitTestHarness()
        let (outer, log) = makeScrollView(h, contentSize: CGSize(width: 320, height: 2000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        inner.contentSize = CGSize(width: 1000, height: 200)
        outer.addSubview(inner)
        h.scrollWheel(by: CGVector(dx: 0, dy: 50), at: CGPoint(x: 100, y: 100))
        #expect(outer.contentOffset.y == 50 && inner.contentOffset == .zero && log.scrolls > 0)
        h.scrollWheel(by: CGVector(dx: 80, dy: 0), at: CGPoint(x: 100, y: 100))
        #expect(inner.contentOffset.x == 80 && outer.contentOffset.x == 0)
        h.scrollWheel(by: CGVector(dx: 0, dy: -500), at: CGPoint(x: 100, y: 300))
        #expect(outer.contentOffset.y == 0)
        // The wheel flashes the indicators of the view it scrolled; they fade within a second.
        #expect(outer.subviews.contains { !$0.isHidden && $0.alpha > 0 && abs($0.frame.width - 2.5) < 0.001 })
        h.advance(by: 1)
        #expect(!outer.subviews.contains { !$0.isHidden && $0.alpha > 0 && abs($0.frame.width - 2.5) < 0.001 })
    }

    // MARK: Zooming (programmatic; pinches in UIScrollViewZoomingTests)

    @Test("No view for zooming: no zoom; with one, the scale clamps, the transform scales, contentSize follows")
    func zoomScale() {
        let h = UIKitTestHarness()
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 800, height: 640))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 640))
        s.addSubview(image)
        s.minimumZoomScale = 0.5
        s.maximumZoomScale = 2
        s.setZoomScale(2, animated: false)
        #expect(s.zoomScale == 1)
        log.zoomView = image
        s.setZoomScale(3, animated: false)
        #expect(s.zoomScale == 2 && s.contentSize == CGSize(width: 1600, height: 1280))
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2) && image.frame.origin == .zero)
        #expect(log.events.contains("zoom"))
        s.zoom(to: CGRect(x: 0, y: 0, width: 640, height: 920), animated: true)
        h.advance(by: 1)
        #expect(s.zoomScale == 0.5 && s.contentSize == CGSize(width: 400, height: 320))
        #expect(log.events.contains("willBeginZooming") && log.events.last == "didEndZooming(0.5)")
    }
}
