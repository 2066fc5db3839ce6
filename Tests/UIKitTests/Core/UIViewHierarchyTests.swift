// UIView: the hierarchy API and its callbacks in UIKit's order.
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView hierarchy")
struct UIViewHierarchyTests {
    final class LoggingView: UIView {
        var log: [String] = []
        let name: String
        init(_ name: String) { self.name = name; super.init(frame: .zero) }
        required init?(coder: NSCoder) { return nil }
        override func willMove(toSuperview newSuperview: UIView?) {
            log.append("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
    }

    @Test("addSubview into a window calls willMoveToSuperview, willMoveToWindow, didMoveToWindow, didMoveToSuperview, didAddSubview")
    func addCallbacks() {
        let h = UIKitTestHarness()
        let parent = LoggingView("parent")
        h.window.addSubview(parent)
        let child = LoggingView("child")
        child.log = []
        parent.log = []
        parent.addSubview(child)
        #expect(
            child.log == [
                "child.willMoveToSuperview(view)", "child.willMoveToWindow(window)", "child.didMoveToWindow",
                "child.didMoveToSuperview",
            ])
        #expect(parent.log == ["parent.didAddSubview"])
        #expect(child.window === h.window && child.superview === parent)
    }

    @Test("removeFromSuperview calls willRemoveSubview first, then the child's move callbacks with nil")
    func removeCallbacks() {
        let h = UIKitTestHarness()
        let parent = LoggingView("parent"), child = LoggingView("child")
        h.window.addSubview(parent)
        parent.addSubview(child)
        parent.log = []; child.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["parent.willRemoveSubview"])
        #expect(
            child.log == [
                "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)", "child.didMoveToWindow",
                "child.didMoveToSuperview",
            ])
        #expect(child.window == nil && child.superview == nil && parent.subviews.isEmpty)
    }

    @Test("Moving into a window tells every descendant")
    func windowPropagation() {
        let h = UIKitTestHarness()
        let a = LoggingView("a"), b = LoggingView("b")
        a.addSubview(b)
        b.log = []
        h.window.addSubview(a)
        #expect(b.log == ["b.willMoveToWindow(window)", "b.didMoveToWindow"])
        #expect(b.window === h.window)
    }

    @Test("Insertion, reordering and exchange keep subviews and sublayers in the same order")
    func ordering() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map { ObjectIdentifier($0.layer) })
        parent.insertSubview(UIView(), at: 99)
        #expect(parent.subviews.count == 4)
    }

    @Test("Every reordering moves only the subview's layer: sublayers follow the subviews, other sublayers stay below")
    func reorderingFollowsSubviews() {
        let parent = UIView(), extra = CALayer()
        parent.layer.addSublayer(extra)
        let views = (0..<6).map { _ in UIView() }
        for view in views { parent.addSubview(view) }
        func check(_ order: [Int], _ comment: Comment) {
            #expect(parent.subviews.map(ObjectIdentifier.init) == order.map { ObjectIdentifier(views[$0]) }, comment)
            #expect(
                parent.layer.sublayers?.map(ObjectIdentifier.init)
                    == [ObjectIdentifier(extra)] + order.map { ObjectIdentifier(views[$0].layer) }, comment)
        }
        check([0, 1, 2, 3, 4, 5], "added")
        parent.bringSubviewToFront(views[1])
        check([0, 2, 3, 4, 5, 1], "front")
        parent.sendSubviewToBack(views[4])
        check([4, 0, 2, 3, 5, 1], "back")
        parent.exchangeSubview(at: 1, withSubviewAt: 4)
        check([4, 5, 2, 3, 0, 1], "exchanged")
        parent.insertSubview(views[3], at: 0)
        check([3, 4, 5, 2, 0, 1], "moved to 0")
        parent.insertSubview(views[3], aboveSubview: views[0])
        check([4, 5, 2, 0, 3, 1], "moved above")
    }

    @Test("Adding an ancestor as a subview fails with a message naming the call")
    func cycle() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
    }

    @Test("viewWithTag searches depth first and includes the receiver; isDescendant(of:) follows superviews")
    func tagsAndDescendants() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a); a.addSubview(b)
        b.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(root.viewWithTag(0) === root)
        #expect(b.isDescendant(of: root) && !root.isDescendant(of: b))
    }

    @Test("Views and layers are freed when removed and released (10,000 of them)")
    func memory() {
        let parent = UIView()
        var weakViews: [Weak] = []
        do {
            for _ in 0..<10_000 {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(view)
                weakViews.append(Weak(view: view, layer: view.layer))
            }
            for view in parent.subviews.reversed() { view.removeFromSuperview() }
        }
        CATransaction.flush()
        #expect(weakViews.allSatisfy { $0.view == nil && $0.layer == nil })
    }

    struct Weak { weak var view: UIView?; weak var layer: CALayer? }
}
