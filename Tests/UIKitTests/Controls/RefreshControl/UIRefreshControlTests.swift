// UIRefreshControl: pulling past the threshold starts one refresh, the content rests below the control
// while it refreshes, endRefreshing closes the room on the clock, beginRefreshing sends nothing.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIRefreshControl")
struct UIRefreshControlTests {
    /// A 320x460 scroll view with content 1000 pt tall and a refresh control, and a count of the
    /// control's valueChanged events.
    @MainActor
    final class Setup {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
        let control = UIRefreshControl()
        var valueChanged = 0
    }

    func setUp(_ h: UIKitTestHarness) -> Setup {
        let s = Setup()
        s.scrollView.contentSize = CGSize(width: 320, height: 1000)
        s.scrollView.refreshControl = s.control
        s.control.addAction(UIAction { [unowned s] _ in s.valueChanged += 1 }, for: .valueChanged)
        h.window.addSubview(s.scrollView)
        h.runTurn()
        return s
    }

    /// A pull: the finger goes down at y 100 and moves slowly to y 100 + `distance`, then rests there.
    func pull(_ h: UIKitTestHarness, by distance: CGFloat) {
        h.touchDown(at: CGPoint(x: 160, y: 100))
        for step in 1...20 {
            h.advance(by: 0.03)
            h.touchMove(to: CGPoint(x: 160, y: 100 + distance * CGFloat(step) / 20))
        }
        h.advance(by: 0.3)
    }

