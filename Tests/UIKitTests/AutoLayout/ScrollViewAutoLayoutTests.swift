// Auto Layout inside a scroll view, as UIKit does it: constraints between the scroll view's edges and
// its subviews pin them to the content area, whose size becomes contentSize; the scroll view's width and
// height stay its frame's. Public API only.
import Testing
import UIKit
import UIKitTesting

/// `view`, added to `parent` and placed by constraints.
@MainActor @discardableResult
private func constrained<View: UIView>(_ view: View, in parent: UIView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// A 320×480 scroll view placed by its frame, holding `content` placed by constraints.
@MainActor
private func scrollView(holding content: UIView) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    constrained(content, in: scrollView)
    return scrollView
}

@MainActor
@Suite("UIScrollView with Auto Layout")
struct ScrollViewAutoLayoutTests {

    @Test("A content view pinned to the four edges and as wide as the scroll view sets contentSize")
    func contentViewSetsContentSize() {
        let content = UIView()
        let scrollView = scrollView(holding: content)
        let height = content.heightAnchor.constraint(equalToConstant: 1000)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),  // The frame's width.
            height,
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))

        // The content grows: contentSize follows. Scrolling moves the bounds, not the content's frame.
        height.constant = 1500
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1500))
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        scrollView.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1500))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
    }

    @Test("A stack of labels with margins around it: contentSize is the stack plus the margins")
    func stackWithMargins() {
        let stack = UIStackView(arrangedSubviews: (0..<30).map { _ in LabelLike(width: 100, height: 40) })
        stack.axis = .vertical
        stack.spacing = 10
        let scrollView = scrollView(holding: stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
            scrollView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
            scrollView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -32),
        ])
        scrollView.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 288, height: 30 * 40 + 29 * 10))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 20 + 1490 + 20))
    }

    @Test("Content centred in the scroll view is centred in its content; a view's own size decides it")
    func centredContent() {
        let label = LabelLike(width: 600, height: 50)
        let scrollView = scrollView(holding: label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: scrollView.topAnchor),
            label.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        scrollView.layoutIfNeeded()
        // Wider than the frame: the content is 10 + 600 + 10 wide and scrolls sideways.
        #expect(label.frame == CGRect(x: 10, y: 0, width: 600, height: 50))
        #expect(scrollView.contentSize == CGSize(width: 620, height: 50))
    }

    @Test("Constraints to the leading and top edges alone leave a contentSize set in code as it is")
    func leadingAndTopOnly() {
        let content = LabelLike(width: 100, height: 30)
        let scrollView = scrollView(holding: content)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 40),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 8),
        ])
        scrollView.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 40, width: 100, height: 30))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
    }

    @Test("A scroll view placed by constraints in its superview keeps its frame edges there")
    func scrollViewConstrainedOutside() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let scrollView = constrained(UIScrollView(), in: root)
        let content = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 900),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 20, y: 50, width: 360, height: 500))
        #expect(scrollView.contentSize == CGSize(width: 900, height: 500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 900, height: 500))
    }
}

@MainActor
@Suite("UIScrollView layout guides")
struct ScrollViewLayoutGuideTests {
    @Test("contentLayoutGuide and frameLayoutGuide: content as wide as the frame, as tall as its views")
    func contentAndFrameGuides() {
        let content = UIView()
        let scrollView = scrollView(holding: content)
        let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
        #expect(scrollView.contentLayoutGuide === contentGuide && scrollView.frameLayoutGuide === frameGuide)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            contentGuide.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 900))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 900))
        #expect(contentGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 900))
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("A view pinned to frameLayoutGuide stays in place on screen while the content scrolls")
    func pinnedToFrame() {
        let h = UIKitTestHarness()
        let scrollView = UIScrollView(frame: h.window.bounds)
        scrollView.contentSize = CGSize(width: h.window.bounds.width, height: 3000)
        h.window.addSubview(scrollView)
        let badge = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -20),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        h.runTurn()
        let onScreen = badge.convert(badge.bounds, to: nil)
        let size = h.window.bounds.size
        #expect(onScreen == CGRect(x: size.width - 64, y: size.height - 64, width: 44, height: 44))
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        h.runTurn()
        #expect(badge.convert(badge.bounds, to: nil) == onScreen)
        #expect(badge.frame.minY == 700 + size.height - 64)
        // The guides do not decide the content size here: the one set in code stays.
        #expect(scrollView.contentSize.height == 3000)
    }
}

@MainActor
@Suite("UIScrollView with Auto Layout: across its edge")
struct ScrollViewAcrossEdgeTests {
    /// A window-sized root holding a scroll view placed by constraints 20 points inside it.
    func scrollViewInRoot() -> (UIKitTestHarness, UIView, UIScrollView) {
        let h = UIKitTestHarness()
        let root = UIView(frame: h.window.bounds)
        h.window.addSubview(root)
        let scrollView = constrained(UIScrollView(), in: root)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        scrollView.contentSize = CGSize(width: 100, height: 5000)
        h.runTurn()
        return (h, root, scrollView)
    }

    @Test("frameLayoutGuide pinned to the superview places the scroll view, which stays put when it scrolls")
    func frameGuideFromOutside() {
        let (h, root, scrollView) = scrollViewInRoot()
        let frame = root.bounds.insetBy(dx: 20, dy: 20)
        #expect(scrollView.frame == frame)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        h.runTurn()
        #expect(scrollView.frame == frame && scrollView.contentOffset.y == 300)
    }

    @Test("A subview pinned to a view outside the scroll view stays in place on screen as the content scrolls")
    func pinnedOutside() {
        let (h, root, scrollView) = scrollViewInRoot()
        let header = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(equalToConstant: 30),
        ])
        h.runTurn()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        h.runTurn()
        #expect(header.frame == CGRect(x: 0, y: 250, width: 100, height: 30))
        #expect(header.convert(header.bounds, to: root) == CGRect(x: 20, y: 20, width: 100, height: 30))
    }

    @Test("A constraint between a scroll view's own edges sizes its frame, not its content")
    func ownEdges() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let scrollView = constrained(UIScrollView(), in: root)
        scrollView.contentSize = CGSize(width: 50, height: 50)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: scrollView.topAnchor, constant: 200),
            scrollView.trailingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 300),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(scrollView.contentSize == CGSize(width: 50, height: 50))
    }

    @Test("Two groups of constraints merged in one turn: the scroll view's content size is the merged solution's")
    func mergedEngines() {
        let h = UIKitTestHarness()
        let root = UIView(frame: h.window.bounds)
        h.window.addSubview(root)
        let marker = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: root.topAnchor),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        let scrollView = constrained(UIScrollView(), in: root)
        let content = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 250),
            content.heightAnchor.constraint(equalToConstant: 1200),
            scrollView.widthAnchor.constraint(equalToConstant: 250),
            scrollView.heightAnchor.constraint(equalToConstant: 300),
        ])
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: marker.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        h.runTurn()
        #expect(scrollView.frame == CGRect(x: 0, y: 10, width: 250, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 250, height: 1200))
    }
}
