// Goldens of a refresh control at scale 2: pulled part way (some ticks drawn), refreshing (the wheel
// spinning, the content resting below it), with a title, and tinted. Each PNG was looked at.
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIRefreshControl goldens")
struct UIRefreshControlSnapshotTests {
    init() { TestFonts.pin() }

    /// A white 320x240 scroll view whose content is a pale blue sheet 1000 pt tall, with a refresh
    /// control configured by `configure`.
    func scrollView(_ h: UIKitTestHarness, _ configure: (UIRefreshControl) -> Void = { _ in }) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        content.backgroundColor = UIColor(red: 0.88, green: 0.93, blue: 1, alpha: 1)
        scrollView.addSubview(content)
        let control = UIRefreshControl()
        configure(control)
        scrollView.refreshControl = control
        h.window.addSubview(scrollView)
        h.runTurn()
        return scrollView
    }

    /// The finger goes down at y 40 and moves slowly down by `distance`, staying down.
    func pull(_ h: UIKitTestHarness, by distance: CGFloat) {
        h.touchDown(at: CGPoint(x: 160, y: 40))
        for step in 1...20 {
            h.advance(by: 0.03)
            h.touchMove(to: CGPoint(x: 160, y: 40 + distance * CGFloat(step) / 20))
        }
        h.advance(by: 0.3)
    }

    @Test("Pulled part way: the wheel's first ticks, clockwise from twelve o'clock, above the content")
    func pulling() {
        let h = UIKitTestHarness()
        let view = scrollView(h)
        pull(h, by: 130)
        #expect(view.contentOffset.y < -50 && view.contentOffset.y > -60)
        assertSnapshot(of: view, as: .image, named: "pulling")
        h.touchUp()
    }

    @Test("Refreshing: the wheel spins in the 60 pt above the content's top")
    func refreshing() {
        let h = UIKitTestHarness()
        let view = scrollView(h)
        pull(h, by: 280)
        h.touchUp()
        h.advance(by: 1.25)
        #expect(view.contentOffset.y == -60)
        assertSnapshot(of: view, as: .image, named: "refreshing")
    }

    @Test("Refreshing with a title under the wheel, and an orange tint")
    func titledAndTinted() {
        let h = UIKitTestHarness()
        let view = scrollView(h) {
            $0.attributedTitle = NSAttributedString(string: "Updating…")
            $0.tintColor = .orange
        }
        pull(h, by: 280)
        h.touchUp()
        h.advance(by: 1.25)
        assertSnapshot(of: view, as: .image, named: "titled")
    }
}
