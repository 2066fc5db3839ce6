// Layout guides: custom guides, the margins, safe-area and readable-content guides, offsets and spacing.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: layout guides and margins")
struct UILayoutGuideTests {
    typealias S = AutoLayoutTestSupport

    @Test("Layout margins are 8 points by default and the …Margin attributes inset by them")
    func defaultMargins() {
        let root = S.container()
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let box = S.constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 10))
    }

    @Test("Setting the margins calls layoutMarginsDidChange() once per change; NaN is ignored")
    func marginsDidChange() {
        final class MarginView: UIView {
            var calls = 0
            override func layoutMarginsDidChange() { calls += 1 }
        }
        let view = MarginView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: .nan, left: 2, bottom: 3, right: 4)
        view.preservesSuperviewLayoutMargins = true
        #expect(view.calls == 2 && view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("The margins guide follows a change of layoutMargins at the next layout")
    func marginsGuideFollowsMargins() {
        let root = S.container()
        let box = S.constrained(UIView(), in: root)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor), box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor), box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(guide.layoutFrame == box.frame && guide.owningView === root && guide.identifier == "UIViewLayoutMarginsGuide")
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 10, trailing: 4)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 300, height: 450))
    }

    @Test("In a window the safe area starts below the 20-point status bar; margins are measured from it")
    func safeArea() {
        let h = UIKitTestHarness()
        let content = S.constrained(UIView(), in: h.window)
        let label = S.constrained(UIView(), in: h.window)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.bottomAnchor),
            label.topAnchor.constraint(equalTo: h.window.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: h.window.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.runTurn()
        #expect(h.window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        #expect(content.safeAreaInsets == .zero)
        #expect(label.frame.origin == CGPoint(x: 8, y: 28))
    }

    @Test("The readable content guide is the margins' width up to 672 points, centred between them")
    func readableContent() {
        let narrow = S.container(CGSize(width: 320, height: 100)), wide = S.container(CGSize(width: 1024, height: 100))
        for root in [narrow, wide] {
            let text = S.constrained(UIView(), in: root)
            let guide = root.readableContentGuide
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        #expect(narrow.subviews[0].frame == CGRect(x: 8, y: 8, width: 304, height: 10))
        #expect(wide.subviews[0].frame == CGRect(x: 176, y: 8, width: 672, height: 10))
    }

    @Test("A custom guide spaces views: two equal spacer guides centre a button between two labels")
    func customGuides() {
        let root = S.container(CGSize(width: 300, height: 100))
        let left = S.constrained(LabelLike(width: 40), in: root), right = S.constrained(LabelLike(width: 40), in: root)
        let middle = S.constrained(LabelLike(width: 60), in: root)
        let gap1 = UILayoutGuide(), gap2 = UILayoutGuide()
        root.addLayoutGuide(gap1)
        root.addLayoutGuide(gap2)
        #expect(root.layoutGuides == [gap1, gap2] && gap1.owningView === root)
        var constraints = [
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap1.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: gap1.trailingAnchor),
            gap2.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap2.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap1.widthAnchor.constraint(equalTo: gap2.widthAnchor),
        ]
        constraints += [left, middle, right].map { $0.topAnchor.constraint(equalTo: root.topAnchor) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(middle.frame.midX == 150 && gap1.layoutFrame == CGRect(x: 40, y: 0, width: 80, height: 0))
        root.removeLayoutGuide(gap1)
        #expect(root.layoutGuides == [gap2] && gap1.owningView == nil && !constraints[1].isActive)
    }

    @Test("anchorWithOffset(to:) measures the distance between anchors; system spacing is 8 points")
    func offsetsAndSystemSpacing() {
        let root = S.container()
        let a = S.constrained(UIView(), in: root), b = S.constrained(UIView(), in: root), c = S.constrained(UIView(), in: root)
        var constraints = [a, b, c].flatMap {
            [$0.widthAnchor.constraint(equalToConstant: 20), $0.heightAnchor.constraint(equalToConstant: 20)]
        }
        constraints += [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            a.leadingAnchor.anchorWithOffset(to: c.leadingAnchor).constraint(
                equalTo: a.topAnchor.anchorWithOffset(to: b.topAnchor), multiplier: 3),
            c.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 46, y: 38))
        let minX = Double(c.frame.minX)
        #expect(minX == 94, "\(minX)")  // 10 + 3 × 28
    }
}
