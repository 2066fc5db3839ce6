// Converting points and hit-testing through perspective transforms: exact, as Core Animation maps them
// (each layer's plane to its superlayer's by a homography), not through a flattened approximation.
import QuartzCore
import Testing
import UIKit

@Suite("Perspective geometry")
struct PerspectiveGeometryTests {
    /// A 200 × 100 card at (100, 100) in a 400 × 300 stage, turned 60° about y under m34 = -1/400.
    private func scene() -> (stage: CALayer, card: CALayer) {
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1 / 400
        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        stage.addSublayer(card)
        return (stage, card)
    }

    /// Where Core Animation puts card point `p`: about the anchor, through the transform, divided by w.
    private func projected(_ p: CGPoint, card: CALayer) -> CGPoint {
        let x = p.x - card.bounds.width / 2, y = p.y - card.bounds.height / 2
        let m = card.transform
        let X = x * m.m11 + y * m.m21 + m.m41, Y = x * m.m12 + y * m.m22 + m.m42, W = x * m.m14 + y * m.m24 + m.m44
        return CGPoint(x: X / W + card.position.x, y: Y / W + card.position.y)
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    @Test("convert maps points of a perspective layer exactly, both ways")
    func convertPoints() {
        let (stage, card) = scene()
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 150, y: 80), CGPoint(x: 10, y: 90)] {
            let q = projected(p, card: card)
            #expect(close(card.convert(p, to: stage), q), "\(p) → \(q)")
            #expect(close(card.convert(q, from: stage), p), "\(q) ← \(p)")
        }
    }

    @Test("The projected card is a trapezoid: its far edge is shorter, and hit-testing follows its edges")
    func hitTestFollowsTheTrapezoid() {
        let (stage, card) = scene()
        let nearTop = projected(CGPoint(x: 0, y: 0), card: card), farTop = projected(CGPoint(x: 200, y: 0), card: card)
        let farBottom = projected(CGPoint(x: 200, y: 100), card: card)
        #expect(farBottom.y - farTop.y < 100 && nearTop.y < farTop.y, "the far edge is shorter")
        // Just inside and just outside the far edge's top corner, where the bounding box would still hit.
        let inside = CGPoint(x: farTop.x - 2, y: farTop.y + 2)
        let outside = CGPoint(x: farTop.x - 2, y: nearTop.y + 1)
        #expect(stage.hitTest(inside) === card)
        #expect(stage.hitTest(outside) === stage)
        #expect(card.convert(outside, from: stage).y < 0, "above the card's top edge in its own space")
    }

    @Test("A rectangle converts to the bounding box of its projected corners")
    func convertRect() {
        let (stage, card) = scene()
        let box = card.convert(card.bounds, to: stage)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 100), CGPoint(x: 0, y: 100)].map {
            projected($0, card: card)
        }
        #expect(abs(box.minX - corners.map(\.x).min()!) < 1e-6 && abs(box.maxX - corners.map(\.x).max()!) < 1e-6)
        #expect(abs(box.minY - corners.map(\.y).min()!) < 1e-6 && abs(box.maxY - corners.map(\.y).max()!) < 1e-6)
    }

    @Test("A zero-scaled layer is never hit")
    func singular() {
        let (stage, card) = scene()
        card.transform = CATransform3DMakeScale(0, 0, 1)
        #expect(stage.hitTest(CGPoint(x: 200, y: 150)) === stage)
    }
}
