// UIScrollView zooming by pinch: spec 004 T123, T124, the rubber band past the limits and the bounce back.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView zooming")
struct UIScrollViewZoomingTests {
    private func setUp(_ h: UIKitTestHarness, zoomable: Bool = true) -> (UIScrollView, UIView, ScrollLog) {
        let (s, log) = makeScrollView(h, contentSize: CGSize(width: 800, height: 640))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 800, height: 640))
        s.addSubview(image)
        if zoomable {
            s.minimumZoomScale = 0.5
            s.maximumZoomScale = 2
            log.zoomView = image
        }
        return (s, image, log)
    }

    @Test("spec 004 T123: a 3x pinch with limits 0.5...2 ends at 2, contentSize the image's size x 2")
    func pinchClampsToMaximum() {
        let h = UIKitTestHarness()
        let (s, image, log) = setUp(h)
        h.pinch(at: CGPoint(x: 160, y: 230), from: 50, to: 150)
        h.advance(by: 1)
        #expect(s.zoomScale == 2)
        #expect(s.contentSize == CGSize(width: 1600, height: 1280))
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(log.events.first == "willBeginZooming" && log.events.last == "didEndZooming(2.0)")
        #expect(!s.isZooming && !s.isZoomBouncing)
    }

    @Test("Past the maximum the scale rubber-bands while pinching, then bounces back to the limit")
    func pinchRubberBands() {
        let h = UIKitTestHarness()
        let (s, _, log) = setUp(h)
        h.touchDown(at: CGPoint(x: 135, y: 230), finger: 0)
        h.touchDown(at: CGPoint(x: 185, y: 230), finger: 1)
        for step in 1...10 {
            let half = 25 + CGFloat(step) * 10
            h.advance(by: 0.02)
            h.touchMove(to: CGPoint(x: 160 - half, y: 230), finger: 0)
            h.touchMove(to: CGPoint(x: 160 + half, y: 230), finger: 1)
        }
        #expect(s.isZooming)
        #expect(s.zoomScale > 2 && s.zoomScale < 3)
        h.touchUp(finger: 0)
        h.touchUp(finger: 1)
        #expect(s.isZoomBouncing)
        h.advance(by: 1)
        #expect(s.zoomScale == 2 && !s.isZoomBouncing)
        #expect(log.events.last == "didEndZooming(2.0)")
    }

    @Test("Without bouncesZoom a pinch stops at the maximum, with nothing to bounce back")
    func pinchWithoutBounce() {
        let h = UIKitTestHarness()
        let (s, _, log) = setUp(h)
        s.bouncesZoom = false
        h.touchDown(at: CGPoint(x: 135, y: 230), finger: 0)
        h.touchDown(at: CGPoint(x: 185, y: 230), finger: 1)
        for step in 1...10 {
            let half = 25 + CGFloat(step) * 10
            h.advance(by: 0.02)
            h.touchMove(to: CGPoint(x: 160 - half, y: 230), finger: 0)
            h.touchMove(to: CGPoint(x: 160 + half, y: 230), finger: 1)
        }
        #expect(s.zoomScale == 2)
        h.touchUp(finger: 0)
        h.touchUp(finger: 1)
        #expect(!s.isZoomBouncing && log.events.last == "didEndZooming(2.0)")
    }

    @Test("The content point under the fingers stays under them while zooming within the limits")
    func pinchKeepsAnchor() {
        let h = UIKitTestHarness()
        let (s, image, log) = setUp(h)
        let center = CGPoint(x: 160, y: 230)
        let before = image.convert(center, from: h.window)
        h.touchDown(at: CGPoint(x: 140, y: 230), finger: 0)
        h.touchDown(at: CGPoint(x: 180, y: 230), finger: 1)
        for step in 1...5 {
            h.advance(by: 0.02)
            h.touchMove(to: CGPoint(x: 140 - CGFloat(step) * 2, y: 230), finger: 0)
            h.touchMove(to: CGPoint(x: 180 + CGFloat(step) * 2, y: 230), finger: 1)
        }
        #expect(abs(s.zoomScale - 1.5) < 0.001)
        let after = image.convert(center, from: h.window)
        // The pinch began after one finger's move had shifted the centroid by a point: the content point
        // under the centroid then is the one kept under it.
        #expect(abs(after.x - before.x) <= 1 && abs(after.y - before.y) < 0.01)
        #expect(log.events.first == "willBeginZooming")
        h.touchUp(finger: 0)
        h.touchUp(finger: 1)
    }

    @Test("spec 004 T124: with the default limits a pinch leaves the scale at 1; there is no pinch recognizer")
    func noZoomByDefault() {
        let h = UIKitTestHarness()
        let (s, _, log) = setUp(h, zoomable: false)
        log.zoomView = s.subviews.first { $0 is UIImageView }
        #expect(s.pinchGestureRecognizer == nil)
        h.pinch(at: CGPoint(x: 160, y: 230), from: 50, to: 150)
        h.advance(by: 1)
        #expect(s.zoomScale == 1)
        s.maximumZoomScale = 3
        #expect(s.pinchGestureRecognizer != nil)
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil)
    }

    @Test("Limits without a view for zooming: the pinch does not zoom (UIKit needs viewForZooming, spec 004 A12)")
    func noViewNoZoom() {
        let h = UIKitTestHarness()
        let (s, _, log) = setUp(h)
        log.zoomView = nil
        h.pinch(at: CGPoint(x: 160, y: 230), from: 50, to: 150)
        h.advance(by: 1)
        #expect(s.zoomScale == 1 && s.contentSize == CGSize(width: 800, height: 640))
    }

    @Test("A double-tap recognizer of the app's zooms with zoom(to:animated:)")
    func doubleTapZoom() {
        final class Zoomer {
            weak var scrollView: UIScrollView?
            func zoom(_ tap: UITapGestureRecognizer) {
                guard let s = scrollView else { return }
                let p = tap.location(in: s.subviews.first { $0 is UIImageView })
                s.zoom(to: CGRect(x: p.x - 80, y: p.y - 115, width: 160, height: 230), animated: true)
            }
        }
        let h = UIKitTestHarness()
        let (s, _, log) = setUp(h)
        let zoomer = Zoomer()
        zoomer.scrollView = s
        let tap = UITapGestureRecognizer(target: zoomer, action: Zoomer.zoom)
        tap.numberOfTapsRequired = 2
        s.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 160, y: 230))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 160, y: 230))
        h.advance(by: 1)
        #expect(s.zoomScale == 2)
        #expect(log.events.contains("willBeginZooming") && log.events.last == "didEndZooming(2.0)")
    }
}
