// NSStringFromCGRect and friends (Apple's formats, %g numbers), their parsers (lenient, zero or identity on garbage), NSCoder names.

import Testing
import UIKit

@Suite("NSStringFrom… and …FromString")
struct UIGeometryStringsTests {
    // MARK: Formats

    @Test("NSStringFromCGPoint is \"{x, y}\" with integral values printed without a fraction")
    func pointFormat() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1, y: 2)) == "{1, 2}")
        #expect(NSStringFromCGPoint(CGPoint(x: 1.5, y: -2)) == "{1.5, -2}")
        #expect(NSStringFromCGPoint(.zero) == "{0, 0}")
    }

    @Test("NSStringFromCGSize is \"{width, height}\"")
    func sizeFormat() {
        #expect(NSStringFromCGSize(CGSize(width: 320, height: 480)) == "{320, 480}")
    }

    @Test("NSStringFromCGRect is \"{{x, y}, {width, height}}\" from the stored, unstandardized fields")
    func rectFormat() {
        #expect(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 20, width: 320, height: 460)) == "{{0, 20}, {320, 460}}")
        #expect(NSStringFromCGRect(CGRect(x: 10, y: 10, width: -10, height: -10)) == "{{10, 10}, {-10, -10}}")
    }

    @Test("NSStringFromCGAffineTransform is \"[a, b, c, d, tx, ty]\"")
    func transformFormat() {
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(
            NSStringFromCGAffineTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10.5, ty: -4))
                == "[2, 0, 0, 3, 10.5, -4]")
    }

    @Test("NSStringFromUIEdgeInsets is \"{top, left, bottom, right}\"")
    func insetsFormat() {
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSStringFromUIEdgeInsets(.zero) == "{0, 0, 0, 0}")
    }

    @Test("NSStringFromUIOffset and NSStringFromCGVector are \"{h, v}\" and \"{dx, dy}\"")
    func offsetAndVectorFormat() {
        #expect(NSStringFromUIOffset(UIOffset(horizontal: 1, vertical: -2.25)) == "{1, -2.25}")
        #expect(NSStringFromCGVector(CGVector(dx: 1.5, dy: 2)) == "{1.5, 2}")
    }

    @Test("Numbers print as %g: six significant digits, exponents for large and tiny values, -0, inf, nan")
    func percentGNumbers() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1.0 / 3, y: 123.2112731933594)) == "{0.333333, 123.211}")
        #expect(NSStringFromCGPoint(CGPoint(x: 1_234_567, y: 0.0001)) == "{1.23457e+06, 0.0001}")
        #expect(NSStringFromCGPoint(CGPoint(x: 0.00001, y: -0.0)) == "{1e-05, -0}")
        #expect(NSStringFromCGPoint(CGPoint(x: CGFloat.infinity, y: CGFloat.nan)) == "{inf, nan}")
    }

    // MARK: Parsers

    @Test("Each parser reads back what its formatter writes")
    func roundTrips() {
        let point = CGPoint(x: 1.5, y: -2)
        #expect(CGPointFromString(NSStringFromCGPoint(point)) == point)
        let size = CGSize(width: 320, height: 480)
        #expect(CGSizeFromString(NSStringFromCGSize(size)) == size)
        let rect = CGRect(x: 1, y: 2, width: -3, height: 4.5)
        let parsedRect = CGRectFromString(NSStringFromCGRect(rect))
        #expect(parsedRect.origin == rect.origin && parsedRect.size == rect.size)
        let transform = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 10.5, ty: -4)
        #expect(CGAffineTransformFromString(NSStringFromCGAffineTransform(transform)) == transform)
        let insets = UIEdgeInsets(top: 20, left: 0, bottom: 44, right: 8)
        #expect(UIEdgeInsetsFromString(NSStringFromUIEdgeInsets(insets)) == insets)
        let offset = UIOffset(horizontal: -1, vertical: 2.5)
        #expect(UIOffsetFromString(NSStringFromUIOffset(offset)) == offset)
        let vector = CGVector(dx: 0.25, dy: -8)
        #expect(CGVectorFromString(NSStringFromCGVector(vector)) == vector)
    }

    @Test("Spacing does not matter: \"{1,2}\", \"{ 1 , 2 }\" and \"{{0,5},{10,20}}\" parse")
    func spacing() {
        #expect(CGPointFromString("{1,2}") == CGPoint(x: 1, y: 2))
        #expect(CGPointFromString("{ 1 , 2 }") == CGPoint(x: 1, y: 2))
        let rect = CGRectFromString("{{0,5},{10,20}}")
        #expect(rect.origin == CGPoint(x: 0, y: 5) && rect.size == CGSize(width: 10, height: 20))
    }

    @Test("The transform parser takes Apple's documented \"{1,0,0,1,2.5,3.0}\" as well as \"[...]\"")
    func transformBraceForm() {
        #expect(CGAffineTransformFromString("{1,0,0,1,2.5,3.0}") == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 2.5, ty: 3))
        #expect(CGAffineTransformFromString("[1, 0, 0, 1, 2.5, 3]") == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 2.5, ty: 3))
    }

    @Test("Numbers may carry a sign, a bare fraction or an exponent")
    func numberForms() {
        #expect(CGPointFromString("{9e3, -1.5e-2}") == CGPoint(x: 9000, y: -0.015))
        #expect(CGPointFromString("{.5, +5.}") == CGPoint(x: 0.5, y: 5))
    }

    @Test("inf and nan read back as words, but letters inside a word are no number")
    func infinityAndNaN() {
        let parsed = CGPointFromString(NSStringFromCGPoint(CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity)))
        #expect(parsed == CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity))
        #expect(CGPointFromString("{nan, 1}").x.isNaN)
        #expect(CGPointFromString("banana, 1, 2") == CGPoint(x: 1, y: 2))
    }

    @Test("Garbage and empty strings give .zero, or .identity for a transform, as Apple documents")
    func garbage() {
        #expect(CGPointFromString("garbage") == .zero)
        #expect(CGPointFromString("") == .zero)
        #expect(CGSizeFromString("{width, height}") == .zero)
        #expect(CGRectFromString("not a rect") == .zero)
        #expect(UIEdgeInsetsFromString("{}") == .zero)
        #expect(UIOffsetFromString("?") == .zero)
        #expect(CGVectorFromString("{,}") == .zero)
        #expect(CGAffineTransformFromString("nonsense") == .identity)
        #expect(CGAffineTransformFromString("") == .identity)
    }

    @Test("A string with too few numbers is not well-formed: .zero, or .identity for a transform")
    func tooFewNumbers() {
        #expect(CGPointFromString("{1}") == .zero)
        #expect(CGRectFromString("{{1, 2}, {3}}") == .zero)
        #expect(CGAffineTransformFromString("[2, 0, 0, 2]") == .identity)
    }

    // MARK: NSCoder spellings

    @Test("NSCoder.string(for:) and NSCoder.cgRect(for:) etc. are the same functions under Swift 4.2 names")
    func nsCoderSpellings() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSCoder.string(for: rect) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGSize(width: 1, height: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 1, vertical: 2)) == "{1, 2}")
        #expect(NSCoder.string(for: CGVector(dx: 1, dy: 2)) == "{1, 2}")
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == rect)
        #expect(NSCoder.cgPoint(for: "{1, 2}") == CGPoint(x: 1, y: 2))
        #expect(NSCoder.cgSize(for: "{1, 2}") == CGSize(width: 1, height: 2))
        #expect(NSCoder.cgAffineTransform(for: "garbage") == .identity)
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.uiOffset(for: "{1, 2}") == UIOffset(horizontal: 1, vertical: 2))
        #expect(NSCoder.cgVector(for: "{1, 2}") == CGVector(dx: 1, dy: 2))
    }
}
