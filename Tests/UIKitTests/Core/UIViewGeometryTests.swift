// UIView geometry: frame, bounds, center and transform; conversions; hit-testing; autoresizing.
import Testing
import UIKit

@MainActor
@Suite("UIView geometry")
struct UIViewGeometryTests {
    @Test("frame, bounds and center agree; a transform leaves bounds and center alone")
    func frameBoundsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds.size == CGSize(width: 100, height: 50) && view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test("Points and rects convert between views through bounds origins and transforms")
    func conversions() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 60))
        #expect(root.convert(CGPoint(x: 60, y: 60), to: b) == .zero)
        a.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 60))
        a.transform = CGAffineTransform(rotationAngle: .pi)
        let p = b.convert(CGPoint.zero, to: root)
        #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 140) < 1e-9)
        #expect(b.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: a) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("hitTest skips hidden, non-interactive and nearly transparent views, and points outside")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        root.addSubview(back); root.addSubview(front)
        let point = CGPoint(x: 30, y: 30)
        #expect(root.hitTest(point, with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(point, with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        // A subview outside its superview's bounds is not hit (the superview rejects the point first).
        let outside = UIView(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
        root.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 125, y: 5), with: nil) == nil)
    }

    @Test("Autoresizing: a flexible width grows with the superview; flexible margins share the change")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretch.autoresizingMask = [.flexibleWidth]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        parent.addSubview(stretch); parent.addSubview(centred)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(centred.center == CGPoint(x: 100, y: 150))
    }
}
