// CALayer: geometry, tree editing, key-value access, actions, invalidation, conversions, hit-testing.
import QuartzCore
import Testing

@Suite("CALayer")
struct CALayerTests {
    @Test("frame derives from bounds, position and anchorPoint; setting frame sets position and size")
    func frameGeometry() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20) && layer.bounds.size == CGSize(width: 30, height: 40))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: -5, y: -5, width: 20, height: 20))
    }

    @Test("Defaults are Core Animation's")
    func defaults() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1 && layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.sublayers == nil && layer.superlayer == nil)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(layer.borderColor?.components == [0, 1])
    }

    @Test("Sublayers insert, reorder and remove; adding an ancestor fails with a message")
    func tree() async {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a); root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.insertSublayer(a, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(b)
        #expect(b.superlayer === other && root.sublayers?.count == 2)
        root.replaceSublayer(c, with: b)
        #expect(root.sublayers?.first === b && c.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(root.sublayers?.count == 1)
        await #expect(processExitsWith: .failure) {
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            child.addSublayer(parent)
        }
    }

    @Test("Key-value access reaches properties and struct members by key path")
    func keyValue() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        layer.setValue(10, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 10, y: 4))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 4)
        layer.setValue(CGFloat(25), forKeyPath: "bounds.size.width")
        #expect(layer.bounds.size.width == 25)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(abs((angle ?? 0) - .pi / 2) < 1e-9)
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 2) < 1e-9)
        layer.setValue("not a point", forKey: "position")
        #expect(layer.position == CGPoint(x: 10, y: 4))
        layer.setValue(0.5, forKey: "customProgress")
        #expect(layer.value(forKey: "customProgress") as? Double == 0.5)
        #expect(layer.value(forKey: "neverSet") == nil)
    }

    final class Recorder: CAAction {
        var events: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { events.append(event) }
    }

    final class ProgressLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
        override class func defaultValue(forKey key: String) -> Any? { key == "progress" ? 0.25 : super.defaultValue(forKey: key) }
        var progress: Double {
            get { value(forKey: "progress") as? Double ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
    }

    @Test("Setting a property runs the action from `actions`; disableActions suppresses it; NSNull stops it")
    func actions() {
        let layer = CALayer()
        let recorder = Recorder()
        layer.actions = ["opacity": recorder, "position": NSNull()]
        layer.opacity = 0.5
        layer.position = CGPoint(x: 1, y: 1)
        #expect(recorder.events == ["opacity"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        CATransaction.commit()
        #expect(recorder.events == ["opacity"])
        CATransaction.flush()
    }

    @Test("A subclass's own key has a default, and redisplays the layer when needsDisplay(forKey:) says so")
    func customKeys() {
        let layer = ProgressLayer()
        #expect(layer.progress == 0.25)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.progress = 0.75
        #expect(layer.progress == 0.75)
        #expect(layer.needsDisplay())
        CATransaction.flush()
        #expect(!layer.needsDisplay())
    }

    @Test("Changing the bounds size marks layout, and display only with needsDisplayOnBoundsChange")
    func invalidation() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout() && !layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size.width = 20
        #expect(layer.needsDisplay())
        CATransaction.flush()
        #expect(!layer.needsLayout() && !layer.needsDisplay())
    }

    @Test("Points convert through positions, anchor points and transforms, both ways")
    func conversions() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 50, y: 50))
        #expect(root.convert(CGPoint(x: 60, y: 60), to: child) == CGPoint(x: 10, y: 10))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 40, y: 40))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root) == CGRect(x: 40, y: 40, width: 40, height: 40))
    }

    @Test("hitTest finds the topmost containing layer and skips hidden ones")
    func hitTesting() {
        let root = CALayer(), below = CALayer(), above = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        below.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        above.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        root.addSublayer(below); root.addSublayer(above)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === above)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === below)
        above.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === below)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        above.isHidden = false
        above.zPosition = -1
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === below)
    }

    @Test("CATransform3D: rotation, translation order, inversion and affine round trips")
    func transforms() {
        let rotate = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = CGPoint(x: 1, y: 0).applying(CATransform3DGetAffineTransform(rotate))
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        #expect(moved.m41 == 10)
        let inverse = CATransform3DInvert(moved)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(moved, inverse)))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }
}
