// Layout invalidation as UIKit does it: marked views lay out once at the next pass (parents first),
// not every frame; size changes relayout, moves do not; the update-constraints pass runs first,
// children before parents; sizing through sizeThatFits.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView layout")
struct UIViewLayoutTests {
    /// Records layout and constraint passes, in one log shared by a tree.
    final class Logged: UIView {
        let name: String
        let log: Log
        var fitting = CGSize(width: 40, height: 20)
        init(_ name: String, _ log: Log, frame: CGRect = CGRect(x: 0, y: 40, width: 100, height: 100)) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() { super.layoutSubviews(); log.entries.append("layout \(name)") }
        override func updateConstraints() { super.updateConstraints(); log.entries.append("constraints \(name)") }
        override func sizeThatFits(_ size: CGSize) -> CGSize { fitting }
    }
    final class Log { var entries: [String] = [] }

    private func tree(_ h: UIKitTestHarness) -> (Log, Logged, Logged, Logged) {
        let log = Log()
        let parent = Logged("parent", log), child = Logged("child", log), grandchild = Logged("grandchild", log)
        h.window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        h.runTurn()
        log.entries = []
        return (log, parent, child, grandchild)
    }

    @Test("setNeedsLayout: one layoutSubviews at the next turn however often it is called, none in later frames")
    func oncePerMark() {
        let h = UIKitTestHarness()
        let (log, _, child, _) = tree(h)
        child.setNeedsLayout()
        child.setNeedsLayout()
        #expect(log.entries.isEmpty, "deferred to the layout pass")
        h.runTurn()
        #expect(log.entries == ["layout child"])
        h.runTurn()
        h.advance(by: 1)
        #expect(log.entries == ["layout child"])
    }

    @Test("layoutIfNeeded lays out marked views at once, parents before children")
    func parentsFirst() {
        let h = UIKitTestHarness()
        let (log, parent, child, grandchild) = tree(h)
        grandchild.setNeedsLayout()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["layout parent", "layout child", "layout grandchild"])
        #expect(!parent.layer.needsLayout())
        h.runTurn()
        #expect(log.entries.count == 3)
    }

    @Test("A size change relayouts the view and its superview, parent first; moving it does not")
    func sizeChanges() {
        let h = UIKitTestHarness()
        let (log, _, child, _) = tree(h)
        child.center = CGPoint(x: 80, y: 90)
        h.runTurn()
        #expect(log.entries.isEmpty)
        child.bounds.size = CGSize(width: 60, height: 60)
        h.runTurn()
        #expect(log.entries == ["layout parent", "layout child"])
    }

    @Test("The update-constraints pass runs before layout, children before parents, only for marked views")
    func updateConstraintsPass() {
        let h = UIKitTestHarness()
        let (log, parent, _, grandchild) = tree(h)
        grandchild.setNeedsUpdateConstraints()
        parent.setNeedsUpdateConstraints()
        #expect(grandchild.needsUpdateConstraints())
        h.runTurn()
        #expect(log.entries.prefix(2) == ["constraints grandchild", "constraints parent"])
        #expect(log.entries.dropFirst(2).allSatisfy { $0.hasPrefix("layout") })
        #expect(!grandchild.needsUpdateConstraints())
        log.entries = []
        h.runTurn()
        #expect(log.entries.isEmpty)
        #expect(grandchild.translatesAutoresizingMaskIntoConstraints, "true by default, as in UIKit")
    }

    @Test("sizeToFit takes sizeThatFits and keeps the origin; invalidateIntrinsicContentSize relayouts the superview")
    func sizing() {
        let h = UIKitTestHarness()
        let (log, parent, child, _) = tree(h)
        child.frame = CGRect(x: 7, y: 9, width: 100, height: 100)
        child.fitting = CGSize(width: 33, height: 11)
        child.sizeToFit()
        #expect(child.frame == CGRect(x: 7, y: 9, width: 33, height: 11))
        h.runTurn()
        log.entries = []
        child.invalidateIntrinsicContentSize()
        h.runTurn()
        #expect(log.entries.contains("layout parent"))
        _ = parent
    }
}