    @Test("A new control is not refreshing, 60 pt high; the scroll view adds it behind the content, above its top")
    func placement() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        #expect(!s.control.isRefreshing)
        #expect(s.control.superview === s.scrollView)
        #expect(s.scrollView.subviews.first === s.control)
        #expect(s.control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(s.scrollView.adjustedContentInset == .zero)
        #expect(s.control.tintColor == UIColor.gray)
        #expect(s.control.attributedTitle == nil)
    }

    @Test("A drag past the threshold starts one refresh: isRefreshing, valueChanged once, however far it goes on")
    func pullStartsRefresh() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 250)
        #expect(s.scrollView.contentOffset.y < -80)
        #expect(s.control.isRefreshing)
        #expect(s.valueChanged == 1)
        // Further moves, back and forth, start nothing more.
        h.touchMove(to: CGPoint(x: 160, y: 320))
        h.touchMove(to: CGPoint(x: 160, y: 380))
        #expect(s.valueChanged == 1)
        h.touchUp()
        h.advance(by: 2)
        #expect(s.valueChanged == 1 && s.control.isRefreshing)
    }

    @Test("While the finger is down the insets stay as they were; the control stretches up to the visible top")
    func stretchesWhilePulled() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 250)
        let offset = s.scrollView.contentOffset.y
        #expect(s.scrollView.adjustedContentInset.top == 0)
        #expect(s.control.frame == CGRect(x: 0, y: offset, width: 320, height: -offset))
        h.touchUp()
    }

    @Test("A shorter pull shows some ticks, starts nothing and springs back")
    func shortPull() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 100)
        let pulled = -s.scrollView.contentOffset.y
        #expect(pulled > 20 && pulled < 80)
        #expect(!s.control.isRefreshing && s.valueChanged == 0)
        h.touchUp()
        h.advance(by: 2)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.scrollView.adjustedContentInset.top == 0)
        #expect(!s.control.isRefreshing && s.valueChanged == 0)
    }

    @Test("After the lift the content rests below the control: the top inset grows by 60 and contentOffset.y == -adjustedTop")
    func restsBelowControl() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 250)
        h.touchUp()
        h.advance(by: 2)
        #expect(s.scrollView.adjustedContentInset.top == 60)
        #expect(s.scrollView.contentInset == .zero)
        #expect(s.scrollView.contentOffset.y == -s.scrollView.adjustedContentInset.top)
        #expect(s.control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(!s.scrollView.isDecelerating)
    }

    @Test("The room adds to an inset the app set: content rests at -(contentInset.top + 60)")
    func addsToContentInset() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        s.scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        #expect(s.scrollView.contentOffset.y == -64)
        pull(h, by: 250)
        #expect(s.control.isRefreshing && s.valueChanged == 1)
        h.touchUp()
        h.advance(by: 2)
        #expect(s.scrollView.contentInset.top == 64)
        #expect(s.scrollView.adjustedContentInset.top == 124)
        #expect(s.scrollView.contentOffset.y == -124)
    }

    @Test("endRefreshing closes the room over 0.3 s on the clock and the content moves back up")
    func endRefreshingRestoresInset() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 250)
        h.touchUp()
        h.advance(by: 2)
        s.control.endRefreshing()
        #expect(!s.control.isRefreshing)
        h.advance(by: 0.15)
        let midway = s.scrollView.adjustedContentInset.top
        #expect(midway > 0 && midway < 60)
        #expect(s.scrollView.contentOffset.y == -midway)
        h.advance(by: 0.2)
        #expect(s.scrollView.adjustedContentInset.top == 0)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.valueChanged == 1)
    }

    @Test("After endRefreshing a new pull starts a new refresh")
    func pullAgain() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 250)
        h.touchUp()
        h.advance(by: 2)
        s.control.endRefreshing()
        h.advance(by: 1)
        pull(h, by: 250)
        h.touchUp()
        #expect(s.control.isRefreshing && s.valueChanged == 2)
    }

    @Test("endRefreshing while the finger still pulls needs the content back at the top before the next refresh")
    func endWhilePulling() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        pull(h, by: 250)
        s.control.endRefreshing()
        h.touchMove(to: CGPoint(x: 160, y: 340))
        h.touchMove(to: CGPoint(x: 160, y: 360))
        #expect(!s.control.isRefreshing && s.valueChanged == 1)
        h.touchUp()
        h.advance(by: 2)
        #expect(s.scrollView.contentOffset.y == 0 && s.scrollView.adjustedContentInset.top == 0)
    }

    @Test("beginRefreshing sends no event and does not scroll; the top inset makes room for the control")
    func beginRefreshingFromCode() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        s.control.beginRefreshing()
        #expect(s.control.isRefreshing)
        #expect(s.valueChanged == 0)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.scrollView.adjustedContentInset.top == 60)
        s.control.beginRefreshing()
        #expect(s.valueChanged == 0)
        // The app shows it by scrolling; ending then closes the room.
        s.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        s.control.endRefreshing()
        h.advance(by: 1)
        #expect(s.scrollView.adjustedContentInset.top == 0 && s.scrollView.contentOffset.y == 0)
        #expect(s.valueChanged == 0)
    }

    @Test("endRefreshing when not refreshing does nothing; ending a refresh that was never shown does not scroll")
    func endWithoutRefresh() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        s.control.endRefreshing()
        #expect(!s.control.isRefreshing && s.scrollView.contentOffset.y == 300)
        s.control.beginRefreshing()
        s.control.endRefreshing()
        h.advance(by: 1)
        #expect(s.scrollView.contentOffset.y == 300)
        #expect(s.scrollView.adjustedContentInset.top == 0)
        #expect(s.valueChanged == 0)
    }

    @Test("Replacing or removing the refresh control takes it and its room out of the scroll view")
    func replacing() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        s.control.beginRefreshing()
        let other = UIRefreshControl()
        s.scrollView.refreshControl = other
        #expect(s.control.superview == nil)
        #expect(other.superview === s.scrollView)
        #expect(s.scrollView.adjustedContentInset.top == 0)
        s.scrollView.refreshControl = nil
        #expect(other.superview == nil)
    }

    @Test("A pull on a scroll view whose content is shorter than it refreshes too (alwaysBounceVertical)")
    func shortContent() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        s.scrollView.contentSize = CGSize(width: 320, height: 200)
        s.scrollView.alwaysBounceVertical = true
        pull(h, by: 250)
        h.touchUp()
        h.advance(by: 2)
        #expect(s.valueChanged == 1)
        #expect(s.scrollView.contentOffset.y == -60)
    }

    @Test("tintColor is the wheel's colour: grey until set, whatever the tint around it; nil restores grey")
    func tint() {
        let h = UIKitTestHarness()
        let s = setUp(h)
        s.scrollView.tintColor = .red
        #expect(s.control.tintColor == UIColor.gray)
        s.control.tintColor = .orange
        #expect(s.control.tintColor == UIColor.orange)
        s.control.tintColor = nil
        #expect(s.control.tintColor == UIColor.gray)
    }
}
