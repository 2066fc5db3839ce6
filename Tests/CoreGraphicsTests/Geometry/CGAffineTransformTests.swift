// CGAffineTransform: constructors, Apple's concatenation order, inversion (singular included), equality, Codable, description.

import CoreGraphics
import Testing

/// cos(π/2) as Double computes it: Apple's CGAffineTransformMakeRotation leaves it unrounded too.
private let cosQuarterTurn = CGFloat(6.123233995736766e-17)

private func isClose(_ p: CGPoint, _ q: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("identity is [1, 0, 0, 1, 0, 0] and isIdentity")
    func identity() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(t.isIdentity)
    }

    @Test("CGAffineTransform() is the zero matrix, not the identity, as Apple's C struct init is")
    func emptyInitIsZero() {
        let t = CGAffineTransform()
        #expect(t == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!t.isIdentity)
    }

    @Test("The labeled and unlabeled component initializers agree")
    func componentInitializers() {
        let labeled = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(labeled == CGAffineTransform(1, 2, 3, 4, 5, 6))
        #expect(labeled.a == 1 && labeled.b == 2 && labeled.c == 3 && labeled.d == 4)
        #expect(labeled.tx == 5 && labeled.ty == 6)
    }

    @Test("init(translationX:y:) is [1, 0, 0, 1, tx, ty]")
    func translation() {
        #expect(CGAffineTransform(translationX: 10, y: -20) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20))
    }

    @Test("init(scaleX:y:) is [sx, 0, 0, sy, 0, 0]")
    func scale() {
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    }

    @Test("init(rotationAngle: .pi / 2) is [cos, 1, -1, cos, 0, 0] with cos unrounded (6.1e-17)")
    func rotationQuarterTurn() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(t == CGAffineTransform(a: cosQuarterTurn, b: 1, c: -1, d: cosQuarterTurn, tx: 0, ty: 0))
    }

    @Test("A rotation by 0 and a translation by 0 are the identity")
    func trivialTransformsAreIdentity() {
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity)
    }

    @Test("t1.concatenating(t2) applies t1 first: translate then rotate maps (1, 0) to (0, 11)")
    func translateThenRotate() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(t == CGAffineTransform(a: cosQuarterTurn, b: 1, c: -1, d: cosQuarterTurn, tx: 10 * cosQuarterTurn, ty: 10))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 11)))
    }

    @Test("Rotate then translate maps (1, 0) to exactly (10, 1): the order matters")
    func rotateThenTranslate() {
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(t == CGAffineTransform(a: cosQuarterTurn, b: 1, c: -1, d: cosQuarterTurn, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 10, y: 1))
    }

    @Test("concatenating is the matrix product: scale then translate differs from translate then scale")
    func concatenationIsNotCommutative() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        #expect(scale.concatenating(translate) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(translate.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test("A general product matches the row-vector formula component by component")
    func generalProduct() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [a b; c d; tx ty] × [a' b'; c' d'; tx' ty'] with the implicit third column (0, 0, 1).
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test("translatedBy(x:y:) prepends: equal to CGAffineTransform(translationX:y:).concatenating(t)")
    func translatedByPrepends() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.translatedBy(x: 7, y: -8) == CGAffineTransform(translationX: 7, y: -8).concatenating(t))
        // The translation happens in the scaled space: 10 points become 20, 20 become 60.
        #expect(
            CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    }

    @Test("scaledBy(x:y:) prepends and keeps the translation")
    func scaledByPrepends() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.scaledBy(x: 2, y: -1) == CGAffineTransform(scaleX: 2, y: -1).concatenating(t))
        #expect(
            CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    }

    @Test("rotated(by:) prepends and keeps the translation")
    func rotatedByPrepends() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.rotated(by: 0.3) == CGAffineTransform(rotationAngle: 0.3).concatenating(t))
        #expect(
            CGAffineTransform(translationX: 10, y: 20).rotated(by: .pi / 2)
                == CGAffineTransform(a: cosQuarterTurn, b: 1, c: -1, d: cosQuarterTurn, tx: 10, ty: 20))
    }

    @Test("Chained translatedBy/rotated read right to left on points: the last call applies first")
    func chainedCallsApplyLastFirst() {
        // UIKit idiom: view.transform = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
    }

    @Test("inverted() of [2, 0, 0, 4, 10, 20] is [0.5, 0, 0, 0.25, -5, -5], and undoes it exactly")
    func invertedScaleTranslate() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
        #expect(t.concatenating(inverse).isIdentity)
        #expect(CGPoint(x: 3, y: 7).applying(t).applying(inverse) == CGPoint(x: 3, y: 7))
    }

    @Test("inverted() of a rotation maps rotated points back")
    func invertedRotation() {
        let t = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -2)
        let p = CGPoint(x: 12.5, y: -4)
        #expect(isClose(p.applying(t).applying(t.inverted()), p))
    }

    @Test("inverted() of a singular matrix returns it unchanged (Apple: CGAffineTransformInvert)")
    func invertedSingular() {
        let zeroScale = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 5, ty: 5)
        #expect(zeroScale.inverted() == zeroScale)
        let dependentRows = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(dependentRows.inverted() == dependentRows)
        #expect(CGAffineTransform().inverted() == CGAffineTransform())
    }

    @Test("Equality and hashing compare the six components")
    func equalityAndHashing() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t == CGAffineTransform(1, 2, 3, 4, 5, 6))
        #expect(t != CGAffineTransform(1, 2, 3, 4, 5, 7))
        #expect(Set([t, CGAffineTransform(1, 2, 3, 4, 5, 6), .identity]).count == 2)
    }

    @Test("Codable writes the unkeyed array [a, b, c, d, tx, ty], as Apple's overlay does")
    func codableIsUnkeyedArray() throws {
        let t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5.5, ty: -6)
        let data = try JSONEncoder().encode(t)
        #expect(try JSONDecoder().decode([Double].self, from: data) == [1, 0, 0, 1, 5.5, -6])
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }

    @Test("description is \"CGAffineTransform(a: 1.0, b: 0.0, ...)\" as print shows Apple's struct")
    func descriptionMatchesApple() {
        let expected = "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 2.5, ty: -3.0)"
        let t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 2.5, ty: -3)
        #expect(t.description == expected)
        #expect(t.debugDescription == expected)
        #expect(String(describing: t) == expected)
    }
}
