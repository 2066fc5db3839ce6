// Auto Layout in the run loop: the update-constraints pass, and animating a constant change.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: the run loop's passes")
struct AutoLayoutPassTests {
    final class BadgeView: UIView {
        var widthConstraint: NSLayoutConstraint?
        var wanted: CGFloat = 40
        var updates = 0
        override func updateConstraints() {
            updates += 1
            if widthConstraint == nil {
                widthConstraint = widthAnchor.constraint(equalToConstant: wanted)
                widthConstraint?.isActive = true
            }
            widthConstraint?.constant = wanted
            super.updateConstraints()
        }
    }

    @Test("Constraints made in updateConstraints() take effect in the same turn's layout")
    func updateConstraintsPass() {
        let h = UIKitTestHarness()
        let badge = AutoLayoutTestSupport.constrained(BadgeView(), in: h.window)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        badge.setNeedsUpdateConstraints()
        h.runTurn()
        #expect(badge.updates == 1 && badge.frame == CGRect(x: 10, y: 30, width: 40, height: 20))
        badge.wanted = 90
        badge.setNeedsUpdateConstraints()
        h.runTurn()
        #expect(badge.updates == 2 && badge.frame.width == 90)
    }

    @Test("A view marked for updating before it joins a hierarchy is updated by that hierarchy's pass, once")
    func markedBeforeJoining() {
        let h = UIKitTestHarness()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = AutoLayoutTestSupport.constrained(BadgeView(), in: holder)
        badge.setNeedsUpdateConstraints()
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            badge.topAnchor.constraint(equalTo: holder.topAnchor), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.runTurn()
        h.window.addSubview(holder)
        h.runTurn()
        #expect(badge.updates == 1 && badge.frame.width == 40)
        h.runTurn()
        #expect(badge.updates == 1)
    }

    @Test("A constant changed in an animation block, then layoutIfNeeded(), animates the frame (UIKit's idiom)")
    func animatedConstantChange() {
        let h = UIKitTestHarness()
        let box = AutoLayoutTestSupport.constrained(UIView(), in: h.window)
        let left = box.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.runTurn()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                left.constant = 200
                h.window.layoutIfNeeded()
            })
        #expect(box.frame.minX == 200)  // The model value moves at once...
        h.advance(by: 0.5)
        let x = box.layer.presentation()?.position.x ?? 0  // ...and the presentation gets there over the second.
        #expect(x > 60 && x < 200)
        h.advance(by: 1)
        #expect(box.layer.presentation()?.position.x == 220)
    }
}

@MainActor
@Suite("Auto Layout: requiresConstraintBasedLayout")
struct RequiresConstraintBasedLayoutTests {
    final class SelfConstrainingView: UIView {
        override class var requiresConstraintBasedLayout: Bool { true }
        var updates = 0
        override func updateConstraints() {
            updates += 1
            if updates == 1 {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalToConstant: 30),
                    leadingAnchor.constraint(equalTo: superview!.leadingAnchor, constant: 5),
                    topAnchor.constraint(equalTo: superview!.topAnchor, constant: 25),
                ])
            }
            super.updateConstraints()
        }
    }

    @Test("A view that requires constraint-based layout gets updateConstraints() once it is in a window")
    func updateConstraintsOnEnteringWindow() {
        let h = UIKitTestHarness()
        let view = SelfConstrainingView()
        h.runTurn()
        #expect(view.updates == 0)
        h.window.addSubview(view)
        h.runTurn()
        #expect(view.updates == 1 && view.frame == CGRect(x: 5, y: 25, width: 30, height: 30))
        #expect(!UIView.requiresConstraintBasedLayout)
    }
}
