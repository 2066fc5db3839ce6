import UIKit
import UIKitTesting

/// Records a scroll view delegate's calls, by name (scrollViewDidScroll as "scroll", once per run of
/// consecutive calls in `events`, every one in `scrolls`).
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0
    var zoomView: UIView?
    var shouldScrollToTop = true
    var retarget: CGPoint?
    var endVelocity: CGPoint?

    private func log(_ name: String) {
        if name == "scroll", events.last == "scroll" { return }
        events.append(name)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1; log("scroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log("zoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        endVelocity = velocity
        if let retarget { targetContentOffset.pointee = retarget }
        log("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log("didEndZooming(\(scale))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { shouldScrollToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop") }
}

/// A content view that records the touch calls it gets.
final class ContentTouchRecorder: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if log.last != "moved" { log.append("moved") } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

extension UIKitTestHarness {
    /// A slow drag: the finger moves in `steps` over `duration`, rests 0.3 s, then lifts (no flick).
    func slowDrag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 1) {
        touchDown(at: start)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            advance(by: duration / Double(steps))
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        advance(by: 0.3)
        touchUp()
    }

    /// A drag that holds the finger at `end` without lifting.
    func dragAndHold(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        touchDown(at: start)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            advance(by: 0.02)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }
}

@MainActor
func makeScrollView(
    _ h: UIKitTestHarness, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 460),
    contentSize: CGSize
) -> (UIScrollView, ScrollLog) {
    let scrollView = UIScrollView(frame: frame)
    scrollView.contentSize = contentSize
    let log = ScrollLog()
    scrollView.delegate = log
    h.window.addSubview(scrollView)
    h.runTurn()
    return (scrollView, log)
}
