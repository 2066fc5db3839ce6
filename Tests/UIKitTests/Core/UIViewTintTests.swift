// tintColor and tintAdjustmentMode inheritance: what reaches which view (seed 000 §21, spec 000 #253-#259).
import Testing
import UIKit

@MainActor
@Suite("UIView tint inheritance")
struct UIViewTintTests {
    final class Watcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test("tintAdjustmentMode reads the effective mode, .normal or .dimmed, never .automatic (spec 000 #257)")
    func effectiveMode() {
        let root = UIView(), child = UIView(), own = UIView()
        root.addSubview(child)
        child.addSubview(own)
        #expect(UIView().tintAdjustmentMode == .normal)
        #expect(child.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && own.tintAdjustmentMode == .dimmed)
        own.tintAdjustmentMode = .normal
        #expect(own.tintAdjustmentMode == .normal && child.tintAdjustmentMode == .dimmed)
        own.tintAdjustmentMode = .automatic
        #expect(own.tintAdjustmentMode == .dimmed)
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal && own.tintAdjustmentMode == .normal)
    }

    @Test(
        "An ancestor's new colour skips a subview with its own tint and that subview's subtree; dimming reaches them (spec 000 #254, #258)")
    func ownTintBlocksColourNotDimming() {
        let root = Watcher(), own = Watcher(), grandchild = Watcher(), sibling = Watcher()
        root.addSubview(own)
        root.addSubview(sibling)
        own.tintColor = .systemPink
        own.addSubview(grandchild)
        let start = (root.changes, own.changes, grandchild.changes, sibling.changes)

        root.tintColor = .systemOrange
        #expect(sibling.tintColor == .systemOrange && grandchild.tintColor == .systemPink)
        #expect(root.changes == start.0 + 1 && sibling.changes == start.3 + 1)
        #expect(own.changes == start.1 && grandchild.changes == start.2)

        root.tintAdjustmentMode = .dimmed
        #expect(own.tintColor == sibling.tintColor && grandchild.tintColor == sibling.tintColor)
        #expect(root.changes == start.0 + 2 && sibling.changes == start.3 + 2)
        #expect(own.changes == start.1 + 1 && grandchild.changes == start.2 + 1)
    }

    @Test("Without its own tint a view shows its superview's; setting nil restores inheritance (spec 000 #253, #255)")
    func nilRestoresInheritance() {
        let root = UIView(), child = Watcher()
        root.addSubview(child)
        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.changes = 0
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen && child.changes == 1, "setting its tint tells the view")
        child.tintColor = nil
        #expect(child.tintColor == .systemRed && child.changes == 2)
        root.tintColor = .systemOrange
        #expect(child.tintColor == .systemOrange && child.changes == 3)
    }

    @Test("Moving into a hierarchy with another tint, a window included, delivers it with tintColorDidChange (spec 000 #256)")
    func movingDeliversTint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.tintColor = .systemPurple
        let view = Watcher(), inner = Watcher()
        view.addSubview(inner)
        #expect(view.tintColor == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1), "iOS 7's default blue outside a window")
        window.addSubview(view)
        #expect(view.tintColor == .systemPurple && inner.tintColor == .systemPurple)
        #expect(view.changes == 1 && inner.changes == 1)
        let sameTint = UIView()
        sameTint.tintColor = .systemPurple
        window.addSubview(sameTint)
        view.removeFromSuperview()
        #expect(view.changes == 2, "leaving the purple window: back to the default blue")
        let purple = UIView()
        purple.tintColor = .systemPurple
        purple.addSubview(view)
        #expect(view.changes == 3)
        view.removeFromSuperview()
        view.changes = 0
        let blue = UIView()
        blue.addSubview(view)
        #expect(view.changes == 0, "the effective tint did not change: no message")
    }
}
