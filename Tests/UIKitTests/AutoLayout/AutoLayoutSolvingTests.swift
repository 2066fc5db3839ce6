// Auto Layout's classic cases, with the frames UIKit gives for them.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: solving classic layouts")
struct AutoLayoutSolvingTests {
    typealias S = AutoLayoutTestSupport

    @Test("A fixed-size view centred in its superview sits in the middle")
    func centering() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    @Test("Two views with equal widths share the row between margins of 20 and a gap of 10")
    func equalWidths() {
        let root = S.container()
        let a = S.constrained(UIView(), in: root), b = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40), b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 40, width: 135, height: 44))
        #expect(b.frame == CGRect(x: 165, y: 40, width: 135, height: 44))
    }

    @Test("An aspect-ratio constraint (height = width × 9/16) follows the width")
    func aspectRatio() {
        let root = S.container()
        let video = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            video.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            video.topAnchor.constraint(equalTo: root.topAnchor),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        #expect(video.frame == CGRect(x: 0, y: 0, width: 320, height: 180))
    }

    @Test("A multiplier on centerX places a view's centre at a fraction of the superview's width")
    func multiplierOnCenter() {
        let root = S.container()
        let dot = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: dot, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: dot, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY,
                multiplier: 1.5, constant: 0),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(dot.center == CGPoint(x: 80, y: 360))
    }

    @Test("An optional width gives way to a required maximum; a stronger optional one wins over a weaker")
    func prioritiesGiveWay() {
        let root = S.container()
        let bar = S.constrained(UIView(), in: root)
        let wish = bar.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh
        let weaker = bar.widthAnchor.constraint(equalToConstant: 100)
        weaker.priority = .defaultLow
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
            bar.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20), wish, weaker,
        ])
        root.layoutIfNeeded()
        #expect(bar.frame.width == 300)
        wish.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(bar.frame.width == 100)
    }

    @Test("Between two labels in a row too narrow, the one with lower compression resistance shrinks")
    func compressionWhenSpaceRunsOut() {
        let root = S.container(CGSize(width: 200, height: 100))
        let a = S.constrained(LabelLike(width: 120), in: root), b = S.constrained(LabelLike(width: 120), in: root)
        a.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 80, y: 0, width: 120, height: 20))
    }

    @Test("In a row too wide, the view with lower content hugging stretches and the other keeps its size")
    func huggingWhenSpaceIsLeft() {
        let root = S.container(CGSize(width: 300, height: 100))
        let a = S.constrained(LabelLike(width: 50), in: root), b = S.constrained(LabelLike(width: 70), in: root)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 230 && b.frame == CGRect(x: 230, y: 0, width: 70, height: 20))
    }

    @Test("Changing a constant re-solves at the next layout, moving only what depends on it")
    func constantChange() {
        let h = UIKitTestHarness()
        let a = S.constrained(UIView(), in: h.window), b = S.constrained(UIView(), in: h.window)
        let top = a.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 30)
        NSLayoutConstraint.activate([
            top, a.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8), b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.runTurn()
        #expect(b.frame == CGRect(x: 10, y: 88, width: 50, height: 20))
        top.constant = 100
        #expect(b.frame.minY == 88)  // Frames change at the layout pass, not at once.
        h.runTurn()
        #expect(a.frame.minY == 100 && b.frame == CGRect(x: 10, y: 158, width: 50, height: 20))
    }

    @Test("Deactivating a constraint frees what it held; activating it again restores the layout")
    func activateDeactivate() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        let narrow = box.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), wide, narrow,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 200 && wide.isActive)
        NSLayoutConstraint.deactivate([wide])
        root.layoutIfNeeded()
        #expect(box.frame.width == 60 && !wide.isActive && !box.constraints.contains(wide))
        wide.isActive = true  // A constraint on one item is installed on that item, as in UIKit.
        root.layoutIfNeeded()
        #expect(box.frame.width == 200 && box.constraints.contains(wide))
    }

    @Test("A view whose frame is translated keeps its frame; constrained siblings follow it, and its autoresizing")
    func autoresizingTranslation() {
        let h = UIKitTestHarness()
        let panel = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 100))
        panel.autoresizingMask = [.flexibleWidth]
        h.window.addSubview(panel)
        let badge = S.constrained(UIView(), in: h.window)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            badge.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        h.runTurn()
        #expect(panel.frame == CGRect(x: 20, y: 40, width: 280, height: 100))
        #expect(badge.frame == CGRect(x: 270, y: 144, width: 30, height: 30))
        h.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)  // The panel's flexible width follows...
        h.runTurn()
        #expect(panel.frame == CGRect(x: 20, y: 40, width: 440, height: 100))
        #expect(badge.frame == CGRect(x: 430, y: 144, width: 30, height: 30))  // ...and the badge follows it.
    }

    @Test("An autoresizing mask becomes constraints: a flexible-width subview gives way when the container is fitted")
    func maskBecomesConstraints() {
        let container = S.container(CGSize(width: 300, height: 100))
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 20))
        banner.autoresizingMask = [.flexibleWidth]  // translatesAutoresizingMaskIntoConstraints stays true.
        container.addSubview(banner)
        let row = S.constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            row.widthAnchor.constraint(equalTo: banner.widthAnchor),
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            row.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            row.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            row.heightAnchor.constraint(equalToConstant: 20),
            row.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 10, y: 38, width: 280, height: 20))
        // UIKit: banner.width == container.width - 20 (the mask), so the container can shrink to 120 wide.
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 58))
        container.frame.size.width = 400
        container.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(row.frame == CGRect(x: 10, y: 38, width: 380, height: 20))
        // Without a flexible width the banner's constraints fix it: the container fits around it.
        banner.autoresizingMask = []
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 400, height: 58))
    }

    @Test("Margins that share a change keep their proportions, in the engine as in autoresizing")
    func flexibleMarginsInEngine() {
        let container = S.container(CGSize(width: 300, height: 100))
        let badge = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        container.addSubview(badge)
        let follower = S.constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: badge.leadingAnchor), follower.widthAnchor.constraint(equalToConstant: 10),
            follower.topAnchor.constraint(equalTo: badge.bottomAnchor), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        container.frame.size.width = 500  // 200 more: the left margin (50 of 200 flexible) takes a quarter.
        container.layoutIfNeeded()
        #expect(badge.frame.minX == 100 && follower.frame.minX == 100)
    }

    @Test("A constrained view does not autoresize: its mask is not applied when the superview resizes")
    func constrainedViewIgnoresMask() {
        let root = S.container()
        let box = S.constrained(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), in: root)
        box.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.frame.size = CGSize(width: 400, height: 500)
        #expect(box.frame.size == CGSize(width: 10, height: 10))
    }

    @Test("Frames are rounded to the pixel grid: thirds of a point land on half points at scale 2")
    func pixelRounding() {
        let root = S.container(CGSize(width: 100, height: 100))
        let views = (0..<3).map { _ in S.constrained(UIView(), in: root) }
        // Each view rounds at its own scale; pinned, so that the screen scale earlier tests left does not matter.
        for view in views { view.contentScaleFactor = 2 }
        var constraints = [
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        for (index, view) in views.enumerated() {
            constraints += [view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
            if index > 0 {
                constraints += [
                    view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor),
                    view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
                ]
            }
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(views.map(\.frame.maxX) == [33.5, 66.5, 100])
    }

    @Test("Constraints between cousins are solved in their common ancestor's space")
    func cousins() {
        let root = S.container()
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        let a = S.constrained(UIView(), in: left), b = S.constrained(UIView(), in: right)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // a's top is at 15 in root; b's top at 15 in root is -35 in `right`.
        #expect(b.frame == CGRect(x: 0, y: -35, width: 20, height: 20))
        #expect(right.convert(b.frame.origin, to: root).y == left.convert(a.frame.origin, to: root).y)
    }

    @Test("Removing a view from its superview removes the constraints between its subtree and the rest")
    func removalDropsCrossingConstraints() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        let inner = S.constrained(UIView(), in: box)
        let pin = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let innerWidth = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([pin, innerWidth])
        box.removeFromSuperview()
        #expect(!pin.isActive && root.constraints.isEmpty)
        #expect(innerWidth.isActive && box.constraints == [innerWidth])
    }
}

/// A view with a fixed intrinsic size (as a one-line label's), for hugging and compression.
final class LabelLike: UIView {
    let size: CGSize
    init(width: CGFloat, height: CGFloat = 20) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}
