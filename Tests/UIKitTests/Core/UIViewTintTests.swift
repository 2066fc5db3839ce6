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

    @Test("An ancestor's new colour skips a subview with its own tint and that subview's subtree; dimming reaches them (spec 000 #254, #258)")
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
}
