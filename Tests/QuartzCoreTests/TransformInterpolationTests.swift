// Transform interpolation through decomposition: round trips, rotations along the sphere, and
// perspective, scale and translation interpolated part by part.
@testable import QuartzCore
import Foundation
import Testing

@Suite("Transform interpolation")
struct TransformInterpolationTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.values, b.values).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private var perspective: CATransform3D { var t = CATransform3DIdentity; t.m34 = -1 / 500; return t }

    @Test("Decomposing and recomposing gives the matrix back", arguments: 0..<6)
    func roundTrip(case index: Int) throws {
        let transforms: [CATransform3D] = [
            CATransform3DIdentity,
            CATransform3DMakeRotation(.pi / 6, 0, 0, 1),
            CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(1, 0, 1, 0), 2, 3, 1), 10, -20, 5),
            CATransform3DRotate(perspective, .pi / 4, 0, 1, 0),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)),
            CATransform3DMakeScale(-1, 1, 1),
        ]
        let t = transforms[index]
        let decomposed = try #require(DecomposedTransform(t))
        #expect(close(decomposed.transform, t), "\(decomposed.transform) vs \(t)")
    }

    @Test("Halfway between no rotation and a quarter turn is an eighth of a turn, at full size")
    func rotationAlongTheSphere() throws {
        let a = try #require(DecomposedTransform(CATransform3DIdentity))
        let b = try #require(DecomposedTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(close(a.interpolated(to: b, 0.5).transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        #expect(close(a.interpolated(to: b, 0).transform, CATransform3DIdentity))
        #expect(close(a.interpolated(to: b, 1).transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
    }

    @Test("Scale and translation interpolate part by part; singular matrices do not decompose")
    func partByPart() throws {
        let a = try #require(DecomposedTransform(CATransform3DMakeTranslation(0, 0, 0)))
        let b = try #require(DecomposedTransform(CATransform3DTranslate(CATransform3DMakeScale(3, 3, 1), 100, 0, 0)))
        let mid = a.interpolated(to: b, 0.5).transform
        #expect(abs(mid.m11 - 2) < 1e-9 && abs(mid.m22 - 2) < 1e-9)
        #expect(abs(mid.m41 - 150) < 1e-9, "translation lerps in the parent's space: 300 → 150")
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
    }
}
