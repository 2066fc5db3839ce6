// What marks a view or layer for layout: UIKit's and Core Animation's rules, read through public API.
import Testing
import UIKit
import UIKitTesting

/// A view that counts its layout passes.
private final class CountingView: UIView {
    var layouts = 0
    var layoutChildSize: CGSize?
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        if let size = layoutChildSize { subviews.first?.frame.size = size }
    }
}

@MainActor
@Suite("Layout invalidation")
struct LayoutInvalidationTests {
    @Test("Changing a layer's bounds size marks it and its superlayer for layout; a new origin alone does not")
    func layerBounds() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout() && !child.needsLayout())
        child.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!parent.needsLayout())
        child.bounds.size = CGSize(width: 10, height: 10)
        #expect(child.needsLayout() && parent.needsLayout())
    }

    @Test("Adding and removing a sublayer marks the superlayer for layout")
    func sublayers() {
        let parent = CALayer(), child = CALayer()
        parent.layoutIfNeeded()
        parent.addSublayer(child)
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        child.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    @Test("addSubview marks the receiver and the new subview for layout")
    func addSubview() {
        let parent = CountingView(), child = CountingView()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        let before = (parent.layouts, child.layouts)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layouts == before.0 + 1 && child.layouts == before.1 + 1)
    }

    @Test("A subview resized by sizeToFit lays its superview out on the next layoutIfNeeded")
    func sizeToFit() {
        let parent = CountingView()
        let label = UILabel()
        parent.addSubview(label)
        parent.layoutIfNeeded()
        let before = parent.layouts
        label.text = "A longer text than before"
        label.sizeToFit()
        parent.layoutIfNeeded()
        #expect(parent.layouts == before + 1)
    }

    @Test("A view that resizes its subviews in layoutSubviews is not laid out again for it")
    func ownLayoutDoesNotLoop() {
        let parent = CountingView()
        parent.addSubview(UIView())
        parent.layoutChildSize = CGSize(width: 30, height: 30)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(!parent.layer.needsLayout())
    }

    @Test("addSubview puts the view's layer above every sublayer; insertSubview(_:aboveSubview:) right above the named view's")
    func layerOrder() {
        let parent = UIView(), first = UIView(), second = UIView(), plain = CALayer()
        parent.addSubview(first)
        parent.layer.addSublayer(plain)
        parent.addSubview(second)
        #expect(parent.layer.sublayers?.last === second.layer)
        #expect(parent.layer.sublayers?.map { ObjectIdentifier($0) } == [first.layer, plain, second.layer].map { ObjectIdentifier($0) })
        let third = UIView()
        parent.insertSubview(third, aboveSubview: first)
        #expect(
            parent.layer.sublayers?.map { ObjectIdentifier($0) }
                == [first.layer, third.layer, plain, second.layer].map { ObjectIdentifier($0) })
        parent.addSubview(first)
        #expect(parent.layer.sublayers?.last === first.layer && parent.subviews.last === first)
    }
}
