// applying(_:) on CGPoint, CGSize and CGRect (bounding boxes, null and infinite rects) and equalTo(_:).

import CoreGraphics
import Testing

private func isClose(_ r: CGRect, _ s: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(r.origin.x - s.origin.x) <= tolerance && abs(r.origin.y - s.origin.y) <= tolerance
        && abs(r.size.width - s.size.width) <= tolerance && abs(r.size.height - s.size.height) <= tolerance
}

@Suite("CGPoint, CGSize and CGRect applying(_:) and equalTo(_:)")
struct CGGeometryTransformTests {
    // MARK: CGPoint

    @Test("A point maps to (a*x + c*y + tx, b*x + d*y + ty)")
    func pointApplying() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 1 * 10 + 3 * 20 + 5, y: 2 * 10 + 4 * 20 + 6))
    }

    @Test("A point is translated and scaled; the identity leaves it alone")
    func pointTranslateScale() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 6))
        #expect(CGPoint(x: -4.5, y: 2).applying(.identity) == CGPoint(x: -4.5, y: 2))
    }

    // MARK: CGSize

    @Test("A size ignores the translation: (a*w + c*h, b*w + d*h)")
    func sizeIgnoresTranslation() {
        #expect(
            CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 100, y: 100))
                == CGSize(width: 10, height: 20))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 60))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 70, height: 100))
    }

    @Test("A size rotated by a quarter turn becomes about (-20, 10): it is not made positive")
    func sizeRotationKeepsSign() {
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(size.width - -20) < 1e-9)
        #expect(abs(size.height - 10) < 1e-9)
    }

    // MARK: CGRect

    @Test("A rect under scale and translation maps to the rect of its transformed corners")
    func rectScaleTranslate() {
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: -5))
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).applying(t)
        #expect(r.origin == CGPoint(x: 7, y: -1))
        #expect(r.size == CGSize(width: 6, height: 8))
    }

    @Test("{{0, 0}, {10, 20}} rotated by 90° is the bounding box {{-20, 0}, {20, 10}}")
    func rectRotatedQuarterTurn() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(r, CGRect(x: -20, y: 0, width: 20, height: 10)))
    }

    @Test("{{0, 0}, {10, 10}} rotated by 45° grows to the bounding box of a diamond, 10√2 wide")
    func rectRotatedEighthTurn() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let halfDiagonal = 10 / CGFloat(2).squareRoot()
        #expect(isClose(r, CGRect(x: -halfDiagonal, y: 0, width: 2 * halfDiagonal, height: 2 * halfDiagonal)))
    }

    @Test("A flip gives a standardized result: scale (-1, 1) of {{10, 0}, {5, 5}} is {{-15, 0}, {5, 5}}")
    func rectFlipIsStandardized() {
        let r = CGRect(x: 10, y: 0, width: 5, height: 5).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(r.origin == CGPoint(x: -15, y: 0))
        #expect(r.size == CGSize(width: 5, height: 5))
    }

    @Test("A rect with a negative size comes back standardized, even under the identity")
    func rectNegativeSizeIsStandardized() {
        let r = CGRect(x: 10, y: 10, width: -10, height: -10).applying(.identity)
        #expect(r.origin == CGPoint(x: 0, y: 0))
        #expect(r.size == CGSize(width: 10, height: 10))
    }

    @Test("The null rect stays null and the infinite rect stays infinite")
    func rectNullAndInfinite() {
        let t = CGAffineTransform(translationX: 10, y: 10).rotated(by: 0.5)
        #expect(CGRect.null.applying(t).isNull)
        #expect(CGRect.infinite.applying(t).isInfinite)
    }

    // MARK: equalTo

    @Test("CGPoint.equalTo and CGSize.equalTo compare components exactly")
    func pointAndSizeEqualTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2.000001)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: -3, height: 4)))
    }

    @Test("CGRect.equalTo compares standardized rects, and any two null rects are equal")
    func rectEqualTo() {
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        var oddNull = CGRect.null
        oddNull.size = CGSize(width: 5, height: 5)
        #expect(oddNull.equalTo(.null))
    }
}
