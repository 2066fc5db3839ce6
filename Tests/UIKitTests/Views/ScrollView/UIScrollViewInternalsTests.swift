// UIScrollView's scheduling, through the package hooks: nothing stays on UIKit's scheduler once a scroll
// view stops or leaves its window.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView internals")
struct UIScrollViewInternalsTests {
    /// The next timer on UIKit's scheduler, relative to now (nil: none).
    private func nextTimer(_ h: UIKitTestHarness) -> TimeInterval? {
        ApplicationHost.current?.scheduler.nextFireTime.map { $0 - h.now }
    }

    @Test("Frames run while the content moves and stop when it rests")
    func framesStopAtRest() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        let idle = nextTimer(h)
        #expect(idle == nil || idle! > 1)
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(nextTimer(h).map { $0 <= 1.0 / 60 + 1e-9 } == true)
        h.advance(by: 6)
        #expect(!s.isDecelerating)
        let after = nextTimer(h)
        #expect(after == nil || after! > 1)
    }

    @Test("Removed mid-deceleration, the scroll view leaves no scheduled work")
    func removalLeavesNoTimers() {
        let h = UIKitTestHarness()
        let (s, _) = makeScrollView(h, contentSize: CGSize(width: 320, height: 5000))
        h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        h.advance(by: 0.1)
        #expect(s.isDecelerating)
        s.removeFromSuperview()
        let next = nextTimer(h)
        #expect(next == nil || next! > 1)
    }
}
